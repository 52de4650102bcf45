from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.solve_status import SolveStatus
from ...types import Response


def _get_kwargs(
    puzzle_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/train/puzzles/{puzzle_id}/solution".format(
            puzzle_id=quote(str(puzzle_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SolveStatus:
    if response.status_code == 200:
        response_200 = SolveStatus.from_dict(response.json())

        return response_200

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SolveStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | SolveStatus]:
    """Show the optimal solution, once the visitor has answered the puzzle.

    Args:
        puzzle_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | SolveStatus | None:
    """Show the optimal solution, once the visitor has answered the puzzle.

    Args:
        puzzle_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SolveStatus
    """

    return sync_detailed(
        puzzle_id=puzzle_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | SolveStatus]:
    """Show the optimal solution, once the visitor has answered the puzzle.

    Args:
        puzzle_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SolveStatus]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | SolveStatus | None:
    """Show the optimal solution, once the visitor has answered the puzzle.

    Args:
        puzzle_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SolveStatus
    """

    return (
        await asyncio_detailed(
            puzzle_id=puzzle_id,
            client=client,
        )
    ).parsed
