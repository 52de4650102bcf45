from enum import StrEnum


class PositionHintResultType3Type1(StrEnum):
    LIMIT = "limit"
    OPTIMAL = "optimal"
    UNSOLVABLE = "unsolvable"

    def __str__(self) -> str:
        return str(self.value)
