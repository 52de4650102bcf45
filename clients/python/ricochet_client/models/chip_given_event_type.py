from enum import StrEnum


class ChipGivenEventType(StrEnum):
    CHIP_GIVEN = "chip_given"

    def __str__(self) -> str:
        return str(self.value)
