from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_puzzles_pick_family import GetPuzzlesPickFamily
from ...models.library_item import LibraryItem
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    family: GetPuzzlesPickFamily | Unset = GetPuzzlesPickFamily.CLASSIC,
    micro: str | Unset = UNSET,
    min_: int | Unset = 1,
    max_: int | Unset = 30,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_family: str | Unset = UNSET
    if not isinstance(family, Unset):
        json_family = family.value

    params["family"] = json_family

    params["micro"] = micro

    params["min"] = min_

    params["max"] = max_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/puzzles/pick",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LibraryItem | Problem:
    if response.status_code == 200:
        response_200 = LibraryItem.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[LibraryItem | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesPickFamily | Unset = GetPuzzlesPickFamily.CLASSIC,
    micro: str | Unset = UNSET,
    min_: int | Unset = 1,
    max_: int | Unset = 30,
) -> Response[LibraryItem | Problem]:
    """Pick a random library puzzle in a band of optimal moves (and family).

    Args:
        family (GetPuzzlesPickFamily | Unset):  Default: GetPuzzlesPickFamily.CLASSIC.
        micro (str | Unset):  Example: any.
        min_ (int | Unset):  Default: 1.
        max_ (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LibraryItem | Problem]
    """

    kwargs = _get_kwargs(
        family=family,
        micro=micro,
        min_=min_,
        max_=max_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesPickFamily | Unset = GetPuzzlesPickFamily.CLASSIC,
    micro: str | Unset = UNSET,
    min_: int | Unset = 1,
    max_: int | Unset = 30,
) -> LibraryItem | Problem | None:
    """Pick a random library puzzle in a band of optimal moves (and family).

    Args:
        family (GetPuzzlesPickFamily | Unset):  Default: GetPuzzlesPickFamily.CLASSIC.
        micro (str | Unset):  Example: any.
        min_ (int | Unset):  Default: 1.
        max_ (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LibraryItem | Problem
    """

    return sync_detailed(
        client=client,
        family=family,
        micro=micro,
        min_=min_,
        max_=max_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesPickFamily | Unset = GetPuzzlesPickFamily.CLASSIC,
    micro: str | Unset = UNSET,
    min_: int | Unset = 1,
    max_: int | Unset = 30,
) -> Response[LibraryItem | Problem]:
    """Pick a random library puzzle in a band of optimal moves (and family).

    Args:
        family (GetPuzzlesPickFamily | Unset):  Default: GetPuzzlesPickFamily.CLASSIC.
        micro (str | Unset):  Example: any.
        min_ (int | Unset):  Default: 1.
        max_ (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LibraryItem | Problem]
    """

    kwargs = _get_kwargs(
        family=family,
        micro=micro,
        min_=min_,
        max_=max_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesPickFamily | Unset = GetPuzzlesPickFamily.CLASSIC,
    micro: str | Unset = UNSET,
    min_: int | Unset = 1,
    max_: int | Unset = 30,
) -> LibraryItem | Problem | None:
    """Pick a random library puzzle in a band of optimal moves (and family).

    Args:
        family (GetPuzzlesPickFamily | Unset):  Default: GetPuzzlesPickFamily.CLASSIC.
        micro (str | Unset):  Example: any.
        min_ (int | Unset):  Default: 1.
        max_ (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LibraryItem | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            family=family,
            micro=micro,
            min_=min_,
            max_=max_,
        )
    ).parsed
