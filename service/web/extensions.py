"""The web's extension: the flask-smorest Api (OpenAPI document, blueprints, error
schema), created unbound here and bound to the app by `create_app`."""

from __future__ import annotations

from service.web.api.smorest_compat import Api

api = Api()
