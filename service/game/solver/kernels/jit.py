"""The one way the solver compiles its kernels with numba.

numba's on-disk cache checks only the source file of the cached function, but a
kernel carries compiled copies of the kernels it calls from other files (and the
constants of `offsets`). So the cache of every module of this package is dropped
whenever any of them changes: a digest of their sources is kept next to the cache.

It is also the one place that uses numba's internals (the private `_nrt` option,
`cgutils.get_item_pointer`, an LLVM intrinsic, the index lowering
`arrayobj.fix_integer_index`); tests/game/solver/test_numba_compat.py fails when
numba or llvmlite changes them.

No kernel counts an index from the end of an array, so inside this package a signed
index is used as it is: numba's wraparound (a test and an add on every array
access) is left out of the kernels, which makes the search about a sixth faster
(docs/solver-notes.md). tests/game/solver/kernels/test_indices.py runs the solver
tests with numba's bounds checks on, which then fail on any negative index.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

from llvmlite import ir
from numba import njit, types
from numba.core import cgutils
from numba.extending import intrinsic
from numba.np import arrayobj

F = TypeVar("F", bound=Callable[..., Any])

HERE = Path(__file__).parent
# Every module of this package is a kernel module: the package is the list.
MODULES = tuple(sorted(p.stem for p in HERE.glob("*.py") if p.stem != "__init__"))


def kernel(
    *, inline: bool = False, nogil: bool = False, nrt: bool = False
) -> Callable[[F], F]:
    """Compile a function to machine code, cached on disk.

    Kernels that never allocate arrays run without numba's reference counting
    (`nrt=False`): passing arrays between them then costs no atomic updates.
    `inline` inlines a helper into its callers; `nogil` lets threads run a kernel
    side by side. No kernel divides by a value that can be zero, so the numpy error
    model spares every division its zero check.
    """
    options: dict[str, Any] = {
        "cache": True,
        "_nrt": nrt,
        "nogil": nogil,
        "error_model": "numpy",
    }
    if inline:
        options["inline"] = "always"
    return cast(Callable[[F], F], njit(**options))


_item_pointer: Any = cgutils.get_item_pointer
_fix_integer_index: Any = arrayobj.fix_integer_index
# How this package's functions begin their (Itanium-mangled) names in numba's code.
MANGLED_PACKAGE = "".join(f"{len(part)}{part}" for part in __name__.split(".")[:-1])


def _index_as_is(context: Any, builder: Any, idxty: Any, idx: Any, size: Any) -> Any:
    """Lower an integer index: as it is in this package's kernels, else numba's way."""
    if idxty.signed and MANGLED_PACKAGE in builder.function.name:
        return context.cast(builder, idx, idxty, types.intp)
    return _fix_integer_index(context, builder, idxty, idx, size)


arrayobj.fix_integer_index = _index_as_is


def _prefetch(typingctx: Any, array: Any, index: Any) -> Any:
    """Type and generate `prefetch`."""

    def codegen(context: Any, builder: Any, signature: Any, args: Any) -> Any:
        view = context.make_array(signature.args[0])(context, builder, args[0])
        item = _item_pointer(
            context, builder, signature.args[0], view, [args[1]], wraparound=False
        )
        byte = ir.IntType(8).as_pointer()
        i32 = ir.IntType(32)
        fnty = ir.FunctionType(ir.VoidType(), [byte, i32, i32, i32])
        fn = builder.module.declare_intrinsic("llvm.prefetch", [byte], fnty)
        # read access, high locality, data cache
        builder.call(fn, [builder.bitcast(item, byte), i32(0), i32(3), i32(1)])
        return context.get_dummy_value()

    return types.void(array, index), codegen


# Ask the processor to start loading array[index] into the cache: a hint that
# neither waits nor faults, so that a later read of it does not stall.
prefetch = cast(Callable[[Any, int], None], intrinsic(_prefetch))


def drop_stale_cache() -> None:
    """Remove the kernels' cached machine code if any kernel source changed."""
    digest = hashlib.sha256()
    for name in MODULES:
        digest.update((HERE / f"{name}.py").read_bytes())
    cache = HERE / "__pycache__"
    stamp = cache / "ricochet-kernels.sha256"
    try:
        if stamp.exists() and stamp.read_text() == digest.hexdigest():
            return
        for name in MODULES:
            for path in cache.glob(f"{name}.*.nb[ic]"):
                path.unlink(missing_ok=True)
        cache.mkdir(exist_ok=True)
        stamp.write_text(digest.hexdigest())
    except OSError:
        pass  # a read-only install: numba then caches elsewhere, or not at all


drop_stale_cache()
