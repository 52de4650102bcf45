from enum import StrEnum


class ClaimEventType(StrEnum):
    CLAIM = "claim"

    def __str__(self) -> str:
        return str(self.value)
