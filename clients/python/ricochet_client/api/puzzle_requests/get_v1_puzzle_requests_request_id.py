from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.puzzle_request import PuzzleRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    request_id: str,
    *,
    prefer: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/puzzle-requests/{request_id}".format(
            request_id=quote(str(request_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | PuzzleRequest:
    if response.status_code == 200:
        response_200 = PuzzleRequest.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | PuzzleRequest]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    request_id: str,
    *,
    client: AuthenticatedClient,
    prefer: str | Unset = UNSET,
) -> Response[Problem | PuzzleRequest]:
    """Show a puzzle request's status, progress and the puzzles found so far.

    Args:
        request_id (str):
        prefer (str | Unset):  Example: wait=10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PuzzleRequest]
    """

    kwargs = _get_kwargs(
        request_id=request_id,
        prefer=prefer,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    request_id: str,
    *,
    client: AuthenticatedClient,
    prefer: str | Unset = UNSET,
) -> Problem | PuzzleRequest | None:
    """Show a puzzle request's status, progress and the puzzles found so far.

    Args:
        request_id (str):
        prefer (str | Unset):  Example: wait=10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PuzzleRequest
    """

    return sync_detailed(
        request_id=request_id,
        client=client,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    request_id: str,
    *,
    client: AuthenticatedClient,
    prefer: str | Unset = UNSET,
) -> Response[Problem | PuzzleRequest]:
    """Show a puzzle request's status, progress and the puzzles found so far.

    Args:
        request_id (str):
        prefer (str | Unset):  Example: wait=10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PuzzleRequest]
    """

    kwargs = _get_kwargs(
        request_id=request_id,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    request_id: str,
    *,
    client: AuthenticatedClient,
    prefer: str | Unset = UNSET,
) -> Problem | PuzzleRequest | None:
    """Show a puzzle request's status, progress and the puzzles found so far.

    Args:
        request_id (str):
        prefer (str | Unset):  Example: wait=10.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PuzzleRequest
    """

    return (
        await asyncio_detailed(
            request_id=request_id,
            client=client,
            prefer=prefer,
        )
    ).parsed
