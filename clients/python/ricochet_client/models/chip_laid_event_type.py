from enum import StrEnum


class ChipLaidEventType(StrEnum):
    CHIP_LAID = "chip_laid"

    def __str__(self) -> str:
        return str(self.value)
