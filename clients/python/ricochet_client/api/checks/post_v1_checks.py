from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.check_by_puzzle import CheckByPuzzle
from ...models.check_by_puzzle_id import CheckByPuzzleId
from ...models.problem import Problem
from ...models.verdict import Verdict
from ...types import Response


def _get_kwargs(
    *,
    body: CheckByPuzzle | CheckByPuzzleId,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/checks",
    }

    if isinstance(body, CheckByPuzzle):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Verdict:
    if response.status_code == 200:
        response_200 = Verdict.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Verdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CheckByPuzzle | CheckByPuzzleId,
) -> Response[Problem | Verdict]:
    """Check a solution of a stored (`puzzle_id`) or inline (`puzzle`) puzzle.

    Args:
        body (CheckByPuzzle | CheckByPuzzleId): A puzzle (stored, by id, or inline, not stored)
            and a solution.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verdict]
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
    client: AuthenticatedClient | Client,
    body: CheckByPuzzle | CheckByPuzzleId,
) -> Problem | Verdict | None:
    """Check a solution of a stored (`puzzle_id`) or inline (`puzzle`) puzzle.

    Args:
        body (CheckByPuzzle | CheckByPuzzleId): A puzzle (stored, by id, or inline, not stored)
            and a solution.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verdict
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CheckByPuzzle | CheckByPuzzleId,
) -> Response[Problem | Verdict]:
    """Check a solution of a stored (`puzzle_id`) or inline (`puzzle`) puzzle.

    Args:
        body (CheckByPuzzle | CheckByPuzzleId): A puzzle (stored, by id, or inline, not stored)
            and a solution.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Verdict]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CheckByPuzzle | CheckByPuzzleId,
) -> Problem | Verdict | None:
    """Check a solution of a stored (`puzzle_id`) or inline (`puzzle`) puzzle.

    Args:
        body (CheckByPuzzle | CheckByPuzzleId): A puzzle (stored, by id, or inline, not stored)
            and a solution.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Verdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
