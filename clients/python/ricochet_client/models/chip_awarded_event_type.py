from enum import StrEnum


class ChipAwardedEventType(StrEnum):
    CHIP_AWARDED = "chip_awarded"

    def __str__(self) -> str:
        return str(self.value)
