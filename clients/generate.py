"""Generate the typed Python client from openapi.yaml into a directory.

`make client` writes clients/python; the drift test (tests/client/test_generated.py)
writes a temporary directory and compares it with the committed tree. The generator
renders our templates from clients/python-templates/ where it has one of that name
(README.md, pyproject.toml, the package's __init__.py); then the hand-written modules
of clients/python-templates/package/ (problems, connect, paging, streams) are copied
into the package, so regenerating keeps them.
Usage: python clients/generate.py OUTPUT_DIR
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "clients" / "openapi-python-client.yaml"
TEMPLATES = ROOT / "clients" / "python-templates"
PACKAGE = "ricochet_client"
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
        "--custom-template-path",
        str(TEMPLATES),
        "--meta",
        "uv",
        "--overwrite",
    ]


def generate(output: Path) -> subprocess.CompletedProcess[str]:
    """Run the generator (its ruff post-hooks from this virtualenv); return the run."""
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    run = subprocess.run(
        command(output),
        env={**os.environ, "PATH": path},
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode == 0:
        add_handwritten(output / PACKAGE)
    return run


def add_handwritten(package: Path) -> None:
    """Copy the hand-written modules (no generator template makes them) in."""
    for module in sorted((TEMPLATES / "package").glob("*.py")):
        shutil.copyfile(module, package / module.name)


def main() -> int:
    """Generate into the directory named on the command line; echo the generator."""
    run = generate(Path(sys.argv[1]).resolve())
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr)
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
