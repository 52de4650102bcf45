from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        status (int): HTTP status.
        title (str): Short summary.
        type_ (str): Stable URI reference naming the kind of error: `/problems/<kind>` (relative to the API's origin,
            RFC 9457), a page saying what it means and how to fix the request. Example: /problems/validation-error.
        detail (str | Unset): What went wrong this time.
        errors (ProblemErrors | Unset): Field (dotted path) -> messages, on validation.
        instance (str | Unset): The request path.
    """

    status: int
    title: str
    type_: str
    detail: str | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    instance: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        title = self.title

        type_ = self.type_

        detail = self.detail

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        instance = self.instance

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if errors is not UNSET:
            field_dict["errors"] = errors
        if instance is not UNSET:
            field_dict["instance"] = instance

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415

        d = dict(src_dict)
        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        detail = d.pop("detail", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        instance = d.pop("instance", UNSET)

        problem = cls(
            status=status,
            title=title,
            type_=type_,
            detail=detail,
            errors=errors,
            instance=instance,
        )

        return problem
