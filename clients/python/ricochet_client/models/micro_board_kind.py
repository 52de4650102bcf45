from enum import StrEnum


class MicroBoardKind(StrEnum):
    MICRO = "micro"

    def __str__(self) -> str:
        return str(self.value)
