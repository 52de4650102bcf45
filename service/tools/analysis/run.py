"""Analyse the targets of a board one by one, writing the result file as it goes
(with the solutions of its longest and samples when the tables are saved)."""

from __future__ import annotations

import json
import os
import platform
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from service.game.analysis import AnalysisProgress, TargetAnalysis, analyse_target
from service.game.analysis.search import settle_on_goal, summarise
from service.game.analysis.space import build_space
from service.game.board import Board, Target
from service.game.geometry import VORTEX
from service.game.layouts import board_for_code

from .solutions import add_target_solutions

FORMAT = "ricochet-analysis/1"
ROBOTS = ("red", "green", "blue", "yellow")


def target_name(target: Target) -> str:
    """Name a target as the tables and result files do: `red-circle`, `vortex`."""
    return "vortex" if target.color == VORTEX else f"{target.color}-{target.symbol}"


def table_file(tables: Path, code: str, target: Target) -> Path:
    """Return where one target's table is saved."""
    return tables / code / f"{target_name(target)}.npy"


def run_board(
    code: str,
    robots: tuple[str, ...],
    out: Path,
    tables: Path | None,
    only: list[str],
    longest: int,
    command: str,
) -> dict[str, Any]:
    """Analyse the chosen targets of a layout, saving the result file after each."""
    board = board_for_code(code)
    done = _load(out, code, robots)
    started = time.perf_counter()
    for target in board.targets:
        name = target_name(target)
        if (only and name not in only) or name in done["targets"]:
            continue
        print(f"{name}: start", flush=True)
        result = analyse_target(
            board,
            robots,
            target,
            table_path=table_file(tables, code, target) if tables else None,
            progress=_printer(name),
        )
        done["targets"][name] = _shrink(result, longest)
        if tables:
            add_target_solutions(
                board, done["targets"][name], table_file(tables, code, target)
            )
        done["seconds"] = round(sum(t["seconds"] for t in done["targets"].values()), 1)
        _write(out, done, board, command)
        print(
            f"{name}: max {result.maximum} ({result.off_targets.maximum} off targets),"
            f" {result.seconds:.1f} s, {result.stats['settled_per_second']:,}/s",
            flush=True,
        )
    print(f"done in {time.perf_counter() - started:.1f} s", flush=True)
    return done


def _printer(name: str) -> Any:
    """Return a progress callback printing at most one line a second."""
    last = [0.0]

    def show(p: AnalysisProgress) -> None:
        now = time.perf_counter()
        if now - last[0] >= 1.0:
            last[0] = now
            print(
                f"  {name}: distance {p.distance}, {p.settled:,}/{p.total:,}",
                flush=True,
            )

    return show


def _shrink(result: TargetAnalysis, longest: int) -> dict[str, Any]:
    """Return a target's JSON with its longest lists cut to `longest` entries,
    dated now (`found_at`: a record kept from it shows when it was found)."""
    data = result.to_json()
    data["longest"] = data["longest"][:longest]
    data["off_targets"]["longest"] = data["off_targets"]["longest"][:longest]
    data["found_at"] = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return data


def _load(out: Path, code: str, robots: tuple[str, ...]) -> dict[str, Any]:
    """Return the results already in `out` for the same board and robots."""
    if out.exists():
        data: dict[str, Any] = json.loads(out.read_text())
        if data.get("board") == code and tuple(data.get("robots", ())) == robots:
            return data
    return {"format": FORMAT, "board": code, "robots": list(robots), "targets": {}}


def _write(out: Path, data: dict[str, Any], board: Board, command: str) -> None:
    """Write the result file atomically."""
    data["rules"] = {"ricochet_rule": False}
    data["command"] = command
    data["machine"] = f"{platform.machine()}, {os.cpu_count()} cores"
    order = {target_name(t): i for i, t in enumerate(board.targets)}
    data["targets"] = dict(sorted(data["targets"].items(), key=lambda kv: order[kv[0]]))
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    tmp.replace(out)


def rescore(code: str, tables: Path, out: Path, old: dict[str, Any]) -> None:
    """Settle the on-target placements of tables saved before that step existed,
    then summarise and certify them (`old`: their earlier results by name)."""
    board = board_for_code(code)
    done = _load(out, code, ROBOTS)
    for target in board.targets:
        name = target_name(target)
        if name not in old:
            continue
        path = table_file(tables, code, target)
        meta = json.loads(path.with_suffix(".json").read_text())
        space = build_space(board, tuple(meta["robots"]), target)
        dist = np.load(path)
        started = time.perf_counter()
        level = settle_on_goal(space, dist, top=int(old[name]["maximum"]))
        spent = float(old[name]["seconds"]) + time.perf_counter() - started
        result = summarise(space, dist, [level], spent)
        np.save(path, dist, allow_pickle=False)
        done["targets"][name] = _shrink(result, 50)
        if "found_at" in old[name]:  # rescored, not found again
            done["targets"][name]["found_at"] = old[name]["found_at"]
        _write(out, done, board, f"rescored {name}")
        print(f"{name}: max {result.maximum}, {spent:.1f} s", flush=True)
