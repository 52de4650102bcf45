from enum import StrEnum


class PositionHintReveal(StrEnum):
    MOVE = "move"
    ROBOT = "robot"

    def __str__(self) -> str:
        return str(self.value)
