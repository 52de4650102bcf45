"""Creating a game: rules, board, robots, chips, players and their tokens."""

from __future__ import annotations

import secrets
from typing import Any

from service.accounts.models import Client
from service.game.board import Board
from service.game.editions import DEFAULT_PRESET, Ruleset, get_ruleset
from service.game.errors import GameError
from service.game.geometry import CLASSIC_COLORS
from service.game.layouts import board_for_code, layout_from_seed
from service.game.micro import MicroBoard, micro_board_from_seed
from service.infra import clock
from service.infra.domain_errors import Invalid, invalid_input
from service.infra.extensions import db
from service.matches.models import Game, GameStatus, Player
from service.puzzles.boards import build_board, named_board, parsed_board, store_board

from .access import new_token
from .micro import first_start
from .referee import seeded
from .store import add_event

MAX_PLAYERS = 100
MICRO_PRESET = "micro-robots-2016"


def create_game(body: dict[str, Any], client: Client) -> tuple[Game, list[str]]:
    """Create and commit a game; return it with each seat's token (shown once)."""
    seed = body["seed"] if "seed" in body else secrets.randbelow(2**53)
    rules, mode = game_rules(body)
    board, layout = game_board(body, rules, seed)
    check_fit(mode, board, len(body["players"]))
    board_row, _ = store_board(board, layout, client)
    game = Game(
        id="g" + secrets.token_hex(8),
        mode=mode,
        preset=rules.name,
        rules=rules.to_json(),
        board_id=board_row.id,
        seed=seed,
        status=GameStatus.ACTIVE,
        state=initial_state(mode, board, rules, seed, body.get("robots")),
        version=1,
        event_seq=0,
        round_count=0,
        created_by=client.id,
        created_at=clock.now(),
    )
    db.session.add(game)
    tokens = add_players(game, body["players"])
    add_event(
        game,
        "game_created",
        game.created_at,
        mode=mode,
        preset=rules.name,
        board_id=board_row.id,
        players=[p.name for p in game.players],
    )
    db.session.commit()
    return game, tokens


def game_rules(body: dict[str, Any]) -> tuple[Ruleset, str]:
    """Return the preset with overrides and the mode (given or implied)."""
    mode = body.get("mode")
    name = body.get("preset") or (MICRO_PRESET if mode == "micro" else DEFAULT_PRESET)
    overrides = dict(body.get("rules") or {})
    for flag in ("black_robot", "timer_seconds"):
        if flag in body:
            overrides[flag] = body[flag]
    try:
        rules = get_ruleset(name, overrides)
    except GameError as exc:
        raise invalid_input(exc) from exc
    if mode is None:
        mode = (
            "micro"
            if rules.kind == "micro"
            else ("solo" if len(body["players"]) == 1 else "classic")
        )
    if (mode == "micro") != (rules.kind == "micro"):
        raise Invalid(
            f"preset {name} is not for {mode} games",
            errors={"preset": [f"{rules.kind} preset, {mode} game"]},
        )
    return rules, mode


def game_board(
    body: dict[str, Any], rules: Ruleset, seed: Any
) -> tuple[Board | MicroBoard, str | None]:
    """Return the board the body names, or one drawn from the game's seed."""
    try:
        if "board_id" in body:
            row = named_board(body["board_id"])
            return parsed_board(row), row.layout
        if "board" in body:
            return build_board(body["board"])
        if rules.kind == "micro":
            return micro_board_from_seed(seed), None
        layout = layout_from_seed(seed, rules.faces or "ABCD")
        return board_for_code(layout.code), layout.code
    except GameError as exc:
        raise invalid_input(exc, "board.") from exc


def check_fit(mode: str, board: Board | MicroBoard, players: int) -> None:
    """Check the board suits the mode and the number of players the mode."""
    if (mode == "micro") != isinstance(board, MicroBoard):
        want = "a Micro Robots" if mode == "micro" else "a classic"
        raise Invalid(
            f"a {mode} game needs {want} board",
            errors={"board": [f"must be {want} board"]},
        )
    if isinstance(board, Board) and not board.targets:
        raise Invalid(
            "the board has no targets (no chips)",
            errors={"board": ["needs at least one target"]},
        )
    wanted = {"solo": (1, 1), "classic": (2, MAX_PLAYERS), "micro": (2, MAX_PLAYERS)}
    low, high = wanted[mode]
    if not low <= players <= high:
        raise Invalid(
            f"a {mode} game has {low}-{high} players",
            errors={"players": [f"{mode} games need {low} to {high} players"]},
        )


def initial_state(
    mode: str,
    board: Board | MicroBoard,
    rules: Ruleset,
    seed: Any,
    placed: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Place the robots (as given, or by the seed) and shuffle the chips (classic,
    solo), or roll the start (micro)."""
    if isinstance(board, MicroBoard):
        if placed is not None:
            raise Invalid(
                "a Micro Robots game rolls its robot's start",
                errors={"robots": ["only for classic and solo games"]},
            )
        return first_start(board, seed)
    colors = list(CLASSIC_COLORS) + (["black"] if rules.black_robot else [])
    free = board.free_cells()
    if len(free) < len(colors):
        raise Invalid(
            "the board has too few free cells",
            errors={"board": [f"needs {len(colors)} free cells for the robots"]},
        )
    if placed is not None:
        cells = placed_robots(placed, colors, set(free))
    else:
        cells = seeded(seed, "robots").sample(free, len(colors))
    deck = list(range(len(board.targets)))
    seeded(seed, "deck").shuffle(deck)
    state: dict[str, Any] = {
        "robots": {
            color: list(cell) for color, cell in zip(colors, cells, strict=True)
        },
        "chips": [target.to_json() for target in board.targets],
        "deck": deck,
        "shuffles": 0,
    }
    if mode == "solo":
        state.update(face_up=[], face_down=[])
    return state


def placed_robots(
    placed: dict[str, Any], colors: list[str], free: set[Any]
) -> list[Any]:
    """Return the given robots' cells in `colors` order: exactly the robots in
    play, each on a distinct free cell of the board (422 naming the robot)."""
    if set(placed) != set(colors):
        raise Invalid(
            f"give a cell for each robot in play: {', '.join(colors)}",
            errors={"robots": [f"must name exactly {', '.join(colors)}"]},
        )
    cells = [tuple(placed[color]) for color in colors]
    for color, cell in zip(colors, cells, strict=True):
        if cell not in free:
            raise Invalid(
                f"robots.{color}: {list(cell)} is not a free cell of the board",
                errors={f"robots.{color}": ["must be a free cell of the board"]},
            )
        if cells.count(cell) > 1:
            raise Invalid(
                f"robots.{color}: two robots on {list(cell)}",
                errors={f"robots.{color}": ["shares its cell with another robot"]},
            )
    return cells


def add_players(game: Game, names: list[str]) -> list[str]:
    """Seat the players in the given (clockwise) order; return their tokens."""
    tokens = []
    for seat, name in enumerate(names):
        token, digest = new_token()
        game.players.append(
            Player(seat=seat, name=name, token_hash=digest, chips=0, won=[])
        )
        tokens.append(token)
    return tokens
