from enum import StrEnum


class TargetRerolledEventType(StrEnum):
    TARGET_REROLLED = "target_rerolled"

    def __str__(self) -> str:
        return str(self.value)
