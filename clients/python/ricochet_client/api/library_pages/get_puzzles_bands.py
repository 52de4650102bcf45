from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_puzzles_bands_family import GetPuzzlesBandsFamily
from ...models.page_bands import PageBands
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    family: GetPuzzlesBandsFamily | Unset = GetPuzzlesBandsFamily.CLASSIC,
    micro: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_family: str | Unset = UNSET
    if not isinstance(family, Unset):
        json_family = family.value

    params["family"] = json_family

    params["micro"] = micro

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/puzzles/bands",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PageBands | Problem:
    if response.status_code == 200:
        response_200 = PageBands.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PageBands | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesBandsFamily | Unset = GetPuzzlesBandsFamily.CLASSIC,
    micro: str | Unset = UNSET,
) -> Response[PageBands | Problem]:
    """List the bands of optimal moves a family (or a board) can meet.

    Args:
        family (GetPuzzlesBandsFamily | Unset):  Default: GetPuzzlesBandsFamily.CLASSIC.
        micro (str | Unset):  Example: any.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PageBands | Problem]
    """

    kwargs = _get_kwargs(
        family=family,
        micro=micro,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesBandsFamily | Unset = GetPuzzlesBandsFamily.CLASSIC,
    micro: str | Unset = UNSET,
) -> PageBands | Problem | None:
    """List the bands of optimal moves a family (or a board) can meet.

    Args:
        family (GetPuzzlesBandsFamily | Unset):  Default: GetPuzzlesBandsFamily.CLASSIC.
        micro (str | Unset):  Example: any.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PageBands | Problem
    """

    return sync_detailed(
        client=client,
        family=family,
        micro=micro,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesBandsFamily | Unset = GetPuzzlesBandsFamily.CLASSIC,
    micro: str | Unset = UNSET,
) -> Response[PageBands | Problem]:
    """List the bands of optimal moves a family (or a board) can meet.

    Args:
        family (GetPuzzlesBandsFamily | Unset):  Default: GetPuzzlesBandsFamily.CLASSIC.
        micro (str | Unset):  Example: any.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PageBands | Problem]
    """

    kwargs = _get_kwargs(
        family=family,
        micro=micro,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    family: GetPuzzlesBandsFamily | Unset = GetPuzzlesBandsFamily.CLASSIC,
    micro: str | Unset = UNSET,
) -> PageBands | Problem | None:
    """List the bands of optimal moves a family (or a board) can meet.

    Args:
        family (GetPuzzlesBandsFamily | Unset):  Default: GetPuzzlesBandsFamily.CLASSIC.
        micro (str | Unset):  Example: any.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PageBands | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            family=family,
            micro=micro,
        )
    ).parsed
