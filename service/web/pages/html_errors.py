"""Problems as HTML pages for browsers on the HTML routes (`/daily?date=...`).

A blueprint's after-request hook sees every response of its routes, errors
included, so the one problem handler stays the only place that turns errors into
problems: a problem+json response is re-rendered as a page when the request
prefers HTML (a browser); API clients still get the problem.
"""

from __future__ import annotations

import json
import secrets

from flask import Blueprint, Response, render_template, request

from service.web.errors import PROBLEM_JSON

HTML = "text/html"


def prefers_html() -> bool:
    """Tell whether the request ranks HTML above JSON (as browsers do)."""
    accept = request.accept_mimetypes
    best_json = max(accept.quality(PROBLEM_JSON), accept["application/json"])
    return bool(accept) and accept.quality(HTML) > best_json


def html_problem(response: Response) -> Response:
    """Re-render a problem as an HTML page for a browser."""
    if response.mimetype != PROBLEM_JSON or not prefers_html():
        return response
    problem = json.loads(response.get_data(as_text=True))
    nonce = secrets.token_urlsafe(16)
    page = render_template("daily_error.html", problem=problem, nonce=nonce)
    html = Response(page, response.status_code, mimetype=HTML)
    if "Retry-After" in response.headers:
        html.headers["Retry-After"] = response.headers["Retry-After"]
    html.headers["Content-Security-Policy"] = (
        f"default-src 'none'; style-src 'nonce-{nonce}'; frame-ancestors 'none'"
    )
    return html


def html_errors(blueprint: Blueprint) -> None:
    """Show the blueprint's problems as HTML to browsers."""
    blueprint.after_request(html_problem)
