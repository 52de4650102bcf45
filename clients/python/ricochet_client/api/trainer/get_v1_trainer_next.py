from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_v1_trainer_next_difficulty import GetV1TrainerNextDifficulty
from ...models.get_v1_trainer_next_family import GetV1TrainerNextFamily
from ...models.get_v1_trainer_next_theme import GetV1TrainerNextTheme
from ...models.problem import Problem
from ...models.trainer_puzzle import TrainerPuzzle
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    player: str,
    difficulty: GetV1TrainerNextDifficulty | Unset = GetV1TrainerNextDifficulty.NORMAL,
    theme: GetV1TrainerNextTheme | Unset = UNSET,
    family: GetV1TrainerNextFamily | Unset = GetV1TrainerNextFamily.CLASSIC,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["player"] = player

    json_difficulty: str | Unset = UNSET
    if not isinstance(difficulty, Unset):
        json_difficulty = difficulty.value

    params["difficulty"] = json_difficulty

    json_theme: str | Unset = UNSET
    if not isinstance(theme, Unset):
        json_theme = theme.value

    params["theme"] = json_theme

    json_family: str | Unset = UNSET
    if not isinstance(family, Unset):
        json_family = family.value

    params["family"] = json_family

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/trainer/next",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TrainerPuzzle:
    if response.status_code == 200:
        response_200 = TrainerPuzzle.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[Problem | TrainerPuzzle]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    player: str,
    difficulty: GetV1TrainerNextDifficulty | Unset = GetV1TrainerNextDifficulty.NORMAL,
    theme: GetV1TrainerNextTheme | Unset = UNSET,
    family: GetV1TrainerNextFamily | Unset = GetV1TrainerNextFamily.CLASSIC,
) -> Response[Problem | TrainerPuzzle]:
    """A puzzle the player has not attempted, rated near their rating + offset.

    Args:
        player (str):  Example: alice.
        difficulty (GetV1TrainerNextDifficulty | Unset):  Default:
            GetV1TrainerNextDifficulty.NORMAL.
        theme (GetV1TrainerNextTheme | Unset):
        family (GetV1TrainerNextFamily | Unset):  Default: GetV1TrainerNextFamily.CLASSIC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TrainerPuzzle]
    """

    kwargs = _get_kwargs(
        player=player,
        difficulty=difficulty,
        theme=theme,
        family=family,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    player: str,
    difficulty: GetV1TrainerNextDifficulty | Unset = GetV1TrainerNextDifficulty.NORMAL,
    theme: GetV1TrainerNextTheme | Unset = UNSET,
    family: GetV1TrainerNextFamily | Unset = GetV1TrainerNextFamily.CLASSIC,
) -> Problem | TrainerPuzzle | None:
    """A puzzle the player has not attempted, rated near their rating + offset.

    Args:
        player (str):  Example: alice.
        difficulty (GetV1TrainerNextDifficulty | Unset):  Default:
            GetV1TrainerNextDifficulty.NORMAL.
        theme (GetV1TrainerNextTheme | Unset):
        family (GetV1TrainerNextFamily | Unset):  Default: GetV1TrainerNextFamily.CLASSIC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TrainerPuzzle
    """

    return sync_detailed(
        client=client,
        player=player,
        difficulty=difficulty,
        theme=theme,
        family=family,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    player: str,
    difficulty: GetV1TrainerNextDifficulty | Unset = GetV1TrainerNextDifficulty.NORMAL,
    theme: GetV1TrainerNextTheme | Unset = UNSET,
    family: GetV1TrainerNextFamily | Unset = GetV1TrainerNextFamily.CLASSIC,
) -> Response[Problem | TrainerPuzzle]:
    """A puzzle the player has not attempted, rated near their rating + offset.

    Args:
        player (str):  Example: alice.
        difficulty (GetV1TrainerNextDifficulty | Unset):  Default:
            GetV1TrainerNextDifficulty.NORMAL.
        theme (GetV1TrainerNextTheme | Unset):
        family (GetV1TrainerNextFamily | Unset):  Default: GetV1TrainerNextFamily.CLASSIC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TrainerPuzzle]
    """

    kwargs = _get_kwargs(
        player=player,
        difficulty=difficulty,
        theme=theme,
        family=family,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    player: str,
    difficulty: GetV1TrainerNextDifficulty | Unset = GetV1TrainerNextDifficulty.NORMAL,
    theme: GetV1TrainerNextTheme | Unset = UNSET,
    family: GetV1TrainerNextFamily | Unset = GetV1TrainerNextFamily.CLASSIC,
) -> Problem | TrainerPuzzle | None:
    """A puzzle the player has not attempted, rated near their rating + offset.

    Args:
        player (str):  Example: alice.
        difficulty (GetV1TrainerNextDifficulty | Unset):  Default:
            GetV1TrainerNextDifficulty.NORMAL.
        theme (GetV1TrainerNextTheme | Unset):
        family (GetV1TrainerNextFamily | Unset):  Default: GetV1TrainerNextFamily.CLASSIC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TrainerPuzzle
    """

    return (
        await asyncio_detailed(
            client=client,
            player=player,
            difficulty=difficulty,
            theme=theme,
            family=family,
        )
    ).parsed
