from enum import StrEnum


class AnalysisTargetStatus(StrEnum):
    DONE = "done"
    FAILED = "failed"
    QUEUED = "queued"
    RETRYING = "retrying"
    RUNNING = "running"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
