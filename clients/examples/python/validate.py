"""A batch validator: uploads a JSON Lines file of solutions as a check job, shows its
progress and prints a summary.

    python validate.py solutions.jsonl --url http://127.0.0.1:8000 --key rk_...

Each line is one item, as for `POST /v1/checks`: `{"puzzle_id": "p...", "solution":
"rN gE", "ref": "anything"}` or `{"puzzle": {...}, "solution": ...}`. Progress is a bar
on a terminal and one line per change otherwise (logs, CI). Exits 0 when every
solution solves its puzzle, 1 otherwise.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import time
from collections import Counter

from ricochet_client import connect, unwrap
from ricochet_client.api.check_jobs import (
    get_v1_check_jobs_job_id,
    get_v1_check_jobs_job_id_results,
    post_v1_check_jobs,
)
from ricochet_client.models import CheckJob, CheckJobResult, CheckJobStatus, ItemError
from ricochet_client.types import File

WIDTH = 30


def show(job: CheckJob, last: tuple[int, str] | None) -> tuple[int, str]:
    """Draw the job's progress: a bar on a terminal, a line per change otherwise."""
    now = (job.done, str(job.status))
    if sys.stdout.isatty():
        filled = WIDTH * job.done // max(job.total, 1)
        bar = "#" * filled + "." * (WIDTH - filled)
        print(f"\r[{bar}] {job.done}/{job.total} {job.status}", end="", flush=True)
    elif now != last:
        print(f"{job.status}: {job.done}/{job.total} checked", flush=True)
    return now


def wait(api, job: CheckJob, poll: float) -> CheckJob:  # type: ignore[no-untyped-def]
    """Poll the job until it is done (or failed), showing its progress."""
    last = show(job, None)
    while job.status not in (CheckJobStatus.DONE, CheckJobStatus.FAILED):
        time.sleep(poll)
        job = unwrap(get_v1_check_jobs_job_id.sync(job.id, client=api))
        last = show(job, last)
    if sys.stdout.isatty():
        print()
    return job


def summarize(results: list[CheckJobResult]) -> Counter[str]:
    """Count the verdicts: solved, not solved, invalid (the item was refused)."""
    counts: Counter[str] = Counter()
    for result in results:
        if result.solved is True:
            counts["solved"] += 1
        elif result.error:
            counts["invalid"] += 1
            error = result.error  # an ItemError (refused) or a StepError (illegal move)
            reason = error.detail if isinstance(error, ItemError) else error.message
            print(f"  invalid {result.ref}: {reason}")
        else:
            counts["not solved"] += 1
            print(f"  not solved {result.ref}")
    return counts


def validate(url: str, key: str, path: str, poll: float) -> int:
    """Upload, wait, read the results; return the exit status."""
    with connect(url, key) as api, open(path, "rb") as lines:
        upload = File(
            payload=io.BytesIO(lines.read()), mime_type="application/x-ndjson"
        )
        job = unwrap(post_v1_check_jobs.sync(client=api, body=upload))
        print(f"check job {job.id}: {job.total} solutions")
        job = wait(api, job, poll)
        if job.status == CheckJobStatus.FAILED:
            print(f"the job failed: {job.error}")
            return 2
        body = unwrap(get_v1_check_jobs_job_id_results.sync(job.id, client=api))
        results = [
            CheckJobResult.from_dict(json.loads(line))
            for line in body.payload.read().splitlines()
            if line.strip()
        ]
    counts = summarize(results)
    print(
        f"{len(results)} checked: {counts['solved']} solved, "
        f"{counts['not solved']} not solved, {counts['invalid']} invalid"
    )
    return 0 if counts["solved"] == len(results) else 1


def main() -> None:
    """Parse the command line and validate."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", help="a JSON Lines file of solutions")
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--key", required=True, help="your API key (rk_...)")
    parser.add_argument("--poll", type=float, default=0.5, help="seconds between polls")
    args = parser.parse_args()
    sys.exit(validate(args.url, args.key, args.file, args.poll))


if __name__ == "__main__":
    main()
