from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.analysis import Analysis
from ...models.analysis_spec_by_board import AnalysisSpecByBoard
from ...models.analysis_spec_by_board_id import AnalysisSpecByBoardId
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: AnalysisSpecByBoard | AnalysisSpecByBoardId,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/analyses",
    }

    if isinstance(body, AnalysisSpecByBoard):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Analysis | Problem:
    if response.status_code == 202:
        response_202 = Analysis.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Analysis | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AnalysisSpecByBoard | AnalysisSpecByBoardId,
) -> Response[Analysis | Problem]:
    """Analyse a board: one job per target, every placement solved.

    Args:
        body (AnalysisSpecByBoard | AnalysisSpecByBoardId): A board (inline, by layout code, or by
            `board_id`), its robots, its targets.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | Problem]
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
    body: AnalysisSpecByBoard | AnalysisSpecByBoardId,
) -> Analysis | Problem | None:
    """Analyse a board: one job per target, every placement solved.

    Args:
        body (AnalysisSpecByBoard | AnalysisSpecByBoardId): A board (inline, by layout code, or by
            `board_id`), its robots, its targets.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AnalysisSpecByBoard | AnalysisSpecByBoardId,
) -> Response[Analysis | Problem]:
    """Analyse a board: one job per target, every placement solved.

    Args:
        body (AnalysisSpecByBoard | AnalysisSpecByBoardId): A board (inline, by layout code, or by
            `board_id`), its robots, its targets.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AnalysisSpecByBoard | AnalysisSpecByBoardId,
) -> Analysis | Problem | None:
    """Analyse a board: one job per target, every placement solved.

    Args:
        body (AnalysisSpecByBoard | AnalysisSpecByBoardId): A board (inline, by layout code, or by
            `board_id`), its robots, its targets.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
