from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.library_item_edition import LibraryItemEdition
from ..models.library_item_family import LibraryItemFamily
from ..models.library_item_themes_item import LibraryItemThemesItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.library_features import LibraryFeatures
    from ..models.library_links import LibraryLinks
    from ..models.library_micro import LibraryMicro
    from ..models.listed_puzzle import ListedPuzzle


T = TypeVar("T", bound="LibraryItem")


@_attrs_define
class LibraryItem:
    """
    Attributes:
        black_robot (bool): The black robot is on the board.
        diagonals (bool): At least one face with diagonal barriers.
        edition (LibraryItemEdition): 1999: faces A/B only; 2003: any face; micro: Micro Robots.
        family (LibraryItemFamily): Robots in play and the rule (classic, classic-ricochet, black, ...).
        features (LibraryFeatures):
        layout (str): The layout code of its board (micro: its sections code).
        links (LibraryLinks):
        optimal_moves (int): The proven optimum.
        puzzle_id (str): The puzzle's id (GET /v1/puzzles/{id}).
        ricochet_rule (bool): The ricochet rule holds.
        themes (list[LibraryItemThemesItem]): Its themes (docs/puzzle-library.md).
        micro (LibraryMicro | Unset):
        puzzle (ListedPuzzle | Unset):
    """

    black_robot: bool
    diagonals: bool
    edition: LibraryItemEdition
    family: LibraryItemFamily
    features: LibraryFeatures
    layout: str
    links: LibraryLinks
    optimal_moves: int
    puzzle_id: str
    ricochet_rule: bool
    themes: list[LibraryItemThemesItem]
    micro: LibraryMicro | Unset = UNSET
    puzzle: ListedPuzzle | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        black_robot = self.black_robot

        diagonals = self.diagonals

        edition = self.edition.value

        family = self.family.value

        features = self.features.to_dict()

        layout = self.layout

        links = self.links.to_dict()

        optimal_moves = self.optimal_moves

        puzzle_id = self.puzzle_id

        ricochet_rule = self.ricochet_rule

        themes = []
        for themes_item_data in self.themes:
            themes_item = themes_item_data.value
            themes.append(themes_item)

        micro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.micro, Unset):
            micro = self.micro.to_dict()

        puzzle: dict[str, Any] | Unset = UNSET
        if not isinstance(self.puzzle, Unset):
            puzzle = self.puzzle.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "black_robot": black_robot,
                "diagonals": diagonals,
                "edition": edition,
                "family": family,
                "features": features,
                "layout": layout,
                "links": links,
                "optimal_moves": optimal_moves,
                "puzzle_id": puzzle_id,
                "ricochet_rule": ricochet_rule,
                "themes": themes,
            }
        )
        if micro is not UNSET:
            field_dict["micro"] = micro
        if puzzle is not UNSET:
            field_dict["puzzle"] = puzzle

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.library_features import LibraryFeatures  # noqa: PLC0415
        from ..models.library_links import LibraryLinks  # noqa: PLC0415
        from ..models.library_micro import LibraryMicro  # noqa: PLC0415
        from ..models.listed_puzzle import ListedPuzzle  # noqa: PLC0415

        d = dict(src_dict)
        black_robot = d.pop("black_robot")

        diagonals = d.pop("diagonals")

        edition = LibraryItemEdition(d.pop("edition"))

        family = LibraryItemFamily(d.pop("family"))

        features = LibraryFeatures.from_dict(d.pop("features"))

        layout = d.pop("layout")

        links = LibraryLinks.from_dict(d.pop("links"))

        optimal_moves = d.pop("optimal_moves")

        puzzle_id = d.pop("puzzle_id")

        ricochet_rule = d.pop("ricochet_rule")

        themes = []
        _themes = d.pop("themes")
        for themes_item_data in _themes:
            themes_item = LibraryItemThemesItem(themes_item_data)

            themes.append(themes_item)

        _micro = d.pop("micro", UNSET)
        micro: LibraryMicro | Unset
        if isinstance(_micro, Unset):
            micro = UNSET
        else:
            micro = LibraryMicro.from_dict(_micro)

        _puzzle = d.pop("puzzle", UNSET)
        puzzle: ListedPuzzle | Unset
        if isinstance(_puzzle, Unset):
            puzzle = UNSET
        else:
            puzzle = ListedPuzzle.from_dict(_puzzle)

        library_item = cls(
            black_robot=black_robot,
            diagonals=diagonals,
            edition=edition,
            family=family,
            features=features,
            layout=layout,
            links=links,
            optimal_moves=optimal_moves,
            puzzle_id=puzzle_id,
            ricochet_rule=ricochet_rule,
            themes=themes,
            micro=micro,
            puzzle=puzzle,
        )

        return library_item
