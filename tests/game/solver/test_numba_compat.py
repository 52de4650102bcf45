"""What service/game/solver/kernels/jit.py relies on in numba and llvmlite.

Each test fails if an upgrade changes it.
"""

from __future__ import annotations

import inspect

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
