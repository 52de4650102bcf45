"""`ricochet trainer fit-prior`: refit a puzzle's first rating on settled ratings.

Reads every library puzzle with enough rated attempts (DATABASE_URL, as the
service), fits the prior's weights by least squares (their ratings as the
response, their features as predictors), prints the fit, and with --write stores
it in `service/game/data/prior.json`, the file the core reads (commit it: the
model is versioned with the code). --simulate N fits a simulated population's
puzzles instead (`service.tools.research.synthetic`), whose true weights are known.
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from service.game.rating.prior import DEFAULT, WEIGHTS, Fit, fit_prior, model_json

EPILOG = """\
Exit status: 0 fitted (and written with --write), 2 too few settled puzzles."""


def register(subparsers: Any) -> None:
    """Add the `trainer` subcommand and its `fit-prior` action."""
    parser = subparsers.add_parser("trainer", help="operate the rated trainer")
    actions = parser.add_subparsers(dest="action", required=True)
    fit = actions.add_parser(
        "fit-prior",
        help="fit a puzzle's first rating on stored rated attempts",
        description=__doc__,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    fit.add_argument("--min-attempts", type=int, default=30, metavar="N")
    fit.add_argument("--write", action="store_true", help="store the fitted model")
    fit.add_argument("--output", type=Path, help="where --write stores it")
    fit.add_argument("--simulate", type=int, metavar="PUZZLES", default=0)
    fit.add_argument("--seed", type=int, default=0)
    fit.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Fit, print, and write when asked."""
    source, samples = (
        _simulated(args.simulate, args.seed)
        if args.simulate
        else _stored(args.min_attempts)
    )
    try:
        fit = fit_prior(samples)
    except ValueError as exc:
        print(f"ricochet trainer fit-prior: {exc} ({source})", file=sys.stderr)
        return 2
    print(report(fit, source))
    if args.write:
        path = args.output or model_path()
        path.write_text(model_json(fit.model, _record(fit, source)))
        print(f"written to {path}")
    return 0


def _stored(min_attempts: int) -> tuple[str, list[Any]]:
    """Read the settled puzzles of the database, with a progress line."""
    from service.infra.appbase import create_base_app
    from service.trainer.fitting import count_settled, settled_samples

    app = create_base_app({"RATELIMIT_ENABLED": False})
    with app.app_context():
        total = count_settled(min_attempts)

        def show(done: int) -> None:
            print(f"\rreading {done:,} / {total:,} puzzles", end="", file=sys.stderr)

        samples = settled_samples(min_attempts, show)
    if total:
        print(file=sys.stderr)
    return f"puzzles with {min_attempts}+ rated attempts", samples


def _simulated(count: int, seed: int) -> tuple[str, list[Any]]:
    """Play a simulated population on synthetic puzzles; return their ratings."""
    from service.tools.research.simulate import Population
    from service.tools.research.synthetic import TRUE_MODEL, rated_sample

    print(f"simulating {count:,} puzzles, 30 attempts each ...", file=sys.stderr)
    samples = rated_sample(count, Population(), seed=seed)
    truth = ", ".join(f"{k} {v:g}" for k, v in TRUE_MODEL.weights.items())
    return f"simulated population, seed {seed} (true weights: {truth})", samples


def report(fit: Fit, source: str) -> str:
    """Return the fit as a table: each weight (rating points), its error, the
    weight in use today, then centre, R squared, n and the residual spread."""
    lines = [
        f"fit of {fit.n:,} {source}",
        f"  {'feature':22} {'weight':>8} {'+-':>6} {'in use':>8}",
    ]
    for name in WEIGHTS:
        error = fit.standard_errors.get(name)
        shown = "kept" if error is None else f"{error:6.1f}"
        in_use = DEFAULT.weights.get(name, 0.0) * DEFAULT.scale
        lines.append(
            f"  {name:22} {fit.model.weights[name]:8.1f} {shown:>6} {in_use:8.1f}"
        )
    lines.append(
        f"  rating = 1500 + sum(weight x feature) - {fit.model.centre:.1f}"
        f"   R^2 {fit.r2:.3f}   residual sd {fit.residual_sd:.0f}   n {fit.n:,}"
    )
    return "\n".join(lines)


def model_path() -> Path:
    """Return the shipped model's file (in the checkout's `service/game/data`)."""
    import service.game

    return Path(service.game.__file__).parent / "data" / "prior.json"


def _record(fit: Fit, source: str) -> dict[str, Any]:
    """Return what the data file says of the fit that made it."""
    return {
        "method": f"ricochet trainer fit-prior: least squares on {source}",
        "fitted_at": datetime.now(UTC).date().isoformat(),
        **fit.summary(),
    }
