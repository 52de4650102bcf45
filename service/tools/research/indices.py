"""What the kernels' index lowering saves: `python -m service.tools.research.indices`.

`service/game/solver/kernels/jit.py` lowers a signed index in the solver's kernels
as it is, without numba's wraparound (an override of numba's
`arrayobj.fix_integer_index`, the README's list). This compares the processor time
per node on one thread with the override and without it (numba's own lowering),
each variant compiled into its own cache and run alternately `--rounds` times, over
every fourth shared position of 12+ moves whose reference time is 0.2-2 s (rule off).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

UNPATCHED = "RICOCHET_INDICES_UNPATCHED"
"""Set to 1 in the child that runs with numba's own index lowering."""


def measure() -> str:
    """Solve the positions in this process; return its line of figures."""
    from service.game.solver import solve, warm_up
    from service.game.solver.kernels import jit
    from service.tools.bench.solver import load_positions, puzzle_of

    unpatched = os.environ.get(UNPATCHED) == "1"
    if unpatched:
        from numba.np import arrayobj

        arrayobj.fix_integer_index = jit._fix_integer_index
    warm_up()
    positions = [
        p
        for p in load_positions()
        if p["optimal_moves"] >= 12 and 0.2 <= p["reference_c_seconds"] <= 2
    ][::4][:12]
    cpu, nodes = 0.0, 0
    for position in positions:
        puzzle = puzzle_of(position, False)
        start = time.process_time()
        nodes += solve(puzzle).nodes
        cpu += time.process_time() - start
    name = "numba's wraparound" if unpatched else "as it is (jit.py)"
    return (
        f"{name:20} {len(positions)} positions, {nodes / 1e6:.1f} Mnodes, "
        f"{cpu:.2f} s CPU, {cpu / nodes * 1e9:.0f} ns/node"
    )


def main(argv: list[str] | None = None) -> int:
    """Run the two variants alternately in child processes; print their lines."""
    parser = argparse.ArgumentParser(prog="python -m service.tools.research.indices")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(measure())
        return 0
    with tempfile.TemporaryDirectory() as caches:
        for _ in range(args.rounds):
            for unpatched in ("0", "1"):
                env = dict(
                    os.environ,
                    RICOCHET_SOLVER_THREADS="1",
                    NUMBA_CACHE_DIR=os.path.join(caches, unpatched),
                    **{UNPATCHED: unpatched},
                )
                command = [sys.executable, "-m", __spec__.name, "--child"]
                done = subprocess.run(
                    command, env=env, capture_output=True, text=True, check=True
                )
                print(done.stdout.strip(), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
