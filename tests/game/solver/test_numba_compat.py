"""What service/game/solver/kernels/jit.py relies on in numba and llvmlite.

Each test fails if an upgrade changes it. Why each stays is in the README's list of
overrides; the index lowering saves about 13% of the search's CPU per node
(`python -m service.tools.research.indices`), a sixth on a quiet machine
(docs/solver-notes.md).
"""

from __future__ import annotations

import inspect
from typing import Any

import numpy as np
import pytest
from llvmlite import ir
from numba import njit
from numba.core import cgutils
from numba.core.errors import TypingError

from service.game.solver.kernels.jit import kernel, prefetch


def _allocate(n: int) -> float:
    """Allocate an array: needs numba's reference counting (NRT)."""
    return float(np.zeros(n).sum())


def test_nrt_option_turns_reference_counting_off() -> None:
    # an unknown option would raise KeyError ("Unrecognized options") instead
    assert kernel(nrt=True)(_allocate)(3) == 0.0
    with pytest.raises(TypingError):
        njit(_nrt=False)(_allocate)(3)


def test_item_pointer_and_intrinsic_helpers_keep_their_signatures() -> None:
    parameters = inspect.signature(cgutils.get_item_pointer).parameters
    assert list(parameters)[:5] == ["context", "builder", "aryty", "ary", "inds"]
    assert "wraparound" in parameters
    assert callable(ir.Module.declare_intrinsic)


@njit
def _touch(values: np.ndarray) -> int:
    """Prefetch one element and read another."""
    prefetch(values, 3)
    return int(values[0])


def test_prefetch_lowers_to_the_llvm_intrinsic() -> None:
    assert _touch(np.arange(8, dtype=np.int64)) == 0
    llvm = "".join(_touch.inspect_llvm().values())
    assert "@llvm.prefetch" in llvm


def _bounds_checked_reader(module: str) -> Any:
    """Compile `values[i]` with bounds checks as a function of `module`."""

    def read(values: np.ndarray, i: int) -> int:
        return int(values[i])

    read.__module__ = module
    return njit(boundscheck=True)(read)


def test_kernels_index_as_is_while_other_code_counts_from_the_end() -> None:
    values = np.arange(4, dtype=np.int64)
    outside = _bounds_checked_reader("tests.game.solver.probe")
    assert outside(values, -1) == 3  # numba's wraparound
    inside = _bounds_checked_reader("service.game.solver.kernels.probe")
    assert inside(values, 2) == 2
    with pytest.raises(IndexError):
        inside(values, -1)  # used as it is: out of bounds
