from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.solve_status_method_type_1 import SolveStatusMethodType1
from ..models.solve_status_method_type_2_type_1 import SolveStatusMethodType2Type1
from ..models.solve_status_method_type_3_type_1 import SolveStatusMethodType3Type1
from ..models.solve_status_result_type_1 import SolveStatusResultType1
from ..models.solve_status_result_type_2_type_1 import SolveStatusResultType2Type1
from ..models.solve_status_result_type_3_type_1 import SolveStatusResultType3Type1
from ..models.solve_status_status import SolveStatusStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.solve_progress import SolveProgress


T = TypeVar("T", bound="SolveStatus")


@_attrs_define
class SolveStatus:
    """
    Attributes:
        puzzle_id (str): The puzzle.
        status (SolveStatusStatus): queued, running, done, failed; `retrying` when the worker running it stopped (its
            heartbeat lapsed: it will run again, `error` says so); `none` when never requested. While the job store (Redis)
            is down and the answer is not known yet the endpoints answer 503 instead (`unavailable` is kept for older
            clients and no longer sent).
        error (None | str | Unset): Why it failed.
        lower_bound (int | None | Unset): Proven lower bound on the optimum.
        method (None | SolveStatusMethodType1 | SolveStatusMethodType2Type1 | SolveStatusMethodType3Type1 | Unset): How
            the answer was found: `search` (the solver) or `table` (read from an exhaustive analysis's distance table); null
            before it is done, and for answers stored before this was recorded.
        moves (int | None | Unset): Length of the best solution found.
        nodes (int | None | Unset): Nodes searched (done).
        optimal_moves (int | None | Unset): The proven optimum (done).
        progress (None | SolveProgress | Unset): While running: how far the search got; null otherwise.
        proven (bool | None | Unset): False when the search hit its limits (not proven).
        result (None | SolveStatusResultType1 | SolveStatusResultType2Type1 | SolveStatusResultType3Type1 | Unset): The
            solver's verdict (done).
        seconds (float | None | Unset): Seconds the search took (done).
        solution (list[list[str]] | None | Unset): An optimal (or the best found) solution as moves; null until done.
        waiting (None | str | Unset): While `queued`: why no worker has taken the job yet (no worker is running, or
            every worker is still compiling the solver on its first start); null otherwise.
    """

    puzzle_id: str
    status: SolveStatusStatus
    error: None | str | Unset = UNSET
    lower_bound: int | None | Unset = UNSET
    method: None | SolveStatusMethodType1 | SolveStatusMethodType2Type1 | SolveStatusMethodType3Type1 | Unset = UNSET
    moves: int | None | Unset = UNSET
    nodes: int | None | Unset = UNSET
    optimal_moves: int | None | Unset = UNSET
    progress: None | SolveProgress | Unset = UNSET
    proven: bool | None | Unset = UNSET
    result: None | SolveStatusResultType1 | SolveStatusResultType2Type1 | SolveStatusResultType3Type1 | Unset = UNSET
    seconds: float | None | Unset = UNSET
    solution: list[list[str]] | None | Unset = UNSET
    waiting: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.solve_progress import SolveProgress  # noqa: PLC0415

        puzzle_id = self.puzzle_id

        status = self.status.value

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        lower_bound: int | None | Unset
        if isinstance(self.lower_bound, Unset):
            lower_bound = UNSET
        else:
            lower_bound = self.lower_bound

        method: None | str | Unset
        if isinstance(self.method, Unset):
            method = UNSET
        elif isinstance(self.method, SolveStatusMethodType1):
            method = self.method.value
        elif isinstance(self.method, SolveStatusMethodType2Type1):
            method = self.method.value
        elif isinstance(self.method, SolveStatusMethodType3Type1):
            method = self.method.value
        else:
            method = self.method

        moves: int | None | Unset
        if isinstance(self.moves, Unset):
            moves = UNSET
        else:
            moves = self.moves

        nodes: int | None | Unset
        if isinstance(self.nodes, Unset):
            nodes = UNSET
        else:
            nodes = self.nodes

        optimal_moves: int | None | Unset
        if isinstance(self.optimal_moves, Unset):
            optimal_moves = UNSET
        else:
            optimal_moves = self.optimal_moves

        progress: dict[str, Any] | None | Unset
        if isinstance(self.progress, Unset):
            progress = UNSET
        elif isinstance(self.progress, SolveProgress):
            progress = self.progress.to_dict()
        else:
            progress = self.progress

        proven: bool | None | Unset
        if isinstance(self.proven, Unset):
            proven = UNSET
        else:
            proven = self.proven

        result: None | str | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, SolveStatusResultType1):
            result = self.result.value
        elif isinstance(self.result, SolveStatusResultType2Type1):
            result = self.result.value
        elif isinstance(self.result, SolveStatusResultType3Type1):
            result = self.result.value
        else:
            result = self.result

        seconds: float | None | Unset
        if isinstance(self.seconds, Unset):
            seconds = UNSET
        else:
            seconds = self.seconds

        solution: list[list[str]] | None | Unset
        if isinstance(self.solution, Unset):
            solution = UNSET
        elif isinstance(self.solution, list):
            solution = []
            for solution_type_0_item_data in self.solution:
                solution_type_0_item = solution_type_0_item_data

                solution.append(solution_type_0_item)

        else:
            solution = self.solution

        waiting: None | str | Unset
        if isinstance(self.waiting, Unset):
            waiting = UNSET
        else:
            waiting = self.waiting

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "puzzle_id": puzzle_id,
                "status": status,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if lower_bound is not UNSET:
            field_dict["lower_bound"] = lower_bound
        if method is not UNSET:
            field_dict["method"] = method
        if moves is not UNSET:
            field_dict["moves"] = moves
        if nodes is not UNSET:
            field_dict["nodes"] = nodes
        if optimal_moves is not UNSET:
            field_dict["optimal_moves"] = optimal_moves
        if progress is not UNSET:
            field_dict["progress"] = progress
        if proven is not UNSET:
            field_dict["proven"] = proven
        if result is not UNSET:
            field_dict["result"] = result
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if solution is not UNSET:
            field_dict["solution"] = solution
        if waiting is not UNSET:
            field_dict["waiting"] = waiting

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.solve_progress import SolveProgress  # noqa: PLC0415

        d = dict(src_dict)
        puzzle_id = d.pop("puzzle_id")

        status = SolveStatusStatus(d.pop("status"))

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        def _parse_lower_bound(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        lower_bound = _parse_lower_bound(d.pop("lower_bound", UNSET))

        def _parse_method(
            data: object,
        ) -> None | SolveStatusMethodType1 | SolveStatusMethodType2Type1 | SolveStatusMethodType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_1 = SolveStatusMethodType1(data)

                return method_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_2_type_1 = SolveStatusMethodType2Type1(data)

                return method_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_3_type_1 = SolveStatusMethodType3Type1(data)

                return method_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | SolveStatusMethodType1 | SolveStatusMethodType2Type1 | SolveStatusMethodType3Type1 | Unset, data
            )

        method = _parse_method(d.pop("method", UNSET))

        def _parse_moves(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        moves = _parse_moves(d.pop("moves", UNSET))

        def _parse_nodes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        nodes = _parse_nodes(d.pop("nodes", UNSET))

        def _parse_optimal_moves(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves", UNSET))

        def _parse_progress(data: object) -> None | SolveProgress | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                progress_type_0 = SolveProgress.from_dict(data)

                return progress_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SolveProgress | Unset, data)

        progress = _parse_progress(d.pop("progress", UNSET))

        def _parse_proven(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        proven = _parse_proven(d.pop("proven", UNSET))

        def _parse_result(
            data: object,
        ) -> None | SolveStatusResultType1 | SolveStatusResultType2Type1 | SolveStatusResultType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_1 = SolveStatusResultType1(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_2_type_1 = SolveStatusResultType2Type1(data)

                return result_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_3_type_1 = SolveStatusResultType3Type1(data)

                return result_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | SolveStatusResultType1 | SolveStatusResultType2Type1 | SolveStatusResultType3Type1 | Unset, data
            )

        result = _parse_result(d.pop("result", UNSET))

        def _parse_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        seconds = _parse_seconds(d.pop("seconds", UNSET))

        def _parse_solution(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                solution_type_0 = []
                _solution_type_0 = data
                for solution_type_0_item_data in _solution_type_0:
                    solution_type_0_item = cast(list[str], solution_type_0_item_data)

                    solution_type_0.append(solution_type_0_item)

                return solution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        solution = _parse_solution(d.pop("solution", UNSET))

        def _parse_waiting(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        waiting = _parse_waiting(d.pop("waiting", UNSET))

        solve_status = cls(
            puzzle_id=puzzle_id,
            status=status,
            error=error,
            lower_bound=lower_bound,
            method=method,
            moves=moves,
            nodes=nodes,
            optimal_moves=optimal_moves,
            progress=progress,
            proven=proven,
            result=result,
            seconds=seconds,
            solution=solution,
            waiting=waiting,
        )

        return solve_status
