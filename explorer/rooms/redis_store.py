"""Rooms in Redis (or Valkey, which speaks the same protocol), shared by every app process that
points at the same server: for several app replicas behind a load balancer, where a student's
requests may reach any of them.

Each room is a hash `<prefix>room:<code>` with its version (`v`) and its record (`d`, the wire
bytes), expiring with the room (Redis removes it by itself); a sorted set `<prefix>rooms` holds
every code by the time it expires, so the count bound is kept without scanning keys. Opening a
room and writing one are each one Lua script, run atomically by the server: opening removes the
expired codes, refuses a full store or a taken code, and writes; writing compares the stored
version with the expected one before it writes (compare-and-set), so two writers on two
replicas never lose each other's change.

The client is `redis` from PyPI (redis-py), imported only when a store is configured.
"""

from __future__ import annotations

from typing import Any

from explorer.errors import RoomError
from explorer.i18n import _
from explorer.rooms import wire
from explorer.rooms.model import Room
from explorer.rooms.store import Bounds, full, gone, too_big

PREFIX = "dixit:"

_CREATE = """
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[2]) then return -1 end
redis.call('HSET', KEYS[1], 'v', ARGV[3], 'd', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('ZADD', KEYS[2], ARGV[6], ARGV[7])
return 1
"""

_PUT = """
local stored = redis.call('HGET', KEYS[1], 'v')
if not stored then return -1 end
if stored ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[6])
return 1
"""


def unreachable(url: str) -> RoomError:
    return RoomError(
        _("The rooms' server ({where}) cannot be reached: rooms are unavailable for now.").format(
            where=url.split("@")[-1][:80]
        )
    )


class RedisStore:
    """Rooms in a Redis server at `url` (`redis://host:6379/0`, `rediss://…`, `unix://…`)."""

    def __init__(self, url: str, bounds: Bounds | None = None, prefix: str = PREFIX) -> None:
        import redis

        self.bounds = bounds or Bounds()
        self.url = url
        self._redis: Any = redis
        self._client = redis.Redis.from_url(
            url, socket_timeout=5, socket_connect_timeout=5, health_check_interval=30
        )
        self._index = f"{prefix}rooms"
        self._prefix = f"{prefix}room:"
        self._create = self._client.register_script(_CREATE)
        self._put = self._client.register_script(_PUT)

    def _key(self, code: str) -> str:
        return self._prefix + code

    def _ms(self, room: Room, now: float) -> tuple[int, int]:
        """(ms until `room` expires, at least 1; the expiry time in ms, for the index)."""
        until = self.bounds.expires(room)
        return max(1, int((until - now) * 1000)), int(until * 1000)

    def _run(self, call: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return call(*args, **kwargs)
        except self._redis.RedisError:
            raise unreachable(self.url) from None

    def create(self, room: Room, now: float) -> bool:
        data = wire.dump(room)
        if len(data) > self.bounds.room_bytes:
            raise too_big(len(data), self.bounds)
        ttl, at = self._ms(room, now)
        keys = [self._key(room.code), self._index]
        args = [int(now * 1000), self.bounds.rooms, room.version, data, ttl, at, room.code]
        done = self._run(self._create, keys=keys, args=args)
        if done == -1:
            raise full(self.bounds)
        return bool(done == 1)

    def get(self, code: str, now: float) -> Room | None:
        raw = self._run(self._client.hget, self._key(code), "d")
        if raw is None:
            return None
        room = wire.load(raw)
        if self.bounds.expires(room) <= now:
            self.delete(code)
            return None
        return room

    def put(self, room: Room, expected: int, now: float) -> bool:
        data = wire.dump(room)
        if len(data) > self.bounds.room_bytes:
            raise too_big(len(data), self.bounds)
        ttl, at = self._ms(room, now)
        keys = [self._key(room.code), self._index]
        args = [expected, room.version, data, ttl, at, room.code]
        done = self._run(self._put, keys=keys, args=args)
        if done == -1:
            raise gone()
        return bool(done == 1)

    def delete(self, code: str) -> None:
        pipe = self._client.pipeline()
        pipe.delete(self._key(code))
        pipe.zrem(self._index, code)
        self._run(pipe.execute)

    def count(self, now: float) -> int:
        self._run(self._client.zremrangebyscore, self._index, "-inf", int(now * 1000))
        return int(self._run(self._client.zcard, self._index))

    def clear(self) -> None:
        """Remove every room under this store's prefix (tests, and an operator starting over)."""
        codes = self._run(self._client.zrange, self._index, 0, -1)
        for code in codes:
            self.delete(code.decode("ascii") if isinstance(code, bytes) else str(code))
        self._run(self._client.delete, self._index)
