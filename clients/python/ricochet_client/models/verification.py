from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.round_attempt import RoundAttempt
    from ..models.verifier import Verifier


T = TypeVar("T", bound="Verification")


@_attrs_define
class Verification:
    """
    Attributes:
        attempts (list[RoundAttempt]): The demonstrations so far.
        deadline (datetime.datetime | None): When the verifier's time runs out; null when nobody is.
        order (list[Verifier]): Classic: the bidders in order of demonstration.
        verifier (int | None): The seat asked to demonstrate now; null when nobody is.
    """

    attempts: list[RoundAttempt]
    deadline: datetime.datetime | None
    order: list[Verifier]
    verifier: int | None

    def to_dict(self) -> dict[str, Any]:
        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        order = []
        for order_item_data in self.order:
            order_item = order_item_data.to_dict()
            order.append(order_item)

        verifier: int | None
        verifier = self.verifier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
                "deadline": deadline,
                "order": order,
                "verifier": verifier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.round_attempt import RoundAttempt  # noqa: PLC0415
        from ..models.verifier import Verifier  # noqa: PLC0415

        d = dict(src_dict)
        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = RoundAttempt.from_dict(attempts_item_data)

            attempts.append(attempts_item)

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        order = []
        _order = d.pop("order")
        for order_item_data in _order:
            order_item = Verifier.from_dict(order_item_data)

            order.append(order_item)

        def _parse_verifier(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        verifier = _parse_verifier(d.pop("verifier"))

        verification = cls(
            attempts=attempts,
            deadline=deadline,
            order=order,
            verifier=verifier,
        )

        return verification
