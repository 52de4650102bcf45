"""`python -m workers [--with-scheduler] [--burst] [-q QUEUE ...]`: start a worker."""

import argparse
import logging
import sys

from service.queues import QUEUES
from workers.worker import run

parser = argparse.ArgumentParser(prog="python -m workers", description=__doc__)
parser.add_argument(
    "-q", "--queue", action="append", choices=QUEUES, help="default: all"
)
parser.add_argument("--with-scheduler", action="store_true", help="retries and cron")
parser.add_argument(
    "--burst", action="store_true", help="quit when the queues are empty"
)
args = parser.parse_args()
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
sys.exit(
    run(args.queue or QUEUES, with_scheduler=args.with_scheduler, burst=args.burst)
)
