"""`all_items`: every item of a paged list, following each page's `next`.

Hand-written (clients/python-templates/package/, copied in by `make client`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .client import AuthenticatedClient, Client
from .problems import ProblemError
from .types import Unset


def all_items(client: Client | AuthenticatedClient, page: Any) -> Iterator[Any]:
    """Yield the items of `page` and of every page after it, until `next` is null.

    `page` is a first page as a call returned it (`LayoutPage`, `EventPage`, ...); the
    next ones are read from `next` (a URL relative to the server) as the same model.
    """
    while True:
        yield from page.items
        following = page.next_
        if following is None or isinstance(following, Unset):
            return
        response = client.get_httpx_client().get(following)
        if response.status_code != 200:
            raise ProblemError.from_response(response)
        page = type(page).from_dict(response.json())
