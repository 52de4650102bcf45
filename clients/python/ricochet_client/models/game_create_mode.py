from enum import StrEnum


class GameCreateMode(StrEnum):
    CLASSIC = "classic"
    MICRO = "micro"
    SOLO = "solo"

    def __str__(self) -> str:
        return str(self.value)
