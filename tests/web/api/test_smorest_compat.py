"""What service/web/api/smorest_compat.py relies on in flask-smorest and apispec: each
test fails if an upgrade changes it."""

from __future__ import annotations

from typing import Any

import flask_smorest
from flask import Flask
from flask.views import MethodView

from service.web.api.common import Blueprint
from service.web.api.smorest_compat import PROBLEM_JSON, Api, spec_operations

CONFIG = {"API_TITLE": "t", "API_VERSION": "1", "OPENAPI_VERSION": "3.0.3"}


def make_app() -> Flask:
    """Return a bare app configured for flask-smorest."""
    app = Flask(__name__)
    app.config.update(CONFIG)
    return app


def test_init_app_documents_errors_through_register_responses() -> None:
    calls: list[str] = []

    class Spy(flask_smorest.Api):  # type: ignore[misc]
        def _register_responses(self) -> None:
            calls.append("called")
            super()._register_responses()

    stock = Spy(make_app())
    assert calls == ["called"]
    lazy: dict[str, Any] = stock.spec.components.responses_lazy
    assert list(lazy["NOT_FOUND"]["content"]) == ["application/json"]


def test_our_api_documents_every_error_as_a_problem() -> None:
    lazy = Api(make_app()).spec.components.responses_lazy
    assert list(lazy["NOT_FOUND"]["content"]) == [PROBLEM_JSON]
    assert list(lazy["PAYLOAD_TOO_LARGE"]["content"]) == [PROBLEM_JSON]
    assert list(lazy["DEFAULT_ERROR"]["content"]) == [PROBLEM_JSON]


def test_spec_operations_are_the_spec_paths_and_edits_show() -> None:
    api = Api(make_app())
    blp = flask_smorest.Blueprint("things", __name__, url_prefix="/things")

    @blp.route("/")
    class Things(MethodView):
        @blp.response(200)
        def get(self) -> list[str]:
            """List things."""
            return []

    api.register_blueprint(blp)
    operations = spec_operations(api.spec)
    assert operations is api.spec.to_dict()["paths"]
    get = operations["/things/"]["get"]
    assert "200" in get["responses"]
    get.setdefault("parameters", []).append({"$ref": "#/x"})
    assert api.spec.to_dict()["paths"]["/things/"]["get"]["parameters"] == [
        {"$ref": "#/x"}
    ]


def test_alt_response_documents_on_the_wrapper_it_adds() -> None:
    """What `documented_only` relies on: flask-smorest's `alt_response` adds a
    wrapper that only calls the view and carries the documentation in `_apidoc`."""
    blp = flask_smorest.Blueprint("things", __name__)

    def view() -> str:
        return "answer"

    wrapper = blp.alt_response(404, description="Gone")(view)
    with make_app().app_context():
        assert wrapper() == "answer"
    assert wrapper._apidoc["response"]["responses"][404][0]["description"] == "Gone"


def test_documented_only_keeps_the_view_and_its_documentation() -> None:
    app = make_app()
    api = Api(app)
    blp = Blueprint("things", __name__, url_prefix="/things")

    def view() -> list[str]:
        """List things."""
        return []

    @blp.route("/")
    class Things(MethodView):
        @blp.alt_response(404, description="Gone")
        @blp.response(200)
        def get(self) -> list[str]:
            """List things."""
            return []

    documented = blp.alt_response(409, description="Busy")(view)
    assert documented is view
    api.register_blueprint(blp)
    responses = api.spec.to_dict()["paths"]["/things/"]["get"]["responses"]
    assert responses["404"]["description"] == "Gone"
    assert "200" in responses
    assert app.test_client().get("/things/").json == []
