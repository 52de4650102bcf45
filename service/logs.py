"""Logs: readable lines or one JSON object per line, and a request id throughout.

`configure(config)` sets up a process's logging once (gunicorn workers through
`service.wsgi`, RQ workers through `python -m workers`): `LOG_FORMAT=json` writes
one JSON object per line, anything else the readable `time level logger message`.
Chatty libraries (Alembic's plugin set-up, RQ's four lines per job) log at WARNING
unless `LOG_LEVEL=DEBUG`.

`init_app(app)` gives every request an id (the caller's `X-Request-ID` when it is
a sane token, else a new one), echoes it in the `X-Request-ID` response header,
and writes one access line per request. A job enqueued by a request carries the id
in its meta (`service.queues`), and the worker's job lines repeat it, so one id
links the access line to the job lines it caused.
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

from flask import Flask, Response, request

ACCESS = logging.getLogger("ricochet.access")
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
SANE_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")
# Attributes a LogRecord has of its own; anything else came through `extra=`.
_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime"}

request_id: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "request_id", default=None
)
_started: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "request_started", default=None
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
            rid = request_id.get()
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


def configure(config: Mapping[str, Any], stream: Any = None) -> logging.Handler:
    """Set up this process's root logger from LOG_FORMAT and LOG_LEVEL."""
    level = str(config.get("LOG_LEVEL", "INFO")).upper()
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(formatter(str(config.get("LOG_FORMAT", "text"))))
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
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
    """Return the id of the request (or job) being handled, if any."""
    return request_id.get()


def request_started() -> float | None:
    """Return when the current request began (`time.perf_counter()`), if any."""
    return _started.get()


def _begin() -> None:
    """Adopt the caller's X-Request-ID (when sane) or make one; start the clock.

    Both live in context variables rather than on `g`: every request pays for them.
    """
    given = request.environ.get(REQUEST_ID_ENVIRON, "")  # no KeyError when absent
    request_id.set(given if SANE_ID.fullmatch(given) else new_request_id())
    _started.set(time.perf_counter())


def _end(response: Response) -> Response:
    """Echo the request id and write the access line."""
    rid = request_id.get()
    started = _started.get()
    if rid is None or started is None:
        return response
    response.headers[REQUEST_ID_HEADER] = rid
    if ACCESS.isEnabledFor(logging.INFO):
        rule = request.url_rule
        took = (time.perf_counter() - started) * 1000
        ACCESS.info(
            "%s %s %s %.1f ms",
            request.method,
            request.full_path.rstrip("?"),
            response.status_code,
            took,
            extra={
                "request_id": rid,
                "method": request.method,
                "path": request.path,
                "route": rule.rule if rule is not None else None,
                "status": response.status_code,
                "duration_ms": round(took, 3),
            },
        )
    return response


def _forget(_exc: BaseException | None) -> None:
    """Leave no request id or clock behind on this thread."""
    request_id.set(None)
    _started.set(None)


def init_app(app: Flask) -> None:
    """Give requests ids and access lines."""
    app.before_request(_begin)
    app.after_request(_end)
    app.teardown_request(_forget)
