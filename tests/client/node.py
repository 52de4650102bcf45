"""Node.js for the TypeScript client's tests: find it, `npm ci` once, run a command.

The TypeScript tests run when node (20+) and npm are on the machine and skip with
the reason otherwise. `npm ci` runs only when a directory's package-lock.json changed
since its last install (a stamp in node_modules holds the lock file's hash).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TYPESCRIPT = ROOT / "clients" / "typescript"
STAMP = "node_modules/.ricochet-lock-hash"
TIMEOUT = 600.0
"""Seconds for one npm or node command (an `npm ci` on a cold cache included)."""


def require_node() -> None:
    """Skip the calling test unless node 20+ and npm are on the PATH."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip(
            "node and npm are not on the PATH (the TypeScript client needs 20+)"
        )
    version = subprocess.run(
        ["node", "--version"], capture_output=True, text=True, check=True
    ).stdout.strip()
    if int(version.lstrip("v").split(".")[0]) < 20:
        pytest.skip(f"node {version} is older than 20")


def run(command: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run a command in a directory; fail the test with its output when it fails."""
    done = subprocess.run(
        command,
        cwd=cwd,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    output = f"$ {' '.join(command)} (in {cwd})\n{done.stdout}\n{done.stderr}"
    assert done.returncode == 0, output
    return done


def npm_ci(directory: Path) -> None:
    """Install a package's locked dependencies unless they are installed already."""
    lock = hashlib.sha256((directory / "package-lock.json").read_bytes()).hexdigest()
    stamp = directory / STAMP
    if stamp.exists() and stamp.read_text() == lock:
        return
    run(["npm", "ci", "--no-audit", "--no-fund"], directory)
    stamp.write_text(lock)


def build_client() -> None:
    """Install the TypeScript client's dependencies and compile it into dist/."""
    npm_ci(TYPESCRIPT)
    run(["npm", "run", "build"], TYPESCRIPT)
