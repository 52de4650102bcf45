from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.history_point import HistoryPoint
    from ..models.theme_stats import ThemeStats


T = TypeVar("T", bound="TrainerPlayer")


@_attrs_define
class TrainerPlayer:
    """
    Attributes:
        attempts (int): Rated attempts.
        days (int): The dashboard's window in days.
        history (list[HistoryPoint]): The rating after each rated attempt (latest 100).
        player (str): The player.
        provisional (bool): The deviation is 110 or more.
        rating (float): The Glicko-2 rating.
        rd (float): The rating deviation.
        strongest (None | str): The theme of performance strictly highest among themes of 5+ attempts (null on a tie or
            with fewer than two such themes).
        themes (list[ThemeStats]): Per theme over the window.
        weakest (None | str): The theme of performance strictly lowest among themes of 5+ attempts (null on a tie or
            with fewer than two such themes).
        wins (int): Of them, solved in the optimum.
    """

    attempts: int
    days: int
    history: list[HistoryPoint]
    player: str
    provisional: bool
    rating: float
    rd: float
    strongest: None | str
    themes: list[ThemeStats]
    weakest: None | str
    wins: int

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        days = self.days

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        player = self.player

        provisional = self.provisional

        rating = self.rating

        rd = self.rd

        strongest: None | str
        strongest = self.strongest

        themes = []
        for themes_item_data in self.themes:
            themes_item = themes_item_data.to_dict()
            themes.append(themes_item)

        weakest: None | str
        weakest = self.weakest

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
                "days": days,
                "history": history,
                "player": player,
                "provisional": provisional,
                "rating": rating,
                "rd": rd,
                "strongest": strongest,
                "themes": themes,
                "weakest": weakest,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.history_point import HistoryPoint  # noqa: PLC0415
        from ..models.theme_stats import ThemeStats  # noqa: PLC0415

        d = dict(src_dict)
        attempts = d.pop("attempts")

        days = d.pop("days")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = HistoryPoint.from_dict(history_item_data)

            history.append(history_item)

        player = d.pop("player")

        provisional = d.pop("provisional")

        rating = d.pop("rating")

        rd = d.pop("rd")

        def _parse_strongest(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        strongest = _parse_strongest(d.pop("strongest"))

        themes = []
        _themes = d.pop("themes")
        for themes_item_data in _themes:
            themes_item = ThemeStats.from_dict(themes_item_data)

            themes.append(themes_item)

        def _parse_weakest(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        weakest = _parse_weakest(d.pop("weakest"))

        wins = d.pop("wins")

        trainer_player = cls(
            attempts=attempts,
            days=days,
            history=history,
            player=player,
            provisional=provisional,
            rating=rating,
            rd=rd,
            strongest=strongest,
            themes=themes,
            weakest=weakest,
            wins=wins,
        )

        return trainer_player
