"""The trainer's use-cases return typed results that its response schemas dump
(the compiled dump gives marshmallow's), with every field the schema names."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
import pytest
from flask import Flask

from service.library import store
from service.trainer.attempts import attempt
from service.trainer.picking import NextPuzzle, next_shown
from service.trainer.runs import RunView, answer, start_run
from service.trainer.stats import player_dashboard
from service.web.api.dumpers import compile_dump
from service.web.schemas.trainer import (
    TrainerAttemptSchema,
    TrainerPuzzleSchema,
    TrainerRunSchema,
)
from service.web.schemas.trainpage import TrainPageMeSchema
from tests.trainer.helpers import optimal

pytestmark = pytest.mark.redis


def dumped(schema: ma.Schema, result: Any) -> dict[str, Any]:
    """Dump a result both ways; check they agree and name every field."""
    data: dict[str, Any] = schema.dump(result)
    assert compile_dump(schema)(result) == data
    assert set(data) == set(schema.dump_fields)
    return data


def test_runs_next_puzzles_attempts_and_dashboards_dump_from_typed_results(
    app: Flask, library: list[store.Entry]
) -> None:
    with app.app_context():
        run = start_run("typed-client", "ann", "timed")
        assert isinstance(run, RunView)
        shown = dumped(TrainerRunSchema(), run)
        assert shown["status"] == "running" and shown["last"] is None
        assert shown["puzzle"]["id"] == run.puzzle_id
        assert "optimal_moves" not in shown["puzzle"]
        solution = optimal(library, run.puzzle_id)
        answered = dumped(TrainerRunSchema(), answer("typed-client", run.id, solution))
        assert answered["score"] == 1 and answered["last"]["right"] is True

        nxt = next_shown("typed-client", "bob")
        assert isinstance(nxt, NextPuzzle)
        puzzle = dumped(TrainerPuzzleSchema(), nxt)
        assert puzzle["id"] == nxt.id and puzzle["target_rating"] == nxt.target_rating
        result = attempt("typed-client", "bob", nxt.id, optimal(library, nxt.id))
        verdict = dumped(TrainerAttemptSchema(), result)
        assert verdict["won"] is True and verdict["player"]["delta"] > 0

        me = dumped(TrainPageMeSchema(), player_dashboard("typed-client", "ann", 30))
        assert me["best"] == {"streak": 0, "timed": 0}  # the timed run still runs
