from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.solve_job_status import SolveJobStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.check_job_links import CheckJobLinks


T = TypeVar("T", bound="SolveJob")


@_attrs_define
class SolveJob:
    """
    Attributes:
        created_at (str): When the job was accepted (ISO 8601, UTC).
        done (int): Items finished.
        expires_at (str): When the job and its results are deleted (ISO 8601, UTC).
        id (str): The job's id. Example: sj3f9a0c1d2e4b5a6c.
        links (CheckJobLinks):
        status (SolveJobStatus): Where the job stands; `retrying` while a chunk whose run failed (an error, a killed
            worker) waits to run again, `error` says so.
        total (int): Items.
        error (None | str | Unset): Why the job failed; null unless it did.
        max_seconds (float | None | Unset): The time limit of each puzzle's search, in seconds.
    """

    created_at: str
    done: int
    expires_at: str
    id: str
    links: CheckJobLinks
    status: SolveJobStatus
    total: int
    error: None | str | Unset = UNSET
    max_seconds: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        done = self.done

        expires_at = self.expires_at

        id = self.id

        links = self.links.to_dict()

        status = self.status.value

        total = self.total

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        max_seconds: float | None | Unset
        if isinstance(self.max_seconds, Unset):
            max_seconds = UNSET
        else:
            max_seconds = self.max_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "done": done,
                "expires_at": expires_at,
                "id": id,
                "links": links,
                "status": status,
                "total": total,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if max_seconds is not UNSET:
            field_dict["max_seconds"] = max_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_job_links import CheckJobLinks  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        done = d.pop("done")

        expires_at = d.pop("expires_at")

        id = d.pop("id")

        links = CheckJobLinks.from_dict(d.pop("links"))

        status = SolveJobStatus(d.pop("status"))

        total = d.pop("total")

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        def _parse_max_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        max_seconds = _parse_max_seconds(d.pop("max_seconds", UNSET))

        solve_job = cls(
            created_at=created_at,
            done=done,
            expires_at=expires_at,
            id=id,
            links=links,
            status=status,
            total=total,
            error=error,
            max_seconds=max_seconds,
        )

        return solve_job
