"""Free loopback ports for the servers tests start."""

from __future__ import annotations

import os
import random
import socket
from pathlib import Path


def free_port(count: int = 1) -> int:
    """Return the first of `count` consecutive free loopback ports: from
    RICOCHET_TEST_PORTS ("9300-9399") if set, else below the ephemeral range, where
    no client connection can take one between this check and a server's bind (CI
    once saw a devserver's PORT+1 taken so)."""
    low, _, high = os.environ.get("RICOCHET_TEST_PORTS", "").partition("-")
    candidates = range(int(low), int(high) + 2 - count) if low else _below_ephemeral()
    for port in candidates:
        if all(_bindable(port + i) for i in range(count)):
            return port
    raise RuntimeError(f"no {count} consecutive free ports")


def _below_ephemeral(tries: int = 500) -> list[int]:
    """Return random ports between 10000 and the kernel's ephemeral range."""
    ephemeral = Path("/proc/sys/net/ipv4/ip_local_port_range")
    low = int(ephemeral.read_text().split()[0]) if ephemeral.exists() else 32768
    return [random.randrange(10_000, low - 8) for _ in range(tries)]


def _bindable(port: int) -> bool:
    """Tell whether a loopback port can be bound now."""
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True
