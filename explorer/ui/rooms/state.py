"""The class quiz page's state: the room and the visitor's place in it (the address, `RoomLink`,
through the binder), the process's room store (chosen by `DIXIT_ROOMS_URL`, from Streamlit's
secrets or the environment), the visit's wrong-code throttle, and the links a room shows."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from urllib.parse import urlencode

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import n_, number
from explorer.links.rooms import ROOM_LINK, RoomPlace
from explorer.rooms.config import MAX_SETTING, URL_SETTING, store_for
from explorer.rooms.service import Rooms, no_room
from explorer.rooms.throttle import Throttle
from explorer.ui.common import binder
from explorer.ui.common.page_state import PageState

THROTTLE = "_dixit_room_misses"
PROBLEM = "_dixit_room_problem"  # what the last press could not do, said once on the next run
MOVED = "_dixit_room_moved"  # what the last press changed, announced once on the next run
STATE = PageState("room", ROOM_LINK)


def _setting(name: str) -> str:
    """A setting from Streamlit's secrets (Community Cloud), else the environment."""
    try:
        value = st.secrets.get(name)
    except Exception:  # no secrets file at all: Streamlit raises rather than returning None
        value = None
    return str(value) if value else os.environ.get(name, "")


def rooms() -> Rooms:
    """The rooms of this app (one store per process, shared by every visitor)."""
    return Rooms(store_for(_setting(URL_SETTING), _setting(MAX_SETTING)))


# --- the address -------------------------------------------------------------------------------
def place() -> RoomPlace:
    """The room and the visitor's token the address holds (a damaged part said and dropped)."""
    return STATE.load()


def go(code: str | None, token: str | None = None, opening: str | None = None) -> None:
    STATE.save(RoomPlace(code, token, opening))


def page_url() -> str:
    try:
        return str(st.context.url or "").split("?", 1)[0]
    except Exception:  # no browser context (AppTest, bare mode)
        return ""


def join_link(code: str) -> str:
    """The link students open to join (the QR code's): this page with the room's code, and the
    language when the teacher chose one."""
    params: dict[str, str | list[str]] = {"room": code}
    lang = binder.site_params().get("lang")
    if lang:
        params["lang"] = lang
    return f"{page_url()}?{urlencode(params, doseq=True)}"


def own_link(code: str, token: str) -> str:
    """The member's own link: it brings them back as themselves."""
    params: dict[str, str | list[str]] = {**binder.site_params(), "room": code, "me": token}
    return f"{page_url()}?{urlencode(params, doseq=True)}"


# --- what a press did --------------------------------------------------------------------------
def problem(text: str) -> None:
    st.session_state[PROBLEM] = text


def take_problem() -> str | None:
    found = st.session_state.pop(PROBLEM, None)
    return found if isinstance(found, str) else None


def moved(text: str) -> None:
    st.session_state[MOVED] = text


def take_moved() -> str | None:
    found = st.session_state.pop(MOVED, None)
    return found if isinstance(found, str) else None


# --- wrong codes -------------------------------------------------------------------------------
def _throttle() -> Throttle:
    found = st.session_state.get(THROTTLE)
    return found if isinstance(found, Throttle) else Throttle()


def may_look_up() -> str | None:
    """Why this visit may not look a code up now (None: it may)."""
    wait = _throttle().wait(time.time())
    if wait <= 0:
        return None
    seconds = max(1, round(wait))
    return n_(
        "Too many codes that open no room: wait {n} second, then try again.",
        "Too many codes that open no room: wait {n} seconds, then try again.",
        seconds,
    ).format(n=number(seconds))


def missed() -> None:
    st.session_state[THROTTLE] = _throttle().missed(time.time())


def find(code: str) -> str | None:
    """Whether the room `code` is open: None when it is, else why not (a code that opens no
    room counts against the visit's throttle)."""
    why = may_look_up()
    if why is not None:
        return why
    try:
        found = rooms().store.get(code, time.time())
    except DixitError as err:  # the store cannot be reached (not the visitor's guess)
        return str(err)
    if found is None:
        missed()
        return str(no_room(code))
    return None


def kind_of(code: str) -> str | None:
    """The kind of the room `code` (None: no such room, or the store cannot be reached). Ask it
    only of a room the visitor may know of (their link's, or a code `find` has let through)."""
    try:
        found = rooms().store.get(code, time.time())
    except DixitError:
        return None
    return None if found is None else found.kind


def exists(code: str) -> bool:
    """Whether the room `code` is open (not counted as a guess: the visitor's own link); False
    when the store cannot be reached."""
    try:
        return rooms().store.get(code, time.time()) is not None
    except DixitError:
        return False


def attempt(do: Callable[[], object]) -> bool:
    """Run `do()` (a press's engine call); a DixitError becomes the next run's message."""
    try:
        do()
    except DixitError as err:
        problem(str(err))
        return False
    return True
