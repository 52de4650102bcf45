"""`connect`: a client that raises problems, follows redirects and waits on streams.

Hand-written (clients/python-templates/package/, copied in by `make client`).
"""

from __future__ import annotations

from typing import Any, overload

import httpx

from .client import AuthenticatedClient, Client
from .problems import raise_problems

TIMEOUT = httpx.Timeout(10.0, read=60.0)
"""Reads wait up to a minute: event streams send a keep-alive every 15 s."""


@overload
def connect(base_url: str) -> Client: ...
@overload
def connect(base_url: str, token: str) -> AuthenticatedClient: ...


def connect(base_url: str, token: str | None = None) -> Client | AuthenticatedClient:
    """Return a client for `base_url`, with a bearer `token` when given.

    `token` is an API key (`rk_...`) or a game's player token (`gp_...`). Every failed
    answer raises `ProblemError`; redirects (the event stream's 307) are followed.
    """
    options: dict[str, Any] = {
        "base_url": base_url,
        "follow_redirects": True,
        "timeout": TIMEOUT,
        "raise_on_unexpected_status": True,
        "httpx_args": {"event_hooks": {"response": [raise_problems]}},
    }
    if token is None:
        return Client(**options)
    return AuthenticatedClient(token=token, **options)
