"""Domain errors raised by the game core."""

from __future__ import annotations


class GameError(Exception):
    """Base class of every error the game core raises on bad input."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field

    def __str__(self) -> str:
        return f"{self.field}: {self.message}" if self.field else self.message


class InvalidBoard(GameError):
    """A board is malformed or breaks a constraint."""


class InvalidPuzzle(GameError):
    """A puzzle (robots, target, rules) is malformed."""


class InvalidSolution(GameError):
    """A solution cannot be parsed."""


class InvalidLayout(GameError):
    """A classic layout code or spec is unknown or malformed."""


class InvalidRules(GameError):
    """A rules preset or override is unknown or malformed."""


class Unsolvable(GameError):
    """The target cannot be reached from the position."""


class IllegalMove(GameError):
    """A move breaks the movement rules; `reason` is a stable code."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
