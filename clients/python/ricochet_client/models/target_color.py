from enum import StrEnum


class TargetColor(StrEnum):
    ANY = "any"
    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
