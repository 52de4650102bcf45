"""Pages for people, beside the JSON API (`service.web.api`): the daily page and its
own routes, the live game, the puzzles by difficulty and the records, the trainer.

Each module holds one page's blueprint (registered with the API's, in the order of
`service.web.api.BLUEPRINTS`, so their routes stay where the OpenAPI document puts
them); `render` renders a page under its nonce-based Content-Security-Policy and
serves browsers their HTML error pages; `html_errors` re-renders a blueprint's
problems as pages.
"""
