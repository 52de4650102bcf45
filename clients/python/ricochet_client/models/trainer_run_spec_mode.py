from enum import StrEnum


class TrainerRunSpecMode(StrEnum):
    STREAK = "streak"
    TIMED = "timed"

    def __str__(self) -> str:
        return str(self.value)
