"""Exhaustive analyses: every placement of a board's robots solved, per target."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.accounts.auth import require_client
from service.analyses.requests import AnalysisView, get_analysis, start_analysis
from service.analyses.results import layout_analysis
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.schemas.analyses import (
    ANALYSIS_URL,
    AnalysisSchema,
    AnalysisSpecSchema,
)

blp = Blueprint(
    "analyses",
    __name__,
    url_prefix=API_PREFIX,
    description="Exhaustive analyses: every placement of a board's robots solved for "
    "each target, by workers on the `analysis` queue (lowest priority). Starting one "
    "is for the client ids the operator lists in ANALYSIS_KEYS.",
)


@blp.route("/analyses")
class Analyses(MethodView):
    """Analyses."""

    @authenticated(blp)
    @blp.arguments(AnalysisSpecSchema)
    @blp.response(202, AnalysisSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    def post(self, spec: dict[str, Any]) -> tuple[AnalysisView, int, dict[str, str]]:
        """Analyse a board: one job per target, every placement solved."""
        analysis = start_analysis(spec, require_client().id)
        return analysis, 202, {"Location": ANALYSIS_URL.format(id=analysis.id)}


@blp.route("/analyses/<analysis_id>")
class AnalysisById(MethodView):
    """One analysis."""

    @authenticated(blp)
    @blp.response(200, AnalysisSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, analysis_id: str) -> AnalysisView:
        """Show an analysis: each target's status, progress and result."""
        return get_analysis(analysis_id, require_client().id)


@blp.route("/layouts/<code>/analysis")
class LayoutAnalysis(MethodView):
    """A layout's latest finished analysis."""

    @blp.response(200, AnalysisSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, code: str) -> AnalysisView:
        """Show the latest finished analysis of a layout (every target done)."""
        return layout_analysis(code)
