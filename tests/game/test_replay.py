"""Replaying an answer against hidden puzzles, in every orientation and placement."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from service.game.check import check_solution
from service.game.fingerprint import SYMMETRIES
from service.game.notation import Move
from service.game.puzzle import parse_puzzle
from service.game.replay import (
    gives_away,
    pack,
    turn_cell,
    unturn_cell,
    unturn_direction,
)
from service.game.solver import Limits, solve
from tests.game.helpers import classic_spec, small_spec, transformed
from tests.helpers.variants import board_variants, shifted


def optimal(spec: dict[str, Any]) -> list[Move]:
    """Return an optimal answer of a spec."""
    result = solve(parse_puzzle(spec), limits=Limits(max_seconds=30))
    assert result.solution, result
    return list(result.solution)


def reference(
    puzzle: Any, answer: list[Move], found_for: Any = None, by_cell: bool = False
) -> bool:
    """Tell whether a prefix of the answer, in some orientation, solves the puzzle,
    with the plain checker: robots read by colour, and with `by_cell` also by the
    robot on each one's start cell once `found_for` is laid over the puzzle target
    on target."""
    for symmetry in SYMMETRIES:
        namings = [{r: r for r, _ in answer}]
        if by_cell:
            namings.append(cell_names(puzzle, found_for, symmetry))
        for names in namings:
            moves = [
                (names.get(r, "?"), unturn_direction(symmetry, d)) for r, d in answer
            ]
            for k in range(1, len(moves) + 1):
                if (
                    "?" not in dict(moves[:k])
                    and check_solution(puzzle, moves[:k]).solved
                ):
                    return True
    return False


def cell_names(hidden: Any, found_for: Any, symmetry: Any) -> dict[str, str]:
    """Name found_for's robots by the hidden robots on their cells, target on target."""
    w, h = found_for.board.width, found_for.board.height
    w, h = (h, w) if symmetry[0] else (w, h)
    tx, ty = unturn_cell(symmetry, found_for.target.cell, w, h)
    hx, hy = hidden.target.cell
    standing = {cell: color for color, cell in hidden.robots}
    names = {}
    for color, cell in found_for.robots:
        x, y = unturn_cell(symmetry, cell, w, h)
        if (hx + x - tx, hy + y - ty) in standing:
            names[color] = standing[(hx + x - tx, hy + y - ty)]
    return names


def decoys(count: int, answer: list[Move]) -> list[tuple[str, Any]]:
    """Return hidden puzzles that the answer does not solve (by the reference)."""
    found: list[tuple[str, Any]] = []
    seed = 100
    while len(found) < count:
        puzzle = parse_puzzle(small_spec(seed))
        if not reference(puzzle, answer):
            found.append((f"decoy{seed}", puzzle))
        seed += 1
    return found


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_a_turned_answer_gives_the_original_away(symmetry: Any) -> None:
    spec = small_spec(4)
    variant = transformed(spec, *symmetry)
    answer = optimal(variant)
    hidden = pack([*decoys(3, answer), ("hidden", parse_puzzle(spec))])
    assert gives_away(hidden, parse_puzzle(variant), answer) == "hidden"


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_a_shifted_turned_answer_gives_the_original_away(symmetry: Any) -> None:
    spec = {**classic_spec(), "rules": {"ricochet_rule": False}}
    variant = transformed(shifted(spec), *symmetry)
    answer = optimal(variant)
    hidden = pack([("hidden", parse_puzzle(spec))])
    assert check_solution(parse_puzzle(variant), answer).solved
    assert gives_away(hidden, parse_puzzle(variant), answer) == "hidden"


def test_wider_and_shifted_boards_give_the_original_away() -> None:
    spec = small_spec(6)
    for name, variant, _ in board_variants(spec):
        answer = optimal(variant)
        hidden = pack([*decoys(2, answer), ("hidden", parse_puzzle(spec))])
        assert gives_away(hidden, parse_puzzle(variant), answer) == "hidden", name


def test_cells_turn_and_turn_back() -> None:
    for symmetry in SYMMETRIES:
        w, h = (6, 7) if symmetry[0] else (7, 6)
        for cell in [(0, 0), (6, 5), (2, 3)]:
            turned = turn_cell(symmetry, cell, w, h)
            assert unturn_cell(symmetry, turned, w, h) == cell


def test_swapped_colours_are_read_by_cell_even_shifted() -> None:
    spec = classic_spec()  # no diagonals: swapping two robots' colours plays the same
    answer = optimal(spec)
    variant = copy.deepcopy(shifted(spec))
    variant["robots"]["red"], variant["robots"]["green"] = (
        variant["robots"]["green"],
        variant["robots"]["red"],
    )
    variant["target"]["color"] = "green"
    names = {"red": "green", "green": "red"}
    renamed = [(names.get(r, r), d) for r, d in answer]
    swapped = parse_puzzle(variant)
    assert check_solution(swapped, renamed).solved
    assert gives_away(pack([("hidden", parse_puzzle(spec))]), swapped, renamed)


def test_an_answer_through_the_hidden_answer_gives_it_away() -> None:
    spec = small_spec(0)  # 5 moves: one fewer is still a protected optimum
    hidden_puzzle = parse_puzzle(spec)
    answer = optimal(spec)
    robots = dict(hidden_puzzle.robots)
    idle = next(c for c in ("blue", "green", "red") if c in robots)
    longer = [*answer, (idle, "N"), (idle, "S")]  # a longer answer of another puzzle
    hidden = pack([("hidden", hidden_puzzle)])
    assert gives_away(hidden, hidden_puzzle, longer) == "hidden"
    assert gives_away(hidden, hidden_puzzle, answer[:-1]) is None
    at_optimum = pack([("hidden", hidden_puzzle)], {"hidden": len(answer)})
    assert gives_away(at_optimum, hidden_puzzle, longer) == "hidden"
    # a prefix longer than the optimum does not count; the whole answer does
    below = pack([("hidden", hidden_puzzle)], {"hidden": len(answer) - 1})
    assert gives_away(below, hidden_puzzle, longer) is None
    assert gives_away(below, hidden_puzzle, answer) == "hidden"


def test_a_hidden_puzzle_of_fewer_than_four_proven_moves_is_not_replayed() -> None:
    """A short puzzle has too few move sequences to keep secret (4,096 for three
    moves of four robots): an answer that solves one is not withheld for it, while
    the same puzzle with its optimum unknown, or a longer one, stays a target."""
    seed = next(s for s in range(200) if 1 <= len(optimal(small_spec(s))) <= 3)
    spec = small_spec(seed)
    puzzle = parse_puzzle(spec)
    answer = optimal(spec)
    proven = pack([("short", puzzle)], {"short": len(answer)})
    assert len(proven) == 0 and gives_away(proven, puzzle, answer) is None
    unknown = pack([("short", puzzle)])
    assert gives_away(unknown, puzzle, answer) == "short"
    long_seed = next(s for s in range(200) if len(optimal(small_spec(s))) >= 4)
    longer = parse_puzzle(small_spec(long_seed))
    long_answer = optimal(small_spec(long_seed))
    kept = pack([("long", longer)], {"long": len(long_answer)})
    assert gives_away(kept, longer, long_answer) == "long"


def test_what_does_not_solve_is_not_taken() -> None:
    spec = small_spec(4)
    puzzle = parse_puzzle(spec)
    answer = optimal(spec)
    hidden = pack([("hidden", puzzle)])
    assert gives_away(hidden, puzzle, []) is None
    assert gives_away(hidden, puzzle, [("red", "X")]) is None
    assert gives_away(hidden, puzzle, [("white", "N")]) is None
    assert gives_away(pack([]), puzzle, answer) is None
    assert gives_away(pack(decoys(5, answer)), puzzle, answer) is None
    assert gives_away(hidden, puzzle, answer, skip={"hidden"}) is None


def test_the_kernel_agrees_with_the_checker() -> None:
    """On random answers, the kernel finds exactly what the plain checker finds."""
    import random

    rng = random.Random(7)
    for seed in range(60):
        spec = small_spec(seed)
        if seed % 2:  # without diagonals the kernel reads a stop table instead
            spec["board"]["diagonals"] = []
        puzzle = parse_puzzle(spec)
        colors = [c for c, _ in puzzle.robots]
        hidden = pack([("hidden", puzzle)])
        for _ in range(20):
            answer = [(rng.choice(colors), rng.choice("NESW")) for _ in range(4)]
            found = gives_away(hidden, puzzle, answer) == "hidden"
            expected = reference(puzzle, answer, puzzle, by_cell=True)
            assert found == expected, (seed, answer)
        assert gives_away(hidden, puzzle, optimal(spec)) == "hidden"


def test_the_kernel_agrees_with_the_checker_on_many_boards_and_rules() -> None:
    """Packed together (boards end to end), with and without the ricochet rule and
    diagonals, robots read by cell from another puzzle: on each puzzle's optimal
    answer, turned, cut or lengthened, and on random answers, the kernel finds
    the first puzzle the plain checker finds."""
    import random

    rng = random.Random(11)
    specs, puzzles, answers_of = [], [], []
    for seed in range(12):
        spec = small_spec(seed)
        if seed % 4 < 2:
            spec["board"]["diagonals"] = []
        spec["rules"] = {"ricochet_rule": seed % 2 == 1}
        specs.append(spec)
        answers_of.append(optimal(spec))
    for n, row in enumerate(reference_positions()[:4]):  # robots stop on robots
        rule = n % 2 == 0
        spec = {k: row[k] for k in ("board", "robots", "target")}
        specs.append({**spec, "rules": {"ricochet_rule": rule}})
        moves = row["solution_ricochet_rule" if rule else "solution"]
        answers_of.append([(r, d) for r, d in moves])
    for seed, spec in enumerate(specs):
        puzzles.append((f"p{seed}", parse_puzzle(spec)))
    hidden = pack(puzzles)
    kinds = set()
    for i, best in enumerate(answers_of):
        found_for = puzzles[(i + 5) % len(puzzles)][1]
        colors = [c for c, _ in found_for.robots]
        answers = [[(rng.choice(colors), rng.choice("NESW")) for _ in range(4)]]
        for symmetry in rng.sample(SYMMETRIES, 3):
            turned = [(r, unturn_direction(symmetry, d)) for r, d in best]
            answers += [turned, turned[:-1], turned + [(rng.choice(colors), "N")]]
        for answer in answers:
            expected = [
                name
                for name, puzzle in puzzles
                if reference(puzzle, answer, found_for, by_cell=True)
            ]
            found = gives_away(hidden, found_for, answer)
            assert found == (expected[0] if expected else None), (i, answer)
            kinds |= {kind(dict(puzzles)[name]) for name in expected}
    assert kinds == {(a, b) for a in (False, True) for b in (False, True)}, kinds


def kind(puzzle: Any) -> tuple[bool, bool]:
    """Return whether a puzzle has diagonals, and whether its rule is on."""
    return bool(puzzle.board.diagonals), bool(puzzle.ricochet_rule)


def reference_positions() -> list[dict[str, Any]]:
    """Return the reference positions shipped with the core (16 x 16, with their
    optimal solutions under either rule)."""
    import gzip
    import json
    from importlib import resources

    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with path.open("rb") as raw, gzip.open(raw, "rt") as lines:
        return [json.loads(line) for line in lines]
