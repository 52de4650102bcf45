from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Client")


@_attrs_define
class Client:
    """
    Attributes:
        created_at (datetime.datetime): When it registered.
        id (str): The client's id. Example: c2f7ka3m5x0q1vd9h.
        key_prefix (str): The public part of the key, for logs.
        name (str): Its name.
        contact (None | str | Unset): How to reach its operator; null if not given.
        revoked_at (datetime.datetime | None | Unset): When its key was revoked; null while valid.
    """

    created_at: datetime.datetime
    id: str
    key_prefix: str
    name: str
    contact: None | str | Unset = UNSET
    revoked_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        key_prefix = self.key_prefix

        name = self.name

        contact: None | str | Unset
        if isinstance(self.contact, Unset):
            contact = UNSET
        else:
            contact = self.contact

        revoked_at: None | str | Unset
        if isinstance(self.revoked_at, Unset):
            revoked_at = UNSET
        elif isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "key_prefix": key_prefix,
                "name": name,
            }
        )
        if contact is not UNSET:
            field_dict["contact"] = contact
        if revoked_at is not UNSET:
            field_dict["revoked_at"] = revoked_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        key_prefix = d.pop("key_prefix")

        name = d.pop("name")

        def _parse_contact(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contact = _parse_contact(d.pop("contact", UNSET))

        def _parse_revoked_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)

                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at", UNSET))

        client = cls(
            created_at=created_at,
            id=id,
            key_prefix=key_prefix,
            name=name,
            contact=contact,
            revoked_at=revoked_at,
        )

        return client
