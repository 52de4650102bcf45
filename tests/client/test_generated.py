"""The generated client (clients/python) is what `make client` makes of openapi.yaml."""

from __future__ import annotations

import filecmp
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "clients" / "python"
IGNORED = {"__pycache__", ".ruff_cache", ".mypy_cache"}


def load_generator():  # type: ignore[no-untyped-def]
    """Import clients/generate.py (a script, not a package)."""
    spec = importlib.util.spec_from_file_location(
        "generate", ROOT / "clients" / "generate.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def differences(left: Path, right: Path) -> list[str]:
    """List the files that differ, or exist on one side only, between two trees."""
    compared = filecmp.dircmp(left, right, ignore=sorted(IGNORED))
    found = [f"only in {left}: {n}" for n in compared.left_only]
    found += [f"only in {right}: {n}" for n in compared.right_only]
    _, mismatch, errors = filecmp.cmpfiles(
        left, right, compared.common_files, shallow=False
    )
    found += [f"differs: {left / n}" for n in mismatch + errors]
    for name in compared.common_dirs:
        found += differences(left / name, right / name)
    return found


def test_committed_client_matches_the_contract(tmp_path: Path) -> None:
    run = load_generator().generate(tmp_path / "python")
    assert run.returncode == 0, run.stdout + run.stderr
    # the generator warns about (and drops) what it cannot express
    assert "WARNING" not in run.stdout + run.stderr, run.stdout + run.stderr
    drift = differences(COMMITTED, tmp_path / "python")
    assert drift == [], "run `make client`:\n" + "\n".join(drift)


def test_client_is_importable_from_the_test_path() -> None:
    import ricochet_client

    assert Path(ricochet_client.__file__).is_relative_to(COMMITTED)
    assert "ricochet_client" in sys.modules
