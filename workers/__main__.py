"""`python -m workers [--with-scheduler] [--burst] [-q QUEUE ...]`: start a worker."""

import argparse
import sys

from service.infra import logs
from service.infra.queues import ALL_QUEUES, QUEUES
from workers import jobs
from workers.worker import run

parser = argparse.ArgumentParser(prog="python -m workers", description=__doc__)
parser.add_argument(
    "-q",
    "--queue",
    action="append",
    choices=ALL_QUEUES,
    help="default: every queue but heavy (a heavy worker is started apart)",
)
parser.add_argument("--with-scheduler", action="store_true", help="retries and cron")
parser.add_argument(
    "--burst", action="store_true", help="quit when the queues are empty"
)
args = parser.parse_args()
logs.configure(jobs.get_app().config)  # LOG_FORMAT, LOG_LEVEL
sys.exit(
    run(args.queue or QUEUES, with_scheduler=args.with_scheduler, burst=args.burst)
)
