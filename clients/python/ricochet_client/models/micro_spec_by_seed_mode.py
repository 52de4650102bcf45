from enum import StrEnum


class MicroSpecBySeedMode(StrEnum):
    RANDOM = "random"
    SECTIONS = "sections"

    def __str__(self) -> str:
        return str(self.value)
