from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.puzzle_request import PuzzleRequest
from ...models.puzzle_request_spec import PuzzleRequestSpec
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PuzzleRequestSpec,
    prefer: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/puzzle-requests",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | PuzzleRequest:
    if response.status_code == 201:
        response_201 = PuzzleRequest.from_dict(response.json())

        return response_201

    if response.status_code == 202:
        response_202 = PuzzleRequest.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[Problem | PuzzleRequest]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PuzzleRequestSpec,
    prefer: str | Unset = UNSET,
) -> Response[Problem | PuzzleRequest]:
    """Ask for puzzles in a band of optimal moves (and family, theme, unseen).

    Args:
        prefer (str | Unset):  Example: wait=10.
        body (PuzzleRequestSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PuzzleRequest]
    """

    kwargs = _get_kwargs(
        body=body,
        prefer=prefer,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: PuzzleRequestSpec,
    prefer: str | Unset = UNSET,
) -> Problem | PuzzleRequest | None:
    """Ask for puzzles in a band of optimal moves (and family, theme, unseen).

    Args:
        prefer (str | Unset):  Example: wait=10.
        body (PuzzleRequestSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PuzzleRequest
    """

    return sync_detailed(
        client=client,
        body=body,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PuzzleRequestSpec,
    prefer: str | Unset = UNSET,
) -> Response[Problem | PuzzleRequest]:
    """Ask for puzzles in a band of optimal moves (and family, theme, unseen).

    Args:
        prefer (str | Unset):  Example: wait=10.
        body (PuzzleRequestSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | PuzzleRequest]
    """

    kwargs = _get_kwargs(
        body=body,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PuzzleRequestSpec,
    prefer: str | Unset = UNSET,
) -> Problem | PuzzleRequest | None:
    """Ask for puzzles in a band of optimal moves (and family, theme, unseen).

    Args:
        prefer (str | Unset):  Example: wait=10.
        body (PuzzleRequestSpec):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | PuzzleRequest
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            prefer=prefer,
        )
    ).parsed
