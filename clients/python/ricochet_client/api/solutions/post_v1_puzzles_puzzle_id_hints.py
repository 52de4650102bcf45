from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.hint_request import HintRequest
from ...models.position_hint import PositionHint
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    puzzle_id: str,
    *,
    body: HintRequest,
    player: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["player"] = player

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/puzzles/{puzzle_id}/hints".format(
            puzzle_id=quote(str(puzzle_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PositionHint | Problem:
    if response.status_code == 200:
        response_200 = PositionHint.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = PositionHint.from_dict(response.json())

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
) -> Response[PositionHint | Problem]:
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
    body: HintRequest,
    player: str | Unset = UNSET,
) -> Response[PositionHint | Problem]:
    """Show the next optimal move after the moves played, or how far off the
    optimal path they are; hidden whenever the solution is.

     Answered at once from the stored solution, a table or a short search;
    otherwise the position's solve is queued: 202 with `Location`.

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PositionHint | Problem]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        body=body,
        player=player,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: HintRequest,
    player: str | Unset = UNSET,
) -> PositionHint | Problem | None:
    """Show the next optimal move after the moves played, or how far off the
    optimal path they are; hidden whenever the solution is.

     Answered at once from the stored solution, a table or a short search;
    otherwise the position's solve is queued: 202 with `Location`.

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PositionHint | Problem
    """

    return sync_detailed(
        puzzle_id=puzzle_id,
        client=client,
        body=body,
        player=player,
    ).parsed


async def asyncio_detailed(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: HintRequest,
    player: str | Unset = UNSET,
) -> Response[PositionHint | Problem]:
    """Show the next optimal move after the moves played, or how far off the
    optimal path they are; hidden whenever the solution is.

     Answered at once from the stored solution, a table or a short search;
    otherwise the position's solve is queued: 202 with `Location`.

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PositionHint | Problem]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        body=body,
        player=player,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: HintRequest,
    player: str | Unset = UNSET,
) -> PositionHint | Problem | None:
    """Show the next optimal move after the moves played, or how far off the
    optimal path they are; hidden whenever the solution is.

     Answered at once from the stored solution, a table or a short search;
    otherwise the position's solve is queued: 202 with `Location`.

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PositionHint | Problem
    """

    return (
        await asyncio_detailed(
            puzzle_id=puzzle_id,
            client=client,
            body=body,
            player=player,
        )
    ).parsed
