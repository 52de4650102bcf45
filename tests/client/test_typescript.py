"""The TypeScript client's own tests (`node --test`) against a live server, run by
`make test` when node 20+ and npm are on the machine (CI has them)."""

from __future__ import annotations

import pytest

from tests.client.node import TYPESCRIPT, build_client, require_node, run

pytestmark = [pytest.mark.redis, pytest.mark.slow]


def test_typescript_client_against_a_live_server(live_url: str) -> None:
    require_node()
    build_client()
    done = run(["node", "--test", "dist/test/"], TYPESCRIPT, RICOCHET_URL=live_url)
    # every test ran: none skipped for want of RICOCHET_URL
    assert "# fail 0" in done.stdout and "# skipped 0" in done.stdout, done.stdout
