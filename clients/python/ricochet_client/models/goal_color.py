from enum import StrEnum


class GoalColor(StrEnum):
    ANY = "any"
    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
