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
