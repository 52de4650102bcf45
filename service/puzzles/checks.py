"""Use-cases for solution checks: single and batch; nothing is stored.

A batch parses each referenced puzzle once, then checks every solution of a puzzle
together: with the compiled checker (`fastcheck.check_many_json`) when no step trace is
asked for, else with the reference checker.
"""

from __future__ import annotations

import json
from typing import Any, TypedDict

import marshmallow as ma
from flask import current_app

from service.game.check import Verdict, check_solution
from service.game.errors import GameError
from service.game.fastcheck import check_many_json
from service.game.notation import Move, parse_solution
from service.game.puzzle import Puzzle
from service.infra import metrics
from service.infra.domain_errors import DomainError, Invalid, invalid_input
from service.infra.problems import domain_problem_body, flatten_messages
from service.inputs.policy import BAD_TEXT, JSON_INT_MAX, JSON_INT_MIN, TEXT_ERROR
from service.puzzles.puzzles import load_puzzles, parse_spec, parsed_puzzle
from service.puzzles.spec import PuzzleSpecSchema

ITEM_FIELDS = frozenset({"puzzle_id", "puzzle", "solution", "ref"})
MAX_REF_LENGTH = 200


CHECKS_SINGLE = metrics.CHECKS.labels("single")


class PuzzleVerdict(TypedDict):
    """The core's verdict (`Verdict.to_json`, the CLI's) on a solution of a puzzle."""

    puzzle_id: str
    solved: bool
    reached_target: bool
    moves: int
    ricochet_rule: bool
    ricochet_rule_satisfied: bool
    steps: list[dict[str, Any]]
    robots: dict[str, list[int]]
    error: dict[str, Any] | None


class BatchAnswer(TypedDict):
    """A batch's results, one per item (a verdict or an item error), and counts."""

    results: list[dict[str, Any]]
    checked: int
    solved: int
    invalid: int


def puzzle_verdict(puzzle_id: str, verdict: Verdict) -> PuzzleVerdict:
    """Return the verdict on a solution of the puzzle `puzzle_id`."""
    return {"puzzle_id": puzzle_id, **verdict.to_json()}  # type: ignore[typeddict-item]


def check_stored(puzzle_id: str, solution: Any) -> PuzzleVerdict:
    """Check a solution of a stored puzzle (404 when unknown)."""
    puzzle = parsed_puzzle(puzzle_id)
    CHECKS_SINGLE.inc()
    return puzzle_verdict(puzzle_id, check_solution(puzzle, parse_solution(solution)))


def check_one(body: dict[str, Any]) -> PuzzleVerdict:
    """Check a solution of a stored (`puzzle_id`) or inline (`puzzle`) puzzle."""
    puzzle = _body_puzzle(body, {})
    moves = parse_solution(body["solution"])
    CHECKS_SINGLE.inc()
    return puzzle_verdict(puzzle.puzzle_id, check_solution(puzzle, moves))


def answer_batch(items: list[Any], steps: bool) -> BatchAnswer:
    """Check a batch's items (`check_batch`) and count them: checked (a verdict),
    of which solved, and invalid (an item error); checked + invalid = items."""
    results = check_batch(items, steps)
    invalid = sum(1 for r in results if "solved" not in r)
    solved = sum(1 for r in results if r.get("solved") is True)
    checked = len(results) - invalid
    return {
        "results": results,
        "checked": checked,
        "solved": solved,
        "invalid": invalid,
    }


def _body_puzzle(body: dict[str, Any], stored: dict[str, Puzzle]) -> Puzzle:
    """Return the puzzle a check names; an unknown id is a 422 on `puzzle_id`."""
    if "puzzle" in body:
        try:
            return parse_spec(body["puzzle"])[0]
        except GameError as exc:
            raise invalid_input(exc, "puzzle.") from exc
    key = body["puzzle_id"]
    puzzle = stored.get(key) or load_puzzles({key}).get(key)
    if puzzle is None:
        raise Invalid(
            f"no puzzle with id {key!r}",
            errors={"puzzle_id": ["no puzzle with this id"]},
        )
    return puzzle


def check_batch(
    items: list[Any], steps: bool, *, source: str = "batch"
) -> list[dict[str, Any]]:
    """Check every item; a bad item gets an error entry, the others a verdict.

    `source` labels the items in the `ricochet_checks` metric (`batch`, `job`).
    """
    limit = current_app.config["BATCH_MAX_ITEMS"]
    if len(items) > limit:
        raise Invalid(
            f"at most {limit} items",
            errors={"items": [f"Longer than maximum length {limit}."]},
        )
    stored = load_puzzles({i["puzzle_id"] for i in items if has_stored_id(i)})
    batch = _Batch(stored)
    for index, item in enumerate(items):
        batch.add(index, item)
    results = batch.run(steps)
    metrics.CHECKS.labels(source).inc(len(items))
    return results


def has_stored_id(item: Any) -> bool:
    """Tell whether an item names a stored puzzle by a string id (a storable one:
    one bad id must not fail the whole batch's lookup)."""
    return isinstance(item, dict) and storable_id(item.get("puzzle_id"))


def storable_id(puzzle_id: Any) -> bool:
    """Tell whether a puzzle id is a string the database can be asked about."""
    return type(puzzle_id) is str and BAD_TEXT.search(puzzle_id) is None


class _Batch:
    """Items grouped by puzzle, and one result slot per item."""

    def __init__(self, stored: dict[str, Puzzle]) -> None:
        self.stored = stored
        self.inline: dict[str, tuple[str, Puzzle]] = {}  # by their JSON text
        self.groups: dict[str, tuple[Puzzle, list[tuple[int, Any, list[Move]]]]] = {}
        self.results: list[dict[str, Any]] = []

    def add(self, index: int, item: Any) -> None:
        """Validate one item and queue it under its puzzle, or record its error."""
        ref = item.get("ref") if type(item) is dict else None
        if ref is not None and not valid_ref(ref):
            ref = None
        try:
            puzzle_id, puzzle, moves = self._prepare(item)
        except DomainError as exc:
            error = domain_problem_body(exc)  # a batch answers each item
            self.results.append({"index": index, "ref": ref, "error": error})
            return
        self.results.append({})  # filled in by `run`
        group = self.groups.get(puzzle_id)
        if group is None:
            group = self.groups[puzzle_id] = (puzzle, [])
        group[1].append((index, ref, moves))

    def _prepare(self, item: Any) -> tuple[str, Puzzle, list[Move]]:
        """Check one item's shape, then parse its puzzle and solution."""
        if not _plain_stored_item(item):
            _check_item_shape(item)
        try:
            if "puzzle" in item:
                puzzle_id, puzzle = self._inline(item["puzzle"])
            else:
                puzzle_id, puzzle = item["puzzle_id"], _body_puzzle(item, self.stored)
            return puzzle_id, puzzle, parse_solution(item["solution"])
        except GameError as exc:
            raise invalid_input(exc) from exc

    def _inline(self, spec: Any) -> tuple[str, Puzzle]:
        """Parse an inline puzzle once per distinct JSON text; return its id too."""
        text = json.dumps(spec)
        if text not in self.inline:
            try:
                loaded = PuzzleSpecSchema().load(spec)
            except ma.ValidationError as exc:
                errors = flatten_messages(exc.messages, "puzzle")
                raise Invalid("invalid puzzle", errors=errors) from exc
            try:
                puzzle = parse_spec(loaded)[0]
            except GameError as exc:
                raise invalid_input(exc, "puzzle.") from exc
            self.inline[text] = (puzzle.puzzle_id, puzzle)
        return self.inline[text]

    def run(self, steps: bool) -> list[dict[str, Any]]:
        """Check each puzzle's solutions together and fill in the verdicts."""
        results = self.results
        for puzzle_id, (puzzle, entries) in self.groups.items():
            solutions = [moves for _, _, moves in entries]
            if steps:
                verdicts = [check_solution(puzzle, m).to_json() for m in solutions]
            else:
                verdicts = check_many_json(puzzle, solutions)
            for (index, ref, _), verdict in zip(entries, verdicts, strict=True):
                entry = {"index": index, "ref": ref, "puzzle_id": puzzle_id}
                entry.update(verdict)
                results[index] = entry
        return results


def _plain_stored_item(item: Any) -> bool:
    """Tell whether an item is the common well-formed `{puzzle_id, solution, ref?}`."""
    return (
        type(item) is dict
        and storable_id(item.get("puzzle_id"))
        and "solution" in item
        and ("ref" not in item or valid_ref(item["ref"]))
        and "puzzle" not in item
        and item.keys() <= ITEM_FIELDS
    )


def _check_item_shape(item: Any) -> None:
    """Refuse an item that is not an object with the expected fields."""
    if not isinstance(item, dict):
        raise Invalid(
            "an item must be an object", errors={"item": ["must be an object"]}
        )
    errors: dict[str, list[str]] = {}
    for name in sorted(set(item) - ITEM_FIELDS):
        errors[name] = ["Unknown field."]
    if ("puzzle" in item) == ("puzzle_id" in item):
        errors["puzzle_id"] = ["give exactly one of puzzle, puzzle_id"]
    if "solution" not in item:
        errors["solution"] = ["Missing data for required field."]
    ref = item.get("ref")
    if ref is not None and not valid_ref(ref):
        errors["ref"] = [REF_ERROR]
    if "puzzle_id" in item and not isinstance(item["puzzle_id"], str):
        errors["puzzle_id"] = ["Not a valid string."]
    elif "puzzle_id" in item and not storable_id(item["puzzle_id"]):
        errors["puzzle_id"] = [TEXT_ERROR]
    if errors:
        raise Invalid("invalid item", errors=errors)


REF_ERROR = f"must be a string (at most {MAX_REF_LENGTH} characters) or an integer"


def valid_ref(ref: Any) -> bool:
    """Tell whether a ref is a short string or a 64-bit integer (the policy's)."""
    if isinstance(ref, str):
        return len(ref) <= MAX_REF_LENGTH and BAD_TEXT.search(ref) is None
    return type(ref) is int and JSON_INT_MIN <= ref <= JSON_INT_MAX
