"""gunicorn settings of the API, shared by `make run`, the benches and production:
`gunicorn -c python:service.web.gunicorn_conf 'service.web.wsgi:app'`.

A slow client must not hold a thread: with gthread, a socket sending its headers a
byte a second kept one of the 2 x 4 threads until it finished, so 8 such sockets
stalled the API. The gevent worker gives each connection a greenlet instead, and
its parser reads every request's headers under a `keepalive`-second timeout, after
which the connection is closed. Past `worker_connections` open connections a worker
stops accepting (the kernel's backlog then holds them), so memory stays bounded.
The API never runs the solver; its CPU work per request is milliseconds.
"""

import os

worker_class = "gevent"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_connections = int(os.environ.get("API_CONNECTIONS", "1000"))
"""Open connections per worker process, idle and slow ones included."""
keepalive = int(os.environ.get("API_HEADER_TIMEOUT", "5"))
"""Seconds a connection may take to send a request's line and headers (and may
wait idle between two requests) before it is closed."""
timeout = 30
"""Seconds a worker may stay unresponsive before the arbiter restarts it."""
control_socket_disable = True
