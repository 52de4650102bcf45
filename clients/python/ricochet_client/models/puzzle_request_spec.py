from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.puzzle_request_spec_edition import PuzzleRequestSpecEdition
from ..models.puzzle_request_spec_family import PuzzleRequestSpecFamily
from ..models.puzzle_request_spec_theme import PuzzleRequestSpecTheme
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.moves_band import MovesBand


T = TypeVar("T", bound="PuzzleRequestSpec")


@_attrs_define
class PuzzleRequestSpec:
    """
    Attributes:
        moves (MovesBand):
        black_robot (bool | Unset): Deprecated: send `family`. Without `family`: true picks black (or black-ricochet),
            false or absent a family without the black robot.
        count (int | Unset):  Default: 10.
        diagonals (bool | Unset): true: at least one face with diagonals; false: none.
        edition (PuzzleRequestSpecEdition | Unset): 1999: faces A/B only; 2003: any face A-D.
        family (PuzzleRequestSpecFamily | Unset): Robots in play and the rule: classic (four robots, the ricochet rule
            off), classic-ricochet, black (a fifth, black robot), black-ricochet, or micro (Micro Robots: one robot on a
            board of sections). Default: classic, or the family that the deprecated `black_robot`, `ricochet_rule` and
            `micro` pick; one that contradicts `family` is a 422 naming both. Example: classic.
        layout (str | Unset): One layout code (e.g. 1A3C2B4D). Example: 1A2B3A4B.
        max_seconds (float | Unset): Time budget when generated to order (default 60 s).
        micro (str | Unset): Family micro: the board, `any` (the default) or a sections code (section A-D and quarter
            turns 0-3 at NW, NE, SW, SE, e.g. A0B1C2D3, as POST /v1/boards names them); without `family` it picks micro. Not
            with the classic filters; optimal moves 1-12 (no sections board has a longer optimum). Example: any.
        ricochet_rule (bool | Unset): Deprecated: send `family`. Without `family`: true picks classic-ricochet (or
            black-ricochet), false or absent a family with the rule off.
        theme (PuzzleRequestSpecTheme | Unset):
        unseen (bool | Unset): Never a puzzle this API key was served before. Default: False.
    """

    moves: MovesBand
    black_robot: bool | Unset = UNSET
    count: int | Unset = 10
    diagonals: bool | Unset = UNSET
    edition: PuzzleRequestSpecEdition | Unset = UNSET
    family: PuzzleRequestSpecFamily | Unset = UNSET
    layout: str | Unset = UNSET
    max_seconds: float | Unset = UNSET
    micro: str | Unset = UNSET
    ricochet_rule: bool | Unset = UNSET
    theme: PuzzleRequestSpecTheme | Unset = UNSET
    unseen: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        moves = self.moves.to_dict()

        black_robot = self.black_robot

        count = self.count

        diagonals = self.diagonals

        edition: str | Unset = UNSET
        if not isinstance(self.edition, Unset):
            edition = self.edition.value

        family: str | Unset = UNSET
        if not isinstance(self.family, Unset):
            family = self.family.value

        layout = self.layout

        max_seconds = self.max_seconds

        micro = self.micro

        ricochet_rule = self.ricochet_rule

        theme: str | Unset = UNSET
        if not isinstance(self.theme, Unset):
            theme = self.theme.value

        unseen = self.unseen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
            }
        )
        if black_robot is not UNSET:
            field_dict["black_robot"] = black_robot
        if count is not UNSET:
            field_dict["count"] = count
        if diagonals is not UNSET:
            field_dict["diagonals"] = diagonals
        if edition is not UNSET:
            field_dict["edition"] = edition
        if family is not UNSET:
            field_dict["family"] = family
        if layout is not UNSET:
            field_dict["layout"] = layout
        if max_seconds is not UNSET:
            field_dict["max_seconds"] = max_seconds
        if micro is not UNSET:
            field_dict["micro"] = micro
        if ricochet_rule is not UNSET:
            field_dict["ricochet_rule"] = ricochet_rule
        if theme is not UNSET:
            field_dict["theme"] = theme
        if unseen is not UNSET:
            field_dict["unseen"] = unseen

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.moves_band import MovesBand  # noqa: PLC0415

        d = dict(src_dict)
        moves = MovesBand.from_dict(d.pop("moves"))

        black_robot = d.pop("black_robot", UNSET)

        count = d.pop("count", UNSET)

        diagonals = d.pop("diagonals", UNSET)

        _edition = d.pop("edition", UNSET)
        edition: PuzzleRequestSpecEdition | Unset
        if isinstance(_edition, Unset):
            edition = UNSET
        else:
            edition = PuzzleRequestSpecEdition(_edition)

        _family = d.pop("family", UNSET)
        family: PuzzleRequestSpecFamily | Unset
        if isinstance(_family, Unset):
            family = UNSET
        else:
            family = PuzzleRequestSpecFamily(_family)

        layout = d.pop("layout", UNSET)

        max_seconds = d.pop("max_seconds", UNSET)

        micro = d.pop("micro", UNSET)

        ricochet_rule = d.pop("ricochet_rule", UNSET)

        _theme = d.pop("theme", UNSET)
        theme: PuzzleRequestSpecTheme | Unset
        if isinstance(_theme, Unset):
            theme = UNSET
        else:
            theme = PuzzleRequestSpecTheme(_theme)

        unseen = d.pop("unseen", UNSET)

        puzzle_request_spec = cls(
            moves=moves,
            black_robot=black_robot,
            count=count,
            diagonals=diagonals,
            edition=edition,
            family=family,
            layout=layout,
            max_seconds=max_seconds,
            micro=micro,
            ricochet_rule=ricochet_rule,
            theme=theme,
            unseen=unseen,
        )

        return puzzle_request_spec
