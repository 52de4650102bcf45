"""Solutions in their three accepted forms: pairs, objects and compact text."""

from __future__ import annotations

from typing import Any

from .errors import InvalidSolution
from .geometry import COLOR_LETTER, DIRECTIONS, ROBOT_COLORS, ROBOT_LETTERS

Move = tuple[str, str]  # (robot colour, direction letter)
MAX_SOLUTION_MOVES = 1000
SHOWN_CHARS = 20
"""Most characters of a bad token or name an error message quotes."""
# Every spelling of a compact token, e.g. "rN", "rn", "RN": parsed by one lookup.
# (_CANONICAL, below, holds the one spelling each that `strict` parsing takes.)
_TOKENS: dict[str, Move] = {
    spelling: (color, direction)
    for letter, color in ROBOT_LETTERS.items()
    for direction in DIRECTIONS
    for spelling in {
        letter + direction,
        letter + direction.lower(),
        letter.upper() + direction,
        letter.upper() + direction.lower(),
    }
}


_CANONICAL: frozenset[str] = frozenset(
    letter + direction for letter in ROBOT_LETTERS for direction in DIRECTIONS
)


def parse_solution(value: Any, *, strict: bool = False) -> list[Move]:
    """Parse `[["red","N"], ...]`, `[{"robot","direction"}, ...]` or `"rN gE"`.

    Every form is held to the same vocabulary: a robot colour (red, green, blue,
    yellow, black) and a direction N, E, S or W; anything else is malformed (a 422
    over HTTP, naming the move), as a bad compact token always was. Whether the
    robot is in play is the checker's question (`robot_not_in_play`).

    `strict`: compact tokens only as `format_compact` writes them (`rN`, not `rn`
    or `RN`), as exact as the other two forms; the API reads every spelling (its
    clients always could), the command line asks people to write it exactly.

    :raise InvalidSolution: for a value of no recognised shape or vocabulary.
    """
    if isinstance(value, str):
        return parse_compact(value, strict=strict)
    if not isinstance(value, list):
        raise InvalidSolution(
            "must be an array of moves or a compact string", "solution"
        )
    if len(value) > MAX_SOLUTION_MOVES:
        raise InvalidSolution(f"at most {MAX_SOLUTION_MOVES} moves", "solution")
    return [_parse_move(item, i) for i, item in enumerate(value)]


def _parse_move(item: Any, i: int) -> Move:
    """Parse one move given as a pair or an object."""
    if isinstance(item, dict):
        if item.keys() != {"robot", "direction"}:
            raise _bad_move(i, "must have exactly robot and direction")
        robot, direction = item["robot"], item["direction"]
    elif isinstance(item, list | tuple) and len(item) == 2:
        robot, direction = item
    else:
        raise _bad_move(i, 'must be ["robot", "direction"] or an object')
    if not isinstance(robot, str) or not isinstance(direction, str):
        raise _bad_move(i, "robot and direction must be strings")
    if robot not in ROBOT_COLORS:
        raise _bad_move(i, f"unknown robot {shown(robot)} ({', '.join(ROBOT_COLORS)})")
    if direction not in DIRECTIONS:
        raise _bad_move(i, f"direction must be N, E, S or W, not {shown(direction)}")
    return (robot, direction)


def _bad_move(i: int, message: str) -> InvalidSolution:
    """Return the error for move i (its path is built only when a move is bad)."""
    return InvalidSolution(message, f"solution[{i}]")


def parse_compact(text: str, *, strict: bool = False) -> list[Move]:
    """Parse the compact text form, e.g. `rN gE bS yW kN` (k = black); `strict`
    takes only the canonical spelling of each token."""
    tokens = text.replace(",", " ").split()
    if len(tokens) > MAX_SOLUTION_MOVES:
        raise InvalidSolution(f"at most {MAX_SOLUTION_MOVES} moves", "solution")
    try:
        moves = [_TOKENS[token] for token in tokens]  # one lookup a token
        if not strict or _CANONICAL.issuperset(tokens):
            return moves
    except KeyError:
        pass
    known = _CANONICAL if strict else _TOKENS
    bad = next(i for i, token in enumerate(tokens) if token not in known)
    raise InvalidSolution(_token_error(tokens[bad]), f"solution[{bad}]")


def _token_error(token: str) -> str:
    """Say why a compact token is refused (and how to write it, if it can be)."""
    move = _TOKENS.get(token)
    if move is not None:
        return (
            f"{shown(token)}: write {format_compact([move])!r} (robot letter "
            "lower-case, direction upper-case)"
        )
    return f"{shown(token)} is not a robot letter (r g b y k) and a direction (NESW)"


def shown(text: str) -> str:
    """Quote a piece of input in a message: only its first SHOWN_CHARS characters
    (a megabyte of bad input must not come back in its error)."""
    if len(text) <= SHOWN_CHARS:
        return repr(text)
    return repr(text[:SHOWN_CHARS]) + "\u2026"


def format_compact(moves: list[Move]) -> str:
    """Write moves in the compact text form."""
    return " ".join(
        f"{COLOR_LETTER.get(robot, '?')}{direction}"
        for robot, direction in moves
        if robot in ROBOT_COLORS
    )
