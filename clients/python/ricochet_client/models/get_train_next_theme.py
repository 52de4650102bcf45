from enum import StrEnum


class GetTrainNextTheme(StrEnum):
    BLACK_ROBOT = "black-robot"
    DIAGONAL = "diagonal"
    HELPER = "helper"
    LONG = "long"
    MANY_HELPERS = "many-helpers"
    ONE_ROBOT = "one-robot"
    RICOCHET_DETOUR = "ricochet-detour"
    SWITCHBACK = "switchback"
    UNIQUE_SOLUTION = "unique-solution"
    VORTEX = "vortex"

    def __str__(self) -> str:
        return str(self.value)
