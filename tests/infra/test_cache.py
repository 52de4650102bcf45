"""The one in-process cache: cachetools' LRU per app, safe across threads."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator

import pytest
from flask import Flask

from service.infra.cache import app_cache, lru, parsed_cache


def test_a_full_cache_drops_the_least_recently_used() -> None:
    cache = lru(2)
    cache["a"], cache["b"] = 1, 2
    assert cache.get("a") == 1  # "b" is now the least recently used
    cache["c"] = 3
    assert dict(cache) == {"a": 1, "c": 3}
    assert cache.get("b") is None and cache.pop("b", "gone") == "gone"


def test_each_app_has_its_own_caches_sized_by_its_settings() -> None:
    first, second = Flask("first"), Flask("second")
    first.config["PARSED_CACHE_SIZE"] = 3
    with first.app_context():
        parsed_cache("boards")["x"] = 1
        assert parsed_cache("boards").maxsize == 3
    assert app_cache("boards", 10, first).get("x") == 1
    assert app_cache("boards", 10, second).get("x") is None


@pytest.fixture
def eager_switching() -> Iterator[None]:
    """Switch threads as often as the interpreter can (races show at once: a
    cachetools LRU without the lock fails the test below within three runs)."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


def test_threads_sharing_a_small_cache_never_see_it_broken(
    eager_switching: None,
) -> None:
    cache = lru(8)
    failures: list[BaseException] = []

    def hammer(offset: int) -> None:
        try:
            for i in range(20_000):
                key = (i + offset) % 13
                cache[key] = i
                cache.get((key + 1) % 13)
                cache.pop((key + 2) % 13, None)
        except BaseException as exc:  # a race shows as KeyError from the LRU order
            failures.append(exc)

    threads = [threading.Thread(target=hammer, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert len(cache) <= 8
