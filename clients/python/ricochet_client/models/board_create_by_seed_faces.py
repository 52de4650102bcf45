from enum import StrEnum


class BoardCreateBySeedFaces(StrEnum):
    AB = "AB"
    ABCD = "ABCD"

    def __str__(self) -> str:
        return str(self.value)
