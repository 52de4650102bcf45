"""The event stream's query."""

from __future__ import annotations

from marshmallow import fields, validate

from service.inputs.policy import StrictSchema


class StreamQuerySchema(StrictSchema):
    """`?last_event_id=SEQ`: where to resume (the `Last-Event-ID` header wins)."""

    last_event_id = fields.Integer(
        load_default=None,
        validate=validate.Range(min=0),
        metadata={
            "description": "Resume after this event seq, for clients that cannot "
            "send the `Last-Event-ID` header on the first connection."
        },
    )
