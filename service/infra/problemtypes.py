"""The service's own problem types (RFC 9457 `type`), in one registry, framework-free.

Each kind has a title, its usual status, what it means and how to fix the request;
`/problems/<kind>` serves that as a short page (`service.web.api.problems`), and the
problem documents' `type` is PROBLEM_BASE_URI (`/problems/`) + kind. The HTTP edge
adds the errors werkzeug can raise that have no kind of ours, from werkzeug's own
names and descriptions (`service.web.problemtypes`), so a status nobody planned for
still has a page. tests/web/api/test_problem_types.py checks that every kind the code
can emit is there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ProblemType:
    """One problem type: what its page says."""

    kind: str
    title: str
    status: int
    means: str
    fix: str


DOCS = "the API reference (/docs)"

_OURS = [
    ProblemType(
        "bad-request",
        "Bad request",
        400,
        "The request could not be understood: a malformed request line or header, "
        "or a request the endpoint cannot take in this form.",
        f"Compare the request with {DOCS}; the detail says what was wrong.",
    ),
    ProblemType(
        "malformed-json",
        "Malformed JSON",
        400,
        "The body (or, in a bulk job's JSON Lines, one line) is not JSON: a syntax "
        "error, invalid UTF-8, a number of more than 4,300 digits, NaN or Infinity, "
        "or arrays and objects nested more than 100 levels deep.",
        "Send one valid UTF-8 JSON document (RFC 8259), nested at most 100 deep.",
    ),
    ProblemType(
        "unauthorized",
        "Unauthorized",
        401,
        "The endpoint needs an API key (or a player token) and none was sent, or the "
        "one sent is malformed, unknown or revoked.",
        "Register with POST /v1/clients and send `Authorization: Bearer <api_key>`.",
    ),
    ProblemType(
        "forbidden",
        "Forbidden",
        403,
        "The credentials are valid but may not do this: another client's resource, "
        "a token of no player of this game, a player acting as the game's owner.",
        "Act with the credentials that own the resource.",
    ),
    ProblemType(
        "answer-hidden",
        "Answer hidden",
        403,
        "The puzzle is in play (a live round's, or today's daily): its answer, hint "
        "and grade are hidden, whichever variant of the puzzle asks for them.",
        "Ask again once the round is over or the day has passed.",
    ),
    ProblemType(
        "not-found",
        "Not found",
        404,
        "No such URL, or no such resource (board, puzzle, game, job...): unknown, "
        "expired, another client's, or an id that could not exist.",
        "Check the URL and the id; jobs are kept 24 hours.",
    ),
    ProblemType(
        "method-not-allowed",
        "Method not allowed",
        405,
        "The URL exists but not with this HTTP method.",
        "Use one of the methods the `Allow` header lists.",
    ),
    ProblemType(
        "not-acceptable",
        "Not acceptable",
        406,
        "The resource cannot be sent in any media type the `Accept` header allows.",
        "Accept the media type the endpoint documents (usually application/json).",
    ),
    ProblemType(
        "conflict",
        "Conflict",
        409,
        "The request conflicts with what is stored (e.g. a name already taken).",
        "Read the current state and decide again; the detail names the conflict.",
    ),
    ProblemType(
        "job-not-finished",
        "Job not finished",
        409,
        "A bulk job's results were asked for before it was done (it is queued, "
        "running or retrying).",
        "Poll the job's status, or ask again after the `Retry-After` seconds.",
    ),
    ProblemType(
        "job-failed",
        "Job failed",
        409,
        "The bulk job failed for good (its `error` says why): it has no results.",
        "Fix what its error names and submit a new job.",
    ),
    ProblemType(
        "timer-over",
        "The sand timer has run out",
        409,
        "A bid came after the round's sand timer had run out.",
        "Bid while the timer runs; read the round's `deadline`.",
    ),
    ProblemType(
        "bid-not-lower",
        "A bid may only be lowered",
        409,
        "A player's new bid was not lower than its own last bid.",
        "Bid fewer moves than your last bid, or keep it.",
    ),
    ProblemType(
        "not-your-turn",
        "Not your turn",
        409,
        "A solution came from someone other than the player whose bid is verified.",
        "Wait for your turn (the round's `verifying` player).",
    ),
    ProblemType(
        "wrong-phase",
        "Not possible in this phase of the round",
        409,
        "The round's status does not allow this action (a round still live when "
        "starting another, a solution before the timer ran out, a second claim...).",
        "Read the round's `status` and act when it allows it.",
    ),
    ProblemType(
        "too-early",
        "Too early",
        409,
        "The no-bid timer or a reroll was asked for before the wait had passed.",
        "Ask again once the wait the detail names has passed.",
    ),
    ProblemType(
        "game-over",
        "The game is over",
        409,
        "The game is finished: nothing in it can change any more.",
        "Start a new game.",
    ),
    ProblemType(
        "wrong-mode",
        "Not possible in this game mode",
        409,
        "The action belongs to another mode (bids in solo or micro, claims in "
        "classic...).",
        "Use the actions of the game's mode (see docs/games.md).",
    ),
    ProblemType(
        "too-many",
        "Too many",
        429,
        "A limit on what one client may have running at once was reached.",
        "Wait the Retry-After seconds, then ask again.",
    ),
    ProblemType(
        "too-many-streams",
        "Too many open event streams",
        429,
        "This address (or this key) already holds STREAM_MAX_PER_CLIENT open event "
        "streams (default 100).",
        "Close streams you no longer read, or wait the Retry-After seconds.",
    ),
    ProblemType(
        "solve-limit",
        "Too many long solves running for this key",
        429,
        "This key already has SOLVE_LONG_PER_KEY interactive solves of boards above "
        "SOLVE_LONG_CELLS cells queued or running.",
        "Wait for the running solve (Retry-After), or use a solve job.",
    ),
    ProblemType(
        "work-budget",
        "Worker time budget spent",
        429,
        "This key (WORK_BUDGET_PER_KEY) or this address (WORK_BUDGET_PER_ADDRESS) "
        "has asked for as many seconds of worker time as it may within "
        "WORK_BUDGET_WINDOW; nothing was queued.",
        "Wait the Retry-After seconds (the window's end), or ask for shorter work.",
    ),
    ProblemType(
        "too-many-pending",
        "Too much work waiting for this client",
        429,
        "This key (or this address) already has as many jobs of this kind queued "
        "or running as it may (docs/limits.md, Worker time); nothing was queued.",
        "Wait for one of them to end (Retry-After), then ask again.",
    ),
    ProblemType(
        "no-puzzle",
        "No puzzle left",
        404,
        "The trainer has no library puzzle the player has not attempted near the "
        "rating asked for (with these filters).",
        "The detail says which: a refill of that rating band is under way (retry "
        "after Retry-After), or no puzzle's first rating reaches it, or the workers "
        "found none lately; then try another difficulty, theme or family.",
    ),
    ProblemType(
        "run-over",
        "The run is over",
        409,
        "A streak that missed, or a timed run whose clock ran out, takes no answer.",
        "Start a new run with POST /v1/trainer/runs.",
    ),
    ProblemType(
        "not-current-puzzle",
        "Not the run's current puzzle",
        409,
        "The answer names a puzzle (`puzzle_id`) that is not the one the run is on, "
        "and it is not a repeat of the answer last counted: nothing changed.",
        "Read the run (GET /v1/trainer/runs/{id}) and answer its current puzzle.",
    ),
    ProblemType(
        "daily-closed",
        "Daily challenge closed",
        409,
        "An attempt at a past day's challenge: attempts are taken until 00:00 UTC "
        "of the next day, then the leaderboard is final.",
        "Play today's puzzles (GET /v1/daily).",
    ),
    ProblemType(
        "payload-too-large",
        "Payload too large",
        413,
        "The body is over the limit: 2 MiB (MAX_CONTENT_LENGTH), 64 MiB for a check "
        "job's upload.",
        "Send less per request: store puzzles once and refer to them by id, or use "
        "a bulk job.",
    ),
    ProblemType(
        "uri-too-long",
        "URI too long",
        414,
        "The request line is over 4,094 bytes.",
        "Send long data in a JSON body, not in the URL.",
    ),
    ProblemType(
        "unsupported-media-type",
        "Unsupported media type",
        415,
        "The body's `Content-Type` is not one the endpoint reads (JSON, or JSON "
        "Lines for bulk jobs).",
        "Send `Content-Type: application/json` (or application/x-ndjson for jobs).",
    ),
    ProblemType(
        "unmeetable-request",
        "No puzzle can meet this request",
        422,
        "The filters contradict each other (a theme a filter rules out) or ask for "
        "optimal moves the theme or family cannot reach; `errors` names the field.",
        "Change the field `errors` names (docs/puzzle-library.md lists the themes).",
    ),
    ProblemType(
        "validation-error",
        "Validation failed",
        422,
        "The body or query does not fit the schema, or the game refuses it (a bad "
        "board, a robot on a wall, a malformed solution, an unknown query "
        "parameter); `errors` names each field with its messages.",
        "Fix each field `errors` names; the limits are in the OpenAPI document.",
    ),
    ProblemType(
        "rate-limited",
        "Too many requests",
        429,
        "Too many requests of this kind in the current window (per API key, player "
        "token or address).",
        "Wait the `Retry-After` seconds; spread requests out or batch them.",
    ),
    ProblemType(
        "request-header-fields-too-large",
        "Request header fields too large",
        431,
        "A header line is over 8,190 bytes, or there are more than 100 headers.",
        "Send fewer, shorter headers.",
    ),
    ProblemType(
        "internal-error",
        "Internal server error",
        500,
        "A bug: the request could not be answered. Nothing is half-done.",
        "Retry later, and report it with the response's `X-Request-ID`.",
    ),
    ProblemType(
        "service-unavailable",
        "Service unavailable",
        503,
        "A dependency is down (the database, or Redis for the job queue), or "
        "today's daily puzzles are being generated. Nothing was changed.",
        "Retry after the `Retry-After` seconds.",
    ),
]


def kind_of(name: str) -> str:
    """Return the kind made of an HTTP reason phrase (`Not Implemented` ->
    `not-implemented`, `I'm a teapot` -> `im-a-teapot`): URI-safe."""
    words = re.sub(r"[^a-z0-9]+", " ", name.lower().replace("'", "")).split()
    return "-".join(words)


OUR_TYPES: dict[str, ProblemType] = {t.kind: t for t in _OURS}
"""Every kind of ours -> its type. The HTTP edge adds a type for each other HTTP
error werkzeug can raise (`service.web.problemtypes.PROBLEM_TYPES`)."""
