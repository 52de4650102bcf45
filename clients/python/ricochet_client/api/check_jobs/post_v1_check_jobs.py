from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.check_job import CheckJob
from ...models.check_job_spec import CheckJobSpec
from ...models.problem import Problem
from ...types import UNSET, File, Response, Unset


def _get_kwargs(
    *,
    body: CheckJobSpec | File | Unset = UNSET,
    grade: bool | Unset = False,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["grade"] = grade

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/check-jobs",
        "params": params,
    }

    if isinstance(body, CheckJobSpec):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"
    if isinstance(body, File):
        _kwargs["content"] = body.payload
        headers["Content-Type"] = "application/x-ndjson"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CheckJob | Problem:
    if response.status_code == 202:
        response_202 = CheckJob.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CheckJob | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CheckJobSpec | File | Unset = UNSET,
    grade: bool | Unset = False,
) -> Response[CheckJob | Problem]:
    """Start a check job from a JSON body or a JSON Lines upload.

     429 `too-many-pending` when the key has CHECK_JOBS_PER_KEY check jobs queued or
    running, or its address PENDING_PER_ADDRESS; 429 `work-budget` when the
    key's or the address's worker time of this window (the seconds its jobs'
    chunks ran) is spent; both with Retry-After, and nothing is stored.

    Args:
        grade (bool | Unset):  Default: False.
        body (CheckJobSpec):
        body (File): One item per line

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckJob | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        grade=grade,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CheckJobSpec | File | Unset = UNSET,
    grade: bool | Unset = False,
) -> CheckJob | Problem | None:
    """Start a check job from a JSON body or a JSON Lines upload.

     429 `too-many-pending` when the key has CHECK_JOBS_PER_KEY check jobs queued or
    running, or its address PENDING_PER_ADDRESS; 429 `work-budget` when the
    key's or the address's worker time of this window (the seconds its jobs'
    chunks ran) is spent; both with Retry-After, and nothing is stored.

    Args:
        grade (bool | Unset):  Default: False.
        body (CheckJobSpec):
        body (File): One item per line

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckJob | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        grade=grade,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CheckJobSpec | File | Unset = UNSET,
    grade: bool | Unset = False,
) -> Response[CheckJob | Problem]:
    """Start a check job from a JSON body or a JSON Lines upload.

     429 `too-many-pending` when the key has CHECK_JOBS_PER_KEY check jobs queued or
    running, or its address PENDING_PER_ADDRESS; 429 `work-budget` when the
    key's or the address's worker time of this window (the seconds its jobs'
    chunks ran) is spent; both with Retry-After, and nothing is stored.

    Args:
        grade (bool | Unset):  Default: False.
        body (CheckJobSpec):
        body (File): One item per line

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckJob | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        grade=grade,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CheckJobSpec | File | Unset = UNSET,
    grade: bool | Unset = False,
) -> CheckJob | Problem | None:
    """Start a check job from a JSON body or a JSON Lines upload.

     429 `too-many-pending` when the key has CHECK_JOBS_PER_KEY check jobs queued or
    running, or its address PENDING_PER_ADDRESS; 429 `work-budget` when the
    key's or the address's worker time of this window (the seconds its jobs'
    chunks ran) is spent; both with Retry-After, and nothing is stored.

    Args:
        grade (bool | Unset):  Default: False.
        body (CheckJobSpec):
        body (File): One item per line

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckJob | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            grade=grade,
        )
    ).parsed
