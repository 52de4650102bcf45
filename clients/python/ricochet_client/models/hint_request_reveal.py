from enum import StrEnum


class HintRequestReveal(StrEnum):
    MOVE = "move"
    ROBOT = "robot"

    def __str__(self) -> str:
        return str(self.value)
