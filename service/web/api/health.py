"""GET /v1/health."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.infra.health import check_health
from service.web.api.common import API_PREFIX, Blueprint
from service.web.schemas.core import HealthSchema

blp = Blueprint(
    "health", __name__, url_prefix=f"{API_PREFIX}/health", description="Service health."
)


@blp.route("")
class Health(MethodView):
    """The service's own view of its dependencies."""

    @blp.response(200, HealthSchema)
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self) -> dict[str, Any]:
        """Report database and Redis reachability and the version."""
        return check_health()
