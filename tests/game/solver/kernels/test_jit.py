"""The solver's compile helpers: the cache-prefetch hint and the kernel modules."""

from __future__ import annotations

import hashlib
import importlib
import os

import numpy as np
import pytest
from numba import njit
from numba.core.registry import CPUDispatcher

from service.game.solver import warm_up
from service.game.solver.kernels.jit import HERE, MODULES, prefetch


def kernels_digest() -> str:
    """Return the digest of the kernel sources, as jit stamps it."""
    digest = hashlib.sha256()
    for name in MODULES:
        digest.update((HERE / f"{name}.py").read_bytes())
    return digest.hexdigest()


@njit
def _sum_prefetching(values: np.ndarray) -> int:
    """Sum an array, asking for the element eight ahead before each read."""
    total = 0
    for i in range(values.shape[0]):
        prefetch(values, (i + 8) % values.shape[0])
        total += values[i]
    return total


def test_prefetch_emits_the_instruction_and_changes_no_result() -> None:
    values = np.arange(100, dtype=np.int64)
    assert _sum_prefetching(values) == 4950
    assembly = "".join(_sum_prefetching.inspect_asm().values())
    assert "prefetch" in assembly


def test_the_kernels_package_holds_compiled_modules_only() -> None:
    # jit drops the on-disk cache of every module of the package together, so a
    # module of plain Python there would only cost recompiles.
    assert {"search", "offsets", "tt", "jit"} <= set(MODULES)
    for name in MODULES:
        module = importlib.import_module(f"service.game.solver.kernels.{name}")
        compiled = [
            value
            for value in vars(module).values()
            if isinstance(value, CPUDispatcher)
            and value.py_func.__module__ == module.__name__
        ]
        assert compiled or name == "jit", name


def test_numba_caches_kernels_where_a_stale_cache_is_dropped() -> None:
    # jit.drop_stale_cache removes `<module>.<function>-<line>.py<ver>.nb[ic]` from
    # the package's __pycache__ when a kernel source changes (numba checks only a
    # function's own file): if numba named or placed its cache files otherwise,
    # stale compiled kernels would outlive the change.
    if os.environ.get("NUMBA_CACHE_DIR"):
        pytest.skip("numba caches elsewhere in this run")
    warm_up()
    cache = HERE / "__pycache__"
    for name in ("search", "tt"):
        assert list(cache.glob(f"{name}.*.nbi")), f"no cache index of {name}"
        assert list(cache.glob(f"{name}.*.nbc")), f"no cached code of {name}"
    assert (cache / "ricochet-kernels.sha256").read_text() == kernels_digest()
