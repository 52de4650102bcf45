"""One target analysed: a level-by-level backward BFS over every placement."""

from __future__ import annotations

import hashlib
import json
import resource
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..board import Board
from .blockscan import histogram_blocks, init_blocks, pick_blocks, pull_lead_on_goal
from .checks import TargetSpec, check_analysable, resolve_target
from .kernels import (
    MAX_DISTANCE,
    NOT_PLACEMENT,
    UNSETTLED,
    count_value,
    decode_one,
    histograms,
    init_table,
    pick,
    pull_on_goal,
    reset_on_goal,
)
from .levels import SLAB, Progress, Step, slabs
from .model import AnalysisProgress, Distribution, TargetAnalysis
from .space import Space, build_space

LONGEST_CAP = 1000
SAMPLE_FROM = 10
SAMPLE_SIZE = 5
TABLE_FORMAT = "ricochet-distance-table/1"
USE_BLOCKS = True  # False: the earlier push / pull only (the bench's baseline)


def analyse_target(
    board: Board,
    robots: Sequence[str],
    target: TargetSpec,
    *,
    table_path: Path | None = None,
    progress: Progress | None = None,
) -> TargetAnalysis:
    """Solve every placement of `robots` for one target (ricochet rule off).

    Memory: one byte per index (`Space.total`: cells x C(cells, robots - 1) for a
    coloured target, C(cells, robots) for the vortex; 664 M bytes for four robots
    on a 16x16 board with its centre blocked), in RAM; with `table_path` the table
    is then saved there (a .npy file, its description beside it as .json) for
    `DistanceTable.open`.

    :raise GameError: from `check_analysable`.
    """
    check_analysable(board, robots, target)
    space = build_space(board, tuple(robots), resolve_target(board, target))
    started = time.perf_counter()
    # In memory, not a file map: numpy asks for huge pages, and random access to the
    # table is what the search waits on.
    dist = np.empty(space.total, np.uint8)
    levels = _search(space, dist, progress)
    result = summarise(space, dist, levels, time.perf_counter() - started)
    if table_path is not None:
        _save(table_path, dist, space, result)
    return result


def _save(table_path: Path, dist: Any, space: Space, result: TargetAnalysis) -> None:
    """Write the table (.npy) and its description beside it (.json)."""
    table_path.parent.mkdir(parents=True, exist_ok=True)
    np.save(table_path, dist, allow_pickle=False)
    _describe(table_path, space, result)


def _search(space: Space, dist: Any, progress: Progress | None) -> list[dict[str, Any]]:
    """Fill the table level by level; return what each level cost."""
    nl, m, cells, has_lead = space.kernel_args()
    binom = space.binom
    parts = slabs(space.total)
    t0 = time.perf_counter()
    if by_blocks(space):
        frontier = int(init_blocks(dist, nl, m, cells, space.goal, binom))
    else:
        frontier = sum(
            int(init_table(dist, lo, hi, nl, m, cells, has_lead, space.goal, binom))
            for lo, hi in parts
        )
    not_placements, _ = count_value(dist, NOT_PLACEMENT)
    placements = space.total - int(not_placements)
    settled, d = frontier, 0
    unsettled = placements - frontier
    levels = [_level(0, "init", frontier, time.perf_counter() - t0)]
    step = Step(space, dist, progress, placements, by_blocks(space))
    while frontier and unsettled:
        if d >= MAX_DISTANCE:
            raise RuntimeError("an optimum beyond the table's range")
        t0, c0 = time.perf_counter(), _cpu()
        mode = step.mode(frontier, unsettled)
        done = step.run(mode, d, settled)
        if mode == "pull-blocks":  # exact: each index is written by one thread
            frontier, unsettled = done, unsettled - done
        else:
            hits, open_ = count_value(dist, d + 1)
            frontier, unsettled = int(hits), int(open_)
        settled += frontier
        d += 1
        levels.append(_level(d, mode, frontier, time.perf_counter() - t0, _cpu() - c0))
        if progress is not None:
            progress(AnalysisProgress(d, settled, placements))
    level = settle_on_goal(space, dist, d)
    levels.append(level)
    if progress is not None:
        settled -= level["unsolvable"]
        progress(AnalysisProgress(d, settled, placements))
    return levels


def by_blocks(space: Space) -> bool:
    """Tell whether the table is worked a block at a time (a coloured target)."""
    return bool(USE_BLOCKS and space.has_lead)


def settle_on_goal(space: Space, dist: Any, top: int) -> dict[str, Any]:
    """Give the placements with a finishing robot already on the target their
    optimum: it must move off and back (docs/rules.md), so 0 is no answer.

    The search above seeded from them at 0; no other placement's optimum goes
    through them without a move onto the target, so only theirs change.
    """
    nl, m, cells, has_lead = space.kernel_args()
    t0 = time.perf_counter()
    seeds = int(reset_on_goal(dist, nl, m, cells, has_lead, space.goal, space.binom))
    left, d = seeds, 1  # a move off leads to a placement at 1 or more
    while left and d < MAX_DISTANCE:
        if has_lead:  # the lead on the goal: one index per set, `nl` apart
            done = int(
                pull_lead_on_goal(
                    dist, d, nl, m, cells, space.goal, space.nxt, space.binom
                )
            )
        else:
            done = int(
                pull_on_goal(
                    dist, d, nl, m, cells, 0, space.goal, space.nxt, space.binom
                )
            )
        left -= done
        d += 1
        if not done and d > top + 1:
            break
    level = _level(-1, "on-target", seeds - left, time.perf_counter() - t0)
    return {**level, "unsolvable": left}


def _level(
    d: int, mode: str, settled: int, seconds: float, cpu: float | None = None
) -> dict[str, Any]:
    """Describe one level of the search (`cpu`: processor seconds, every core)."""
    out = {
        "distance": d,
        "mode": mode,
        "settled": settled,
        "seconds": round(seconds, 3),
    }
    if cpu is not None:
        out["cpu"] = round(cpu, 3)
    return out


def _cpu() -> float:
    """Return the process's processor time so far (user + system, every thread)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def summarise(
    space: Space, dist: Any, levels: list[dict[str, Any]], seconds: float
) -> TargetAnalysis:
    """Count, pick the longest and the samples, certify."""
    nl, m, cells, has_lead = space.kernel_args()
    if by_blocks(space):
        hist = histogram_blocks(dist, nl, m, cells, space.on_target, space.binom)
    else:
        hist = histograms(dist, nl, m, cells, has_lead, space.on_target, space.binom)
    whole, off = _counts(hist[0]), _counts(hist[1])
    longest = _pick(
        space, dist, {whole[1]: (1, LONGEST_CAP)} if whole[0] else {}, False
    )
    strides = {
        d: (max(1, n // SAMPLE_SIZE), SAMPLE_SIZE)
        for d, n in enumerate(whole[0])
        if d >= SAMPLE_FROM and n and d != whole[1]
    }
    sampled = _pick(space, dist, strides, False)
    samples = {d: tuple(ps) for d, ps in sampled.items()}
    if whole[1] >= SAMPLE_FROM and whole[0]:
        top = longest[whole[1]]
        samples[whole[1]] = tuple(top[:: max(1, len(top) // SAMPLE_SIZE)][:SAMPLE_SIZE])
    off_longest = _pick(space, dist, {off[1]: (1, LONGEST_CAP)} if off[0] else {}, True)
    table_digest = _digest(dist)
    counts, maximum, unsolvable = whole
    placements = sum(counts) + unsolvable
    certificate = _certificate(counts, unsolvable, placements, table_digest)
    settled = sum(counts)
    return TargetAnalysis(
        target=space.target,
        robots=space.robots,
        placements=placements,
        counts=counts,
        unsolvable=unsolvable,
        maximum=maximum,
        longest=tuple(longest.get(maximum, [])),
        samples=dict(sorted(samples.items())),
        off_targets=Distribution(
            sum(off[0]) + off[2],
            off[0],
            off[2],
            off[1],
            tuple(off_longest.get(off[1], [])),
        ),
        certificate=certificate,
        seconds=seconds,
        stats={
            "indices": space.total,
            "table_bytes": space.total,
            "table_digest": table_digest,
            "settled_per_second": round(settled / seconds) if seconds else 0,
            "levels": levels,
        },
    )


def _counts(row: Any) -> tuple[tuple[int, ...], int, int]:
    """Return (counts by distance, maximum, unsolvable) of one histogram row."""
    solved = [int(n) for n in row[: MAX_DISTANCE + 1]]
    while solved and solved[-1] == 0:
        solved.pop()
    return tuple(solved), max(len(solved) - 1, 0), int(row[UNSETTLED])


def _pick(
    space: Space, dist: Any, want: dict[int, tuple[int, int]], off_only: bool
) -> dict[int, list[dict[str, tuple[int, int]]]]:
    """Return the placements chosen per distance: every stride-th, at most cap."""
    stride = np.zeros(256, np.int64)
    cap = np.zeros(256, np.int64)
    for d, (s, c) in want.items():
        stride[d], cap[d] = s, c
    if not want:
        return {}
    nl, m, cells, has_lead = space.kernel_args()
    if by_blocks(space):
        found = pick_blocks(
            dist, nl, m, cells, space.on_target, space.binom, stride, off_only, cap
        )
    else:
        found = pick(
            dist,
            nl,
            m,
            cells,
            has_lead,
            space.on_target,
            space.binom,
            stride,
            off_only,
            cap,
        )
    out: dict[int, list[dict[str, tuple[int, int]]]] = {}
    for idx in found:
        lead, members = decode_one(int(idx), nl, m, cells, space.binom)
        out.setdefault(int(dist[idx]), []).append(space.placement(lead, members))
    return out


def _digest(dist: Any) -> str:
    """Return the BLAKE2b-256 digest of the table's bytes in index order."""
    h = hashlib.blake2b(digest_size=32)
    for lo in range(0, dist.shape[0], SLAB):
        h.update(np.ascontiguousarray(dist[lo : lo + SLAB]).tobytes())
    return h.hexdigest()


def _certificate(
    counts: tuple[int, ...], unsolvable: int, placements: int, table: str
) -> str:
    """Return the digest of the per-distance counts and of the table."""
    body = {
        "counts": list(counts),
        "placements": placements,
        "table": table,
        "unsolvable": unsolvable,
    }
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=32).hexdigest()


def _describe(table_path: Path, space: Space, result: TargetAnalysis) -> None:
    """Write the table's description beside it (what `DistanceTable.open` reads)."""
    meta = {
        "format": TABLE_FORMAT,
        "board": space.board.to_json(),
        "robots": list(space.robots),
        "target": space.target.to_json(),
        "certificate": result.certificate,
        "maximum": result.maximum,
    }
    description_path(table_path).write_text(json.dumps(meta, sort_keys=True) + "\n")


def description_path(table_path: Path) -> Path:
    """Return where a table's description lives."""
    return table_path.with_suffix(".json")
