from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.demonstration import Demonstration
from ...models.demonstration_result import DemonstrationResult
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    number: int,
    *,
    body: Demonstration,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/rounds/{number}/solution".format(
            game_id=quote(str(game_id), safe=""),
            number=quote(str(number), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DemonstrationResult | Problem:
    if response.status_code == 200:
        response_200 = DemonstrationResult.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DemonstrationResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: Demonstration,
) -> Response[DemonstrationResult | Problem]:
    """Demonstrate your solution when asked (null concedes).

    Args:
        game_id (str):
        number (int):
        body (Demonstration):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DemonstrationResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        number=number,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: Demonstration,
) -> DemonstrationResult | Problem | None:
    """Demonstrate your solution when asked (null concedes).

    Args:
        game_id (str):
        number (int):
        body (Demonstration):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DemonstrationResult | Problem
    """

    return sync_detailed(
        game_id=game_id,
        number=number,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: Demonstration,
) -> Response[DemonstrationResult | Problem]:
    """Demonstrate your solution when asked (null concedes).

    Args:
        game_id (str):
        number (int):
        body (Demonstration):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DemonstrationResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        number=number,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: Demonstration,
) -> DemonstrationResult | Problem | None:
    """Demonstrate your solution when asked (null concedes).

    Args:
        game_id (str):
        number (int):
        body (Demonstration):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DemonstrationResult | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            number=number,
            client=client,
            body=body,
        )
    ).parsed
