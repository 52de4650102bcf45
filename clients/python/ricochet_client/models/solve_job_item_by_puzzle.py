from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.puzzle_spec_by_board import PuzzleSpecByBoard
    from ..models.puzzle_spec_by_board_id import PuzzleSpecByBoardId


T = TypeVar("T", bound="SolveJobItemByPuzzle")


@_attrs_define
class SolveJobItemByPuzzle:
    """With `puzzle`.

    Attributes:
        puzzle (PuzzleSpecByBoard | PuzzleSpecByBoardId): A puzzle: a board (inline, by layout code, or by `board_id`),
            robots, target.
        ref (int | str | Unset): Echoed in the result.
    """

    puzzle: PuzzleSpecByBoard | PuzzleSpecByBoardId
    ref: int | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.puzzle_spec_by_board import PuzzleSpecByBoard  # noqa: PLC0415

        puzzle: dict[str, Any]
        if isinstance(self.puzzle, PuzzleSpecByBoard):
            puzzle = self.puzzle.to_dict()
        else:
            puzzle = self.puzzle.to_dict()

        ref: int | str | Unset
        if isinstance(self.ref, Unset):
            ref = UNSET
        else:
            ref = self.ref

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "puzzle": puzzle,
            }
        )
        if ref is not UNSET:
            field_dict["ref"] = ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.puzzle_spec_by_board import PuzzleSpecByBoard  # noqa: PLC0415
        from ..models.puzzle_spec_by_board_id import PuzzleSpecByBoardId  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_puzzle(data: object) -> PuzzleSpecByBoard | PuzzleSpecByBoardId:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_puzzle_spec_type_0 = PuzzleSpecByBoard.from_dict(data)

                return componentsschemas_puzzle_spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_puzzle_spec_type_1 = PuzzleSpecByBoardId.from_dict(data)

            return componentsschemas_puzzle_spec_type_1

        puzzle = _parse_puzzle(d.pop("puzzle"))

        def _parse_ref(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        ref = _parse_ref(d.pop("ref", UNSET))

        solve_job_item_by_puzzle = cls(
            puzzle=puzzle,
            ref=ref,
        )

        return solve_job_item_by_puzzle
