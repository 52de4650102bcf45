"""Trainer jobs: refill a rating band that runs low, on the background queue.

`service.trainer.refill` queues one job per band; the job solves random candidates
of the optimal moves whose first ratings reach the band, adds every one it proves
to the library (rated by the prior), and stops once REFILL_COUNT of them rate near
the band, after REFILL_SECONDS, or as soon as client work waits (it yields the
worker, as stocking does). A job that spent its whole budget without one puzzle
near the band marks it barren, so `next` says so instead of queueing again.
"""

from __future__ import annotations

import random
from typing import Any

from service.game.rating.prior import DEFAULT as PRIOR
from service.infra.queues import connection
from service.library import store
from service.library.generate import Tally, generate
from service.library.micro import MicroEntry
from service.library.store import Entry
from service.trainer import refill
from workers.jobs import get_app
from workers.stocking import ClientWorkWaiting

REFILL_SECONDS = 60.0
"""One refill's budget (it yields to client work sooner)."""
REFILL_COUNT = 20
"""Puzzles near the band after which a refill stops."""


def refill_band(low: int, family: str | None, theme: str | None) -> dict[str, Any]:
    """Generate library puzzles whose first ratings fall near a rating band."""
    with get_app().app_context():
        band = refill.Band(low, family, theme)
        found = refill.puzzle_filter(band)
        if found is None:
            return {"band": band.job_id, "unreachable": True}
        near = 0

        def keep(entry: Entry | MicroEntry, tally: Tally) -> bool:
            nonlocal near
            store.add_entries([entry])
            near += refill.near_band(
                PRIOR.rating(entry.features.to_json()).rating, band
            )
            return near < REFILL_COUNT

        waiting = ClientWorkWaiting()
        tally = generate(
            found,
            10**6,
            REFILL_SECONDS,
            random.Random(),
            keep,
            source="refill",
            should_stop=waiting,
        )
        if near == 0 and not waiting.waiting:
            connection().set(refill.barren_key(band), "1", ex=refill.BARREN_SECONDS)
        return {
            "band": band.job_id,
            "moves": [found.moves.min, found.moves.max],
            "kept": tally.kept,
            "near": near,
            "candidates": tally.candidates,
        }
