from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CheckJobLinks")


@_attrs_define
class CheckJobLinks:
    """
    Attributes:
        results (str): Its results (JSON Lines).
        self_ (str): This job.
    """

    results: str
    self_: str

    def to_dict(self) -> dict[str, Any]:
        results = self.results

        self_ = self.self_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "results": results,
                "self": self_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        results = d.pop("results")

        self_ = d.pop("self")

        check_job_links = cls(
            results=results,
            self_=self_,
        )

        return check_job_links
