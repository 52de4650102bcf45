from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.moves_band import MovesBand


T = TypeVar("T", bound="PuzzleRequestFilter")


@_attrs_define
class PuzzleRequestFilter:
    """
    Attributes:
        moves (MovesBand):
        black_robot (bool | Unset): The black robot.
        diagonals (bool | Unset): Diagonals asked for.
        edition (str | Unset): The edition asked for.
        family (str | Unset): The family asked for (or its default: classic).
        layout (str | Unset): The layout asked for.
        micro (str | Unset): Micro Robots: any or sections.
        ricochet_rule (bool | Unset): The ricochet rule.
        theme (str | Unset): The theme asked for.
    """

    moves: MovesBand
    black_robot: bool | Unset = UNSET
    diagonals: bool | Unset = UNSET
    edition: str | Unset = UNSET
    family: str | Unset = UNSET
    layout: str | Unset = UNSET
    micro: str | Unset = UNSET
    ricochet_rule: bool | Unset = UNSET
    theme: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        moves = self.moves.to_dict()

        black_robot = self.black_robot

        diagonals = self.diagonals

        edition = self.edition

        family = self.family

        layout = self.layout

        micro = self.micro

        ricochet_rule = self.ricochet_rule

        theme = self.theme

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
            }
        )
        if black_robot is not UNSET:
            field_dict["black_robot"] = black_robot
        if diagonals is not UNSET:
            field_dict["diagonals"] = diagonals
        if edition is not UNSET:
            field_dict["edition"] = edition
        if family is not UNSET:
            field_dict["family"] = family
        if layout is not UNSET:
            field_dict["layout"] = layout
        if micro is not UNSET:
            field_dict["micro"] = micro
        if ricochet_rule is not UNSET:
            field_dict["ricochet_rule"] = ricochet_rule
        if theme is not UNSET:
            field_dict["theme"] = theme

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.moves_band import MovesBand  # noqa: PLC0415

        d = dict(src_dict)
        moves = MovesBand.from_dict(d.pop("moves"))

        black_robot = d.pop("black_robot", UNSET)

        diagonals = d.pop("diagonals", UNSET)

        edition = d.pop("edition", UNSET)

        family = d.pop("family", UNSET)

        layout = d.pop("layout", UNSET)

        micro = d.pop("micro", UNSET)

        ricochet_rule = d.pop("ricochet_rule", UNSET)

        theme = d.pop("theme", UNSET)

        puzzle_request_filter = cls(
            moves=moves,
            black_robot=black_robot,
            diagonals=diagonals,
            edition=edition,
            family=family,
            layout=layout,
            micro=micro,
            ricochet_rule=ricochet_rule,
            theme=theme,
        )

        return puzzle_request_filter
