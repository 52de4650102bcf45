from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """
    Attributes:
        database (str): `ok` or `unavailable`. Example: ok.
        rate_limits (str): Where this process counts rate limits: `redis`, `memory-fallback` (Redis unreachable: counted
            in this process until it is back), `memory` (configured) or `off`.
        redis (str): `ok` or `unavailable`.
        status (str): `ok`, or `degraded` without Redis.
        version (str): The service's version (the package's, as in `info.version`).
        worker (str): The best state of the solve workers: `ready` (one takes jobs), `warming` (compiling the solver on
            a first start), `none` (no worker is running), `unknown` (Redis unreachable).
    """

    database: str
    rate_limits: str
    redis: str
    status: str
    version: str
    worker: str

    def to_dict(self) -> dict[str, Any]:
        database = self.database

        rate_limits = self.rate_limits

        redis = self.redis

        status = self.status

        version = self.version

        worker = self.worker

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "database": database,
                "rate_limits": rate_limits,
                "redis": redis,
                "status": status,
                "version": version,
                "worker": worker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        database = d.pop("database")

        rate_limits = d.pop("rate_limits")

        redis = d.pop("redis")

        status = d.pop("status")

        version = d.pop("version")

        worker = d.pop("worker")

        health = cls(
            database=database,
            rate_limits=rate_limits,
            redis=redis,
            status=status,
            version=version,
            worker=worker,
        )

        return health
