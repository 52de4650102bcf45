from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.streak import Streak
from ...types import Response


def _get_kwargs(
    player: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/daily/streaks/{player}".format(
            player=quote(str(player), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Streak:
    if response.status_code == 200:
        response_200 = Streak.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Streak]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Streak]:
    """Show your player's streak of consecutive optimal days.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Streak]
    """

    kwargs = _get_kwargs(
        player=player,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Streak | None:
    """Show your player's streak of consecutive optimal days.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Streak
    """

    return sync_detailed(
        player=player,
        client=client,
    ).parsed


async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Streak]:
    """Show your player's streak of consecutive optimal days.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Streak]
    """

    kwargs = _get_kwargs(
        player=player,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Streak | None:
    """Show your player's streak of consecutive optimal days.

    Args:
        player (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Streak
    """

    return (
        await asyncio_detailed(
            player=player,
            client=client,
        )
    ).parsed
