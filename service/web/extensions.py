"""The web's extensions: two flask-smorest Apis, created unbound here and bound to
the app by `create_app`. `api` is the public contract (`openapi.yaml`, the clients);
`pages` documents the pages' own routes apart (`docs/pages.openapi.yaml`), so an app
developer's document and clients hold only the API."""

from __future__ import annotations

from service.web.api.smorest_compat import Api

api = Api()
pages = Api(config_prefix="PAGES")
