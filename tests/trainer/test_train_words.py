"""The trainer page's counted words (`static/train/words.js`), run in Node."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

SCRIPT = Path(__file__).parents[2] / "service/web/static/train/words.js"


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")
def test_one_move_is_singular_and_other_counts_are_plural() -> None:
    probe = (
        "import { moves, verdictText, runVerdictText } from "
        f"{json.dumps(SCRIPT.as_uri())};"
        "console.log(JSON.stringify(["
        "moves(0), moves(1), moves(2),"
        "verdictText({solved: true, won: true, moves: 1, optimal_moves: 1}),"
        "runVerdictText({right: true, solved: true, moves: 1, optimal_moves: 1}),"
        "runVerdictText({right: false, solved: true, moves: 2, optimal_moves: 1}),"
        "]));"
    )
    out = subprocess.run(
        ["node", "--input-type=module", "-e", probe],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    ).stdout
    assert json.loads(out) == [
        "0 moves",
        "1 move",
        "2 moves",
        "Solved in 1 move: optimal, a win!",
        "Right: 1 move, the optimum.",
        "Missed: 2 moves, the optimum is 1.",
    ]
