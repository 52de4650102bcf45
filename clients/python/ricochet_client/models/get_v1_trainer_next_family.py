from enum import StrEnum


class GetV1TrainerNextFamily(StrEnum):
    BLACK = "black"
    BLACK_RICOCHET = "black-ricochet"
    CLASSIC = "classic"
    CLASSIC_RICOCHET = "classic-ricochet"

    def __str__(self) -> str:
        return str(self.value)
