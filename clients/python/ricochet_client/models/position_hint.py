from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.position_hint_method_type_1 import PositionHintMethodType1
from ..models.position_hint_method_type_2_type_1 import PositionHintMethodType2Type1
from ..models.position_hint_method_type_3_type_1 import PositionHintMethodType3Type1
from ..models.position_hint_result_type_1 import PositionHintResultType1
from ..models.position_hint_result_type_2_type_1 import PositionHintResultType2Type1
from ..models.position_hint_result_type_3_type_1 import PositionHintResultType3Type1
from ..models.position_hint_reveal import PositionHintReveal
from ..models.position_hint_status import PositionHintStatus

if TYPE_CHECKING:
    from ..models.position_hint_move import PositionHintMove


T = TypeVar("T", bound="PositionHint")


@_attrs_define
class PositionHint:
    """
    Attributes:
        extra_moves (int | None): moves_played + moves_left - optimal_moves: how many moves the path played costs over
            the optimum (0 on an optimal path).
        hint (None | PositionHintMove): The first move of an optimal finish from here; null once solved, while queued,
            when unsolvable or past the limits.
        method (None | PositionHintMethodType1 | PositionHintMethodType2Type1 | PositionHintMethodType3Type1): Where the
            answer came from: `solution` (the moves follow the stored optimal solution), `table` (an analysis table) or
            `search` (a solve of the position).
        moves_left (int | None): The fewest moves that finish from here (0 once solved; null while queued, unsolvable or
            past the search's limits).
        moves_played (int): How many moves were played.
        on_optimal_path (bool | None): Whether the moves played start an optimal solution (moves_played + moves_left =
            optimal_moves); null when either is unknown.
        optimal_moves (int | None): The puzzle's proven optimum from the start.
        position_id (None | str): The position as a puzzle of its own (its robots where the moves left them), whose
            solve answers this hint; null under the ricochet rule once a finishing robot has moved.
        puzzle_id (str): The puzzle the moves were played on.
        result (None | PositionHintResultType1 | PositionHintResultType2Type1 | PositionHintResultType3Type1):
            `optimal`, `unsolvable`, or `limit` (the bounded search of a position that cannot be queued stopped); null while
            queued.
        reveal (PositionHintReveal): What the hint shows: the robot, or the whole move.
        solved (bool): The moves played solve the puzzle.
        status (PositionHintStatus): `done`: answered (see `result`); `queued`, `running` or `retrying`: the position's
            solve is queued (202): poll `Location` (the position's solution) until it is done, then ask again.
    """

    extra_moves: int | None
    hint: None | PositionHintMove
    method: None | PositionHintMethodType1 | PositionHintMethodType2Type1 | PositionHintMethodType3Type1
    moves_left: int | None
    moves_played: int
    on_optimal_path: bool | None
    optimal_moves: int | None
    position_id: None | str
    puzzle_id: str
    result: None | PositionHintResultType1 | PositionHintResultType2Type1 | PositionHintResultType3Type1
    reveal: PositionHintReveal
    solved: bool
    status: PositionHintStatus

    def to_dict(self) -> dict[str, Any]:
        from ..models.position_hint_move import PositionHintMove  # noqa: PLC0415

        extra_moves: int | None
        extra_moves = self.extra_moves

        hint: dict[str, Any] | None
        if isinstance(self.hint, PositionHintMove):
            hint = self.hint.to_dict()
        else:
            hint = self.hint

        method: None | str
        if isinstance(self.method, PositionHintMethodType1):
            method = self.method.value
        elif isinstance(self.method, PositionHintMethodType2Type1):
            method = self.method.value
        elif isinstance(self.method, PositionHintMethodType3Type1):
            method = self.method.value
        else:
            method = self.method

        moves_left: int | None
        moves_left = self.moves_left

        moves_played = self.moves_played

        on_optimal_path: bool | None
        on_optimal_path = self.on_optimal_path

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        position_id: None | str
        position_id = self.position_id

        puzzle_id = self.puzzle_id

        result: None | str
        if isinstance(self.result, PositionHintResultType1):
            result = self.result.value
        elif isinstance(self.result, PositionHintResultType2Type1):
            result = self.result.value
        elif isinstance(self.result, PositionHintResultType3Type1):
            result = self.result.value
        else:
            result = self.result

        reveal = self.reveal.value

        solved = self.solved

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "extra_moves": extra_moves,
                "hint": hint,
                "method": method,
                "moves_left": moves_left,
                "moves_played": moves_played,
                "on_optimal_path": on_optimal_path,
                "optimal_moves": optimal_moves,
                "position_id": position_id,
                "puzzle_id": puzzle_id,
                "result": result,
                "reveal": reveal,
                "solved": solved,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position_hint_move import PositionHintMove  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_extra_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        extra_moves = _parse_extra_moves(d.pop("extra_moves"))

        def _parse_hint(data: object) -> None | PositionHintMove:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hint_type_0 = PositionHintMove.from_dict(data)

                return hint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PositionHintMove, data)

        hint = _parse_hint(d.pop("hint"))

        def _parse_method(
            data: object,
        ) -> None | PositionHintMethodType1 | PositionHintMethodType2Type1 | PositionHintMethodType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_1 = PositionHintMethodType1(data)

                return method_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_2_type_1 = PositionHintMethodType2Type1(data)

                return method_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                method_type_3_type_1 = PositionHintMethodType3Type1(data)

                return method_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | PositionHintMethodType1 | PositionHintMethodType2Type1 | PositionHintMethodType3Type1, data
            )

        method = _parse_method(d.pop("method"))

        def _parse_moves_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        moves_left = _parse_moves_left(d.pop("moves_left"))

        moves_played = d.pop("moves_played")

        def _parse_on_optimal_path(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        on_optimal_path = _parse_on_optimal_path(d.pop("on_optimal_path"))

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        def _parse_position_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        position_id = _parse_position_id(d.pop("position_id"))

        puzzle_id = d.pop("puzzle_id")

        def _parse_result(
            data: object,
        ) -> None | PositionHintResultType1 | PositionHintResultType2Type1 | PositionHintResultType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_1 = PositionHintResultType1(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_2_type_1 = PositionHintResultType2Type1(data)

                return result_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_3_type_1 = PositionHintResultType3Type1(data)

                return result_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | PositionHintResultType1 | PositionHintResultType2Type1 | PositionHintResultType3Type1, data
            )

        result = _parse_result(d.pop("result"))

        reveal = PositionHintReveal(d.pop("reveal"))

        solved = d.pop("solved")

        status = PositionHintStatus(d.pop("status"))

        position_hint = cls(
            extra_moves=extra_moves,
            hint=hint,
            method=method,
            moves_left=moves_left,
            moves_played=moves_played,
            on_optimal_path=on_optimal_path,
            optimal_moves=optimal_moves,
            position_id=position_id,
            puzzle_id=puzzle_id,
            result=result,
            reveal=reveal,
            solved=solved,
            status=status,
        )

        return position_hint
