"""Solve jobs: POST /v1/solve-jobs (up to 10,000 puzzles), status and results.

Uploads share the check jobs' size limit (CHECK_JOB_MAX_BYTES). Results are JSON
Lines in input order, paged with `offset` and `limit`, kept CHECK_JOB_TTL (24 h).
"""

from __future__ import annotations

from typing import Any

from flask import Response, request, stream_with_context
from flask.views import MethodView

from service.accounts.auth import require_client
from service.solving.solvejobs import SolveJob as SolveJobStatus
from service.solving.solvejobs import create_solve_job, get_solve_job, result_lines
from service.web.api.checkjobs import JSONL, UploadView, raise_body_limit, upload_body
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.extensions import api
from service.web.schemas.solvejobs import (
    SolveJobQuerySchema,
    SolveJobResultSchema,
    SolveJobResultsQuerySchema,
    SolveJobSchema,
    SolveJobSpecSchema,
)

blp = Blueprint(
    "solve-jobs",
    __name__,
    url_prefix=f"{API_PREFIX}/solve-jobs",
    description="Up to 10,000 puzzles solved in the background, many per worker "
    "process; results as JSON Lines in input order, kept 24 hours.",
)
blp.before_request(raise_body_limit)


@blp.record_once
def _document_result_lines(_state: Any) -> None:
    """Name the schema of one result line (the download is JSON Lines text)."""
    if "SolveJobResult" not in api.spec.components.schemas:
        api.spec.components.schema("SolveJobResult", schema=SolveJobResultSchema)


@blp.route("")
class SolveJobs(UploadView):
    """Solve-job creation."""

    @authenticated(blp)
    @blp.doc(requestBody=upload_body(SolveJobSpecSchema))
    @blp.arguments(SolveJobQuerySchema, location="query", as_kwargs=True)
    @blp.response(202, SolveJobSchema)
    @blp.alt_response(413, response="PAYLOAD_TOO_LARGE")
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(
        self, max_seconds: float | None = None
    ) -> tuple[SolveJobStatus, int, dict[str, str]]:
        """Start a solve job from a JSON body or a JSON Lines upload.

        429 `too-many-pending` when the key has SOLVE_JOBS_PER_KEY solve jobs queued or
        running, or its address PENDING_PER_ADDRESS; 429 `work-budget` when the
        key's or the address's worker time of this window (the seconds its jobs'
        chunks ran) is spent; both with Retry-After, and nothing is stored.
        """
        client = require_client()
        job = create_solve_job(
            request.get_data(), request.mimetype, max_seconds, client.id
        )
        return job, 202, {"Location": job.links["self"]}


@blp.route("/<job_id>")
class SolveJob(MethodView):
    """One solve job."""

    @authenticated(blp)
    @blp.response(200, SolveJobSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, job_id: str) -> SolveJobStatus:
        """Show a solve job's status and progress."""
        return get_solve_job(job_id, require_client().id)


@blp.route("/<job_id>/results")
class SolveJobResults(MethodView):
    """A finished solve job's results."""

    @authenticated(blp)
    @blp.arguments(SolveJobResultsQuerySchema, location="query", as_kwargs=True)
    @blp.response(
        200,
        {"type": "string"},
        content_type=JSONL,
        description="One SolveJobResult object per line, in input order",
    )
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(409, response="CONFLICT")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, job_id: str, offset: int, limit: int | None = None) -> Response:
        """Download results `offset`.. (at most `limit`) as JSON Lines."""
        lines = result_lines(job_id, require_client().id, offset, limit)
        return Response(stream_with_context(lines), mimetype=JSONL)
