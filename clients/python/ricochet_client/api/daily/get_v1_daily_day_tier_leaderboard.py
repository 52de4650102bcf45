import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    day: datetime.date,
    tier: str,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{day}/{tier}/leaderboard".format(
            day=quote(str(day), safe=""),
            tier=quote(str(tier), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Leaderboard | Problem:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | Leaderboard | Problem]:
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
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Leaderboard | Problem]:
    """Rank players by fewest moves, then earliest (scores after the day).

    Args:
        day (datetime.date):
        tier (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        cursor=cursor,
        limit=limit,
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
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Any | Leaderboard | Problem | None:
    """Rank players by fewest moves, then earliest (scores after the day).

    Args:
        day (datetime.date):
        tier (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Leaderboard | Problem
    """

    return sync_detailed(
        day=day,
        tier=tier,
        client=client,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Leaderboard | Problem]:
    """Rank players by fewest moves, then earliest (scores after the day).

    Args:
        day (datetime.date):
        tier (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 50,
    if_none_match: str | Unset = UNSET,
) -> Any | Leaderboard | Problem | None:
    """Rank players by fewest moves, then earliest (scores after the day).

    Args:
        day (datetime.date):
        tier (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 50.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            day=day,
            tier=tier,
            client=client,
            cursor=cursor,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
