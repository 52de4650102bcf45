"""A small server-sent events reader for tests: frames from chunks of bytes."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Frame:
    """One SSE block: an event (id, event, data) or a comment."""

    id: str | None = None
    event: str | None = None
    data: str | None = None
    comment: str | None = None
    retry: int | None = None

    @property
    def json(self) -> Any:
        """Return the data as JSON."""
        assert self.data is not None
        return json.loads(self.data)


def parse_block(block: str) -> Frame:
    """Parse one blank-line-terminated block."""
    fields: dict[str, Any] = {}
    for line in block.split("\n"):
        if line.startswith(":"):
            fields["comment"] = line[1:].strip()
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "retry":
            fields["retry"] = int(value)
        elif name in ("id", "event", "data"):
            fields[name] = value
    return Frame(**fields)


def frames(chunks: Iterable[bytes]) -> Iterator[Frame]:
    """Yield the frames of a stream as its chunks arrive."""
    buffer = ""
    for chunk in chunks:
        buffer += chunk.decode()
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            yield parse_block(block)


class HttpStream:
    """A stream read over real HTTP by a thread; frames land on `self.frames`."""

    def __init__(self, port: int, path: str, headers: dict[str, str] | None = None):
        import http.client
        import queue
        import threading

        self.frames: queue.Queue[Frame] = queue.Queue()
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.conn.request(
            "GET", path, headers={"Accept": "text/event-stream", **(headers or {})}
        )
        self.response = self.conn.getresponse()
        self.status = self.response.status
        self.ended = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        """Parse blocks as lines arrive; set `ended` at the end of the body."""
        block: list[str] = []
        try:
            for raw in self.response:
                line = raw.decode().rstrip("\r\n")
                if line:
                    block.append(line)
                elif block:
                    self.frames.put(parse_block("\n".join(block)))
                    block = []
        except OSError:
            pass
        finally:
            self.ended.set()

    def events(self, count: int, timeout: float) -> list[Frame]:
        """Return the next `count` event frames (heartbeats skipped) in `timeout` s."""
        import queue
        import time

        deadline = time.monotonic() + timeout
        got: list[Frame] = []
        while len(got) < count:
            left = deadline - time.monotonic()
            try:
                frame = self.frames.get(timeout=max(left, 0.001))
            except queue.Empty:
                raise AssertionError(f"{len(got)} of {count} events: {got}") from None
            if frame.event is not None:
                got.append(frame)
        return got

    def close(self) -> None:
        """Drop the connection."""
        self.conn.close()
