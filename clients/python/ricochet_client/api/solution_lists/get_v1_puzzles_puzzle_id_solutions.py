from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.solution_list import SolutionList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    puzzle_id: str,
    *,
    player: str | Unset = UNSET,
    limit: int | Unset = 10,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["player"] = player

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/puzzles/{puzzle_id}/solutions".format(
            puzzle_id=quote(str(puzzle_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | SolutionList:
    if response.status_code == 200:
        response_200 = SolutionList.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | Problem | SolutionList]:
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
    player: str | Unset = UNSET,
    limit: int | Unset = 10,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | SolutionList]:
    """List a puzzle's distinct optimal solutions (up to `limit`), once its
    optimum is proven; a rated trainer puzzle's only to a player who has
    answered it (`?player=` with the API key).

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        limit (int | Unset):  Default: 10.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SolutionList]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        player=player,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    player: str | Unset = UNSET,
    limit: int | Unset = 10,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | SolutionList | None:
    """List a puzzle's distinct optimal solutions (up to `limit`), once its
    optimum is proven; a rated trainer puzzle's only to a player who has
    answered it (`?player=` with the API key).

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        limit (int | Unset):  Default: 10.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SolutionList
    """

    return sync_detailed(
        puzzle_id=puzzle_id,
        client=client,
        player=player,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    player: str | Unset = UNSET,
    limit: int | Unset = 10,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | SolutionList]:
    """List a puzzle's distinct optimal solutions (up to `limit`), once its
    optimum is proven; a rated trainer puzzle's only to a player who has
    answered it (`?player=` with the API key).

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        limit (int | Unset):  Default: 10.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SolutionList]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        player=player,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    player: str | Unset = UNSET,
    limit: int | Unset = 10,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | SolutionList | None:
    """List a puzzle's distinct optimal solutions (up to `limit`), once its
    optimum is proven; a rated trainer puzzle's only to a player who has
    answered it (`?player=` with the API key).

    Args:
        puzzle_id (str):
        player (str | Unset):  Example: alice.
        limit (int | Unset):  Default: 10.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SolutionList
    """

    return (
        await asyncio_detailed(
            puzzle_id=puzzle_id,
            client=client,
            player=player,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
