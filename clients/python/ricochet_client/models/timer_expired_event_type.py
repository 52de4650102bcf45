from enum import StrEnum


class TimerExpiredEventType(StrEnum):
    TIMER_EXPIRED = "timer_expired"

    def __str__(self) -> str:
        return str(self.value)
