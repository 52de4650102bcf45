from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bid import Bid
    from ..models.chip import Chip
    from ..models.claim import Claim
    from ..models.robots import Robots
    from ..models.summary import Summary
    from ..models.verification import Verification


T = TypeVar("T", bound="Round")


@_attrs_define
class Round:
    """
    Attributes:
        bids (list[Bid]): Classic: the bids, in order.
        chip (Chip):
        number (int): 1 for the first round.
        robots (Robots):
        server_time (datetime.datetime): The server's clock now.
        started_at (datetime.datetime): When the round began.
        status (str): `waiting`, `running` (timer), `verifying` or `over`.
        claim (Claim | None | Unset): Micro: the claim that decided the round.
        ended_at (datetime.datetime | None | Unset): When the round ended.
        optimum (int | None | Unset): The proven fewest moves, once revealed (classic: after the timer; solo, micro:
            when over); null before or while unknown.
        outcome (None | str | Unset): Once over: `won`, `failed`, `no_bid`, `face_up`, `face_down` or `abandoned`; null
            before.
        puzzle_id (None | str | Unset): Classic and solo: the round's puzzle (`/v1/puzzles/{id}`).
        reroll_allowed_at (datetime.datetime | Unset): Micro, waiting: when a new target may be rolled.
        roller (int | Unset): Micro: who rolled the target.
        rolls (list[Chip] | Unset): Micro: every target rolled this round.
        start (list[int] | Unset): Micro: the robot's starting cell.
        summary (None | Summary | Unset): Once the round is over; null before.
        target (list[int] | Unset): Micro: the target cell.
        timer_allowed_at (datetime.datetime | Unset): Classic, waiting: when the timer may be started without a bid.
        timer_ends_at (datetime.datetime | None | Unset): When the sand timer runs (ran) out.
        timer_started_at (datetime.datetime | None | Unset): When the sand timer started.
        verification (None | Unset | Verification): Classic and solo, once the timer ran out; null before.
        winner (int | None | Unset): The seat that won the round; null if none.
    """

    bids: list[Bid]
    chip: Chip
    number: int
    robots: Robots
    server_time: datetime.datetime
    started_at: datetime.datetime
    status: str
    claim: Claim | None | Unset = UNSET
    ended_at: datetime.datetime | None | Unset = UNSET
    optimum: int | None | Unset = UNSET
    outcome: None | str | Unset = UNSET
    puzzle_id: None | str | Unset = UNSET
    reroll_allowed_at: datetime.datetime | Unset = UNSET
    roller: int | Unset = UNSET
    rolls: list[Chip] | Unset = UNSET
    start: list[int] | Unset = UNSET
    summary: None | Summary | Unset = UNSET
    target: list[int] | Unset = UNSET
    timer_allowed_at: datetime.datetime | Unset = UNSET
    timer_ends_at: datetime.datetime | None | Unset = UNSET
    timer_started_at: datetime.datetime | None | Unset = UNSET
    verification: None | Unset | Verification = UNSET
    winner: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.claim import Claim  # noqa: PLC0415
        from ..models.summary import Summary  # noqa: PLC0415
        from ..models.verification import Verification  # noqa: PLC0415

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        chip = self.chip.to_dict()

        number = self.number

        robots = self.robots.to_dict()

        server_time = self.server_time.isoformat()

        started_at = self.started_at.isoformat()

        status = self.status

        claim: dict[str, Any] | None | Unset
        if isinstance(self.claim, Unset):
            claim = UNSET
        elif isinstance(self.claim, Claim):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        elif isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        optimum: int | None | Unset
        if isinstance(self.optimum, Unset):
            optimum = UNSET
        else:
            optimum = self.optimum

        outcome: None | str | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        else:
            outcome = self.outcome

        puzzle_id: None | str | Unset
        if isinstance(self.puzzle_id, Unset):
            puzzle_id = UNSET
        else:
            puzzle_id = self.puzzle_id

        reroll_allowed_at: str | Unset = UNSET
        if not isinstance(self.reroll_allowed_at, Unset):
            reroll_allowed_at = self.reroll_allowed_at.isoformat()

        roller = self.roller

        rolls: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rolls, Unset):
            rolls = []
            for rolls_item_data in self.rolls:
                rolls_item = rolls_item_data.to_dict()
                rolls.append(rolls_item)

        start: list[int] | Unset = UNSET
        if not isinstance(self.start, Unset):
            start = self.start

        summary: dict[str, Any] | None | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        elif isinstance(self.summary, Summary):
            summary = self.summary.to_dict()
        else:
            summary = self.summary

        target: list[int] | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target

        timer_allowed_at: str | Unset = UNSET
        if not isinstance(self.timer_allowed_at, Unset):
            timer_allowed_at = self.timer_allowed_at.isoformat()

        timer_ends_at: None | str | Unset
        if isinstance(self.timer_ends_at, Unset):
            timer_ends_at = UNSET
        elif isinstance(self.timer_ends_at, datetime.datetime):
            timer_ends_at = self.timer_ends_at.isoformat()
        else:
            timer_ends_at = self.timer_ends_at

        timer_started_at: None | str | Unset
        if isinstance(self.timer_started_at, Unset):
            timer_started_at = UNSET
        elif isinstance(self.timer_started_at, datetime.datetime):
            timer_started_at = self.timer_started_at.isoformat()
        else:
            timer_started_at = self.timer_started_at

        verification: dict[str, Any] | None | Unset
        if isinstance(self.verification, Unset):
            verification = UNSET
        elif isinstance(self.verification, Verification):
            verification = self.verification.to_dict()
        else:
            verification = self.verification

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "chip": chip,
                "number": number,
                "robots": robots,
                "server_time": server_time,
                "started_at": started_at,
                "status": status,
            }
        )
        if claim is not UNSET:
            field_dict["claim"] = claim
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if optimum is not UNSET:
            field_dict["optimum"] = optimum
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if puzzle_id is not UNSET:
            field_dict["puzzle_id"] = puzzle_id
        if reroll_allowed_at is not UNSET:
            field_dict["reroll_allowed_at"] = reroll_allowed_at
        if roller is not UNSET:
            field_dict["roller"] = roller
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if start is not UNSET:
            field_dict["start"] = start
        if summary is not UNSET:
            field_dict["summary"] = summary
        if target is not UNSET:
            field_dict["target"] = target
        if timer_allowed_at is not UNSET:
            field_dict["timer_allowed_at"] = timer_allowed_at
        if timer_ends_at is not UNSET:
            field_dict["timer_ends_at"] = timer_ends_at
        if timer_started_at is not UNSET:
            field_dict["timer_started_at"] = timer_started_at
        if verification is not UNSET:
            field_dict["verification"] = verification
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid import Bid  # noqa: PLC0415
        from ..models.chip import Chip  # noqa: PLC0415
        from ..models.claim import Claim  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415
        from ..models.summary import Summary  # noqa: PLC0415
        from ..models.verification import Verification  # noqa: PLC0415

        d = dict(src_dict)
        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = Bid.from_dict(bids_item_data)

            bids.append(bids_item)

        chip = Chip.from_dict(d.pop("chip"))

        number = d.pop("number")

        robots = Robots.from_dict(d.pop("robots"))

        server_time = datetime.datetime.fromisoformat(d.pop("server_time"))

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        status = d.pop("status")

        def _parse_claim(data: object) -> Claim | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                claim_type_0 = Claim.from_dict(data)

                return claim_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Claim | None | Unset, data)

        claim = _parse_claim(d.pop("claim", UNSET))

        def _parse_ended_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ended_at = _parse_ended_at(d.pop("ended_at", UNSET))

        def _parse_optimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        optimum = _parse_optimum(d.pop("optimum", UNSET))

        def _parse_outcome(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        def _parse_puzzle_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        puzzle_id = _parse_puzzle_id(d.pop("puzzle_id", UNSET))

        _reroll_allowed_at = d.pop("reroll_allowed_at", UNSET)
        reroll_allowed_at: datetime.datetime | Unset
        if isinstance(_reroll_allowed_at, Unset):
            reroll_allowed_at = UNSET
        else:
            reroll_allowed_at = datetime.datetime.fromisoformat(_reroll_allowed_at)

        roller = d.pop("roller", UNSET)

        _rolls = d.pop("rolls", UNSET)
        rolls: list[Chip] | Unset = UNSET
        if _rolls is not UNSET:
            rolls = []
            for rolls_item_data in _rolls:
                rolls_item = Chip.from_dict(rolls_item_data)

                rolls.append(rolls_item)

        start = cast(list[int], d.pop("start", UNSET))

        def _parse_summary(data: object) -> None | Summary | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                summary_type_0 = Summary.from_dict(data)

                return summary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Summary | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))

        target = cast(list[int], d.pop("target", UNSET))

        _timer_allowed_at = d.pop("timer_allowed_at", UNSET)
        timer_allowed_at: datetime.datetime | Unset
        if isinstance(_timer_allowed_at, Unset):
            timer_allowed_at = UNSET
        else:
            timer_allowed_at = datetime.datetime.fromisoformat(_timer_allowed_at)

        def _parse_timer_ends_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                timer_ends_at_type_0 = datetime.datetime.fromisoformat(data)

                return timer_ends_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        timer_ends_at = _parse_timer_ends_at(d.pop("timer_ends_at", UNSET))

        def _parse_timer_started_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                timer_started_at_type_0 = datetime.datetime.fromisoformat(data)

                return timer_started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        timer_started_at = _parse_timer_started_at(d.pop("timer_started_at", UNSET))

        def _parse_verification(data: object) -> None | Unset | Verification:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                verification_type_0 = Verification.from_dict(data)

                return verification_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | Verification, data)

        verification = _parse_verification(d.pop("verification", UNSET))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        round_ = cls(
            bids=bids,
            chip=chip,
            number=number,
            robots=robots,
            server_time=server_time,
            started_at=started_at,
            status=status,
            claim=claim,
            ended_at=ended_at,
            optimum=optimum,
            outcome=outcome,
            puzzle_id=puzzle_id,
            reroll_allowed_at=reroll_allowed_at,
            roller=roller,
            rolls=rolls,
            start=start,
            summary=summary,
            target=target,
            timer_allowed_at=timer_allowed_at,
            timer_ends_at=timer_ends_at,
            timer_started_at=timer_started_at,
            verification=verification,
            winner=winner,
        )

        return round_
