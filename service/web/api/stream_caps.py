"""The per-address and per-key cap on open event streams, at the HTTP edge."""

from __future__ import annotations

import logging

from service.infra.extensions import address_key
from service.infra.queues import REDIS_ERRORS
from service.infra.streams import slots
from service.matches.access import verified_identity
from service.web.errors import problem

log = logging.getLogger(__name__)


def take_slots() -> slots.Leases | None:
    """Take a stream slot for the caller's address and (if any) key or token.

    With Redis down the stream is served uncapped: its events then come from the
    database alone, and refusing them would take the game away too.

    :raise ApiProblem: 429 `too-many-streams` with Retry-After past the cap.
    """
    owners = [address_key()]
    identity = verified_identity()
    if identity is not None:
        owners.append(identity)
    try:
        return slots.take(owners)
    except slots.TooManyStreams as exc:
        headers = {"Retry-After": str(exc.retry_after)}
        raise problem(429, "too-many-streams", str(exc), headers=headers) from None
    except REDIS_ERRORS as exc:
        log.warning("stream slots unavailable (%s); serving uncapped", exc)
        return None
