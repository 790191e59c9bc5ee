"""Which store rooms live in, chosen by configuration: `DIXIT_ROOMS_URL`.

Unset (or empty): the embedded store, in this process's memory (nothing to install; right for
one app process, as Streamlit Community Cloud runs). `redis://host:6379/0` (or `rediss://` for
TLS, `unix:///path/redis.sock`, and `valkey://`, `valkeys://` for Valkey): a shared Redis or
Valkey server, for several app processes behind a load balancer. `DIXIT_ROOMS_MAX` raises or
lowers the number of rooms open at once (300 by default; see `codes` for what it does to the
odds of a guessed code). The app reads both from the environment or from Streamlit's secrets
(`explorer.ui.rooms.state`); `store_for` makes one store per process for each setting.
"""

from __future__ import annotations

import os
from functools import lru_cache

from explorer.errors import RoomError
from explorer.i18n import _, number
from explorer.rooms.redis_store import RedisStore
from explorer.rooms.store import Bounds, MemoryStore, RoomStore

URL_SETTING = "DIXIT_ROOMS_URL"
MAX_SETTING = "DIXIT_ROOMS_MAX"
MOST_ROOMS = 100_000
_SCHEMES = {
    "redis": "redis",
    "rediss": "rediss",
    "unix": "unix",
    "valkey": "redis",
    "valkeys": "rediss",
}


def settings_from_env() -> tuple[str, str]:
    return os.environ.get(URL_SETTING, ""), os.environ.get(MAX_SETTING, "")


def bounds_of(most: str) -> Bounds:
    """The bounds with `DIXIT_ROOMS_MAX` read (empty: the default); RoomError for a bad one."""
    if not most.strip():
        return Bounds()
    text = most.strip()
    if not (text.isascii() and text.isdigit() and len(text) <= 6 and 1 <= int(text) <= MOST_ROOMS):
        raise RoomError(
            _("{setting} must be a whole number from 1 to {most}.").format(
                setting=MAX_SETTING, most=number(MOST_ROOMS)
            )
        )
    return Bounds(rooms=int(text))


def redis_url(url: str) -> str:
    """`url` as redis-py reads it (Valkey's schemes named as Redis's); RoomError for a scheme
    that is no Redis or Valkey server's."""
    scheme, sep, rest = url.strip().partition("://")
    if not sep or scheme.lower() not in _SCHEMES:
        raise RoomError(
            _(
                "{setting} must start with redis://, rediss://, unix://, valkey:// or valkeys://."
            ).format(setting=URL_SETTING)
        )
    return f"{_SCHEMES[scheme.lower()]}://{rest}"


@lru_cache(maxsize=4)
def store_for(url: str, most: str = "") -> RoomStore:
    """The process's store for these settings (the same one on every call)."""
    bounds = bounds_of(most)
    if not url.strip():
        return MemoryStore(bounds)
    return RedisStore(redis_url(url), bounds)
