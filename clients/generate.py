"""Generate the typed Python client from openapi.yaml into a directory.

`make client` writes clients/python; the drift test (tests/client/test_generated.py)
writes a temporary directory and compares it with the committed tree.
Usage: python clients/generate.py OUTPUT_DIR
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "clients" / "openapi-python-client.yaml"
SPEC = ROOT / "openapi.yaml"


def command(output: Path) -> list[str]:
    """Return the generator's command line writing the client into `output`."""
    return [
        str(Path(sys.executable).with_name("openapi-python-client")),
        "generate",
        "--path",
        str(SPEC),
        "--output-path",
        str(output),
        "--config",
        str(CONFIG),
        "--meta",
        "uv",
        "--overwrite",
    ]


def generate(output: Path) -> subprocess.CompletedProcess[str]:
    """Run the generator (its ruff post-hooks from this virtualenv); return the run."""
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    return subprocess.run(
        command(output),
        env={**os.environ, "PATH": path},
        capture_output=True,
        text=True,
        check=False,
    )


def main() -> int:
    """Generate into the directory named on the command line; echo the generator."""
    run = generate(Path(sys.argv[1]).resolve())
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
