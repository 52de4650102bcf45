from enum import StrEnum


class DiagonalColor(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
