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
        "method": "post",
        "url": "/v1/puzzles/{puzzle_id}/solution".format(
            puzzle_id=quote(str(puzzle_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SolveStatus:
    if response.status_code == 202:
        response_202 = SolveStatus.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

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
    client: AuthenticatedClient,
) -> Response[Problem | SolveStatus]:
    """Request a puzzle's optimum (on the interactive queue).

     A key has at most SOLVE_LONG_PER_KEY (1) such solves of boards above
    SOLVE_LONG_CELLS (256) cells queued or running; past it: 429 `solve-limit`.

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
    client: AuthenticatedClient,
) -> Problem | SolveStatus | None:
    """Request a puzzle's optimum (on the interactive queue).

     A key has at most SOLVE_LONG_PER_KEY (1) such solves of boards above
    SOLVE_LONG_CELLS (256) cells queued or running; past it: 429 `solve-limit`.

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
    client: AuthenticatedClient,
) -> Response[Problem | SolveStatus]:
    """Request a puzzle's optimum (on the interactive queue).

     A key has at most SOLVE_LONG_PER_KEY (1) such solves of boards above
    SOLVE_LONG_CELLS (256) cells queued or running; past it: 429 `solve-limit`.

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
    client: AuthenticatedClient,
) -> Problem | SolveStatus | None:
    """Request a puzzle's optimum (on the interactive queue).

     A key has at most SOLVE_LONG_PER_KEY (1) such solves of boards above
    SOLVE_LONG_CELLS (256) cells queued or running; past it: 429 `solve-limit`.

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
