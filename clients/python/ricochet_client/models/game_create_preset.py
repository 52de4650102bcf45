from enum import StrEnum


class GameCreatePreset(StrEnum):
    ABACUS_2013 = "abacus-2013"
    HIG_1999 = "hig-1999"
    HIG_1999_TOURNAMENT = "hig-1999-tournament"
    MICRO_ROBOTS_2016 = "micro-robots-2016"
    ZMAN_2017 = "zman-2017"

    def __str__(self) -> str:
        return str(self.value)
