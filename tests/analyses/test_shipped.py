"""The shipped analysis (service/game/data/analysis/) feeds the records page and
the records: its targets' maxima shown, the layout not called proven until every
target is analysed."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from service.analyses.results import shipped_analyses
from service.game.geometry import CLASSIC_COLORS
from service.game.layouts import board_for_code

pytestmark = pytest.mark.redis


@pytest.mark.skipif(not shipped_analyses(), reason="no analysis is shipped")
def test_the_shipped_targets_are_on_the_records_page(client: FlaskClient) -> None:
    (layout, targets), *_ = shipped_analyses().items()
    response = client.get("/records")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert f'id="analysis-{layout}"' in page
    printed = len(board_for_code(layout).targets)
    if len(targets) < printed:  # not every target: no proven longest for the layout
        assert f"{len(targets)} of {printed} targets analysed" in page
    for target in targets:
        assert sorted(target["robots"]) == sorted(CLASSIC_COLORS)
        name = f"{target['target']['color']} {target['target']['symbol']}"
        row = page[page.index(f"<td>{name} [") :].split("</tr>")[0]
        assert f"<td>{target['maximum']} moves</td>" in row
        assert f"<td>{target['counts'][-1]:,}</td>" in row
        assert sum(target["counts"]) + target["unsolvable"] == target["placements"]
