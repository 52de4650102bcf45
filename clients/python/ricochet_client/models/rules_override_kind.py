from enum import StrEnum


class RulesOverrideKind(StrEnum):
    CLASSIC = "classic"
    MICRO = "micro"

    def __str__(self) -> str:
        return str(self.value)
