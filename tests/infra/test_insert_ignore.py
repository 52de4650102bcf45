"""`insert_ignore` counts the rows that went in, on SQLite and on PostgreSQL."""

from __future__ import annotations

from flask import Flask

from service.accounts.models import Client
from service.infra import clock
from service.infra.extensions import db, insert_ignore


def client_row(client_id: str) -> dict[str, object]:
    """Return a `clients` row."""
    return {
        "id": client_id,
        "name": client_id,
        "key_prefix": client_id,
        "key_hash": "-",
        "created_at": clock.now(),
    }


def test_insert_ignore_counts_only_the_new_rows(app: Flask) -> None:
    with app.app_context():
        assert insert_ignore(Client, [client_row("c1")], ["id"]) == 1
        db.session.commit()
        assert insert_ignore(Client, [client_row("c1")], ["id"]) == 0
        rows = [client_row("c1"), client_row("c2"), client_row("c3")]
        assert insert_ignore(Client, rows, ["id"]) == 2
        assert insert_ignore(Client, [], ["id"]) == 0
        db.session.commit()
        assert db.session.query(Client).count() == 3
