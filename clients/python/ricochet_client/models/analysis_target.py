from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.analysis_target_status import AnalysisTargetStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.analysis_progress import AnalysisProgress
    from ..models.goal import Goal
    from ..models.target_result import TargetResult


T = TypeVar("T", bound="AnalysisTarget")


@_attrs_define
class AnalysisTarget:
    """
    Attributes:
        attempts (int): Runs started (a retry counts).
        status (AnalysisTargetStatus): queued, running, done, failed; `retrying` when its worker stopped (it runs
            again); `unavailable` while Redis is down.
        target (Goal):
        error (None | str | Unset): Why it failed or runs again.
        maximum (int | None | Unset): The longest optimum (done).
        progress (AnalysisProgress | None | Unset): How far it got, while running.
        result (None | TargetResult | Unset): Done: the distribution (`counts[d]` placements at optimum d),
            `unsolvable`, `maximum`, `longest` placements, deep `samples`, `off_targets` (no robot on a target space),
            `certificate`.
    """

    attempts: int
    status: AnalysisTargetStatus
    target: Goal
    error: None | str | Unset = UNSET
    maximum: int | None | Unset = UNSET
    progress: AnalysisProgress | None | Unset = UNSET
    result: None | TargetResult | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_progress import AnalysisProgress  # noqa: PLC0415
        from ..models.target_result import TargetResult  # noqa: PLC0415

        attempts = self.attempts

        status = self.status.value

        target = self.target.to_dict()

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        progress: dict[str, Any] | None | Unset
        if isinstance(self.progress, Unset):
            progress = UNSET
        elif isinstance(self.progress, AnalysisProgress):
            progress = self.progress.to_dict()
        else:
            progress = self.progress

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, TargetResult):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
                "status": status,
                "target": target,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if progress is not UNSET:
            field_dict["progress"] = progress
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_progress import AnalysisProgress  # noqa: PLC0415
        from ..models.goal import Goal  # noqa: PLC0415
        from ..models.target_result import TargetResult  # noqa: PLC0415

        d = dict(src_dict)
        attempts = d.pop("attempts")

        status = AnalysisTargetStatus(d.pop("status"))

        target = Goal.from_dict(d.pop("target"))

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        def _parse_progress(data: object) -> AnalysisProgress | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                progress_type_0 = AnalysisProgress.from_dict(data)

                return progress_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisProgress | None | Unset, data)

        progress = _parse_progress(d.pop("progress", UNSET))

        def _parse_result(data: object) -> None | TargetResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = TargetResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TargetResult | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        analysis_target = cls(
            attempts=attempts,
            status=status,
            target=target,
            error=error,
            maximum=maximum,
            progress=progress,
            result=result,
        )

        return analysis_target
