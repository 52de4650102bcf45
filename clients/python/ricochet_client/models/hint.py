from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hint_status import HintStatus

if TYPE_CHECKING:
    from ..models.move import Move


T = TypeVar("T", bound="Hint")


@_attrs_define
class Hint:
    """
    Attributes:
        hint (Move | None): Null until the optimum is proven (or unsolvable).
        puzzle_id (str): The puzzle.
        status (HintStatus): As in `SolveStatus.status`.
    """

    hint: Move | None
    puzzle_id: str
    status: HintStatus

    def to_dict(self) -> dict[str, Any]:
        from ..models.move import Move  # noqa: PLC0415

        hint: dict[str, Any] | None
        if isinstance(self.hint, Move):
            hint = self.hint.to_dict()
        else:
            hint = self.hint

        puzzle_id = self.puzzle_id

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hint": hint,
                "puzzle_id": puzzle_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move import Move  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_hint(data: object) -> Move | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hint_type_0 = Move.from_dict(data)

                return hint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Move | None, data)

        hint = _parse_hint(d.pop("hint"))

        puzzle_id = d.pop("puzzle_id")

        status = HintStatus(d.pop("status"))

        hint = cls(
            hint=hint,
            puzzle_id=puzzle_id,
            status=status,
        )

        return hint
