"""A client library for accessing Ricochet"""

from .client import AuthenticatedClient, Client
from .connect import connect
from .paging import all_items
from .problems import ProblemError, unwrap
from .streams import stream_events
from .waiting import request_puzzles

__all__ = (
    "AuthenticatedClient",
    "Client",
    "ProblemError",
    "all_items",
    "connect",
    "request_puzzles",
    "stream_events",
    "unwrap",
)
