"""No kernel indexes an array from its end: kernels/jit.py lowers their indices as
they are, without numba's wraparound, so a negative one would read out of bounds.

The solver's tests run again in a fresh process, with numba's bounds checks on and
an empty cache: there a negative index raises IndexError and fails its test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[4]
SOLVER_TESTS = ("tests/game/solver/test_solver.py", "tests/game/solver/test_props.py")


@pytest.mark.slow
def test_the_solver_tests_pass_with_bounds_checks(tmp_path: Path) -> None:
    env = dict(os.environ, NUMBA_BOUNDSCHECK="1", NUMBA_CACHE_DIR=str(tmp_path))
    command = [sys.executable, "-m", "pytest", *SOLVER_TESTS, "-q", "-m", "not slow"]
    command += ["-p", "no:cacheprovider"]
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert " passed" in done.stdout
