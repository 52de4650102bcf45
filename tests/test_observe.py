"""The request observer (service.observe) and the app's remembered `ensure_sync`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from flask import Flask
from werkzeug.test import Client

from service import logs
from service.errors import ProblemFlask
from service.observe import UNMATCHED, RequestObserver, route_of


def test_a_streamed_body_runs_under_the_request_id_until_it_closes() -> None:
    seen: list[str | None] = []

    def streaming(environ: dict[str, Any], start_response: Any) -> Iterator[bytes]:
        start_response("200 OK", [("Content-Type", "text/plain")])
        for chunk in (b"a", b"b"):
            seen.append(logs.current_request_id())
            yield chunk

    client = Client(RequestObserver(streaming, count=False))
    response = client.get("/", headers={"X-Request-ID": "stream-1"})
    assert response.get_data() == b"ab"
    assert response.headers["X-Request-ID"] == "stream-1"
    assert seen == ["stream-1", "stream-1"]
    response.close()  # what the server does once the body is sent
    assert logs.current_request_id() is None


def test_an_app_that_raises_leaves_no_request_id_behind() -> None:
    def broken(environ: dict[str, Any], start_response: Any) -> list[bytes]:
        raise RuntimeError("boom")

    client = Client(RequestObserver(broken, count=False))
    try:
        client.get("/")
    except RuntimeError:
        pass
    assert logs.current_request_id() is None


def test_the_route_is_the_matched_rule_or_unmatched() -> None:
    app = Flask(__name__)
    app.add_url_rule("/things/<name>", "thing", lambda name: name)
    with app.test_request_context("/things/x") as ctx:
        ctx.match_request()
        assert route_of(ctx.request.environ) == "/things/<name>"
    assert route_of({}) == UNMATCHED


def test_ensure_sync_answers_as_flask_and_remembers_plain_functions() -> None:
    app = ProblemFlask(__name__)

    def hook() -> None:
        return None

    class View:
        def get(self) -> None:
            return None

    assert app.ensure_sync(hook) is Flask.ensure_sync(app, hook) is hook
    assert app.ensure_sync(hook) is app.ensure_sync(hook)
    method = View().get
    assert app.ensure_sync(method) == method
    assert method not in app._sync_functions  # bound methods are asked afresh
