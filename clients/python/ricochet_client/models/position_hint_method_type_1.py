from enum import StrEnum


class PositionHintMethodType1(StrEnum):
    SEARCH = "search"
    SOLUTION = "solution"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
