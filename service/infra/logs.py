"""Logs: readable lines or one JSON object per line, and a request id throughout.

`configure(config)` sets up a process's logging once (gunicorn workers through
`service.web.wsgi`, RQ workers through `python -m workers`): `LOG_FORMAT=json` writes
one JSON object per line, anything else the readable `time level logger message`.
Chatty libraries (Alembic's plugin set-up, RQ's four lines per job) log at WARNING
unless `LOG_LEVEL=DEBUG`.

`service.web.observe` gives every request an id (the caller's `X-Request-ID` when it
is a sane token, else a new one), echoes it in the `X-Request-ID` response header,
and writes one access line per request (`access_line`). A job enqueued by a
request carries the id in its meta (`service.infra.queues`), and the worker's job lines
repeat it, so one id links the access line to the job lines it caused.

`configure(config, background=True)` (the API's gunicorn workers, `service.web.wsgi`)
hands each record to a thread that formats and writes them in batches
(`service.infra.logthread`); RQ workers log synchronously (their work horses end with
`os._exit`, which no exit hook survives).
"""

from __future__ import annotations

import contextvars
import itertools
import json
import logging
import os
import re
import sys
import time
import uuid
from collections.abc import Mapping
from typing import Any

from flask import has_request_context, request

from service.infra.logthread import BatchWriter, hand_off, stop_background

ACCESS = logging.getLogger("ricochet.access")
ACCESS_FORMAT = "%s %s %s %.1f ms"
QUIET_LOGGERS = (
    "alembic",
    "rq.worker",
    "rq.scheduler",
    "rq.queue",
    "rq.job",
    "rq.cron",
)
ALWAYS_QUIET = ("numba", "urllib3", "faker", "hypothesis")  # even at DEBUG
REQUEST_ID_HEADER = "X-Request-ID"
REQUEST_ID_ENVIRON = "HTTP_X_REQUEST_ID"
REQUEST_ID_KEY = "ricochet.request_id"
"""The environ key holding the request's id (service.web.observe)."""
SANE_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")
# Attributes a LogRecord has of its own; anything else came through `extra=`.
_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime"}

request_id: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "request_id", default=None
)


class JsonFormatter(logging.Formatter):
    """Format a record as one JSON object: time, level, logger, message, extras."""

    def format(self, record: logging.LogRecord) -> str:
        """Return the record as a single line of JSON."""
        entry: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S")
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                entry[key] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


class TextFormatter(logging.Formatter):
    """The readable format, with the request id appended when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        """Return `time level logger message [request id]`."""
        line = super().format(record)
        rid = getattr(record, "request_id", None)
        return f"{line} [{rid}]" if rid else line


class RequestIdFilter(logging.Filter):
    """Stamp every record with the current request (or job) id, if any."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Add `request_id` unless the record already has one."""
        if getattr(record, "request_id", None) is None:
            rid = current_request_id()
            if rid is not None:
                record.request_id = rid
        return True


def formatter(fmt: str) -> logging.Formatter:
    """Return the formatter for LOG_FORMAT (`json`, else readable text)."""
    if fmt.lower() == "json":
        formatter_: logging.Formatter = JsonFormatter()
    else:
        formatter_ = TextFormatter("%(asctime)s %(levelname)s %(name)s %(message)s")
    formatter_.converter = time.gmtime
    return formatter_


def configure(
    config: Mapping[str, Any], stream: Any = None, *, background: bool = False
) -> logging.Handler:
    """Set up this process's root logger from LOG_FORMAT and LOG_LEVEL; with
    `background`, records are written by a thread of their own
    (service.infra.logthread)."""
    level = str(config.get("LOG_LEVEL", "INFO")).upper()
    stream = stream or sys.stderr
    handler = BatchWriter(stream) if background else logging.StreamHandler(stream)
    handler.setFormatter(formatter(str(config.get("LOG_FORMAT", "text"))))
    stop_background()  # an earlier configure's thread: drained first
    entry = hand_off(handler) if background else handler
    entry.addFilter(RequestIdFilter())  # in the request's thread: its context
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(entry)
    root.setLevel(level)
    quiet = logging.DEBUG if level == "DEBUG" else logging.WARNING
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(quiet)
    for name in ALWAYS_QUIET:
        logging.getLogger(name).setLevel(logging.WARNING)
    return handler


_PREFIX = uuid.uuid4().hex[:8]
_PREFIX_PID = [os.getpid()]
_serial = itertools.count(1)


def new_request_id() -> str:
    """Return a fresh request id: this process's random prefix and a serial (cheap:
    the hot paths pay for it on every request)."""
    global _PREFIX, _serial
    if _PREFIX_PID[0] != os.getpid():  # a forked child: a prefix of its own
        _PREFIX, _serial = uuid.uuid4().hex[:8], itertools.count(1)
        _PREFIX_PID[0] = os.getpid()
    return f"{_PREFIX}{next(_serial):08x}"


def current_request_id() -> str | None:
    """Return the id of the request (or job) being handled, if any: the context
    variable, or while a streamed body runs (`stream_with_context`, after the
    middleware has returned) the id its request keeps in the environ."""
    rid = request_id.get()
    if rid is None and has_request_context():
        rid = request.environ.get(REQUEST_ID_KEY)
    return rid


def forget_request_id(token: contextvars.Token[str | None]) -> None:
    """Restore the id a `request_id.set` replaced (None if set in another context)."""
    try:
        request_id.reset(token)
    except ValueError:  # set in another context (a copied one): just clear
        request_id.set(None)


def adopt_request_id(given: str) -> str:
    """Return the caller's X-Request-ID when it is a sane token, else a new id."""
    return given if SANE_ID.fullmatch(given) else new_request_id()


def access_line(
    method: str,
    path: str,
    full_path: str,
    route: str | None,
    status: int,
    seconds: float,
) -> None:
    """Write a request's access line (`GET /path?query 200 1.2 ms`), with the
    request id, method, path, route, status and duration as fields. The record is
    made directly (no caller lookup: it would always name this function)."""
    if not ACCESS.isEnabledFor(logging.INFO):  # LOG_LEVEL=WARNING: no access lines
        return
    took = seconds * 1000
    fields = {
        "request_id": request_id.get(),
        "method": method,
        "path": path,
        "route": route,
        "status": status,
        "duration_ms": round(took, 3),
    }
    args = (method, full_path, status, took)
    record = ACCESS.makeRecord(
        ACCESS.name, logging.INFO, __file__, 0, ACCESS_FORMAT, args, None, None, fields
    )
    ACCESS.handle(record)
