from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.puzzle import Puzzle
from ...models.puzzle_spec_by_board import PuzzleSpecByBoard
from ...models.puzzle_spec_by_board_id import PuzzleSpecByBoardId
from ...types import Response


def _get_kwargs(
    *,
    body: PuzzleSpecByBoard | PuzzleSpecByBoardId,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/puzzles",
    }

    if isinstance(body, PuzzleSpecByBoard):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Puzzle:
    if response.status_code == 200:
        response_200 = Puzzle.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Puzzle.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Puzzle]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PuzzleSpecByBoard | PuzzleSpecByBoardId,
) -> Response[Problem | Puzzle]:
    """Create a puzzle (its board is stored too).

    Args:
        body (PuzzleSpecByBoard | PuzzleSpecByBoardId): A puzzle: a board (inline, by layout code,
            or by `board_id`), robots, target.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Puzzle]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: PuzzleSpecByBoard | PuzzleSpecByBoardId,
) -> Problem | Puzzle | None:
    """Create a puzzle (its board is stored too).

    Args:
        body (PuzzleSpecByBoard | PuzzleSpecByBoardId): A puzzle: a board (inline, by layout code,
            or by `board_id`), robots, target.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Puzzle
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PuzzleSpecByBoard | PuzzleSpecByBoardId,
) -> Response[Problem | Puzzle]:
    """Create a puzzle (its board is stored too).

    Args:
        body (PuzzleSpecByBoard | PuzzleSpecByBoardId): A puzzle: a board (inline, by layout code,
            or by `board_id`), robots, target.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Puzzle]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PuzzleSpecByBoard | PuzzleSpecByBoardId,
) -> Problem | Puzzle | None:
    """Create a puzzle (its board is stored too).

    Args:
        body (PuzzleSpecByBoard | PuzzleSpecByBoardId): A puzzle: a board (inline, by layout code,
            or by `board_id`), robots, target.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Puzzle
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
