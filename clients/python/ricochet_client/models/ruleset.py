from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Ruleset")


@_attrs_define
class Ruleset:
    """
    Attributes:
        bid_semantics (str): `exact`: a demonstration must use exactly the bid; `at_most`: the bid or fewer.
        black_robot (bool): The black-robot variant.
        faces (str): The board faces the edition ships (`AB`: 1999, no diagonals).
        kind (str): `classic` or `micro`.
        micro_chips_to_win (int): Micro: chips that win.
        micro_chips_total (int): Micro: chips in the supply.
        name (str): The preset's name. Example: zman-2017.
        no_bid_wait_seconds (int): Wait with no bid after which the timer may be started.
        ricochet_rule (bool): The finishing robot must ricochet (turn at right angles).
        solo_timer_runs (int): Solo: how many times the timer runs per round (1 or 2).
        source (str): The printed rule book it reads (see docs/rules.md).
        tie_break (str): Who verifies first among equal bids: `fewer_chips` or `bid_order`.
        timer_seconds (int): Length of the sand timer.
        title (str): The edition it follows.
        verify_seconds (int): Time a verifier has to demonstrate.
        chips_to_win_2 (int | None | Unset): Chips that end a 2-player game (null: play all chips).
        chips_to_win_3 (int | None | Unset): Chips that end a 3-player game (null: play all chips).
        chips_to_win_4 (int | None | Unset): Chips that end a 4-player game (null: play all chips).
    """

    bid_semantics: str
    black_robot: bool
    faces: str
    kind: str
    micro_chips_to_win: int
    micro_chips_total: int
    name: str
    no_bid_wait_seconds: int
    ricochet_rule: bool
    solo_timer_runs: int
    source: str
    tie_break: str
    timer_seconds: int
    title: str
    verify_seconds: int
    chips_to_win_2: int | None | Unset = UNSET
    chips_to_win_3: int | None | Unset = UNSET
    chips_to_win_4: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bid_semantics = self.bid_semantics

        black_robot = self.black_robot

        faces = self.faces

        kind = self.kind

        micro_chips_to_win = self.micro_chips_to_win

        micro_chips_total = self.micro_chips_total

        name = self.name

        no_bid_wait_seconds = self.no_bid_wait_seconds

        ricochet_rule = self.ricochet_rule

        solo_timer_runs = self.solo_timer_runs

        source = self.source

        tie_break = self.tie_break

        timer_seconds = self.timer_seconds

        title = self.title

        verify_seconds = self.verify_seconds

        chips_to_win_2: int | None | Unset
        if isinstance(self.chips_to_win_2, Unset):
            chips_to_win_2 = UNSET
        else:
            chips_to_win_2 = self.chips_to_win_2

        chips_to_win_3: int | None | Unset
        if isinstance(self.chips_to_win_3, Unset):
            chips_to_win_3 = UNSET
        else:
            chips_to_win_3 = self.chips_to_win_3

        chips_to_win_4: int | None | Unset
        if isinstance(self.chips_to_win_4, Unset):
            chips_to_win_4 = UNSET
        else:
            chips_to_win_4 = self.chips_to_win_4

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid_semantics": bid_semantics,
                "black_robot": black_robot,
                "faces": faces,
                "kind": kind,
                "micro_chips_to_win": micro_chips_to_win,
                "micro_chips_total": micro_chips_total,
                "name": name,
                "no_bid_wait_seconds": no_bid_wait_seconds,
                "ricochet_rule": ricochet_rule,
                "solo_timer_runs": solo_timer_runs,
                "source": source,
                "tie_break": tie_break,
                "timer_seconds": timer_seconds,
                "title": title,
                "verify_seconds": verify_seconds,
            }
        )
        if chips_to_win_2 is not UNSET:
            field_dict["chips_to_win_2"] = chips_to_win_2
        if chips_to_win_3 is not UNSET:
            field_dict["chips_to_win_3"] = chips_to_win_3
        if chips_to_win_4 is not UNSET:
            field_dict["chips_to_win_4"] = chips_to_win_4

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bid_semantics = d.pop("bid_semantics")

        black_robot = d.pop("black_robot")

        faces = d.pop("faces")

        kind = d.pop("kind")

        micro_chips_to_win = d.pop("micro_chips_to_win")

        micro_chips_total = d.pop("micro_chips_total")

        name = d.pop("name")

        no_bid_wait_seconds = d.pop("no_bid_wait_seconds")

        ricochet_rule = d.pop("ricochet_rule")

        solo_timer_runs = d.pop("solo_timer_runs")

        source = d.pop("source")

        tie_break = d.pop("tie_break")

        timer_seconds = d.pop("timer_seconds")

        title = d.pop("title")

        verify_seconds = d.pop("verify_seconds")

        def _parse_chips_to_win_2(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        chips_to_win_2 = _parse_chips_to_win_2(d.pop("chips_to_win_2", UNSET))

        def _parse_chips_to_win_3(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        chips_to_win_3 = _parse_chips_to_win_3(d.pop("chips_to_win_3", UNSET))

        def _parse_chips_to_win_4(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        chips_to_win_4 = _parse_chips_to_win_4(d.pop("chips_to_win_4", UNSET))

        ruleset = cls(
            bid_semantics=bid_semantics,
            black_robot=black_robot,
            faces=faces,
            kind=kind,
            micro_chips_to_win=micro_chips_to_win,
            micro_chips_total=micro_chips_total,
            name=name,
            no_bid_wait_seconds=no_bid_wait_seconds,
            ricochet_rule=ricochet_rule,
            solo_timer_runs=solo_timer_runs,
            source=source,
            tie_break=tie_break,
            timer_seconds=timer_seconds,
            title=title,
            verify_seconds=verify_seconds,
            chips_to_win_2=chips_to_win_2,
            chips_to_win_3=chips_to_win_3,
            chips_to_win_4=chips_to_win_4,
        )

        return ruleset
