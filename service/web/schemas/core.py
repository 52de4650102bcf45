"""Schemas of the core resources: health, clients."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.inputs.policy import StrictSchema

from .common import describe
from .names import name_field


class HealthSchema(ma.Schema):
    """Reachability of the service's dependencies."""

    status = fields.String(
        required=True, metadata={"description": "`ok`, or `degraded` without Redis."}
    )
    version = fields.String(required=True)
    database = fields.String(required=True, metadata={"example": "ok"})
    redis = fields.String(
        required=True, metadata={"description": "`ok` or `unavailable`."}
    )
    worker = fields.String(
        required=True,
        metadata={
            "description": "The best state of the solve workers: `ready` (one "
            "takes jobs), `warming` (compiling the solver on a first start), `none` "
            "(no worker is running), `unknown` (Redis unreachable)."
        },
    )
    rate_limits = fields.String(
        required=True,
        metadata={
            "description": "Where this process counts rate limits: `redis`, "
            "`memory-fallback` (Redis unreachable: counted in this process until it "
            "is back), `memory` (configured) or `off`."
        },
    )


class ClientCreateSchema(StrictSchema):
    """Register a client (a game app, bot or tournament tool)."""

    name = name_field(100, required=True)
    contact = fields.String(
        validate=validate.Length(max=200),
        metadata={"description": "How to reach the operator (e-mail or URL)."},
    )


class ClientSchema(ma.Schema):
    """A registered client; its key is never shown again."""

    id = fields.String(required=True, metadata={"example": "c2f7ka3m5x0q1vd9h"})
    name = fields.String(required=True)
    contact = fields.String(allow_none=True)
    key_prefix = fields.String(
        required=True, metadata={"description": "The public part of the key, for logs."}
    )
    created_at = fields.DateTime(required=True)
    revoked_at = fields.DateTime(allow_none=True)


class ClientCreatedSchema(ClientSchema):
    """A new client with its API key: store the key now, it is shown only once."""

    api_key = fields.String(
        required=True,
        metadata={"description": "Send as `Authorization: Bearer <api_key>`."},
    )


# --- field descriptions (the OpenAPI document's) ------------------------------

describe(
    HealthSchema,
    version="The service's version (the package's, as in `info.version`).",
    database="`ok` or `unavailable`.",
)
for _schema in (ClientSchema,):
    describe(
        _schema,
        id="The client's id.",
        name="Its name.",
        contact="How to reach its operator; null if not given.",
        created_at="When it registered.",
        revoked_at="When its key was revoked; null while valid.",
    )
