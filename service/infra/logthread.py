"""Log records written by a thread of their own, in batches, and none lost at exit.

A request only makes its records (`HandOff`, a `logging.handlers.QueueHandler`); a
`QueueListener` thread formats and writes them. Writing one line at a time cost a
write and a hand-over of the GIL per line, which made the access line about a
sixth of a puzzle GET's CPU under gunicorn: the thread lets records gather for
FLUSH_SECONDS whenever its queue runs dry, then writes them with one call
(`BatchWriter`). At exit (atexit: a gunicorn worker stops through `sys.exit`) the
thread is drained and every buffered line written; a forked child starts a thread
and an empty queue of its own (the parent's thread does not survive a fork, and the
parent writes what it had queued). A SIGKILLed process loses what was still queued.
"""

from __future__ import annotations

import atexit
import logging
import os
import queue
import time
from logging.handlers import QueueHandler, QueueListener
from typing import Any

FLUSH_SECONDS = 0.05
"""How long the thread lets records gather once its queue is empty (a line's delay)."""
BATCH_LINES = 1000
"""Most lines held before a write, however busy the queue."""


class HandOff(QueueHandler):
    """Queue records for the thread, as they are but for their message.

    The stdlib's `prepare` formats the record in the caller's thread and drops
    `exc_info` (it is made for queues to other processes); in one process the
    listener's formatter can do both, so only the arguments are merged now (they
    may change after the call)."""

    def prepare(self, record: logging.LogRecord) -> logging.LogRecord:
        """Merge the message's arguments into it; keep everything else."""
        record.msg, record.args = record.getMessage(), None
        return record


class BatchWriter(logging.StreamHandler):  # type: ignore[type-arg]
    """Write formatted lines in one call once the queue feeding it is empty."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self.lines: list[str] = []
        self.pending: queue.SimpleQueue[Any] | None = None  # set by hand_off

    def emit(self, record: logging.LogRecord) -> None:
        """Buffer the record's line; write the buffer when nothing more waits."""
        try:
            self.lines.append(self.format(record) + self.terminator)
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)
        if self.pending is None or self.pending.empty():
            self.flush()
        elif len(self.lines) >= BATCH_LINES:
            self.flush()

    def flush(self) -> None:
        """Write the buffered lines, then flush the stream."""
        with self.lock:  # type: ignore[union-attr]
            if self.lines:
                text, self.lines = "".join(self.lines), []
                self.stream.write(text)
        super().flush()


class BatchListener(QueueListener):
    """A QueueListener that lets records gather when its queue runs dry."""

    def dequeue(self, block: bool) -> Any:
        """Wait FLUSH_SECONDS when the queue is empty, then take the next record."""
        if self.queue.empty():  # type: ignore[attr-defined]
            time.sleep(FLUSH_SECONDS)
        return super().dequeue(block)


_listeners: list[QueueListener] = []
"""The running background writer of this process (at most one)."""


def hand_off(handler: logging.Handler) -> HandOff:
    """Start a thread writing through `handler`; return the handler feeding it."""
    entry = HandOff(queue.SimpleQueue())
    _start_listener(entry, handler)
    return entry


def _start_listener(entry: HandOff, handler: logging.Handler) -> None:
    """Start a writer thread for `entry`'s queue."""
    if isinstance(handler, BatchWriter):
        handler.pending = entry.queue  # type: ignore[assignment]
    listener = BatchListener(entry.queue, handler, respect_handler_level=True)
    listener.start()
    _listeners.append(listener)


def stop_background() -> None:
    """Write every queued record, then stop the thread (at exit too)."""
    while _listeners:
        listener = _listeners.pop()
        listener.stop()
        for handler in listener.handlers:
            handler.flush()


def _restart_in_child() -> None:
    """Give a forked child a writer thread and an empty queue of its own."""
    for entry in logging.getLogger().handlers:
        if isinstance(entry, HandOff) and _listeners:
            handler = _listeners[-1].handlers[0]
            _listeners.clear()  # the parent's thread does not exist here
            if isinstance(handler, BatchWriter):
                handler.lines = []  # the parent writes its buffered lines
            entry.queue = queue.SimpleQueue()  # and what it had queued
            _start_listener(entry, handler)


atexit.register(stop_background)
os.register_at_fork(after_in_child=_restart_in_child)
