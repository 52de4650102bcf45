"""Generation: deterministic from (date, secret), proven optima inside their tiers,
real classic layouts, bounded budgets, unfillable tiers reported."""

from __future__ import annotations

import hashlib
import hmac
import random
import time
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest

from service.daily.generate import DayPlan, day_seed, plan_day
from service.daily.settings import (
    GenerationSettings,
    Tier,
    daily_secret,
    generation_settings,
    parse_tiers,
)
from service.game.check import check_solution
from service.game.layouts import board_for_code, enumerate_layouts
from service.game.solver import Limits, solve
from service.infra.config import Config
from tests.daily.helpers import config_with

DAY = date(2026, 3, 14)
SECRET = b"test-secret"


def fingerprint(plan: DayPlan) -> dict[str, object]:
    """Return what must repeat exactly: layouts and each tier's puzzle and answer."""
    return {
        "layouts": [layout.code for layout in plan.layouts],
        "diagonals": plan.diagonals,
        "found": {
            name: (
                f.puzzle.puzzle_id,
                f.layout,
                f.result.optimal_moves,
                f.result.solution,
            )
            for name, f in plan.found.items()
        },
        "candidates": plan.candidates,
        "nodes": plan.nodes,
    }


def test_same_date_and_secret_give_the_same_day(
    small_settings: GenerationSettings,
) -> None:
    first = plan_day(DAY, SECRET, small_settings)
    second = plan_day(DAY, SECRET, small_settings)
    assert first.found, "the small tiers fill within the budget"
    assert fingerprint(first) == fingerprint(second)


def test_different_dates_and_secrets_give_different_days(
    small_settings: GenerationSettings,
) -> None:
    days = [plan_day(DAY + timedelta(days=i), SECRET, small_settings) for i in range(5)]
    other = plan_day(DAY, b"another-secret", small_settings)
    ids = [{f.puzzle.puzzle_id for f in p.found.values()} for p in [*days, other]]
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            assert not a & b, "no puzzle appears on two days"
    assert day_seed(SECRET, DAY) != day_seed(SECRET, DAY + timedelta(days=1))
    assert day_seed(SECRET, DAY) != day_seed(b"another-secret", DAY)


def test_seed_is_hmac_sha256_of_the_iso_date() -> None:
    digest = hmac.new(SECRET, b"2026-03-14", hashlib.sha256).digest()
    assert day_seed(SECRET, DAY) == int.from_bytes(digest, "big")


def test_every_tier_puzzle_is_proven_optimal_within_its_range(
    small_settings: GenerationSettings,
) -> None:
    for offset in range(4):
        plan = plan_day(DAY + timedelta(days=offset), SECRET, small_settings)
        assert set(plan.found) == {t.name for t in small_settings.tiers}
        for found in plan.found.values():
            result = found.result
            assert result.status == "optimal" and result.proven
            assert result.optimal_moves is not None
            assert found.tier.contains(result.optimal_moves)
            puzzle = found.puzzle
            assert puzzle.ricochet_rule
            assert puzzle.board == board_for_code(found.layout)
            assert {c for c, _ in puzzle.robots} == {"red", "green", "blue", "yellow"}
            assert any(t.cell == puzzle.target.cell for t in puzzle.board.targets)
            verdict = check_solution(puzzle, list(result.solution or []))
            assert verdict.solved and verdict.moves == result.optimal_moves
            # an independent search agrees that nothing shorter exists
            again = solve(puzzle, limits=Limits(max_depth=result.optimal_moves))
            assert again.optimal_moves == result.optimal_moves


def test_a_tier_out_of_reach_is_reported_not_filled(
    small_settings: GenerationSettings,
) -> None:
    tiers = (*small_settings.tiers[:1], Tier("impossible", 40, 45))
    settings = replace(small_settings, tiers=tiers, candidates=30)
    plan = plan_day(DAY, SECRET, settings)
    assert "impossible" not in plan.found
    assert [t.name for t in plan.unfilled(tiers)] == ["impossible"]
    assert plan.candidates == 30  # it kept trying until the budget ran out


def test_the_node_budget_bounds_a_day(small_settings: GenerationSettings) -> None:
    settings = replace(
        small_settings,
        tiers=(Tier("deep", 12, None),),
        max_depth=14,
        node_budget=300_000,
        solve_nodes=100_000,
    )
    started = time.perf_counter()
    plan = plan_day(DAY, SECRET, settings)
    assert plan.nodes <= settings.node_budget + settings.solve_nodes
    assert plan.candidates < settings.candidates
    assert time.perf_counter() - started < 5


def test_a_layout_switch_keeps_the_day_deterministic(
    small_settings: GenerationSettings,
) -> None:
    settings = replace(
        small_settings,
        tiers=(Tier("impossible", 40, 45),),
        candidates=7,
        layout_candidates=3,
    )
    plan = plan_day(DAY, SECRET, settings)
    assert len(plan.layouts) == 3  # candidates 0-2, 3-5 and 6
    assert fingerprint(plan) == fingerprint(plan_day(DAY, SECRET, settings))


def test_puzzles_used_by_other_days_are_skipped(
    small_settings: GenerationSettings,
) -> None:
    taken = {
        f.puzzle.puzzle_id for f in plan_day(DAY, SECRET, small_settings).found.values()
    }
    plan = plan_day(DAY, SECRET, small_settings, is_used=taken.__contains__)
    assert set(plan.found) == {t.name for t in small_settings.tiers}
    assert not taken & {f.puzzle.puzzle_id for f in plan.found.values()}


@pytest.mark.parametrize("share", [0.0, 1.0])
def test_diagonal_share_picks_the_layout_family(
    small_settings: GenerationSettings, share: float
) -> None:
    settings = replace(small_settings, diagonal_share=share)
    for offset in range(3):
        plan = plan_day(DAY + timedelta(days=offset), SECRET, settings)
        assert plan.diagonals is (share == 1.0)
        assert all(layout.has_diagonals is plan.diagonals for layout in plan.layouts)


def test_about_the_configured_share_of_days_have_diagonals() -> None:
    settings = generation_settings(config_with(DAILY_DIAGONAL_SHARE=0.3))
    # the choice is the seeded stream's first draw, so no puzzle needs solving here
    picks = [
        random.Random(day_seed(SECRET, DAY + timedelta(days=i))).random()
        < settings.diagonal_share
        for i in range(400)
    ]
    assert 0.2 < sum(picks) / len(picks) < 0.4
    assert len([lay for lay in enumerate_layouts() if lay.has_diagonals]) > 0


def test_tier_settings_are_validated() -> None:
    good = parse_tiers(
        [{"name": "a", "min": 1, "max": 3}, {"name": "b", "min": 4, "max": None}]
    )
    assert good[1].contains(99) and not good[0].contains(4)
    bad = [
        [],
        [{"name": "A B", "min": 1, "max": 2}],
        [{"name": "a", "min": 0, "max": 2}],
        [{"name": "a", "min": 3, "max": 2}],
        [{"name": "a", "min": 1, "max": 5}, {"name": "b", "min": 5, "max": 6}],
        [{"name": "a", "min": 1, "max": None}, {"name": "b", "min": 5, "max": 6}],
        [{"name": "a", "min": 1, "max": 2}, {"name": "a", "min": 3, "max": 4}],
    ]
    for tiers in bad:
        with pytest.raises(ValueError):
            parse_tiers(tiers)


def test_secret_comes_from_config_or_one_generated_file(tmp_path: Path) -> None:
    assert daily_secret({"DAILY_SECRET": "abc"}) == b"abc"
    path = tmp_path / "var" / "daily-secret"
    first = daily_secret({"DAILY_SECRET": None, "DAILY_SECRET_FILE": str(path)})
    second = daily_secret({"DAILY_SECRET": "", "DAILY_SECRET_FILE": str(path)})
    assert first == second and len(first) == 64
    assert path.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["daily-secret"]


@pytest.mark.slow
def test_a_real_day_fills_the_real_tiers_within_its_budget() -> None:
    """The production tiers (easy 4-6 ... expert 15+) and budget on one real day."""
    settings = generation_settings({k: getattr(Config, k) for k in dir(Config)})
    assert [t.name for t in settings.tiers] == ["easy", "medium", "hard", "expert"]
    plan = plan_day(date(2026, 1, 2), SECRET, settings)
    assert plan.nodes <= settings.node_budget + settings.solve_nodes
    assert set(plan.found) | {t.name for t in plan.unfilled(settings.tiers)} == {
        t.name for t in settings.tiers
    }
    assert {"easy", "medium", "hard"} <= set(plan.found)
    for found in plan.found.values():
        moves = found.result.optimal_moves
        assert found.result.proven and moves is not None and found.tier.contains(moves)
        verdict = check_solution(found.puzzle, list(found.result.solution or []))
        assert verdict.solved and verdict.moves == moves


def test_generation_searches_through_the_shared_batch_path(
    small_settings: GenerationSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from service.game import batch

    expected = fingerprint(plan_day(DAY, SECRET, small_settings))
    searched: list[str] = []
    real = batch.solve

    def counting(puzzle: object, **kwargs: object) -> object:
        searched.append(puzzle.puzzle_id)
        return real(puzzle, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(batch, "solve", counting)
    plan = plan_day(DAY, SECRET, small_settings)
    assert len(searched) == plan.candidates > 0  # every candidate, one process
    assert fingerprint(plan) == expected  # the same day, candidate for candidate
