import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.attempt_result import AttemptResult
from ...models.problem import Problem
from ...models.web_attempt import WebAttempt
from ...types import Response


def _get_kwargs(
    day: datetime.date,
    tier: str,
    *,
    body: WebAttempt,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/daily/{day}/{tier}/attempts".format(
            day=quote(str(day), safe=""),
            tier=quote(str(tier), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AttemptResult | Problem:
    if response.status_code == 200:
        response_200 = AttemptResult.from_dict(response.json())

        return response_200

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
) -> Response[AttemptResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    body: WebAttempt,
) -> Response[AttemptResult | Problem]:
    """Check a page visitor's solution (sets the cookie naming them).

    Args:
        day (datetime.date):
        tier (str):
        body (WebAttempt):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AttemptResult | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    body: WebAttempt,
) -> AttemptResult | Problem | None:
    """Check a page visitor's solution (sets the cookie naming them).

    Args:
        day (datetime.date):
        tier (str):
        body (WebAttempt):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AttemptResult | Problem
    """

    return sync_detailed(
        day=day,
        tier=tier,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    body: WebAttempt,
) -> Response[AttemptResult | Problem]:
    """Check a page visitor's solution (sets the cookie naming them).

    Args:
        day (datetime.date):
        tier (str):
        body (WebAttempt):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AttemptResult | Problem]
    """

    kwargs = _get_kwargs(
        day=day,
        tier=tier,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    day: datetime.date,
    tier: str,
    *,
    client: AuthenticatedClient | Client,
    body: WebAttempt,
) -> AttemptResult | Problem | None:
    """Check a page visitor's solution (sets the cookie naming them).

    Args:
        day (datetime.date):
        tier (str):
        body (WebAttempt):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AttemptResult | Problem
    """

    return (
        await asyncio_detailed(
            day=day,
            tier=tier,
            client=client,
            body=body,
        )
    ).parsed
