"""The reference bots and batch validators of clients/examples, in Python and in
TypeScript, run as their READMEs say against a live server (`make run`)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from ricochet_client import AuthenticatedClient, unwrap
from ricochet_client.api.games import post_v1_games, post_v1_games_game_id_finish
from ricochet_client.api.puzzles import get_v1_puzzles_puzzle_id, post_v1_puzzles
from ricochet_client.api.rounds import (
    get_v1_games_game_id_rounds_number,
    post_v1_games_game_id_rounds,
)
from ricochet_client.models import (
    Game,
    GameCreate,
    Goal,
    GoalColor,
    PuzzleSpecByBoard,
    Robots,
)

from tests.client.node import ROOT, build_client, npm_ci, require_node
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.redis, pytest.mark.slow]

EXAMPLES = ROOT / "clients" / "examples"
WAIT = 60.0
RIGHT = "bN bW bS bE bS rE rN"
"""An optimal solution of the README's puzzle (layout 1A3C2B4D, red to [4, 1])."""


def load_bot() -> Any:
    """Import the Python bot (a script) for its search."""
    spec = importlib.util.spec_from_file_location("bot", EXAMPLES / "python" / "bot.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def command(language: str, script: str) -> list[str]:
    """Return the command line that runs an example, installing what it needs."""
    if language == "python":
        return [sys.executable, str(EXAMPLES / "python" / f"{script}.py")]
    require_node()
    build_client()
    npm_ci(EXAMPLES / "typescript")
    return [
        str(EXAMPLES / "typescript" / "node_modules" / ".bin" / "tsx"),
        f"{script}.ts",
    ]


def start(args: list[str], language: str) -> subprocess.Popen[str]:
    """Start an example with the Python client on its path (as if pip-installed)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "clients" / "python")}
    return subprocess.Popen(
        args,
        cwd=EXAMPLES / language,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )


def easy_game(api: AuthenticatedClient) -> tuple[Game, int]:
    """Create games until the first round's puzzle has a solution the bot finds fast."""
    search = load_bot().search
    for seed in range(40):
        body = GameCreate(players=["bot", "idle"], timer_seconds=1, seed=seed)
        game = unwrap(post_v1_games.sync(client=api, body=body))
        played = unwrap(post_v1_games_game_id_rounds.sync(game.id, client=api))
        puzzle = unwrap(
            get_v1_puzzles_puzzle_id.sync(str(played.puzzle_id), client=api)
        )
        if search(puzzle.to_dict(), 20_000) is not None:
            return game, played.number
        post_v1_games_game_id_finish.sync(game.id, client=api)
    pytest.fail("no seed under 40 gave the bot a puzzle it solves fast")


@pytest.mark.parametrize("language", ["python", "typescript"])
def test_the_bot_bids_and_demonstrates(
    language: str, live_url: str, registered: AuthenticatedClient
) -> None:
    args = command(language, "bot")
    game, number = easy_game(registered)
    token = str(game.players[0].token)
    bot = start(
        [*args, "--url", live_url, "--game", game.id, "--token", token], language
    )
    try:

        def over() -> Any:
            shown = get_v1_games_game_id_rounds_number.sync(
                game.id, number, client=registered
            )
            return shown if shown.status == "over" else None  # type: ignore[union-attr]

        played = wait_until(over, WAIT, interval=0.25)
        post_v1_games_game_id_finish.sync(game.id, client=registered)
        output, _ = bot.communicate(timeout=WAIT)
    finally:
        bot.kill()
    assert bot.returncode == 0, output
    assert (played.status, played.outcome, played.winner) == ("over", "won", 0), output
    assert "bid" in output and "demonstrated" in output and "success" in output, output
    assert output.rstrip().endswith("game finished"), output


@pytest.mark.parametrize("language", ["python", "typescript"])
def test_the_validator_summarizes_a_check_job(
    language: str, live_url: str, registered: AuthenticatedClient, tmp_path: Path
) -> None:
    args = command(language, "validate")
    spec = PuzzleSpecByBoard(
        board="1A3C2B4D",
        robots=Robots(red=[0, 15], green=[15, 0], blue=[15, 15], yellow=[0, 0]),
        target=Goal(color=GoalColor.RED, cell=[4, 1]),
    )
    puzzle = unwrap(post_v1_puzzles.sync(client=registered, body=spec))
    items = [
        {"puzzle_id": puzzle.id, "solution": RIGHT, "ref": "a"},
        {"puzzle_id": puzzle.id, "solution": RIGHT, "ref": "b"},
        {"puzzle_id": puzzle.id, "solution": "rN rE", "ref": "short"},
        {"puzzle_id": "p" + "0" * 16, "solution": RIGHT, "ref": "unknown"},
    ]
    upload = tmp_path / "solutions.jsonl"
    upload.write_text("".join(json.dumps(item) + "\n" for item in items))
    key = str(registered.token)
    validator = start([*args, str(upload), "--url", live_url, "--key", key], language)
    output, _ = validator.communicate(timeout=WAIT)
    assert validator.returncode == 1, output  # not every solution solves
    assert "4 checked: 2 solved, 1 not solved, 1 invalid" in output, output
    assert "not solved short" in output and "invalid unknown" in output, output
    assert "done: 4/4 checked" in output, output  # progress lines, not a bar (no TTY)
