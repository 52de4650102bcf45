"""The game core must not pull in the web, database or queue stacks."""

from __future__ import annotations

import subprocess
import sys

FORBIDDEN = ("flask", "sqlalchemy", "redis", "rq", "marshmallow", "flask_smorest")


def test_importing_the_core_loads_no_service_stack() -> None:
    code = (
        "import sys, pkgutil, importlib, service.game as g\n"
        "for m in pkgutil.walk_packages(g.__path__, 'service.game.'):\n"
        "    importlib.import_module(m.name)\n"
        f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == ""
