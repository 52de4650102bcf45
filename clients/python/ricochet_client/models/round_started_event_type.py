from enum import StrEnum


class RoundStartedEventType(StrEnum):
    ROUND_STARTED = "round_started"

    def __str__(self) -> str:
        return str(self.value)
