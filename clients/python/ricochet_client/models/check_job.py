from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.check_job_status import CheckJobStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.check_job_links import CheckJobLinks


T = TypeVar("T", bound="CheckJob")


@_attrs_define
class CheckJob:
    """
    Attributes:
        created_at (str): When it was submitted (ISO 8601).
        done (int): Items checked.
        expires_at (str): When the job and results are deleted.
        grade (bool): Solved items are graded.
        id (str): The job's id. Example: cj3f9a0c1d2e4b5a6c.
        links (CheckJobLinks):
        status (CheckJobStatus): `retrying` when a run failed (an error, a killed work process) or its worker stopped
            (its heartbeat lapsed); it will run again, `error` says so.
        total (int): Items.
        error (None | str | Unset): Why it failed or is retrying; null otherwise.
    """

    created_at: str
    done: int
    expires_at: str
    grade: bool
    id: str
    links: CheckJobLinks
    status: CheckJobStatus
    total: int
    error: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        done = self.done

        expires_at = self.expires_at

        grade = self.grade

        id = self.id

        links = self.links.to_dict()

        status = self.status.value

        total = self.total

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "done": done,
                "expires_at": expires_at,
                "grade": grade,
                "id": id,
                "links": links,
                "status": status,
                "total": total,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_job_links import CheckJobLinks  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        done = d.pop("done")

        expires_at = d.pop("expires_at")

        grade = d.pop("grade")

        id = d.pop("id")

        links = CheckJobLinks.from_dict(d.pop("links"))

        status = CheckJobStatus(d.pop("status"))

        total = d.pop("total")

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        check_job = cls(
            created_at=created_at,
            done=done,
            expires_at=expires_at,
            grade=grade,
            id=id,
            links=links,
            status=status,
            total=total,
            error=error,
        )

        return check_job
