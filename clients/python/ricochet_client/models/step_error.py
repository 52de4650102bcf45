from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StepError")


@_attrs_define
class StepError:
    """
    Attributes:
        message (str): The reason in words.
        reason (str): `unknown_robot`, `robot_not_in_play`, `no_movement`, `ends_on_diagonal`, `endless_loop` or
            `empty_solution`. Example: no_movement.
        step (int): Index of the illegal move (0 is the first).
    """

    message: str
    reason: str
    step: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        reason = self.reason

        step = self.step

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "reason": reason,
                "step": step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        reason = d.pop("reason")

        step = d.pop("step")

        step_error = cls(
            message=message,
            reason=reason,
            step=step,
        )

        return step_error
