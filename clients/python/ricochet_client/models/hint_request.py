from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hint_request_reveal import HintRequestReveal
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move import Move


T = TypeVar("T", bound="HintRequest")


@_attrs_define
class HintRequest:
    """
    Attributes:
        moves (list[list[str] | Move] | str | Unset): Moves as `[["red","N"], ...]`, `[{"robot": "red", "direction":
            "N"}, ...]` or compact text `"rN gE bS yW kN"`.
        reveal (HintRequestReveal | Unset): `robot`: name only the robot to move next (a first press of Hint); `move`:
            the robot and its direction (default). Default: HintRequestReveal.MOVE.
    """

    moves: list[list[str] | Move] | str | Unset = UNSET
    reveal: HintRequestReveal | Unset = HintRequestReveal.MOVE

    def to_dict(self) -> dict[str, Any]:
        moves: list[dict[str, Any] | list[str]] | str | Unset
        if isinstance(self.moves, Unset):
            moves = UNSET
        elif isinstance(self.moves, list):
            moves = []
            for moves_type_1_item_data in self.moves:
                moves_type_1_item: dict[str, Any] | list[str]
                if isinstance(moves_type_1_item_data, list):
                    moves_type_1_item = moves_type_1_item_data

                else:
                    moves_type_1_item = moves_type_1_item_data.to_dict()

                moves.append(moves_type_1_item)

        else:
            moves = self.moves

        reveal: str | Unset = UNSET
        if not isinstance(self.reveal, Unset):
            reveal = self.reveal.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if moves is not UNSET:
            field_dict["moves"] = moves
        if reveal is not UNSET:
            field_dict["reveal"] = reveal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move import Move  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_moves(data: object) -> list[list[str] | Move] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                moves_type_1 = []
                _moves_type_1 = data
                for moves_type_1_item_data in _moves_type_1:

                    def _parse_moves_type_1_item(data: object) -> list[str] | Move:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            moves_type_1_item_type_0 = cast(list[str], data)

                            return moves_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        moves_type_1_item_type_1 = Move.from_dict(data)

                        return moves_type_1_item_type_1

                    moves_type_1_item = _parse_moves_type_1_item(moves_type_1_item_data)

                    moves_type_1.append(moves_type_1_item)

                return moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str] | Move] | str | Unset, data)

        moves = _parse_moves(d.pop("moves", UNSET))

        _reveal = d.pop("reveal", UNSET)
        reveal: HintRequestReveal | Unset
        if isinstance(_reveal, Unset):
            reveal = UNSET
        else:
            reveal = HintRequestReveal(_reveal)

        hint_request = cls(
            moves=moves,
            reveal=reveal,
        )

        return hint_request
