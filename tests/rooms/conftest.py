"""Every store test runs twice: on the embedded store and on a real Redis server."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator

import pytest

from explorer.rooms.redis_store import RedisStore
from explorer.rooms.service import Rooms
from explorer.rooms.store import Bounds, MemoryStore, RoomStore
from tests.redis_server import redis_server

MakeStore = Callable[..., RoomStore]


class Clock:
    """A clock the test moves by hand (seconds)."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with redis_server(tmp_path_factory.mktemp("redis")) as url:
        yield url


@pytest.fixture(params=["memory", "redis"])
def make_store(request: pytest.FixtureRequest) -> Iterator[MakeStore]:
    """Makes stores of one kind (each test gets its own key space on the Redis server)."""
    made: list[RedisStore] = []

    def make(bounds: Bounds | None = None) -> RoomStore:
        if request.param == "memory":
            return MemoryStore(bounds)
        url = request.getfixturevalue("redis_url")
        store = RedisStore(url, bounds, prefix=f"test-{uuid.uuid4().hex}:")
        made.append(store)
        return store

    yield make
    for store in made:
        store.clear()


@pytest.fixture()
def clock() -> Clock:
    return Clock()


@pytest.fixture()
def rooms(make_store: MakeStore, clock: Clock) -> Rooms:
    return Rooms(make_store(), clock)
