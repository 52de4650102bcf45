"""Logs: JSON lines with request ids, the id in job meta, quiet start-up."""

from __future__ import annotations

import io
import json
import logging
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra import logs, logthread
from service.infra.queues import fetch_job
from service.solving.solves import job_id
from tests.helpers.puzzles import create_puzzle, small_spec
from tests.helpers.wait import wait_until

CHECKOUT = Path(__file__).resolve().parents[2]


@pytest.fixture
def json_lines() -> Iterator[io.StringIO]:
    """Configure this process's logging as LOG_FORMAT=json into a buffer."""
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    stream = io.StringIO()
    logs.configure({"LOG_FORMAT": "json", "LOG_LEVEL": "INFO"}, stream)
    yield stream
    root.handlers[:] = saved[0]
    root.setLevel(saved[1])


def entries(stream: io.StringIO) -> list[dict[str, Any]]:
    """Parse every line as JSON (fails on a line that is not)."""
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_access_lines_are_json_with_request_id_route_status_duration(
    client: FlaskClient, json_lines: io.StringIO
) -> None:
    response = client.get("/v1/puzzles/nosuchpuzzle")
    rid = response.headers["X-Request-ID"]
    access = [e for e in entries(json_lines) if e["logger"] == "ricochet.access"]
    assert len(access) == 1
    line = access[0]
    assert line["request_id"] == rid
    assert line["route"] == "/v1/puzzles/<puzzle_id>"
    assert line["status"] == 404 and line["method"] == "GET"
    assert isinstance(line["duration_ms"], float) and line["duration_ms"] > 0
    assert line["level"] == "info" and line["time"].endswith("Z")


def test_a_sane_caller_request_id_is_kept_and_a_bad_one_replaced(
    client: FlaskClient,
) -> None:
    kept = client.get("/v1/health", headers={"X-Request-ID": "abc-123"})
    assert kept.headers["X-Request-ID"] == "abc-123"
    replaced = client.get("/v1/health", headers={"X-Request-ID": "a b\u00e9" * 40})
    assert replaced.headers["X-Request-ID"] != "a b\u00e9" * 40
    assert (
        client.get("/v1/health").headers["X-Request-ID"]
        != (client.get("/v1/health").headers["X-Request-ID"])
    )


def test_a_job_enqueued_by_a_request_carries_its_id(
    app: Flask, client: FlaskClient, auth: dict[str, str], redis: Any
) -> None:
    headers = {**auth, "X-Request-ID": "req-for-job"}
    puzzle_id = create_puzzle(client, headers, small_spec([2, 0]))  # enqueues a solve
    with app.app_context():
        job = fetch_job(job_id(puzzle_id))
    assert job is not None and job.meta["request_id"] == "req-for-job"


def test_the_job_line_repeats_the_request_id(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: Any,
    json_lines: io.StringIO,
) -> None:
    from workers.observe import observed

    headers = {**auth, "X-Request-ID": "req-shared"}
    puzzle_id = create_puzzle(client, headers, small_spec([2, 0]))  # enqueues a solve
    with app.app_context():
        job = fetch_job(job_id(puzzle_id))
    assert job is not None

    def perform() -> bool:
        logging.getLogger("workers.test").info("inside the job")
        return True

    assert observed(job, "interactive", perform)
    lines = entries(json_lines)
    inside = next(e for e in lines if e["message"] == "inside the job")
    done = next(e for e in lines if e["logger"] == "ricochet.jobs")
    access = next(e for e in lines if e["logger"] == "ricochet.access")
    assert access["request_id"] == inside["request_id"] == "req-shared"
    assert done["request_id"] == "req-shared"
    assert done["job_id"] == job.id and done["puzzle_id"] == puzzle_id
    assert done["outcome"] == "finished" and done["queue"] == "interactive"


def test_migrations_are_quiet_at_start_up(tmp_path: Path) -> None:
    program = (
        "from service.infra import logs; logs.configure({'LOG_FORMAT': 'text'});"
        "from service.infra.migrate import upgrade;"
        f"upgrade('sqlite:///{tmp_path / 'quiet.sqlite3'}')"
    )
    done = subprocess.run(
        [sys.executable, "-c", program],
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert "alembic" not in done.stderr + done.stdout


def run_python(program: str) -> subprocess.CompletedProcess[str]:
    """Run `program` in a fresh interpreter from the checkout."""
    return subprocess.run(
        [sys.executable, "-c", program],
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )


def test_background_lines_are_all_written_by_exit() -> None:
    program = (
        "import logging; from service.infra import logs;"
        "logs.configure({'LOG_FORMAT': 'text'}, background=True);"
        "log = logging.getLogger('t');"
        "[log.info('line %d', i) for i in range(5000)]"
    )
    lines = run_python(program).stderr.splitlines()
    assert [line.rsplit(" ", 1)[1] for line in lines] == [str(i) for i in range(5000)]


def test_a_forked_child_writes_its_own_lines_once() -> None:
    program = (
        "import logging, os, sys; from service.infra import logs;"
        "logs.configure({'LOG_FORMAT': 'text'}, background=True);"
        "log = logging.getLogger('t'); log.info('before');"
        "pid = os.fork()\n"
        "if pid == 0:\n    log.info('child'); sys.exit(0)\n"
        "os.waitpid(pid, 0); log.info('after')"
    )
    words = [line.rsplit(" ", 1)[1] for line in run_python(program).stderr.splitlines()]
    assert sorted(words) == ["after", "before", "child"]


def test_background_records_keep_their_request_id_and_exception(
    client: FlaskClient,
) -> None:
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    stream = io.StringIO()
    logs.configure({"LOG_FORMAT": "json", "LOG_LEVEL": "INFO"}, stream, background=True)
    try:
        rid = client.get("/v1/rulesets").headers["X-Request-ID"]
        try:
            raise ValueError("boom")
        except ValueError:
            logging.getLogger("t").exception("failed %s", "here")
        logthread.stop_background()  # drains the queue
    finally:
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
    lines = entries(stream)
    access = next(e for e in lines if e["logger"] == "ricochet.access")
    failed = next(e for e in lines if e["logger"] == "t")
    assert access["request_id"] == rid and access["route"] == "/v1/rulesets"
    assert failed["message"] == "failed here"
    assert "ValueError: boom" in failed["exception"]


def test_no_access_line_above_info(client: FlaskClient) -> None:
    stream = io.StringIO()
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    logs.configure({"LOG_FORMAT": "text", "LOG_LEVEL": "WARNING"}, stream)
    try:
        logs.access_line("GET", "/x", "/x", None, 200, 0.001)
        assert client.get("/v1/rulesets").status_code == 200
    finally:
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
    assert stream.getvalue() == ""


class CountingStream(io.StringIO):
    """A stream that counts its write calls."""

    writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


def test_background_lines_are_written_in_batches_and_promptly() -> None:
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    stream = CountingStream()
    logs.configure({"LOG_FORMAT": "text"}, stream, background=True)
    log = logging.getLogger("t")
    try:
        log.info("alone")
        # no stop needed: written within moments
        wait_until(lambda: "alone" in stream.getvalue(), 5, stream.getvalue)
        for i in range(2000):
            log.info("line %d", i)
        logthread.stop_background()
    finally:
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
    lines = stream.getvalue().splitlines()
    assert [line.rsplit(" ", 1)[1] for line in lines[1:]] == [
        str(i) for i in range(2000)
    ]
    assert stream.writes <= 2000 / 10  # many lines a write
