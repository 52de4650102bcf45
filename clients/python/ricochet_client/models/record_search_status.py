from enum import StrEnum


class RecordSearchStatus(StrEnum):
    DONE = "done"
    FAILED = "failed"
    QUEUED = "queued"
    RETRYING = "retrying"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
