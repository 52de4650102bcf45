"""One error shape for everything: RFC 9457 `application/problem+json`.

Use-cases raise domain errors (`service.infra.domain_errors`), mapped to statuses
by `service.infra.problems.DOMAIN_STATUS`; views and the HTTP glue may raise
`problem(status, kind, detail, errors)`. Every other exception (HTTP errors, webargs
validation, GameError, IntegrityError, bugs) is turned into the same shape by the
handlers registered in `register_error_handlers`.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from functools import wraps
from typing import Any, TypeVar

import redis
from flask import Flask, Request, Response, current_app, request
from sqlalchemy.exc import DBAPIError, DisconnectionError, IntegrityError
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from service.game.errors import GameError
from service.infra.domain_errors import DomainError, Unauthorized, invalid_input
from service.infra.problems import (
    KIND_BY_STATUS,
    Errors,
    domain_status,
    flatten_messages,
    problem_document,
)
from service.infra.problemtypes import kind_of
from service.web.headers import keep_retry_after
from service.web.pages.render import error_page, wants_html
from service.web.problemtypes import problem_title

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"
JSON_TYPES = frozenset({"application/json", PROBLEM_JSON})


REDIS_DOWN = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError)
"""What an unreachable Redis raises (refused, reset, timed out, still loading)."""
QUEUE_DOWN = "the job queue (Redis) is unavailable; retry later"


class ApiProblem(Exception):
    """An error answered as a problem document; raise it anywhere in a request."""

    def __init__(
        self,
        status: int,
        kind: str,
        detail: str,
        errors: Errors | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.kind = kind
        self.detail = detail
        self.errors = errors
        self.headers = dict(headers or {})


def problem(
    status: int,
    kind: str,
    detail: str,
    errors: Errors | None = None,
    headers: Mapping[str, str] | None = None,
) -> ApiProblem:
    """Return an ApiProblem to raise, e.g. `raise problem(409, "conflict", "...")`."""
    return ApiProblem(status, kind, detail, errors, headers)


def problem_body(exc: ApiProblem, instance: str | None = None) -> dict[str, Any]:
    """Return the problem document of an ApiProblem (werkzeug's statuses titled)."""
    body = problem_document(exc.status, exc.kind, exc.detail, exc.errors, instance)
    body["title"] = problem_title(exc.kind)
    return body


def domain_problem(exc: DomainError) -> ApiProblem:
    """Return the problem that answers a domain error (same kind and detail)."""
    status = domain_status(exc)
    retry = exc.retry_after
    if retry is None and status == 503:  # a 503 always says when to come back
        retry = current_app.config["REDIS_RETRY_AFTER"]
    headers = None if retry is None else {"Retry-After": str(retry)}
    if isinstance(exc, Unauthorized):  # a 401 says how to authenticate
        headers = {"WWW-Authenticate": "Bearer"}
    return problem(status, exc.kind, exc.detail, exc.errors, headers)


def unavailable(detail: str = QUEUE_DOWN) -> ApiProblem:
    """Return the 503 of a call that needs Redis while it is down (with Retry-After)."""
    retry = str(current_app.config["REDIS_RETRY_AFTER"])
    return problem(503, "service-unavailable", detail, headers={"Retry-After": retry})


def game_problem(exc: GameError, prefix: str = "") -> ApiProblem:
    """Return the 422 problem of a core error; `prefix` locates its field in a body."""
    return domain_problem(invalid_input(exc, prefix))


def problem_response(exc: ApiProblem) -> Response:
    """Render a problem as an `application/problem+json` response (as an HTML page
    on a browser route asked for HTML: `service.web.pages.render.wants_html`)."""

    body = problem_body(exc, request.path)
    if wants_html():
        response = error_page(body)
    else:
        response = Response(json.dumps(body), exc.status, mimetype=PROBLEM_JSON)
    response.headers.update(exc.headers)
    if "Retry-After" in exc.headers:  # sent whatever the status
        keep_retry_after(request.environ, exc.headers["Retry-After"])
    return response


def from_http_exception(exc: HTTPException) -> ApiProblem:
    """Translate werkzeug/webargs/flask-smorest/Flask-Limiter HTTP errors."""
    status = exc.code or 500
    data = getattr(exc, "data", None) or {}
    cause = getattr(exc, "exc", None)
    headers = {k: v for k, v in exc.get_headers() if k.lower() != "content-type"}
    headers.update(data.get("headers") or {})
    if isinstance(cause, ValueError) and status == 400:  # JSONDecodeError, bad UTF-8
        return problem(400, "malformed-json", "the request body is not valid JSON")
    if status == 422 and "messages" in data:
        messages = data["messages"]
        if isinstance(messages, Mapping) and set(messages) == {"json"}:
            messages = messages["json"]  # body fields are named without a location
        errors = flatten_messages(messages)
        return problem(422, "validation-error", _summary(errors), errors, headers)
    detail = str(data.get("message") or exc.description or exc.name)
    kind = KIND_BY_STATUS.get(status) or kind_of(str(exc.name))
    return problem(status, kind, detail, None, headers)


def _summary(errors: Errors) -> str:
    """Summarise field errors in one sentence."""
    fields = ", ".join(sorted(errors)[:5])
    more = "" if len(errors) <= 5 else f" and {len(errors) - 5} more"
    return f"invalid field(s): {fields}{more}"


def handle_problem(exc: ApiProblem) -> Response:
    """Answer a raised ApiProblem."""
    return problem_response(exc)


def handle_domain_error(exc: DomainError) -> Response:
    """Answer a use-case's refusal with its problem."""
    return problem_response(domain_problem(exc))


def handle_http_exception(exc: HTTPException) -> Response:
    """Answer any HTTP error (404, 405, 413, 422, 429...) as a problem."""
    return problem_response(from_http_exception(exc))


def handle_game_error(exc: GameError) -> Response:
    """Answer bad game input (board, puzzle, solution, rules) with 422."""
    return problem_response(game_problem(exc))


def handle_integrity_error(exc: IntegrityError) -> Response:
    """Answer a constraint violation with 409; the database detail only in DEBUG."""
    from service.infra.extensions import db

    db.session.rollback()
    detail = "the request conflicts with stored data"
    if current_app.debug:
        detail += f": {exc.orig}"
    return problem_response(problem(409, "conflict", detail))


def handle_redis_down(exc: Exception) -> Response:
    """Answer a call that needs the queue (Redis) while it is unreachable with 503."""
    log.warning("redis unavailable on %s %s: %s", request.method, request.path, exc)
    return problem_response(unavailable())


def handle_connection_lost(exc: Exception) -> Response:
    """Answer a lost database connection with 503 and Retry-After (nothing committed).

    Other database errors of the same classes that are not about the connection
    are bugs: answered like any unexpected error.
    """
    from service.infra.dbfaults import (
        RETRY_AFTER_SECONDS,
        is_connection_lost,
        reset_session,
    )

    reset_session()
    if not is_connection_lost(exc):
        return handle_unexpected(exc)
    log.warning("database unavailable on %s %s: %s", request.method, request.path, exc)
    detail = "the database connection was lost; nothing was changed, retry shortly"
    headers = {"Retry-After": str(RETRY_AFTER_SECONDS)}
    return problem_response(problem(503, "service-unavailable", detail, None, headers))


def handle_recursion(exc: RecursionError) -> Response:
    """Answer JSON nested too deeply to decode (bad input, not a bug) with 400."""
    detail = "the request body is nested too deeply"
    return problem_response(problem(400, "malformed-json", detail))


def handle_unexpected(exc: Exception) -> Response:
    """Log a bug and answer 500 without details (unless DEBUG)."""
    log.exception("unhandled error on %s %s", request.method, request.path)
    detail = repr(exc) if current_app.debug else "an unexpected error occurred"
    return problem_response(problem(500, "internal-error", detail))


def check_media_type() -> None:
    """Refuse a request body that is not JSON (415), before any view runs.

    A view taking another media type sets `view.accepted_media_types = {...}`.
    """
    if request.method in ("GET", "HEAD", "OPTIONS") or not _has_body():
        return
    mimetype = request.mimetype
    view = current_app.view_functions.get(request.endpoint or "")
    accepted = getattr(view, "accepted_media_types", None)
    if accepted is None:
        if mimetype in JSON_TYPES or mimetype.endswith("+json"):
            return
        accepted = JSON_TYPES - {PROBLEM_JSON}
    elif mimetype in accepted:
        return
    raise problem(
        415,
        "unsupported-media-type",
        f"send the body as {' or '.join(sorted(accepted))}, not "
        f"{mimetype or 'no Content-Type'}",
    )


def _has_body() -> bool:
    """Tell whether the request announces a body."""
    environ = request.environ
    length = environ.get("CONTENT_LENGTH")
    return bool(length and length != "0") or "chunked" in environ.get(
        "HTTP_TRANSFER_ENCODING", ""
    )


class ProblemRequest(Request):
    """A request whose `get_json()` failures are malformed-json problems."""

    def on_json_loading_failed(self, e: ValueError | None) -> Any:
        """Raise a problem instead of Flask's plain 400."""
        if e is None:
            raise problem(415, "unsupported-media-type", "send the body as JSON")
        raise problem(400, "malformed-json", "the request body is not valid JSON")

    def get_data(  # type: ignore[override]
        self, cache: bool = True, as_text: bool = False, parse_form_data: bool = False
    ) -> bytes | str:
        """Return the body; a chunked body over the size limit is a 413.

        werkzeug stops reading a body of unknown length at `max_content_length` and
        returns the truncated data (a JSON error, 400): one more byte means too large.
        """
        data = super().get_data(cache, False, parse_form_data)
        limit = self.max_content_length
        if (
            limit is not None
            and self.content_length is None
            and len(data) >= limit
            and self.environ["wsgi.input"].read(1)
        ):
            raise RequestEntityTooLarge()
        return data.decode(errors="replace") if as_text else data


T = TypeVar("T", bound=Callable[..., Any])


class ProblemFlask(Flask):
    """A Flask app whose teardown functions cannot turn an answer into a bare 500.

    A teardown runs after the response is made (a committed write included); if it
    raises, Flask lets the error escape to the server, which answers an empty 500.
    Each registered teardown is wrapped so that its failure is logged instead.
    """

    def teardown_appcontext(self, f: T) -> T:
        """Register an app-context teardown whose failure is only logged."""
        super().teardown_appcontext(logged_teardown(f))
        return f

    def teardown_request(self, f: T) -> T:
        """Register a request teardown whose failure is only logged."""
        super().teardown_request(logged_teardown(f))
        return f


def logged_teardown(f: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap a teardown function: log its exception instead of raising it."""

    @wraps(f)
    def teardown(exc: BaseException | None) -> None:
        try:
            f(exc)
        except Exception:
            log.exception("teardown %s failed", getattr(f, "__qualname__", f))

    return teardown


def register_error_handlers(app: Flask) -> None:
    """Install the handlers (after flask-smorest's, replacing its HTTP handler)."""
    app.request_class = ProblemRequest
    app.before_request(check_media_type)
    app.register_error_handler(ApiProblem, handle_problem)
    app.register_error_handler(DomainError, handle_domain_error)
    app.register_error_handler(HTTPException, handle_http_exception)
    app.register_error_handler(GameError, handle_game_error)
    app.register_error_handler(IntegrityError, handle_integrity_error)
    app.register_error_handler(RecursionError, handle_recursion)
    for error in REDIS_DOWN:
        app.register_error_handler(error, handle_redis_down)
    for lost in (DBAPIError, DisconnectionError):
        app.register_error_handler(lost, handle_connection_lost)
    app.register_error_handler(Exception, handle_unexpected)
