from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_v1_records_family import GetV1RecordsFamily
from ...models.problem import Problem
from ...models.proven_record_list import ProvenRecordList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    family: GetV1RecordsFamily | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_family: str | Unset = UNSET
    if not isinstance(family, Unset):
        json_family = family.value

    params["family"] = json_family

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/records",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ProvenRecordList:
    if response.status_code == 200:
        response_200 = ProvenRecordList.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | ProvenRecordList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    family: GetV1RecordsFamily | Unset = UNSET,
) -> Response[Problem | ProvenRecordList]:
    """List the records, longest first (proven longest on analysed layouts).

    Args:
        family (GetV1RecordsFamily | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProvenRecordList]
    """

    kwargs = _get_kwargs(
        family=family,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    family: GetV1RecordsFamily | Unset = UNSET,
) -> Problem | ProvenRecordList | None:
    """List the records, longest first (proven longest on analysed layouts).

    Args:
        family (GetV1RecordsFamily | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProvenRecordList
    """

    return sync_detailed(
        client=client,
        family=family,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    family: GetV1RecordsFamily | Unset = UNSET,
) -> Response[Problem | ProvenRecordList]:
    """List the records, longest first (proven longest on analysed layouts).

    Args:
        family (GetV1RecordsFamily | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProvenRecordList]
    """

    kwargs = _get_kwargs(
        family=family,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    family: GetV1RecordsFamily | Unset = UNSET,
) -> Problem | ProvenRecordList | None:
    """List the records, longest first (proven longest on analysed layouts).

    Args:
        family (GetV1RecordsFamily | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProvenRecordList
    """

    return (
        await asyncio_detailed(
            client=client,
            family=family,
        )
    ).parsed
