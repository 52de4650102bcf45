"""`python -m workers.warm`: compile the solver's kernels into numba's on-disk cache.

`make install` runs it once, so a fresh clone's first worker loads the kernels in
seconds instead of compiling them while `GET /v1/health` says `worker: warming`.
"""

from __future__ import annotations

import sys

from workers.worker import warm


def main() -> int:
    """Compile (or load) every kernel and say how long it took."""
    print("compiling the solver's kernels (once; up to a minute on a busy machine)")
    print(f"kernels ready in {warm():.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
