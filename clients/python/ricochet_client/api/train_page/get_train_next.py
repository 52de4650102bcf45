from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_train_next_difficulty import GetTrainNextDifficulty
from ...models.get_train_next_theme import GetTrainNextTheme
from ...models.problem import Problem
from ...models.trainer_puzzle import TrainerPuzzle
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    difficulty: GetTrainNextDifficulty | Unset = GetTrainNextDifficulty.NORMAL,
    theme: GetTrainNextTheme | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_difficulty: str | Unset = UNSET
    if not isinstance(difficulty, Unset):
        json_difficulty = difficulty.value

    params["difficulty"] = json_difficulty

    json_theme: str | Unset = UNSET
    if not isinstance(theme, Unset):
        json_theme = theme.value

    params["theme"] = json_theme

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/train/next",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TrainerPuzzle:
    if response.status_code == 200:
        response_200 = TrainerPuzzle.from_dict(response.json())

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
) -> Response[Problem | TrainerPuzzle]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    difficulty: GetTrainNextDifficulty | Unset = GetTrainNextDifficulty.NORMAL,
    theme: GetTrainNextTheme | Unset = UNSET,
) -> Response[Problem | TrainerPuzzle]:
    """A puzzle the visitor has not attempted, near their rating + offset.

    Args:
        difficulty (GetTrainNextDifficulty | Unset):  Default: GetTrainNextDifficulty.NORMAL.
        theme (GetTrainNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TrainerPuzzle]
    """

    kwargs = _get_kwargs(
        difficulty=difficulty,
        theme=theme,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    difficulty: GetTrainNextDifficulty | Unset = GetTrainNextDifficulty.NORMAL,
    theme: GetTrainNextTheme | Unset = UNSET,
) -> Problem | TrainerPuzzle | None:
    """A puzzle the visitor has not attempted, near their rating + offset.

    Args:
        difficulty (GetTrainNextDifficulty | Unset):  Default: GetTrainNextDifficulty.NORMAL.
        theme (GetTrainNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TrainerPuzzle
    """

    return sync_detailed(
        client=client,
        difficulty=difficulty,
        theme=theme,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    difficulty: GetTrainNextDifficulty | Unset = GetTrainNextDifficulty.NORMAL,
    theme: GetTrainNextTheme | Unset = UNSET,
) -> Response[Problem | TrainerPuzzle]:
    """A puzzle the visitor has not attempted, near their rating + offset.

    Args:
        difficulty (GetTrainNextDifficulty | Unset):  Default: GetTrainNextDifficulty.NORMAL.
        theme (GetTrainNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TrainerPuzzle]
    """

    kwargs = _get_kwargs(
        difficulty=difficulty,
        theme=theme,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    difficulty: GetTrainNextDifficulty | Unset = GetTrainNextDifficulty.NORMAL,
    theme: GetTrainNextTheme | Unset = UNSET,
) -> Problem | TrainerPuzzle | None:
    """A puzzle the visitor has not attempted, near their rating + offset.

    Args:
        difficulty (GetTrainNextDifficulty | Unset):  Default: GetTrainNextDifficulty.NORMAL.
        theme (GetTrainNextTheme | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TrainerPuzzle
    """

    return (
        await asyncio_detailed(
            client=client,
            difficulty=difficulty,
            theme=theme,
        )
    ).parsed
