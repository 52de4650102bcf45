from enum import StrEnum


class PuzzleRequestSpecFamily(StrEnum):
    BLACK = "black"
    BLACK_RICOCHET = "black-ricochet"
    CLASSIC = "classic"
    CLASSIC_RICOCHET = "classic-ricochet"
    MICRO = "micro"

    def __str__(self) -> str:
        return str(self.value)
