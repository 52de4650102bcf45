from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_v1_layouts_edition import GetV1LayoutsEdition
from ...models.layout_page import LayoutPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 100,
    edition: GetV1LayoutsEdition | Unset = UNSET,
    diagonals: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    json_edition: str | Unset = UNSET
    if not isinstance(edition, Unset):
        json_edition = edition.value

    params["edition"] = json_edition

    params["diagonals"] = diagonals

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/layouts",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | LayoutPage | Problem:
    if response.status_code == 200:
        response_200 = LayoutPage.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | LayoutPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 100,
    edition: GetV1LayoutsEdition | Unset = UNSET,
    diagonals: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | LayoutPage | Problem]:
    """List the classic layouts, filtered by edition or diagonals.

    Args:
        cursor (str | Unset):
        limit (int | Unset):  Default: 100.
        edition (GetV1LayoutsEdition | Unset):
        diagonals (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | LayoutPage | Problem]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        edition=edition,
        diagonals=diagonals,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 100,
    edition: GetV1LayoutsEdition | Unset = UNSET,
    diagonals: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | LayoutPage | Problem | None:
    """List the classic layouts, filtered by edition or diagonals.

    Args:
        cursor (str | Unset):
        limit (int | Unset):  Default: 100.
        edition (GetV1LayoutsEdition | Unset):
        diagonals (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | LayoutPage | Problem
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
        edition=edition,
        diagonals=diagonals,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 100,
    edition: GetV1LayoutsEdition | Unset = UNSET,
    diagonals: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | LayoutPage | Problem]:
    """List the classic layouts, filtered by edition or diagonals.

    Args:
        cursor (str | Unset):
        limit (int | Unset):  Default: 100.
        edition (GetV1LayoutsEdition | Unset):
        diagonals (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | LayoutPage | Problem]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
        edition=edition,
        diagonals=diagonals,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 100,
    edition: GetV1LayoutsEdition | Unset = UNSET,
    diagonals: bool | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | LayoutPage | Problem | None:
    """List the classic layouts, filtered by edition or diagonals.

    Args:
        cursor (str | Unset):
        limit (int | Unset):  Default: 100.
        edition (GetV1LayoutsEdition | Unset):
        diagonals (bool | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | LayoutPage | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            limit=limit,
            edition=edition,
            diagonals=diagonals,
            if_none_match=if_none_match,
        )
    ).parsed
