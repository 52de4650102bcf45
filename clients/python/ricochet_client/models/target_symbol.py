from enum import StrEnum


class TargetSymbol(StrEnum):
    CIRCLE = "circle"
    HEXAGON = "hexagon"
    SQUARE = "square"
    TRIANGLE = "triangle"
    VORTEX = "vortex"

    def __str__(self) -> str:
        return str(self.value)
