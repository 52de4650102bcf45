from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.trainer_player import TrainerPlayer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player: str,
    *,
    days: int | Unset = 30,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["days"] = days

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/trainer/players/{player}".format(
            player=quote(str(player), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TrainerPlayer:
    if response.status_code == 200:
        response_200 = TrainerPlayer.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | TrainerPlayer]:
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
    days: int | Unset = 30,
) -> Response[Problem | TrainerPlayer]:
    """Show a player's rating, history and per-theme dashboard.

    Args:
        player (str):
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TrainerPlayer]
    """

    kwargs = _get_kwargs(
        player=player,
        days=days,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player: str,
    *,
    client: AuthenticatedClient,
    days: int | Unset = 30,
) -> Problem | TrainerPlayer | None:
    """Show a player's rating, history and per-theme dashboard.

    Args:
        player (str):
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TrainerPlayer
    """

    return sync_detailed(
        player=player,
        client=client,
        days=days,
    ).parsed


async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
    days: int | Unset = 30,
) -> Response[Problem | TrainerPlayer]:
    """Show a player's rating, history and per-theme dashboard.

    Args:
        player (str):
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TrainerPlayer]
    """

    kwargs = _get_kwargs(
        player=player,
        days=days,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient,
    days: int | Unset = 30,
) -> Problem | TrainerPlayer | None:
    """Show a player's rating, history and per-theme dashboard.

    Args:
        player (str):
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TrainerPlayer
    """

    return (
        await asyncio_detailed(
            player=player,
            client=client,
            days=days,
        )
    ).parsed
