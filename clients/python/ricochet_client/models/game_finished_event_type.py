from enum import StrEnum


class GameFinishedEventType(StrEnum):
    GAME_FINISHED = "game_finished"

    def __str__(self) -> str:
        return str(self.value)
