from enum import StrEnum


class VerifierCalledEventType(StrEnum):
    VERIFIER_CALLED = "verifier_called"

    def __str__(self) -> str:
        return str(self.value)
