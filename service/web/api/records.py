"""GET /v1/records and record searches: the longest proven puzzles per layout."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.accounts.auth import require_client
from service.analyses.results import ProvenRecord, proven_records
from service.library.records import RecordSearchJob, get_search, start_search
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.schemas.analyses import ProvenRecordListSchema
from service.web.schemas.library import (
    RECORD_SEARCH_URL,
    RecordQuerySchema,
    RecordSearchSchema,
    RecordSearchSpecSchema,
)

blp = Blueprint(
    "records",
    __name__,
    url_prefix=f"{API_PREFIX}/records",
    description="The longest proven optimum found per layout and family, by "
    "searches that anneal robot placements and targets.",
)


@blp.route("")
class Records(MethodView):
    """The records."""

    @blp.arguments(RecordQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, ProvenRecordListSchema)
    def get(self, family: str | None = None) -> dict[str, list[ProvenRecord]]:
        """List the records, longest first (proven longest on analysed layouts)."""
        return {"items": proven_records(family)}


@blp.route("/searches")
class RecordSearches(MethodView):
    """Record searches."""

    @authenticated(blp)
    @blp.arguments(RecordSearchSpecSchema)
    @blp.response(202, RecordSearchSchema)
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(self, spec: dict[str, Any]) -> tuple[RecordSearchJob, int, dict[str, str]]:
        """Search a layout for its longest puzzle within a time budget."""
        search = start_search(spec, require_client().id)
        return search, 202, {"Location": RECORD_SEARCH_URL.format(id=search.id)}


@blp.route("/searches/<search_id>")
class RecordSearch(MethodView):
    """One record search."""

    @authenticated(blp)
    @blp.response(200, RecordSearchSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, search_id: str) -> RecordSearchJob:
        """Show a record search's status, progress and best puzzle."""
        return get_search(search_id, require_client().id)
