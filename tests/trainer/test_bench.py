"""The trainer's bench on a tiny population: every call answers, every attempt it
times is a first (rated) one, and the table says whether each goal was met."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from service.tools.bench import trainer
from service.tools.bench.http_load import serve

pytestmark = pytest.mark.slow


def test_the_bench_times_next_the_baseline_and_rated_first_attempts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("BENCH_DATABASE_URL", raising=False)
    monkeypatch.delenv("TEST_DATABASE_URL", raising=False)  # SQLite: quick
    monkeypatch.setattr(trainer, "ATTEMPTS_EACH", 5)
    monkeypatch.setattr(trainer, "NEAR", 20)
    with trainer._database() as (url, kind), tempfile.TemporaryDirectory() as tmp:
        redis_url, keep = trainer._redis(Path(tmp))
        keys = trainer._seed(url, redis_url, 400, 60)
        env = trainer._env(url, redis_url)
        with serve("service.web.wsgi:app", env, 1, Path(tmp) / "access.log") as port:
            times = trainer._measure(port, keys, 60, 20)
        del keep
    assert kind == "SQLite" and len(keys) == trainer.CLIENTS
    assert all(len(times[name]) == 20 for name in ("baseline", "next", "attempt"))
    assert all(t > 0 for t in times["next"] + times["attempt"])
    trainer._report(times)
    printed = capsys.readouterr().out
    assert printed.count("goal: ") == 2 and "GET /v1/puzzles/{id} (baseline)" in printed
