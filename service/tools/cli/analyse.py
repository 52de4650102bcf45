"""`ricochet analyse CODE`: every placement of a layout's robots solved, per target."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from service.game.analysis import AnalysisProgress, TargetAnalysis, analyse_target
from service.game.board import Board, Target
from service.game.errors import GameError
from service.game.geometry import CLASSIC_COLORS, VORTEX
from service.game.layouts import board_for_code

EPILOG = """\
Solves every placement of the robots (on every free cell, robots on target spaces
included) for each target by a backward breadth-first search, and prints each
target's distribution: how many placements need each number of moves, the
unsolvable ones, the longest (the proven maximum) and one longest placement
(--json: one TargetAnalysis object per line). Ricochet rule off. Four robots on a
classic board take minutes and about 664 MB per target; --tables DIR keeps each
table there (memory-mapped .npy with its .json description), for answers by lookup.

Exit status: 0 done, 2 bad input."""

BAR_WIDTH = 30


def register(subparsers: Any) -> None:
    """Add the `analyse` subcommand."""
    parser = subparsers.add_parser(
        "analyse",
        help="solve every placement of a layout's robots, per target",
        description="The exhaustive analysis of a classic layout: every placement "
        "of the robots solved for each target.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("layout", metavar="CODE", help="a layout code, e.g. 1A4B3B2B")
    parser.add_argument(
        "--robots",
        default=",".join(CLASSIC_COLORS),
        help="robot colours, comma-separated (default red,green,blue,yellow)",
    )
    parser.add_argument(
        "--target",
        action="append",
        metavar="X,Y",
        help="a printed target's cell (repeat; default every target of the robots' "
        "colours and the vortex)",
    )
    parser.add_argument("--tables", type=Path, metavar="DIR", help="keep the tables")
    parser.add_argument("--json", action="store_true", help="print JSON lines")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Analyse the chosen targets one after another; return the exit status."""
    robots = tuple(c.strip() for c in args.robots.split(",") if c.strip())
    try:
        board = board_for_code(args.layout.upper())
        targets = chosen_targets(board, robots, args.target)
    except (GameError, ValueError) as exc:
        print(f"ricochet analyse: {exc}", file=sys.stderr)
        return 2
    for n, target in enumerate(targets, 1):
        label = f"{n}/{len(targets)} {target.color} {target.symbol} {list(target.cell)}"
        bar = progress_bar(sys.stderr, label)
        path = table_file(args.tables, target)
        try:
            result = analyse_target(
                board, robots, target, table_path=path, progress=bar
            )
        except GameError as exc:
            print(f"ricochet analyse: {exc}", file=sys.stderr)
            return 2
        print(json.dumps(result.to_json()) if args.json else describe(result))
        sys.stdout.flush()
    return 0


def chosen_targets(
    board: Board, robots: tuple[str, ...], cells: list[str] | None
) -> list[Target]:
    """Return the printed targets named by X,Y cells (default: the robots' own
    colours' and the vortex)."""
    if not cells:
        return [t for t in board.targets if t.color in (*robots, VORTEX)]
    chosen = []
    for text in cells:
        x, _, y = text.partition(",")
        if not (x.strip().isdigit() and y.strip().isdigit()):
            raise ValueError(f"--target {text!r}: write a cell as X,Y")
        target = board.target_at((int(x), int(y)))
        if target is None:
            raise ValueError(f"--target {text}: the board prints no target there")
        chosen.append(target)
    return chosen


def table_file(folder: Path | None, target: Target) -> Path | None:
    """Return where a target's table goes under --tables, or None."""
    if folder is None:
        return None
    x, y = target.cell
    return folder / f"{target.color}-{x}-{y}.npy"


def describe(result: TargetAnalysis) -> str:
    """Write one target's distribution for people."""
    t = result.target
    head = (
        f"{t.color} {t.symbol} {list(t.cell)}: {result.placements:,} placements, "
        f"longest {result.maximum} moves, unsolvable {result.unsolvable:,}, "
        f"{result.seconds:.1f} s"
    )
    counts = "  ".join(f"{d}:{c:,}" for d, c in enumerate(result.counts) if c)
    longest = result.longest[0] if result.longest else {}
    where = " ".join(f"{name}{list(cell)}" for name, cell in longest.items())
    return f"{head}\n  moves:count  {counts}\n  a longest placement: {where}"


def progress_bar(
    stream: TextIO, label: str
) -> Callable[[AnalysisProgress], None] | None:
    """Return a callback redrawing one progress line, when stream is a terminal."""
    if not stream.isatty():
        return None

    def show(progress: AnalysisProgress) -> None:
        filled = BAR_WIDTH * progress.settled // max(progress.total, 1)
        stream.write(
            f"\r{label} [{'#' * filled}{'.' * (BAR_WIDTH - filled)}] "
            f"distance {progress.distance}: {progress.settled:,}/{progress.total:,} "
            "settled "
        )
        if progress.settled >= progress.total:
            stream.write("\n")
        stream.flush()

    return show
