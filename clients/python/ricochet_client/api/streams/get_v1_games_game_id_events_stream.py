from http import HTTPStatus
from io import BytesIO
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    last_event_id: int | None | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_last_event_id: int | None | Unset
    if isinstance(last_event_id, Unset):
        json_last_event_id = UNSET
    else:
        json_last_event_id = last_event_id
    params["last_event_id"] = json_last_event_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | File | Problem:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 307:
        response_307 = cast(Any, None)
        return response_307

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | File | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: int | None | Unset = UNSET,
) -> Response[Any | File | Problem]:
    """Stream the game's events after `Last-Event-ID`, live, until the end.

     An address, and a key or player token, holds at most STREAM_MAX_PER_CLIENT
    open streams (default 100); past it: 429 `too-many-streams` with Retry-After.

    Args:
        game_id (str):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | File | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: int | None | Unset = UNSET,
) -> Any | File | Problem | None:
    """Stream the game's events after `Last-Event-ID`, live, until the end.

     An address, and a key or player token, holds at most STREAM_MAX_PER_CLIENT
    open streams (default 100); past it: 429 `too-many-streams` with Retry-After.

    Args:
        game_id (str):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | File | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: int | None | Unset = UNSET,
) -> Response[Any | File | Problem]:
    """Stream the game's events after `Last-Event-ID`, live, until the end.

     An address, and a key or player token, holds at most STREAM_MAX_PER_CLIENT
    open streams (default 100); past it: 429 `too-many-streams` with Retry-After.

    Args:
        game_id (str):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | File | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: int | None | Unset = UNSET,
) -> Any | File | Problem | None:
    """Stream the game's events after `Last-Event-ID`, live, until the end.

     An address, and a key or player token, holds at most STREAM_MAX_PER_CLIENT
    open streams (default 100); past it: 429 `too-many-streams` with Retry-After.

    Args:
        game_id (str):
        last_event_id (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | File | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            last_event_id=last_event_id,
        )
    ).parsed
