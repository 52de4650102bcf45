"""Helpers shared by the resource blueprints: prefix, auth docs, caching, fast JSON."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial, wraps
from typing import Any, TypeVar, cast

import flask_smorest
import marshmallow as ma
from flask import Response, current_app, make_response, request
from flask_smorest.utils import (
    set_status_and_headers_in_response,
    unpack_tuple_response,
)
from webargs.flaskparser import FlaskParser, is_json_request

from service.accounts.auth import require_client
from service.infra.cache import parsed_cache
from service.inputs.policy import TooDeep, parse_json
from service.web.api.dumpers import compile_dump, encode
from service.web.api.smorest_compat import documented_only
from service.web.conditional import body_etag, live_etag, make_conditional
from service.web.edgecache import offer
from service.web.errors import problem

API_PREFIX = "/v1"
BEARER: list[dict[str, list[str]]] = [{"bearer": []}]
ONE_YEAR = 365 * 24 * 3600
ONE_DAY = 24 * 3600

F = TypeVar("F", bound=Callable[..., Any])
C = TypeVar("C")


class ProblemParser(FlaskParser):
    """webargs' parser, reading JSON bodies with the policy's strict `parse_json`.

    webargs maps only JSONDecodeError and UnicodeDecodeError to its 400; a number
    of more than 4,300 digits raised a plain ValueError (a 500), and NaN passed.
    """

    def load_json(self, req: Any, schema: Any) -> Any:
        """Load a JSON body (missing if none); anything not JSON is a 400."""
        if not is_json_request(req):
            return ma.missing
        data = req.get_data(cache=True)
        if not data:
            return ma.missing
        try:
            return parse_json(data)
        except TooDeep as exc:
            raise problem(400, "malformed-json", f"the request body is {exc}") from exc
        except ValueError as exc:
            detail = "the request body is not valid JSON"
            raise problem(400, "malformed-json", detail) from exc


class Blueprint(flask_smorest.Blueprint):  # type: ignore[misc]
    """flask-smorest's Blueprint with typed decorators (the library has no types),
    whose arguments are read by ProblemParser."""

    ARGUMENTS_PARSER = ProblemParser()

    def route(self, rule: str, **options: Any) -> Callable[[C], C]:
        """Register a MethodView (or function) under a rule."""
        return cast(Callable[[C], C], super().route(rule, **options))

    def arguments(self, schema: Any, **kwargs: Any) -> Callable[[F], F]:
        """Parse and validate the request with a schema."""
        return cast(Callable[[F], F], super().arguments(schema, **kwargs))

    def response(
        self, status_code: int, schema: Any = None, **kwargs: Any
    ) -> Callable[[F], F]:
        """Serialise the view's result with a schema (the one success status).

        The schema is the one mapping from the use-case's objects to JSON; it is
        compiled once (`dumpers.compile_dump`) and its output written by orjson, as
        flask-smorest's `schema.dump` and `jsonify` would write it.
        """
        document = super().response(status_code, schema, **kwargs)
        instance = schema() if isinstance(schema, type) else schema
        serialise = Serialiser(instance, status_code, kwargs.get("content_type"))

        def decorator(view: F) -> F:
            @wraps(view)
            def wrapper(*args: Any, **kw: Any) -> Response:
                return serialise(current_app.ensure_sync(view)(*args, **kw))

            return documented_only(cast(F, wrapper), document)

        return decorator

    def alt_response(self, status_code: int, **kwargs: Any) -> Callable[[F], F]:
        """Document another response (documentation only: no wrapper at run time)."""
        document = super().alt_response(status_code, **kwargs)
        return partial(documented_only, document=document)

    def doc(self, **kwargs: Any) -> Callable[[F], F]:
        """Add OpenAPI fields to an operation."""
        return cast(Callable[[F], F], super().doc(**kwargs))

    def record_once(self, func: F) -> F:
        """Run `func(state)` when the blueprint is first registered on an app."""
        super().record_once(func)
        return func


def authenticated(blp: flask_smorest.Blueprint) -> Callable[[F], F]:
    """Require `Authorization: Bearer <key>` (401 otherwise) and document it.

    Place it above `@blp.arguments`: the key is checked before the body, so a
    caller without a valid key learns that first, not what is wrong with the body.
    """

    def decorator(view: F) -> F:
        @wraps(view)
        def checked(*args: Any, **kwargs: Any) -> Any:
            require_client()
            return view(*args, **kwargs)

        documented = blp.doc(security=BEARER)(checked)
        result: F = blp.alt_response(401, response="UNAUTHORIZED")(documented)
        return result

    return decorator


def cacheable(
    blp: flask_smorest.Blueprint, *, max_age: int = ONE_YEAR, immutable: bool = True
) -> Callable[[F], F]:
    """Give a GET a strong ETag (hash of the body), Cache-Control and 304 support
    (`service.web.conditional`; these resources have no Last-Modified).

    Place it above `@blp.response`, so it sees the finished response.
    """
    return _conditional_get(
        blp, partial(make_conditional, max_age=max_age, immutable=immutable)
    )


def polled(blp: flask_smorest.Blueprint) -> Callable[[F], F]:
    """Give a live GET (game state, rounds, solve progress) a strong ETag that
    changes with the state but not with `server_time`, `no-cache` semantics
    (max-age 0, revalidate) and 304 support (`service.web.conditional`).

    Place it above `@blp.response`, so it sees the finished response.
    """
    return _conditional_get(blp, _live_conditional)


def _live_conditional(response: Response) -> Response:
    """Make a live resource's 200 conditional (a view's own ETag is the same hash)."""
    if "ETag" not in response.headers:
        response.set_etag(live_etag(response.get_data()))
    return make_conditional(response, max_age=0)


def _conditional_get(
    blp: flask_smorest.Blueprint, finish: Callable[[Response], Response]
) -> Callable[[F], F]:
    """Pass a view's 200 answers through `finish`, and document its 304."""

    def decorator(view: F) -> F:
        @wraps(view)
        def wrapper(*args: Any, **kwargs: Any) -> Response:
            result = view(*args, **kwargs)
            response = result if type(result) is Response else make_response(result)
            return finish(response) if response.status_code == 200 else response

        # `If-None-Match` is added to the spec by `document_conditional_gets`.
        result: F = blp.alt_response(304, response="NOT_MODIFIED")(wrapper)
        return result

    return decorator


def cached_document(
    name: str,
    build: Callable[..., Any],
    *args: Any,
    mimetype: str = "application/json",
) -> Response:
    """Answer an immutable document from the per-process cache, building it once.

    `build(*args)` returns the data to serialise (JSON) or the text itself (other
    types); only content-addressed, never-changing documents may be cached this way.
    """
    cache = parsed_cache(f"documents:{name}", "DOCUMENT_CACHE_SIZE")
    key = repr(args)
    entry = cache.get(key)
    if entry is None:
        data = build(*args)
        text = (
            data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
        )
        body = text.encode()
        entry = cache[key] = (body, f'"{body_etag(body)}"')
    offer(request.environ)  # never changes: served again without the app
    return Response(entry[0], mimetype=mimetype, headers={"ETag": entry[1]})


class Serialiser:
    """A view's result (body, status, headers) as a response, its body dumped by the
    response schema (compiled on first use: nested schemas may be named lazily)."""

    def __init__(self, schema: Any, status: int, mimetype: str | None = None) -> None:
        self.schema = schema
        self.status = status
        self.mimetype = mimetype
        self.dump: Callable[[Any], Any] | None = None

    def __call__(self, result: Any) -> Response:
        """Return the response of a view's result (a Response passes as it is)."""
        body, status, headers = unpack_tuple_response(result)
        if isinstance(body, Response):
            set_status_and_headers_in_response(body, status, headers)
            return body
        if isinstance(self.schema, ma.Schema):
            if self.dump is None:
                self.dump = compile_dump(self.schema)
            body = self.dump(body)
        app = current_app._get_current_object()  # type: ignore[attr-defined]
        mimetype = self.mimetype or app.json.mimetype
        response = Response(encode(app, body), self.status, mimetype=mimetype)
        set_status_and_headers_in_response(response, status, headers)
        return response


SVG = "image/svg+xml"
SVG_RESPONSE: dict[str, Any] = {
    "schema": {"type": "string"},
    "content_type": SVG,
    "description": "An SVG picture",
}
"""`@blp.response(200, **SVG_RESPONSE)` documents an SVG body."""
