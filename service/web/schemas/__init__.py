"""Marshmallow schemas: request and response shapes, one module per area."""
