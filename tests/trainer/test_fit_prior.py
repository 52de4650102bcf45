"""`ricochet trainer fit-prior`: the prior refitted on the stored settled ratings."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import sqlalchemy as sa
from flask import Flask

from service.game.rating.prior import load_model
from service.infra.extensions import db
from service.library.models import LibraryPuzzle, PuzzleRating
from service.tools.bench.library import fill_library
from service.tools.cli import main
from service.tools.research.synthetic import TRUE_MODEL, synthetic_features

SETTLED, FRESH = 40, 10


def store_rated_library(app: Flask) -> None:
    """Store SETTLED puzzles rated exactly by TRUE_MODEL with 30 attempts each, and
    FRESH ones rated far off with 5 (too few: the fit must leave them out)."""
    rng = random.Random(9)
    with app.app_context():
        rows = fill_library(SETTLED + FRESH)
        for n, row in enumerate(rows):
            features = synthetic_features(rng)
            settled = n < SETTLED
            rating = TRUE_MODEL.rating(features).rating if settled else 9000.0
            db.session.execute(
                sa.update(LibraryPuzzle)
                .where(LibraryPuzzle.puzzle_id == row["puzzle_id"])
                .values(features=features)
            )
            db.session.add(
                PuzzleRating(
                    puzzle_id=row["puzzle_id"],
                    rating=rating,
                    rd=80.0,
                    volatility=0.09,
                    attempts=30 if settled else 5,
                    wins=10,
                )
            )
        db.session.commit()


def test_fit_prior_reads_settled_puzzles_prints_and_writes_the_fit(
    app: Flask,
    database_url: str,
    redis_url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    store_rated_library(app)
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("REDIS_URL", redis_url)
    out = tmp_path / "prior.json"
    code = main(["trainer", "fit-prior", "--write", "--output", str(out)])
    printed = capsys.readouterr().out
    assert code == 0, printed
    assert f"fit of {SETTLED} puzzles with 30+ rated attempts" in printed
    assert "R^2 1.000" in printed
    model = load_model(out)
    for name, weight in TRUE_MODEL.weights.items():
        assert model.weights[name] == pytest.approx(weight, abs=0.01), name
    assert model.rating({"optimal_moves": 9}).rating == pytest.approx(
        TRUE_MODEL.rating({"optimal_moves": 9}).rating, abs=0.1
    )


def test_too_few_settled_puzzles_exit_2(
    app: Flask,
    database_url: str,
    redis_url: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("REDIS_URL", redis_url)
    assert main(["trainer", "fit-prior", "--min-attempts", "30"]) == 2
    assert "need at least" in capsys.readouterr().err
