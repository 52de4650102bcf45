import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_best import PlayerBest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    day: datetime.date,
    tier: str,
    player: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/{day}/{tier}/attempts/{player}".format(
            day=quote(str(day), safe=""),
            tier=quote(str(tier), safe=""),
            player=quote(str(player), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerBest | Problem:
    if response.status_code == 200:
        response_200 = PlayerBest.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[PlayerBest | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    day: datetime.date,
    tier: str,
    player: str,
    *,
    client: AuthenticatedClient,
) -> Response[PlayerBest | Problem]:
    """Show your player's best at a puzzle (with the answer once optimal).

    Args:
        day (datetime.date):
        tier (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerBest | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        player=player,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    day: datetime.date,
    tier: str,
    player: str,
    *,
    client: AuthenticatedClient,
) -> PlayerBest | Problem | None:
    """Show your player's best at a puzzle (with the answer once optimal).

    Args:
        day (datetime.date):
        tier (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerBest | Problem
    """

    return sync_detailed(
        day=day,
        tier=tier,
        player=player,
        client=client,
    ).parsed


async def asyncio_detailed(
    day: datetime.date,
    tier: str,
    player: str,
    *,
    client: AuthenticatedClient,
) -> Response[PlayerBest | Problem]:
    """Show your player's best at a puzzle (with the answer once optimal).

    Args:
        day (datetime.date):
        tier (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerBest | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        player=player,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    day: datetime.date,
    tier: str,
    player: str,
    *,
    client: AuthenticatedClient,
) -> PlayerBest | Problem | None:
    """Show your player's best at a puzzle (with the answer once optimal).

    Args:
        day (datetime.date):
        tier (str):
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerBest | Problem
    """

    return (
        await asyncio_detailed(
            day=day,
            tier=tier,
            player=player,
            client=client,
        )
    ).parsed
