from enum import StrEnum


class TrainPageRunSpecMode(StrEnum):
    STREAK = "streak"
    TIMED = "timed"

    def __str__(self) -> str:
        return str(self.value)
