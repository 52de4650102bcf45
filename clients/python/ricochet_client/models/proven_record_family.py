from enum import StrEnum


class ProvenRecordFamily(StrEnum):
    BLACK = "black"
    BLACK_RICOCHET = "black-ricochet"
    CLASSIC = "classic"
    CLASSIC_RICOCHET = "classic-ricochet"

    def __str__(self) -> str:
        return str(self.value)
