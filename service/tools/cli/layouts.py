"""`ricochet layouts`: list the classic layout codes, or pick one from a seed."""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from service.game.errors import GameError
from service.game.layouts import Layout, enumerate_layouts, layout_from_seed


def register(subparsers: Any) -> None:
    """Add the `layouts` subcommand."""
    parser = subparsers.add_parser(
        "layouts",
        help="list the classic layouts or pick one from a seed",
        description="List every classic layout code (piece 1 at NW, sorted), or "
        "print the layout a seed picks. A code names the faces NW, NE, SE, SW.",
    )
    parser.add_argument(
        "--faces",
        default="ABCD",
        help="face letters to use: ABCD (1536 layouts, default) or AB (96, 1999)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON objects")
    parser.add_argument(
        "--seed", help="print the layout this seed picks (digits are an integer seed)"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the layouts; exit 2 on a bad face filter."""
    try:
        if args.seed is not None:
            layout = layout_from_seed(parse_seed(args.seed), args.faces)
            print(json.dumps(layout.to_json()) if args.json else layout.code)
        else:
            print_layouts(enumerate_layouts(args.faces), as_json=args.json)
    except GameError as exc:
        print(f"ricochet layouts: {exc}", file=sys.stderr)
        return 2
    return 0


def parse_seed(text: str) -> int | str:
    """Read a seed as an integer when it is one, so it matches the API's JSON seeds."""
    return int(text) if re.fullmatch(r"-?\d+", text) else text


def print_layouts(layouts: list[Layout], *, as_json: bool) -> None:
    """Print one code a line, or a JSON array with one layout object a line."""
    if as_json:
        rows = ",\n".join(json.dumps(layout.to_json()) for layout in layouts)
        print(f"[\n{rows}\n]")
    else:
        print("\n".join(layout.code for layout in layouts))
