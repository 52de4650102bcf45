from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rules_override_bid_semantics import RulesOverrideBidSemantics
from ..models.rules_override_faces import RulesOverrideFaces
from ..models.rules_override_kind import RulesOverrideKind
from ..models.rules_override_tie_break import RulesOverrideTieBreak
from ..types import UNSET, Unset

T = TypeVar("T", bound="RulesOverride")


@_attrs_define
class RulesOverride:
    """
    Attributes:
        bid_semantics (RulesOverrideBidSemantics | Unset): `exact`: a demonstration must use exactly the bid; `at_most`:
            the bid or fewer.
        black_robot (bool | Unset): The black-robot variant.
        chips_to_win_2 (int | None | Unset): Chips that end a 2-player game (null: play all chips).
        chips_to_win_3 (int | None | Unset): Chips that end a 3-player game (null: play all chips).
        chips_to_win_4 (int | None | Unset): Chips that end a 4-player game (null: play all chips).
        faces (RulesOverrideFaces | Unset): The board faces the edition ships (`AB`: 1999, no diagonals).
        kind (RulesOverrideKind | Unset): `classic` or `micro`.
        micro_chips_to_win (int | Unset): Micro: chips that win.
        micro_chips_total (int | Unset): Micro: chips in the supply.
        no_bid_wait_seconds (int | Unset): Wait with no bid after which the timer may be started.
        ricochet_rule (bool | Unset): The finishing robot must ricochet (turn at right angles).
        solo_timer_runs (int | Unset): Solo: how many times the timer runs per round (1 or 2).
        tie_break (RulesOverrideTieBreak | Unset): Who verifies first among equal bids: `fewer_chips` or `bid_order`.
        timer_seconds (int | Unset): Length of the sand timer.
        verify_seconds (int | Unset): Time a verifier has to demonstrate.
    """

    bid_semantics: RulesOverrideBidSemantics | Unset = UNSET
    black_robot: bool | Unset = UNSET
    chips_to_win_2: int | None | Unset = UNSET
    chips_to_win_3: int | None | Unset = UNSET
    chips_to_win_4: int | None | Unset = UNSET
    faces: RulesOverrideFaces | Unset = UNSET
    kind: RulesOverrideKind | Unset = UNSET
    micro_chips_to_win: int | Unset = UNSET
    micro_chips_total: int | Unset = UNSET
    no_bid_wait_seconds: int | Unset = UNSET
    ricochet_rule: bool | Unset = UNSET
    solo_timer_runs: int | Unset = UNSET
    tie_break: RulesOverrideTieBreak | Unset = UNSET
    timer_seconds: int | Unset = UNSET
    verify_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bid_semantics: str | Unset = UNSET
        if not isinstance(self.bid_semantics, Unset):
            bid_semantics = self.bid_semantics.value

        black_robot = self.black_robot

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

        faces: str | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces.value

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        micro_chips_to_win = self.micro_chips_to_win

        micro_chips_total = self.micro_chips_total

        no_bid_wait_seconds = self.no_bid_wait_seconds

        ricochet_rule = self.ricochet_rule

        solo_timer_runs = self.solo_timer_runs

        tie_break: str | Unset = UNSET
        if not isinstance(self.tie_break, Unset):
            tie_break = self.tie_break.value

        timer_seconds = self.timer_seconds

        verify_seconds = self.verify_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bid_semantics is not UNSET:
            field_dict["bid_semantics"] = bid_semantics
        if black_robot is not UNSET:
            field_dict["black_robot"] = black_robot
        if chips_to_win_2 is not UNSET:
            field_dict["chips_to_win_2"] = chips_to_win_2
        if chips_to_win_3 is not UNSET:
            field_dict["chips_to_win_3"] = chips_to_win_3
        if chips_to_win_4 is not UNSET:
            field_dict["chips_to_win_4"] = chips_to_win_4
        if faces is not UNSET:
            field_dict["faces"] = faces
        if kind is not UNSET:
            field_dict["kind"] = kind
        if micro_chips_to_win is not UNSET:
            field_dict["micro_chips_to_win"] = micro_chips_to_win
        if micro_chips_total is not UNSET:
            field_dict["micro_chips_total"] = micro_chips_total
        if no_bid_wait_seconds is not UNSET:
            field_dict["no_bid_wait_seconds"] = no_bid_wait_seconds
        if ricochet_rule is not UNSET:
            field_dict["ricochet_rule"] = ricochet_rule
        if solo_timer_runs is not UNSET:
            field_dict["solo_timer_runs"] = solo_timer_runs
        if tie_break is not UNSET:
            field_dict["tie_break"] = tie_break
        if timer_seconds is not UNSET:
            field_dict["timer_seconds"] = timer_seconds
        if verify_seconds is not UNSET:
            field_dict["verify_seconds"] = verify_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _bid_semantics = d.pop("bid_semantics", UNSET)
        bid_semantics: RulesOverrideBidSemantics | Unset
        if isinstance(_bid_semantics, Unset):
            bid_semantics = UNSET
        else:
            bid_semantics = RulesOverrideBidSemantics(_bid_semantics)

        black_robot = d.pop("black_robot", UNSET)

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

        _faces = d.pop("faces", UNSET)
        faces: RulesOverrideFaces | Unset
        if isinstance(_faces, Unset):
            faces = UNSET
        else:
            faces = RulesOverrideFaces(_faces)

        _kind = d.pop("kind", UNSET)
        kind: RulesOverrideKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = RulesOverrideKind(_kind)

        micro_chips_to_win = d.pop("micro_chips_to_win", UNSET)

        micro_chips_total = d.pop("micro_chips_total", UNSET)

        no_bid_wait_seconds = d.pop("no_bid_wait_seconds", UNSET)

        ricochet_rule = d.pop("ricochet_rule", UNSET)

        solo_timer_runs = d.pop("solo_timer_runs", UNSET)

        _tie_break = d.pop("tie_break", UNSET)
        tie_break: RulesOverrideTieBreak | Unset
        if isinstance(_tie_break, Unset):
            tie_break = UNSET
        else:
            tie_break = RulesOverrideTieBreak(_tie_break)

        timer_seconds = d.pop("timer_seconds", UNSET)

        verify_seconds = d.pop("verify_seconds", UNSET)

        rules_override = cls(
            bid_semantics=bid_semantics,
            black_robot=black_robot,
            chips_to_win_2=chips_to_win_2,
            chips_to_win_3=chips_to_win_3,
            chips_to_win_4=chips_to_win_4,
            faces=faces,
            kind=kind,
            micro_chips_to_win=micro_chips_to_win,
            micro_chips_total=micro_chips_total,
            no_bid_wait_seconds=no_bid_wait_seconds,
            ricochet_rule=ricochet_rule,
            solo_timer_runs=solo_timer_runs,
            tie_break=tie_break,
            timer_seconds=timer_seconds,
            verify_seconds=verify_seconds,
        )

        return rules_override
