"""GET /v1/rulesets: the edition presets and their flags."""

from __future__ import annotations

from flask.views import MethodView

from service.puzzles.layouts import RulesetList, list_rulesets
from service.web.api.common import API_PREFIX, ONE_DAY, Blueprint, cacheable
from service.web.schemas.boards import RulesetListSchema

blp = Blueprint(
    "rulesets",
    __name__,
    url_prefix=f"{API_PREFIX}/rulesets",
    description="Edition presets (Hans im Glück 1999, ABACUSSPIELE 2013, Z-Man 2017, "
    "Micro Robots 2016): the flags that decide how a game is refereed.",
)


@blp.route("")
class Rulesets(MethodView):
    """The presets."""

    @cacheable(blp, max_age=ONE_DAY, immutable=False)
    @blp.response(200, RulesetListSchema)
    def get(self) -> RulesetList:
        """List the edition presets and their flags."""
        return list_rulesets()
