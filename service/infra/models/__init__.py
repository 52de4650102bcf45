"""All models; importing this package registers every table on `Base.metadata`.

Each area has its own module (core, then e.g. solves, games, daily); import each
new module here so Alembic's autogenerate and the schema test see its tables.
"""

from .analyses import Analysis, AnalysisTarget
from .base import Base, JSONType, UTCDateTime
from .core import Board, Client, Puzzle
from .daily import DailyAttempt, DailyDay, DailyPuzzle
from .games import Bid, Game, GameEvent, Player, Round
from .library import LibraryDelivery, LibraryPuzzle, LibraryTheme, PuzzleRecord
from .solves import Solve
from .trainer import (
    PuzzleRating,
    TrainerAttempt,
    TrainerBest,
    TrainerPlayer,
    TrainerRun,
)

__all__ = [  # list every model here too: mypy only re-exports names in __all__
    "Analysis",
    "AnalysisTarget",
    "Base",
    "Bid",
    "Board",
    "Client",
    "DailyAttempt",
    "DailyDay",
    "DailyPuzzle",
    "Game",
    "GameEvent",
    "JSONType",
    "LibraryDelivery",
    "LibraryPuzzle",
    "LibraryTheme",
    "Player",
    "Puzzle",
    "PuzzleRating",
    "PuzzleRecord",
    "Round",
    "Solve",
    "TrainerAttempt",
    "TrainerBest",
    "TrainerPlayer",
    "TrainerRun",
    "UTCDateTime",
]
