"""Replaying an answer against a puzzle it may solve, under each symmetry."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from service.game.check import check_solution
from service.game.fingerprint import SYMMETRIES
from service.game.notation import Move
from service.game.puzzle import parse_puzzle
from service.game.replay import (
    probe_key,
    solves_under,
    target_keys,
    turn_cell,
    unturn_cell,
)
from service.game.solver import Limits, solve

from .test_fingerprint import classic_spec, small_spec, transformed


def optimal(spec: dict[str, Any]) -> list[Move]:
    """Return an optimal answer of a spec."""
    result = solve(parse_puzzle(spec), limits=Limits(max_seconds=30))
    assert result.solution, result
    return list(result.solution)


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_a_turned_answer_is_found_and_solves_the_original(symmetry: Any) -> None:
    spec = small_spec(4)
    hidden = parse_puzzle(spec)
    turned = parse_puzzle(transformed(spec, *symmetry))
    answer = optimal(transformed(spec, *symmetry))
    found = [s for k, s in target_keys(hidden) if k == probe_key(turned)]
    assert symmetry in found
    assert solves_under(hidden, symmetry, turned, answer)
    assert check_solution(turned, answer).solved


def test_cells_turn_and_turn_back() -> None:
    for symmetry in SYMMETRIES:
        w, h = (6, 7) if symmetry[0] else (7, 6)
        for cell in [(0, 0), (6, 5), (2, 3)]:
            turned = turn_cell(symmetry, cell, w, h)
            assert unturn_cell(symmetry, turned, w, h) == cell


def test_swapped_colours_are_read_by_cell() -> None:
    spec = classic_spec()  # no diagonals: swapping two robots' colours plays the same
    answer = optimal(spec)
    hidden = parse_puzzle(spec)
    variant = copy.deepcopy(spec)
    variant["robots"]["red"], variant["robots"]["green"] = (
        spec["robots"]["green"],
        spec["robots"]["red"],
    )
    variant["target"]["color"] = "green"
    names = {"red": "green", "green": "red"}
    renamed = [(names.get(r, r), d) for r, d in answer]
    swapped = parse_puzzle(variant)
    assert check_solution(swapped, renamed).solved
    assert solves_under(hidden, SYMMETRIES[0], swapped, renamed)


def test_an_answer_that_does_not_solve_is_not_taken() -> None:
    spec = small_spec(4)
    hidden = parse_puzzle(spec)
    answer = optimal(spec)
    assert not solves_under(hidden, SYMMETRIES[0], hidden, answer[:-1])
    assert not solves_under(hidden, SYMMETRIES[0], hidden, [])
    assert not solves_under(hidden, SYMMETRIES[0], hidden, [("red", "X")])
    assert solves_under(hidden, SYMMETRIES[0], hidden, answer)
