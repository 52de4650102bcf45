from enum import StrEnum


class PositionHintStatus(StrEnum):
    DONE = "done"
    FAILED = "failed"
    NONE = "none"
    QUEUED = "queued"
    RETRYING = "retrying"
    RUNNING = "running"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
