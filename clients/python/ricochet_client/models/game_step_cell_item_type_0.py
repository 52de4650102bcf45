from enum import StrEnum


class GameStepCellItemType0(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    PINK = "pink"
    RED = "red"
    WHITE = "white"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
