from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.solve_job_result_result import SolveJobResultResult
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.item_error import ItemError


T = TypeVar("T", bound="SolveJobResult")


@_attrs_define
class SolveJobResult:
    """
    Attributes:
        index (int):
        error (ItemError | Unset):
        moves (int | None | Unset):
        nodes (int | None | Unset):
        optimal_moves (int | None | Unset):
        proven (bool | None | Unset):
        puzzle_id (str | Unset):
        ref (int | None | str | Unset):
        result (SolveJobResultResult | Unset): The solver's status, or `hidden` while the puzzle's answer is secret (a
            live round's, today's daily).
        seconds (float | None | Unset):
        solution (list[list[str]] | None | Unset):
    """

    index: int
    error: ItemError | Unset = UNSET
    moves: int | None | Unset = UNSET
    nodes: int | None | Unset = UNSET
    optimal_moves: int | None | Unset = UNSET
    proven: bool | None | Unset = UNSET
    puzzle_id: str | Unset = UNSET
    ref: int | None | str | Unset = UNSET
    result: SolveJobResultResult | Unset = UNSET
    seconds: float | None | Unset = UNSET
    solution: list[list[str]] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

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

        proven: bool | None | Unset
        if isinstance(self.proven, Unset):
            proven = UNSET
        else:
            proven = self.proven

        puzzle_id = self.puzzle_id

        ref: int | None | str | Unset
        if isinstance(self.ref, Unset):
            ref = UNSET
        else:
            ref = self.ref

        result: str | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.value

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if moves is not UNSET:
            field_dict["moves"] = moves
        if nodes is not UNSET:
            field_dict["nodes"] = nodes
        if optimal_moves is not UNSET:
            field_dict["optimal_moves"] = optimal_moves
        if proven is not UNSET:
            field_dict["proven"] = proven
        if puzzle_id is not UNSET:
            field_dict["puzzle_id"] = puzzle_id
        if ref is not UNSET:
            field_dict["ref"] = ref
        if result is not UNSET:
            field_dict["result"] = result
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if solution is not UNSET:
            field_dict["solution"] = solution

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.item_error import ItemError  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        _error = d.pop("error", UNSET)
        error: ItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = ItemError.from_dict(_error)

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

        def _parse_proven(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        proven = _parse_proven(d.pop("proven", UNSET))

        puzzle_id = d.pop("puzzle_id", UNSET)

        def _parse_ref(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        ref = _parse_ref(d.pop("ref", UNSET))

        _result = d.pop("result", UNSET)
        result: SolveJobResultResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = SolveJobResultResult(_result)

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

        solve_job_result = cls(
            index=index,
            error=error,
            moves=moves,
            nodes=nodes,
            optimal_moves=optimal_moves,
            proven=proven,
            puzzle_id=puzzle_id,
            ref=ref,
            result=result,
            seconds=seconds,
            solution=solution,
        )

        return solve_job_result
