from enum import StrEnum


class SolveStatusMethodType2Type1(StrEnum):
    SEARCH = "search"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
