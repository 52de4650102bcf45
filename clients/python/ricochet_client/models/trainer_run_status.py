from enum import StrEnum


class TrainerRunStatus(StrEnum):
    FINISHED = "finished"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
