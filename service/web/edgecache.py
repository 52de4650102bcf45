"""Repeat reads of documents that cannot change, answered before the framework.

A content-addressed document (a puzzle, a board, its picture) never changes, and a
proven answer changes only in whether it may be shown (`service.solving.secrecy`).
After Flask has answered such a GET once, `RepeatReads` keeps the answer's status,
headers and body, and answers the same request again from memory: no request
context, routing, hooks or view, which are most of a hot read's processor time
(docs/deploy.md, "Profiling the hot paths"). What it keeps, and for how long:

- only a 200 the view offered (`offer`), to a plain GET: no query string (so an
  unknown parameter still gets its 422), no validators (Flask answers the 304), no
  credential (a key is verified on every request, and a bad one is counted);
- a document for as long as the process lives (EDGE_CACHE_SIZE copies per process,
  the least recently used dropped first, `service.infra.cache`; 0 turns the copies
  off); an answer only while the
  `still_valid()` its view passed holds (the same announced secrecy epoch, rules
  and UTC day as the verdicts that let it out);
- a fresh `Date` each time; the request id, metrics, access line and header policy
  wrap it as they wrap Flask (`service.web.app`), under the route that matched.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from service.infra.cache import LockedLRU, lru
from service.web.conditional import VALIDATORS, current_http_date
from service.web.observe import ROUTE_KEY, route_of

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

OFFER_KEY = "ricochet.edge_offer"
"""The environ key where a view offers its 200 for copying (`offer`)."""
UNCOPYABLE = (*VALIDATORS, "HTTP_AUTHORIZATION", "QUERY_STRING")
"""Request parts that send a request through the app whatever is copied."""

Validity = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class Copy:
    """One answer as Flask sent it, minus its Date."""

    status: str
    headers: tuple[tuple[str, str], ...]
    body: bytes
    route: str
    still_valid: Validity


def offer(environ: WSGIEnvironment, still_valid: Validity | None = None) -> None:
    """Let this request's 200 be copied; `still_valid` says when the copy expires
    (None: never, for a document that cannot change)."""
    environ[OFFER_KEY] = still_valid or _forever


def _forever() -> bool:
    """Validity of a document that cannot change."""
    return True


class RepeatReads:
    """WSGI middleware answering repeated plain GETs of offered 200s from memory."""

    def __init__(self, app: WSGIApplication, size: int) -> None:
        self.app = app
        self.size = size
        self.copies: LockedLRU[str, Copy] = lru(size)

    def __call__(
        self, environ: WSGIEnvironment, start_response: StartResponse
    ) -> Iterable[bytes]:
        """Answer from a copy that still holds, else from the app (and copy it)."""
        if not self._copyable(environ):
            return self.app(environ, start_response)
        path = environ.get("PATH_INFO", "")
        copy = self.copies.get(path)
        if copy is not None:
            if copy.still_valid():
                environ[ROUTE_KEY] = copy.route
                headers = [*copy.headers, ("Date", current_http_date())]
                start_response(copy.status, headers)
                return [copy.body]
            self.copies.pop(path, None)
        return self._answer_and_copy(path, environ, start_response)

    def _copyable(self, environ: WSGIEnvironment) -> bool:
        """Tell whether a copy may answer this request."""
        return (
            self.size > 0
            and environ.get("REQUEST_METHOD") == "GET"
            and not any(environ.get(name) for name in UNCOPYABLE)
        )

    def _answer_and_copy(
        self, path: str, environ: WSGIEnvironment, start_response: StartResponse
    ) -> Iterable[bytes]:
        """Let the app answer; keep the answer when its view offered it."""
        sent: list[tuple[str, list[tuple[str, str]], str]] = []

        def start(status: str, headers: list[tuple[str, str]], *exc_info: Any) -> Any:
            # before the observer adds its headers; the route while Flask keeps it
            sent.append((status, list(headers), route_of(environ)))
            return start_response(status, headers, *exc_info)

        body = self.app(environ, start)
        still_valid = environ.get(OFFER_KEY)
        if still_valid is None or not sent or not sent[-1][0].startswith("200"):
            return body
        parts = list(body)
        close = getattr(body, "close", None)
        if close is not None:
            close()
        self._keep(path, sent[-1], b"".join(parts), still_valid)
        return parts

    def _keep(
        self,
        path: str,
        sent: tuple[str, list[tuple[str, str]], str],
        body: bytes,
        still_valid: Validity,
    ) -> None:
        """Store a copy of an answer (the least recently used goes when full)."""
        status, headers, route = sent
        kept = tuple((k, v) for k, v in headers if k.lower() != "date")
        self.copies[path] = Copy(status, kept, body, route, still_valid)
