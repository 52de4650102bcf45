from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bid_event import BidEvent
    from ..models.chip_awarded_event import ChipAwardedEvent
    from ..models.chip_given_event import ChipGivenEvent
    from ..models.chip_laid_event import ChipLaidEvent
    from ..models.chip_returned_event import ChipReturnedEvent
    from ..models.claim_event import ClaimEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_finished_event import GameFinishedEvent
    from ..models.round_over_event import RoundOverEvent
    from ..models.round_started_event import RoundStartedEvent
    from ..models.target_rerolled_event import TargetRerolledEvent
    from ..models.timer_expired_event import TimerExpiredEvent
    from ..models.timer_started_event import TimerStartedEvent
    from ..models.verification_event import VerificationEvent
    from ..models.verifier_called_event import VerifierCalledEvent


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """
    Attributes:
        items (list[BidEvent | ChipAwardedEvent | ChipGivenEvent | ChipLaidEvent | ChipReturnedEvent | ClaimEvent |
            GameCreatedEvent | GameFinishedEvent | RoundOverEvent | RoundStartedEvent | TargetRerolledEvent |
            TimerExpiredEvent | TimerStartedEvent | VerificationEvent | VerifierCalledEvent]): This page's items, in the
            list's order.
        next_ (None | str): URL of the following page (same query, new `cursor`), also sent as `Link: <url>;
            rel="next"`; null on the last page.
        version (int): The game's version when the page was read.
    """

    items: list[
        BidEvent
        | ChipAwardedEvent
        | ChipGivenEvent
        | ChipLaidEvent
        | ChipReturnedEvent
        | ClaimEvent
        | GameCreatedEvent
        | GameFinishedEvent
        | RoundOverEvent
        | RoundStartedEvent
        | TargetRerolledEvent
        | TimerExpiredEvent
        | TimerStartedEvent
        | VerificationEvent
        | VerifierCalledEvent
    ]
    next_: None | str
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.bid_event import BidEvent  # noqa: PLC0415
        from ..models.chip_awarded_event import ChipAwardedEvent  # noqa: PLC0415
        from ..models.chip_given_event import ChipGivenEvent  # noqa: PLC0415
        from ..models.chip_laid_event import ChipLaidEvent  # noqa: PLC0415
        from ..models.chip_returned_event import ChipReturnedEvent  # noqa: PLC0415
        from ..models.claim_event import ClaimEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.round_over_event import RoundOverEvent  # noqa: PLC0415
        from ..models.round_started_event import RoundStartedEvent  # noqa: PLC0415
        from ..models.target_rerolled_event import TargetRerolledEvent  # noqa: PLC0415
        from ..models.timer_expired_event import TimerExpiredEvent  # noqa: PLC0415
        from ..models.timer_started_event import TimerStartedEvent  # noqa: PLC0415
        from ..models.verification_event import VerificationEvent  # noqa: PLC0415
        from ..models.verifier_called_event import VerifierCalledEvent  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if isinstance(items_item_data, GameCreatedEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, RoundStartedEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, BidEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, TimerStartedEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, TimerExpiredEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, VerifierCalledEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, VerificationEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, RoundOverEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, ChipAwardedEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, ChipReturnedEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, ChipLaidEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, ChipGivenEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, TargetRerolledEvent):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, ClaimEvent):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data.to_dict()

            items.append(items_item)

        next_: None | str
        next_ = self.next_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
                "next": next_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid_event import BidEvent  # noqa: PLC0415
        from ..models.chip_awarded_event import ChipAwardedEvent  # noqa: PLC0415
        from ..models.chip_given_event import ChipGivenEvent  # noqa: PLC0415
        from ..models.chip_laid_event import ChipLaidEvent  # noqa: PLC0415
        from ..models.chip_returned_event import ChipReturnedEvent  # noqa: PLC0415
        from ..models.claim_event import ClaimEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.game_finished_event import GameFinishedEvent  # noqa: PLC0415
        from ..models.round_over_event import RoundOverEvent  # noqa: PLC0415
        from ..models.round_started_event import RoundStartedEvent  # noqa: PLC0415
        from ..models.target_rerolled_event import TargetRerolledEvent  # noqa: PLC0415
        from ..models.timer_expired_event import TimerExpiredEvent  # noqa: PLC0415
        from ..models.timer_started_event import TimerStartedEvent  # noqa: PLC0415
        from ..models.verification_event import VerificationEvent  # noqa: PLC0415
        from ..models.verifier_called_event import VerifierCalledEvent  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(
                data: object,
            ) -> (
                BidEvent
                | ChipAwardedEvent
                | ChipGivenEvent
                | ChipLaidEvent
                | ChipReturnedEvent
                | ClaimEvent
                | GameCreatedEvent
                | GameFinishedEvent
                | RoundOverEvent
                | RoundStartedEvent
                | TargetRerolledEvent
                | TimerExpiredEvent
                | TimerStartedEvent
                | VerificationEvent
                | VerifierCalledEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = GameCreatedEvent.from_dict(data)

                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = RoundStartedEvent.from_dict(data)

                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = BidEvent.from_dict(data)

                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = TimerStartedEvent.from_dict(data)

                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = TimerExpiredEvent.from_dict(data)

                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = VerifierCalledEvent.from_dict(data)

                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = VerificationEvent.from_dict(data)

                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = RoundOverEvent.from_dict(data)

                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = ChipAwardedEvent.from_dict(data)

                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = ChipReturnedEvent.from_dict(data)

                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = ChipLaidEvent.from_dict(data)

                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = ChipGivenEvent.from_dict(data)

                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = TargetRerolledEvent.from_dict(data)

                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = ClaimEvent.from_dict(data)

                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_14 = GameFinishedEvent.from_dict(data)

                return componentsschemas_event_type_14

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        version = d.pop("version")

        event_page = cls(
            items=items,
            next_=next_,
            version=version,
        )

        return event_page
