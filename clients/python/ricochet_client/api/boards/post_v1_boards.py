from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.board import Board
from ...models.board_create_by_board import BoardCreateByBoard
from ...models.board_create_by_layout import BoardCreateByLayout
from ...models.board_create_by_micro import BoardCreateByMicro
from ...models.board_create_by_seed import BoardCreateBySeed
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/boards",
    }

    if isinstance(body, BoardCreateByLayout):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BoardCreateBySeed):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BoardCreateByBoard):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Board | Problem:
    if response.status_code == 200:
        response_200 = Board.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Board.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Board | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed,
) -> Response[Board | Problem]:
    """Create a board from a layout code, a seed, a custom board or a micro spec.

    Args:
        body (BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed):
            Exactly one source: a layout code, a seed, a custom board, or a micro board.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Board | Problem]
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
    body: BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed,
) -> Board | Problem | None:
    """Create a board from a layout code, a seed, a custom board or a micro spec.

    Args:
        body (BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed):
            Exactly one source: a layout code, a seed, a custom board, or a micro board.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Board | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed,
) -> Response[Board | Problem]:
    """Create a board from a layout code, a seed, a custom board or a micro spec.

    Args:
        body (BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed):
            Exactly one source: a layout code, a seed, a custom board, or a micro board.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Board | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed,
) -> Board | Problem | None:
    """Create a board from a layout code, a seed, a custom board or a micro spec.

    Args:
        body (BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed):
            Exactly one source: a layout code, a seed, a custom board, or a micro board.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Board | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
