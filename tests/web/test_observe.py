"""The request observer (service.web.observe)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from flask import Flask, Response, stream_with_context
from werkzeug.test import Client

from service.infra import logs
from service.web.observe import UNMATCHED, RequestObserver, route_of


def test_a_streamed_body_logs_under_the_request_id() -> None:
    app = Flask(__name__)

    @app.get("/stream")
    def stream() -> Response:
        def chunks() -> Iterator[str]:
            for _ in range(2):
                yield f"{logs.current_request_id()};"

        return Response(stream_with_context(chunks()))

    app.wsgi_app = RequestObserver(app.wsgi_app, count=False)  # type: ignore[method-assign]
    response = app.test_client().get("/stream", headers={"X-Request-ID": "stream-1"})
    assert response.get_data() == b"stream-1;stream-1;"
    assert response.headers["X-Request-ID"] == "stream-1"
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
