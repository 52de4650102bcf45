from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.route import Route
from ...models.route_verdict import RouteVerdict
from ...types import Response


def _get_kwargs(
    puzzle_id: str,
    *,
    body: Route,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/puzzles/{puzzle_id}/route-checks".format(
            puzzle_id=quote(str(puzzle_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RouteVerdict:
    if response.status_code == 200:
        response_200 = RouteVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RouteVerdict]:
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
    body: Route,
) -> Response[Problem | RouteVerdict]:
    """Check a route of a Micro Robots puzzle; see the optimum beside it.

    Args:
        puzzle_id (str):
        body (Route):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RouteVerdict]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: Route,
) -> Problem | RouteVerdict | None:
    """Check a route of a Micro Robots puzzle; see the optimum beside it.

    Args:
        puzzle_id (str):
        body (Route):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RouteVerdict
    """

    return sync_detailed(
        puzzle_id=puzzle_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: Route,
) -> Response[Problem | RouteVerdict]:
    """Check a route of a Micro Robots puzzle; see the optimum beside it.

    Args:
        puzzle_id (str):
        body (Route):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RouteVerdict]
    """

    kwargs = _get_kwargs(
        puzzle_id=puzzle_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    puzzle_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: Route,
) -> Problem | RouteVerdict | None:
    """Check a route of a Micro Robots puzzle; see the optimum beside it.

    Args:
        puzzle_id (str):
        body (Route):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RouteVerdict
    """

    return (
        await asyncio_detailed(
            puzzle_id=puzzle_id,
            client=client,
            body=body,
        )
    ).parsed
