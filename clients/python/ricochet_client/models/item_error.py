from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.item_error_errors import ItemErrorErrors


T = TypeVar("T", bound="ItemError")


@_attrs_define
class ItemError:
    """
    Attributes:
        detail (str): What is wrong with the item.
        status (int): The HTTP status it would have had.
        title (str): Short summary.
        type_ (str): Stable URI naming the kind of error.
        errors (ItemErrorErrors | Unset): Field (dotted path) -> messages.
    """

    detail: str
    status: int
    title: str
    type_: str
    errors: ItemErrorErrors | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.item_error_errors import ItemErrorErrors  # noqa: PLC0415

        d = dict(src_dict)
        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        _errors = d.pop("errors", UNSET)
        errors: ItemErrorErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ItemErrorErrors.from_dict(_errors)

        item_error = cls(
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            errors=errors,
        )

        return item_error
