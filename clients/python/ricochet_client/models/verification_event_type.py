from enum import StrEnum


class VerificationEventType(StrEnum):
    VERIFICATION = "verification"

    def __str__(self) -> str:
        return str(self.value)
