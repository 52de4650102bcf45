"""`ricochet render`: draw a puzzle or board as text, or as SVG with `--svg`."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from service.game.check import check_solution
from service.game.errors import GameError
from service.game.geometry import Cell
from service.game.micro import MicroBoard, parse_micro_board, parse_micro_cell
from service.game.notation import Move, parse_solution
from service.game.puzzle import Puzzle, parse_puzzle, resolve_board
from service.game.render import (
    render_micro_svg,
    render_micro_text,
    render_puzzle_svg,
    render_svg,
    render_text,
)

from .check import describe, read_solution
from .lines import InputError, load_json

EPILOG = """\
INPUT is a file (or - for stdin) holding one of: a puzzle in the JSON contract; a
classic board (an object, or a layout code string such as "1A3C2B4D"); a Micro
Robots board ({"kind": "micro", "cells": [...]}), optionally wrapped as
{"board": {...micro...}, "start": [x, y], "target": [x, y], "path": [[x, y], ...]}.

Exit status: 0 drawn, 2 bad input (message on stderr)."""


def register(subparsers: Any) -> None:
    """Add the `render` subcommand."""
    parser = subparsers.add_parser(
        "render",
        help="draw a puzzle or board as text or SVG",
        description="Draw a puzzle or board: text on stdout, or SVG with --svg.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("input", metavar="INPUT")
    parser.add_argument(
        "--svg", metavar="FILE", help="write SVG to FILE (- for stdout)"
    )
    parser.add_argument("--solution", help='draw a solution, e.g. "rN gE" or JSON')
    parser.add_argument("--cell-size", type=int, default=None, help="pixels per cell")
    parser.add_argument("--title", help="a visible title above a classic board")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Draw the input; exit 2 on bad input."""
    try:
        data = load_json(args.input)
        output = _draw(data, args)
        _write(output, args.svg)
    except (InputError, GameError) as exc:
        print(f"ricochet render: {exc}", file=sys.stderr)
        return 2
    return 0


def _write(output: str, target: str | None) -> None:
    """Print the output, or write it to a file."""
    if target is None or target == "-":
        sys.stdout.write(output)
        return
    try:
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(output)
    except OSError as exc:
        raise InputError(f"cannot write {target}: {exc.strerror}") from exc


def _draw(data: Any, args: argparse.Namespace) -> str:
    """Pick the picture for the kind of input."""
    if _is_micro(data):
        return _draw_micro(data, args)
    if isinstance(data, dict) and "robots" in data:
        puzzle = parse_puzzle(data)
        moves = _solution(args.solution)
        if args.svg is None:
            return _puzzle_text(puzzle, moves)
        return render_puzzle_svg(puzzle, moves, **_svg_options(args))
    if args.solution is not None:
        raise InputError("--solution needs a puzzle (with robots), not a bare board")
    board = resolve_board(data)
    if args.svg is None:
        return render_text(board)
    return render_svg(board, **_svg_options(args))


def _svg_options(args: argparse.Namespace) -> dict[str, Any]:
    """Return the SVG options given on the command line."""
    options: dict[str, Any] = {"title": args.title}
    if args.cell_size is not None:
        if not 8 <= args.cell_size <= 256:
            raise InputError("--cell-size must be between 8 and 256")
        options["cell_size"] = args.cell_size
    return options


def _solution(text: str | None) -> list[Move] | None:
    """Parse the --solution option (compact text or JSON)."""
    if text is None:
        return None
    return parse_solution(read_solution(text), strict=True)


def _puzzle_text(puzzle: Puzzle, moves: list[Move] | None) -> str:
    """Draw a puzzle as text; with a solution, list the moves and the final position."""
    robots, goal = puzzle.robot_positions, puzzle.target
    start = render_text(puzzle.board, robots=robots, target=goal)
    if moves is None:
        return start
    verdict = check_solution(puzzle, moves)
    end = render_text(puzzle.board, robots=verdict.robots, target=goal)
    return f"{start}\n{describe(verdict, puzzle)}\n\nafter the moves:\n{end}"


def _is_micro(data: Any) -> bool:
    """Tell whether the input is a Micro Robots board or a wrapped one."""
    if not isinstance(data, dict):
        return False
    inner = data.get("board", data)
    return isinstance(inner, dict) and (
        "cells" in inner or inner.get("kind") == "micro"
    )


def _draw_micro(data: dict[str, Any], args: argparse.Namespace) -> str:
    """Draw a Micro Robots board with its optional start, target and path."""
    wrapped = "board" in data
    board: MicroBoard = parse_micro_board(data["board"] if wrapped else data)
    if wrapped and set(data) - {"board", "start", "target", "path"}:
        raise InputError("a wrapped micro board has only board, start, target, path")
    start = _micro_cell(data, "start")
    target = _micro_cell(data, "target")
    path = _micro_path(data.get("path", []))
    if args.solution is not None:
        raise InputError("--solution applies to classic puzzles; give a micro path")
    if args.svg is None:
        return render_micro_text(board.cells, start=start, target=target)
    size = _svg_options(args).get("cell_size", 48)
    return render_micro_svg(
        board, start=start, target=target, path=path, cell_size=size
    )


def _micro_path(value: Any) -> list[Cell]:
    """Parse the optional route of a wrapped micro board."""
    if not isinstance(value, list):
        raise InputError("path must be a list of [x, y] cells")
    return [parse_micro_cell(cell, f"path[{i}]") for i, cell in enumerate(value)]


def _micro_cell(data: dict[str, Any], key: str) -> Any:
    """Return an optional start or target cell of a wrapped micro board."""
    if key not in data or "board" not in data:
        return None
    return parse_micro_cell(data[key], key)
