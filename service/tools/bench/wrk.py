"""Side-by-side `wrk` runs: an API endpoint and the bare Flask endpoint, alternated.

Both apps are served by gunicorn with the production settings of `make run`
(service.web.gunicorn_conf: gevent, 2 workers). Each pair of runs alternates API and
bare in short rounds, so drift in the shared machine's load hits both alike; the figure
that matters is the ratio of requests/s. Needs the `wrk` binary (Debian: `apt-get
install wrk`).

wrk opens its connections at once, and the kernel hands them to whichever worker
accepts first: now and then one worker gets all of them and the run measures one
core instead of two (half the requests/s, for the bare app as for the API). Such a
lopsided run is detected from the workers' CPU time and run again, so every figure
compares balanced runs.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from service.tools.bench.http_load import worker_cpu_seconds

LUA = """wrk.method = "{method}"
wrk.headers["Content-Type"] = "application/json"
{body}
"""
# No Lua `response` callback: it would slow wrk down; wrk's own report counts
# non-2xx/3xx answers, and `parse` fails on them.


@dataclass
class WrkResult:
    """Requests per second and median latency of one wrk run (or several, merged)."""

    rps: float
    p50_ms: float
    cpu_rps: float | None = None  # requests per second of the server's CPU time
    redone: int = 0  # lopsided runs measured again


RETRIES = 4  # lopsided runs redone per measurement, at most


def available() -> bool:
    """Tell whether the wrk binary is installed."""
    return shutil.which("wrk") is not None


def script(method: str, body: bytes | None) -> str:
    """Return a wrk Lua script sending `method` with `body`."""
    text = ""
    if body is not None:
        quoted = body.decode().replace("\\", "\\\\").replace('"', '\\"')
        text = f'wrk.body = "{quoted}"'
    return LUA.format(method=method, body=text)


def run_wrk(
    url: str, method: str, body: bytes | None, connections: int, seconds: int
) -> WrkResult:
    """Run wrk once; fail on any non-2xx/3xx answer or socket error."""
    with tempfile.TemporaryDirectory() as tmp:
        lua = Path(tmp) / "request.lua"
        lua.write_text(script(method, body))
        threads = min(2, connections)
        command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{int(seconds)}s"]
        command += ["--latency", "-s", str(lua), url]
        done = subprocess.run(command, capture_output=True, text=True, check=True)
    return parse(done.stdout, url)


def parse(output: str, url: str) -> WrkResult:
    """Read requests/s and the median latency from wrk's report; fail on a refused
    answer or a broken socket (a request slower than wrk's 2 s timeout is only slow:
    it counts in the tail, not as a failure)."""
    if "Non-2xx or 3xx responses" in output:
        raise RuntimeError(f"wrk {url}: Non-2xx or 3xx responses:\n{output}")
    broken = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+)", output)
    if broken is not None and any(int(n) for n in broken.groups()):
        raise RuntimeError(f"wrk {url}: Socket errors:\n{output}")
    rps = re.search(r"Requests/sec:\s+([\d.]+)", output)
    p50 = re.search(r"50%\s+([\d.]+)(us|ms|s)\b", output)
    if rps is None or p50 is None:
        raise RuntimeError(f"wrk {url}: unreadable report:\n{output}")
    scale = {"us": 0.001, "ms": 1.0, "s": 1000.0}[p50.group(2)]
    return WrkResult(float(rps.group(1)), float(p50.group(1)) * scale)


def side_by_side(
    targets: dict[str, tuple[int, str]],
    method: str,
    body: bytes | None,
    connections: int,
    *,
    rounds: int = 3,
    seconds: int = 2,
) -> dict[str, WrkResult]:
    """Alternate `rounds` runs on each target (name -> (gunicorn port, url)).

    Each round starts with the next target, so no target always runs just after
    another. Returns per target the mean requests/s and p50, and requests per
    second of the server's own CPU time (steadier than wall time on a shared
    machine: the other helpers' load slows both servers, but not the work each
    request does).
    """
    names = list(targets)
    runs: dict[str, list[WrkResult]] = {name: [] for name in names}
    cpu: dict[str, float | None] = dict.fromkeys(names, 0.0)
    redone = dict.fromkeys(names, 0)
    for turn in range(rounds):
        for name in names[turn % len(names) :] + names[: turn % len(names)]:
            port, url = targets[name]
            result, spent, retries = balanced_run(
                port, url, method, body, connections, seconds
            )
            runs[name].append(result)
            redone[name] += retries
            so_far = cpu[name]
            cpu[name] = None if so_far is None or spent is None else so_far + spent
    out = {}
    for name, results in runs.items():
        mean = _mean(results)
        spent = cpu[name]
        requests = sum(r.rps * seconds for r in results)
        mean.cpu_rps = requests / spent if spent else None
        mean.redone = redone[name]
        out[name] = mean
    return out


def balanced_run(
    port: int,
    url: str,
    method: str,
    body: bytes | None,
    connections: int,
    seconds: int,
) -> tuple[WrkResult, float | None, int]:
    """Run wrk until its load spreads over every worker (RETRIES more at most).

    Returns the result, the workers' CPU seconds during it (None without /proc)
    and how many lopsided runs were discarded.
    """
    for attempt in range(RETRIES + 1):
        before = worker_cpu_seconds(port)
        result = run_wrk(url, method, body, connections, seconds)
        after = worker_cpu_seconds(port)
        if before is None or after is None:
            return result, None, attempt
        shares = cpu_shares(before, after)
        if lopsided(shares) and attempt < RETRIES:
            continue
        return result, sum(shares.values()), attempt
    raise AssertionError("unreachable")


def cpu_shares(before: dict[int, float], after: dict[int, float]) -> dict[int, float]:
    """Return each worker's CPU seconds between two readings (pid -> seconds)."""
    return {pid: used - before.get(pid, 0.0) for pid, used in after.items()}


def lopsided(spent: dict[int, float]) -> bool:
    """Tell whether some worker did under half its fair share of a run's work."""
    total = sum(spent.values())
    if len(spent) < 2 or total <= 0:
        return False
    return min(spent.values()) < total / len(spent) / 2


def _mean(results: list[WrkResult]) -> WrkResult:
    """Average several runs."""
    n = len(results)
    return WrkResult(
        sum(r.rps for r in results) / n, sum(r.p50_ms for r in results) / n
    )
