"""Game traffic while PostgreSQL connections are terminated (not in `make bench`).

`python -m service.tools.bench.pgdrop [SECONDS]` with DATABASE_URL (PostgreSQL) and
REDIS_URL set. Four threads create two-player games, start a round and read the
game through the WSGI app, while a fifth terminates one of the app's server
processes (`pg_terminate_backend`) every 20 ms. It works in a private schema that
it drops at the end. Prints the answers by kind and status, and the round starts
answered as failed whose round was stored anyway (a client's retry would get 409).
"""

from __future__ import annotations

import collections
import os
import random
import secrets
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa
from flask import Flask

from service.infra.extensions import make_engine, normalize_database_url
from service.infra.migrate import upgrade
from service.web.app import create_app

BOARD = {
    "width": 8,
    "height": 8,
    "walls": [[2, 2, "E"], [5, 1, "S"], [1, 5, "S"], [6, 5, "W"], [3, 6, "N"]],
    "blocked": [],
    "targets": [
        {"color": "red", "symbol": "circle", "cell": [2, 2]},
        {"color": "green", "symbol": "triangle", "cell": [5, 1]},
        {"color": "any", "symbol": "vortex", "cell": [6, 5]},
    ],
}
THREADS = 4
KILL_EVERY = 0.02
FIND_BACKENDS = "SELECT pid FROM pg_stat_activity WHERE application_name = :name"


class Run:
    """One measurement: the app, its counters, the stop time."""

    def __init__(self, app: Flask, auth: dict[str, str], seconds: float) -> None:
        self.app, self.auth = app, auth
        self.stop = time.monotonic() + seconds
        self.counts: collections.Counter[tuple[str, str]] = collections.Counter()
        self.lost: list[str] = []
        self.kills = 0

    def call(
        self, kind: str, send: Callable[..., Any], url: str, body: Any = None
    ) -> Any:
        """Send a request and count its answer; an escaping exception counts too
        (a server would answer it with a bare 500)."""
        try:
            response = send(url, headers=self.auth, json=body)
        except Exception:
            self.counts[(kind, "exception")] += 1
            return None
        self.counts[(kind, f"{response.status_code} {response.mimetype}")] += 1
        return response

    def traffic(self) -> None:
        """Create games, start their first round, read them, until the end."""
        client = self.app.test_client()
        body = {"players": ["a", "b"], "seed": 7, "board": {"board": BOARD}}
        while time.monotonic() < self.stop:
            created = self.call("create", client.post, "/v1/games", body)
            if created is None or created.status_code != 201:
                continue
            url = f"/v1/games/{created.json['id']}"
            started = self.call("round", client.post, f"{url}/rounds")
            if started is None or started.status_code != 201:
                self.check_stored(client, url)
            self.call("read", client.get, url)

    def check_stored(self, client: Any, url: str) -> None:
        """Note a failed round start whose round is stored all the same."""
        for _ in range(50):
            try:
                rounds = client.get(f"{url}/rounds")
            except Exception:
                continue
            if rounds.status_code == 200:
                if rounds.json["rounds"]:
                    self.lost.append(url)
                return

    def killer(self, admin: sa.Engine, name: str) -> None:
        """Terminate one of the app's connections every KILL_EVERY seconds."""
        with admin.connect() as connection:
            while time.monotonic() < self.stop:
                found = connection.execute(sa.text(FIND_BACKENDS), {"name": name})
                pids = [pid for (pid,) in found]
                if pids:
                    pid = random.choice(pids)
                    connection.execute(
                        sa.text("SELECT pg_terminate_backend(:p)"), {"p": pid}
                    )
                    self.kills += 1
                connection.commit()
                time.sleep(KILL_EVERY)


def private_schema(base: str, schema: str) -> str:
    """Create and migrate a schema; return a URL using it."""
    admin = make_engine(base)
    with admin.begin() as connection:
        connection.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    admin.dispose()
    url = sa.make_url(normalize_database_url(base))
    url = url.update_query_dict({"options": f"-csearch_path={schema}"})
    text = url.render_as_string(hide_password=False)
    upgrade(text)
    return text


@contextmanager
def temporary_schema(base: str, prefix: str) -> Iterator[str]:
    """Yield the URL of a fresh migrated schema of `base`; drop it at the end."""
    schema = f"{prefix}_{os.getpid()}_{secrets.token_hex(3)}"
    try:
        yield private_schema(base, schema)
    finally:
        admin = make_engine(base)
        with admin.begin() as connection:
            connection.execute(sa.text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        admin.dispose()


def measure(seconds: float) -> Run:
    """Run the traffic and the terminations for `seconds`; return the counts."""
    base = os.environ["DATABASE_URL"]
    schema = f"pgdrop_{os.getpid()}_{secrets.token_hex(3)}"
    name = f"pgdrop-{os.getpid()}"
    url = sa.make_url(private_schema(base, schema))
    url = url.update_query_dict({"application_name": name})
    app = create_app(
        {
            "DATABASE_URL": url.render_as_string(hide_password=False),
            "REDIS_URL": os.environ["REDIS_URL"],
            "RATELIMIT_ENABLED": False,
            "RATELIMIT_STORAGE_URI": "memory://",
        }
    )
    registered = app.test_client().post("/v1/clients", json={"name": "pgdrop"})
    key: dict[str, Any] = registered.get_json()
    admin = make_engine(base)
    run = Run(app, {"Authorization": f"Bearer {key['api_key']}"}, seconds)
    threads = [threading.Thread(target=run.traffic) for _ in range(THREADS)]
    threads.append(threading.Thread(target=run.killer, args=(admin, name)))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    app.extensions["db"].engine.dispose()
    with admin.begin() as connection:
        connection.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()
    return run


def main() -> None:
    """Measure and print."""
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    run = measure(seconds)
    total = sum(run.counts.values())
    print(f"requests {total}, connections terminated {run.kills}")
    for (kind, answer), count in sorted(run.counts.items()):
        print(f"  {kind:7} {answer:32} {count}")
    failed = sum(n for (_, a), n in run.counts.items() if a.startswith(("500", "exc")))
    print(f"500 or exception: {failed}")
    print(f"round starts answered as failed but stored: {len(run.lost)}")


if __name__ == "__main__":
    main()
