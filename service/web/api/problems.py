"""GET /problems and /problems/<kind>: what each problem `type` means.

A problem document's `type` is `/problems/<kind>` (PROBLEM_BASE_URI), so a developer
who opens it reads a short page: the problem's title and status, what it means, and
how to fix the request. The pages are made from the one registry of problem types
(`service.infra.problemtypes`), so every kind the service can answer with has one.
"""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from service.infra.domain_errors import NotFound
from service.web.api.common import ONE_DAY, Blueprint
from service.web.pages.render import html_page
from service.web.problemtypes import PROBLEM_TYPES

HTML = "text/html"

blp = Blueprint(
    "problems",
    __name__,
    url_prefix="/problems",
    description="One short page per problem type (the `type` of every error "
    "answer): what it means and how to fix the request.",
)


def cached(response: Response) -> Response:
    """Let caches keep a page a day (it changes only with a release)."""
    response.cache_control.public = True
    response.cache_control.max_age = ONE_DAY
    return response


@blp.route("")
class ProblemTypes(MethodView):
    """The list of problem types."""

    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    def get(self) -> Response:
        """List every problem type, with links to their pages."""
        types = sorted(PROBLEM_TYPES.values(), key=lambda t: (t.status, t.kind))
        return cached(html_page("problem_types.html", types=types))


@blp.route("/<kind>")
class ProblemTypePage(MethodView):
    """One problem type."""

    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, kind: str) -> Response:
        """Say what a problem type means and how to fix the request."""
        problem = PROBLEM_TYPES.get(kind)
        if problem is None:
            raise NotFound(f"no problem type {kind[:40]!r}; see /problems")
        return cached(html_page("problem_type.html", problem=problem))
