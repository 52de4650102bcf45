from enum import StrEnum


class ChipReturnedEventType(StrEnum):
    CHIP_RETURNED = "chip_returned"

    def __str__(self) -> str:
        return str(self.value)
