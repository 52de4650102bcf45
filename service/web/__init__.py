"""The HTTP edge: everything that speaks HTTP.

The app factory (`app.create_app`) and WSGI entry (`wsgi`), the flask-smorest
blueprints (`api`) and their marshmallow schemas (`schemas`), the pages for people
(`frontdoor`, `pages`, `templates/`, `static/`), problem+json (`errors`), the WSGI
middleware (`headers`, `observe`), conditional GETs (`conditional`, `daily_http`),
the SSE streams of live games (`streams`) and the gunicorn override.

May import: the feature packages, `infra` and `game`. Nothing below imports it;
`workers` never does.
"""
