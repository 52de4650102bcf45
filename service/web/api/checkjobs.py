"""Check jobs: POST /v1/check-jobs (up to 100,000 items), status and results.

The upload has its own size limit (CHECK_JOB_MAX_BYTES, 64 MiB by default) instead
of MAX_CONTENT_LENGTH. Results are JSON Lines in input order, kept CHECK_JOB_TTL
(24 h) after the job was created.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Response, current_app, request, stream_with_context
from flask.views import MethodView

from service.accounts.auth import require_client
from service.infra.jobstore import JSONL_TYPES
from service.puzzles.checkjobs import CheckJob as CheckJobStatus
from service.puzzles.checkjobs import create_check_job, get_check_job, result_lines
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.extensions import api
from service.web.schemas.solves import (
    CheckJobQuerySchema,
    CheckJobResultSchema,
    CheckJobSchema,
    CheckJobSpecSchema,
)

MEDIA_TYPES = frozenset({"application/json", *JSONL_TYPES})
JSONL = "application/x-ndjson"

blp = Blueprint(
    "check-jobs",
    __name__,
    url_prefix=f"{API_PREFIX}/check-jobs",
    description="Up to 100,000 solution checks run in the background, optionally "
    "graded against the proven optimum; results as JSON Lines, kept 24 hours.",
)


@blp.record_once
def _document_result_lines(_state: Any) -> None:
    """Name the schema of one result line (the download is JSON Lines text)."""
    if "CheckJobResult" not in api.spec.components.schemas:
        api.spec.components.schema("CheckJobResult", schema=CheckJobResultSchema)


def raise_body_limit() -> None:
    """Allow check-job uploads up to their own limit."""
    request.max_content_length = current_app.config["CHECK_JOB_MAX_BYTES"]


blp.before_request(raise_body_limit)


class UploadView(MethodView):
    """A view taking a JSON body or a JSON Lines upload (bulk job creation)."""

    @classmethod
    def as_view(cls, name: str, *args: Any, **kwargs: Any) -> Callable[..., Any]:
        """Accept JSON Lines uploads as well as JSON."""
        view = super().as_view(name, *args, **kwargs)
        view.accepted_media_types = MEDIA_TYPES  # type: ignore[union-attr]
        return view


def upload_body(schema: type) -> dict[str, Any]:
    """Return the OpenAPI request body of an upload: `schema` as JSON, or lines."""
    return {
        "required": True,
        "content": {
            "application/json": {"schema": schema},
            JSONL: {"schema": {"type": "string", "description": "One item per line"}},
        },
    }


@blp.route("")
class CheckJobs(UploadView):
    """Check-job creation."""

    @authenticated(blp)
    @blp.doc(requestBody=upload_body(CheckJobSpecSchema))
    @blp.arguments(CheckJobQuerySchema, location="query", as_kwargs=True)
    @blp.response(202, CheckJobSchema)
    @blp.alt_response(413, response="PAYLOAD_TOO_LARGE")
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(self, grade: bool) -> tuple[CheckJobStatus, int, dict[str, str]]:
        """Start a check job from a JSON body or a JSON Lines upload.

        429 `too-many-pending` when the key has CHECK_JOBS_PER_KEY check jobs queued or
        running, or its address PENDING_PER_ADDRESS; 429 `work-budget` when the
        key's or the address's worker time of this window (the seconds its jobs'
        chunks ran) is spent; both with Retry-After, and nothing is stored.
        """
        client = require_client()
        job = create_check_job(request.get_data(), request.mimetype, grade, client.id)
        return job, 202, {"Location": job.links["self"]}


@blp.route("/<job_id>")
class CheckJob(MethodView):
    """One check job."""

    @authenticated(blp)
    @blp.response(200, CheckJobSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, job_id: str) -> CheckJobStatus:
        """Show a check job's status and progress."""
        return get_check_job(job_id, require_client().id)


@blp.route("/<job_id>/results")
class CheckJobResults(MethodView):
    """A finished check job's results."""

    @authenticated(blp)
    @blp.response(
        200,
        {"type": "string"},
        content_type=JSONL,
        description="One CheckJobResult object per line, in input order",
    )
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(409, response="CONFLICT")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, job_id: str) -> Response:
        """Download the results as JSON Lines."""
        lines = result_lines(job_id, require_client().id)
        return Response(stream_with_context(lines), mimetype=JSONL)
