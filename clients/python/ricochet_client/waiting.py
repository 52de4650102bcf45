"""`request_puzzles`: a puzzle request, waited for until it is done.

Hand-written (clients/python-templates/package/, copied in by `make client`).
"""

from __future__ import annotations

import math
import time
from typing import Any

from .client import AuthenticatedClient
from .models import PuzzleRequest, PuzzleRequestSpec
from .problems import ProblemError

MAX_WAIT = 30
"""The longest `Prefer: wait` the server honours in one call."""
PENDING = frozenset({"queued", "running", "retrying"})


def request_puzzles(
    client: AuthenticatedClient,
    spec: PuzzleRequestSpec | dict[str, Any],
    *,
    wait: float = 60.0,
) -> PuzzleRequest:
    """Ask for puzzles (POST /v1/puzzle-requests) and wait for them, up to `wait`
    seconds in all.

    Every call sends `Prefer: wait=N` (N at most MAX_WAIT): the server answers as
    soon as the request is done, so the POST, then each GET of its `Location`,
    returns without polling in a loop. Returns the request as it stands: `done`
    with its items, `failed` with `detail`, or still pending when `wait` ran out
    (read it again with GET /v1/puzzle-requests/{id}). Problems raise `ProblemError`.
    """
    body = spec.to_dict() if isinstance(spec, PuzzleRequestSpec) else dict(spec)
    http = client.get_httpx_client()
    deadline = time.monotonic() + wait
    response = http.post("/v1/puzzle-requests", json=body, headers=_prefer(deadline))
    while True:
        if response.status_code not in (200, 201, 202):
            raise ProblemError.from_response(response)
        data = response.json()
        if data["status"] not in PENDING or time.monotonic() >= deadline:
            return PuzzleRequest.from_dict(data)
        location = response.headers.get("Location") or data["links"]["self"]
        response = http.get(location, headers=_prefer(deadline))


def _prefer(deadline: float) -> dict[str, str]:
    """Return the `Prefer` header waiting what is left before the deadline."""
    left = min(MAX_WAIT, math.ceil(deadline - time.monotonic()))
    return {"Prefer": f"wait={left}"} if left > 0 else {}
