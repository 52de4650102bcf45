"""What `ricochet check` and `ricochet solve` share: reading JSON inputs and JSON-lines
files, one item per line, with boards parsed once however many lines use them."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from service.game.board import Board
from service.game.errors import GameError
from service.game.puzzle import resolve_board

BAD_INPUT = "bad_input"
BOARD_CACHE_SIZE = 256
"""Parsed boards kept while reading many lines (keyed by the board's JSON text)."""


class InputError(Exception):
    """A command-line input cannot be read or decoded."""


def load_json(source: str) -> Any:
    """Read and decode one JSON document from a file, or from stdin when `-`."""
    try:
        if source == "-":
            return json.load(sys.stdin)
        with open(source, encoding="utf-8") as handle:
            return json.load(handle)
    except OSError as exc:
        raise InputError(f"cannot read {source}: {exc.strerror}") from exc
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise InputError(f"{source} is not valid JSON: {exc}") from exc


def run_lines(command: str, source: str, handle: Callable[[Iterable[str]], int]) -> int:
    """Hand the lines of a file (or stdin for `-`) to `handle`; return its status,
    or 2 when the file cannot be read."""
    try:
        if source == "-":
            return handle(sys.stdin)
        with open(source, encoding="utf-8") as lines:
            return handle(lines)
    except OSError as exc:
        message = f"ricochet {command}: cannot read {source}: {exc.strerror}"
        print(message, file=sys.stderr)
        return 2


def numbered(lines: Iterable[str]) -> Iterable[tuple[int, str]]:
    """Yield (line number, line) for every non-blank line, numbered from 1."""
    for number, line in enumerate(lines, 1):
        if line.strip():
            yield number, line


def write_line(out: TextIO, number: int, data: dict[str, Any]) -> None:
    """Write one JSON result line carrying its input line number."""
    out.write(json.dumps({"line": number, **data}) + "\n")


def decode_object(line: str, shape: str) -> dict[str, Any]:
    """Decode a line that must hold a JSON object (`shape` says what it should be)."""
    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        raise GameError(f"not valid JSON: {exc.msg} (column {exc.colno})") from exc
    if not isinstance(item, dict):
        raise GameError(f"must be {shape}")
    return item


def bad_input(exc: GameError) -> dict[str, Any]:
    """Return the error entry of a line that could not be read."""
    return {"reason": BAD_INPUT, "field": exc.field, "message": exc.message}


class BoardCache:
    """Boards parsed once per distinct board JSON text (the oldest forgotten first)."""

    def __init__(self, size: int = BOARD_CACHE_SIZE) -> None:
        self.size = size
        self.boards: dict[str, Board] = {}

    def board_of(self, puzzle: dict[str, Any]) -> Board | None:
        """Return the puzzle's board, or None when it has none (parse_puzzle names
        the missing field)."""
        value = puzzle.get("board")
        if value is None:
            return None
        key = value if isinstance(value, str) else json.dumps(value, sort_keys=True)
        board = self.boards.get(key)
        if board is None:
            if len(self.boards) >= self.size:
                del self.boards[next(iter(self.boards))]
            board = self.boards[key] = resolve_board(value)
        return board
