import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.daily_puzzle import DailyPuzzle
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    day: datetime.date,
    tier: str,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{day}/{tier}".format(
            day=quote(str(day), safe=""),
            tier=quote(str(tier), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DailyPuzzle | Problem:
    if response.status_code == 200:
        response_200 = DailyPuzzle.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | DailyPuzzle | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyPuzzle | Problem]:
    """Show one tier's puzzle of a day.

    Args:
        day (datetime.date):
        tier (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyPuzzle | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyPuzzle | Problem | None:
    """Show one tier's puzzle of a day.

    Args:
        day (datetime.date):
        tier (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyPuzzle | Problem
    """

    return sync_detailed(
        day=day,
        tier=tier,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | DailyPuzzle | Problem]:
    """Show one tier's puzzle of a day.

    Args:
        day (datetime.date):
        tier (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DailyPuzzle | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
) -> Any | DailyPuzzle | Problem | None:
    """Show one tier's puzzle of a day.

    Args:
        day (datetime.date):
        tier (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DailyPuzzle | Problem
    """

    return (
        await asyncio_detailed(
            day=day,
            tier=tier,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
