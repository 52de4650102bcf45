from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClientCreate")


@_attrs_define
class ClientCreate:
    """
    Attributes:
        name (str):
        contact (str | Unset): How to reach the operator (e-mail or URL).
    """

    name: str
    contact: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        contact = self.contact

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if contact is not UNSET:
            field_dict["contact"] = contact

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        contact = d.pop("contact", UNSET)

        client_create = cls(
            name=name,
            contact=contact,
        )

        return client_create
