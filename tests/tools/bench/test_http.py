"""The HTTP bench compares like with like: balanced wrk runs, rotated order, one
set of hot-path goals."""

from __future__ import annotations

from typing import Any

import pytest

from service.tools.bench import http, http_app, wrk


def test_a_run_where_one_worker_took_the_connections_is_lopsided() -> None:
    assert wrk.lopsided({1: 0.0, 2: 2.1})
    assert wrk.lopsided({1: 0.3, 2: 2.1})
    assert not wrk.lopsided({1: 1.0, 2: 1.3})
    assert not wrk.lopsided({1: 2.0})  # one worker: nothing to balance
    assert not wrk.lopsided({1: 0.0, 2: 0.0})


def test_cpu_shares_count_a_new_worker_from_zero() -> None:
    assert wrk.cpu_shares({1: 5.0}, {1: 6.5, 2: 0.5}) == {1: 1.5, 2: 0.5}


class FakeServers:
    """Stands in for wrk and /proc: each run's per-worker CPU comes from a script."""

    def __init__(self, lopsided_runs: set[int]) -> None:
        self.calls: list[str] = []
        self.lopsided_runs = lopsided_runs
        self.cpu = {name: {1: 0.0, 2: 0.0} for name in ("api", "bare")}

    def run_wrk(self, url: str, *_: Any) -> wrk.WrkResult:
        """Record the run; lopsided ones load one worker and do half the work."""
        self.calls.append(url)
        skewed = len(self.calls) in self.lopsided_runs
        shares = self.cpu[url]
        shares[1] += 0.0 if skewed else 1.0
        shares[2] += 2.0 if skewed else 1.0
        return wrk.WrkResult(rps=500.0 if skewed else 1000.0, p50_ms=1.0)

    def worker_cpu_seconds(self, port: int) -> dict[int, float]:
        """Return the per-worker CPU of the server on `port`."""
        return dict(self.cpu["api" if port == 1 else "bare"])


def test_side_by_side_rotates_and_redoes_lopsided_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = FakeServers(lopsided_runs={2})  # the first bare run is lopsided
    monkeypatch.setattr(wrk, "run_wrk", fake.run_wrk)
    monkeypatch.setattr(wrk, "worker_cpu_seconds", fake.worker_cpu_seconds)
    targets = {"api": (1, "api"), "bare": (2, "bare")}
    results = wrk.side_by_side(targets, "GET", None, 8, rounds=2, seconds=1)
    assert fake.calls == ["api", "bare", "bare", "bare", "api"]
    assert results["bare"].redone == 1 and results["api"].redone == 0
    assert results["bare"].rps == results["api"].rps == 1000.0


def test_one_set_of_hot_path_goals() -> None:
    ids, rows = ["p"], [{"solution_ricochet_rule": [["r", "N"]]}]
    hot = [name for name, *_ in http.hot_paths(ids, rows)]
    assert hot == list(http.WRK_GOALS)
    batch = [name for name, *_ in http.scenarios(ids, rows)]
    assert batch and all(name.startswith("batch") for name in batch)


@pytest.mark.parametrize("size", [2, 9, 10, 90, 2001])
def test_the_bare_endpoint_answers_a_body_of_the_asked_size(size: int) -> None:
    client = http_app.create_bare_app().test_client()
    for response in (
        client.get(f"/bare/{size}"),
        client.post(f"/bare/{size}", json={"solution": "rN"}),
    ):
        assert response.status_code == 200
        assert len(response.data) == size and response.is_json
        assert isinstance(response.get_json(), dict)


def test_every_bench_server_runs_make_runs_gunicorn_settings() -> None:
    from service.tools.bench.http_load import server_command
    from service.tools.devserver import gunicorn_command

    ours, make_run = server_command("x:app", 9999, 1), gunicorn_command(9999)
    assert ours == [*make_run[:-1], "--workers", "1", "x:app"]


def test_the_shipped_environment_keeps_the_defaults(tmp_path: Any) -> None:
    from service.tools.bench.http_load import Sandbox

    env = {"RICOCHET_RATELIMIT_ENABLED": "false", "RICOCHET_LOG_LEVEL": "WARNING"}
    box = Sandbox(tmp_path, "sqlite://", "redis://", {**env, "LOG_LEVEL": "ERROR"})
    shipped, tuned = http.shipped_env(box, "s"), http.tuned_env(box)
    assert not any(
        k.startswith(("RICOCHET_RATELIMIT_ENABLED", "LOG_")) for k in shipped
    )
    assert "RICOCHET_LOG_LEVEL" not in shipped and shipped["PROMETHEUS_MULTIPROC_DIR"]
    assert tuned["RICOCHET_RATELIMIT_ENABLED"] == "false"
    assert tuned["RICOCHET_LOG_LEVEL"] == "WARNING"


REPORT = """Running 2s test @ http://127.0.0.1:1/x
  Latency Distribution
     50%  526.00us
  Socket errors: connect 0, read 0, write 0, timeout 1
Requests/sec:   3819.76
"""


def test_a_slow_request_is_tail_not_failure_but_a_broken_socket_fails() -> None:
    result = wrk.parse(REPORT, "x")
    assert result.rps == 3819.76 and result.p50_ms == 0.526
    with pytest.raises(RuntimeError, match="Socket errors"):
        wrk.parse(REPORT.replace("read 0", "read 3"), "x")
    with pytest.raises(RuntimeError, match="Non-2xx"):
        wrk.parse(REPORT + "  Non-2xx or 3xx responses: 4\n", "x")
