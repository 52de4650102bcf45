from enum import StrEnum


class PositionHintMoveRobot(StrEnum):
    BLACK = "black"
    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
