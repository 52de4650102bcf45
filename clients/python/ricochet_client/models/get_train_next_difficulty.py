from enum import StrEnum


class GetTrainNextDifficulty(StrEnum):
    EASIER = "easier"
    EASIEST = "easiest"
    HARDER = "harder"
    HARDEST = "hardest"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
