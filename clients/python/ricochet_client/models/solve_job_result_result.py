from enum import StrEnum


class SolveJobResultResult(StrEnum):
    HIDDEN = "hidden"
    LIMIT = "limit"
    OPTIMAL = "optimal"
    UNSOLVABLE = "unsolvable"

    def __str__(self) -> str:
        return str(self.value)
