"""Heavy lab runs, fairly: a Run press above a cost threshold, a line with its position shown,
a Cancel button, and a progress bar.

A section asks `allowed(...)` whether it may compute now: yes when its results are cached
already (someone else paid for them), when the plan's estimate is under
`explorer.lab.plan.HEAVY_SECONDS`, or when the visitor pressed Run for exactly these settings. A pressed run goes through the process-wide
`GATE` (`run`): while it waits, its place in the line is shown; Cancel (a rerun) stops it at
the next progress update, and a cancelled run leaves the line and caches nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TypeVar

import streamlit as st

from explorer.i18n import _, language, n_, number, using
from explorer.lab.cost import describe
from explorer.lab.jobs import Job
from explorer.lab.plan import Simulations
from explorer.lab.sweeps import Progress
from explorer.text.escape import esc
from explorer.ui.lab.cache import GATE

T = TypeVar("T")
R = TypeVar("R")
PROGRESS_EVERY = 0.25  # seconds between progress-bar updates


def _no_progress(done: int, total: int) -> None:
    """A task's progress when nobody watches it."""


def _state_key(section: str) -> str:
    return f"lab-run-{section}"


def _approve(section: str, key: str) -> None:
    st.session_state[_state_key(section)] = key


def _cancel(section: str) -> None:
    st.session_state.pop(_state_key(section), None)
    st.session_state["lab-cancelled"] = section


def allowed(section: str, what: str, runs: Simulations, cached: bool) -> bool:
    """May this section compute `runs` now? If not, say why and offer a Run button."""
    if cached or not runs.heavy:
        return True
    key = repr(runs.jobs)
    if st.session_state.get(_state_key(section)) == key:
        return True
    seconds = runs.seconds
    if st.session_state.pop("lab-cancelled", None) == section:
        st.info(_("Cancelled: nothing was kept."))
    busy = GATE.running + GATE.waiting
    text = _(
        "{what} with these settings takes {time} of computing on this server, so it waits for "
        "you to press Run."
    ).format(what=what, time=describe(seconds))
    if busy:
        text += " " + n_(
            "Right now {n} other heavy run is running or waiting on this server: yours would "
            "wait its turn.",
            "Right now {n} other heavy runs are running or waiting on this server: yours would "
            "wait its turn.",
            busy,
        ).format(n=number(busy))
    st.info(text + " " + _("Smaller numbers of simulated rounds or games are quicker."))
    st.button(
        # TRANSLATORS: the button that starts a long simulation; {time} is "about 3 s"
        _("Run ({time})").format(time=describe(seconds)),
        key=f"run-{section}",
        on_click=_approve,
        args=(section, key),
        type="primary",
    )
    return False


def run(
    section: str,
    part: str,
    what: str,
    jobs: Sequence[tuple[str, Job[T]]],
    compute: Callable[[Job[T], Progress], R],
    heavy: bool,
    cached: bool = False,
) -> list[R]:
    """Each job in turn (`compute(job, progress)`, each named for the progress bar) with a
    progress bar; heavy runs wait their turn at the gate first. `part`: a name for this run
    within the section (several runs may share one Run press). `cached`: every result is
    computed already, so no bar is drawn (it would only flash by, and each of its updates is a
    message to the browser)."""
    if cached:
        return [compute(job, _no_progress) for _name, job in jobs]
    # The visitor's language, for text written while the run goes on: a callback may be
    # called from a thread that is not this script's (which speaks English)
    lang = language()
    cancel = st.empty()
    status = st.empty()
    bar = st.progress(0.0, text=_("{what}…").format(what=what))
    if heavy:
        cancel.button(
            _("Cancel"), key=f"cancel-{section}-{part}", on_click=_cancel, args=(section,)
        )

    def waiting(place: int) -> None:
        with using(lang):
            if place > 1:
                text = n_(
                    "This run waits for another visitor's heavy run to finish ({n} more waiting "
                    "ahead of it). You can cancel.",
                    "This run waits for another visitor's heavy run to finish ({n} more waiting "
                    "ahead of it). You can cancel.",
                    place - 1,
                ).format(n=number(place - 1))
            else:
                text = _(
                    "This run waits for another visitor's heavy run to finish (it is next). "
                    "You can cancel."
                )
            status.info(text)

    shown = [0.0]  # when the bar last moved

    def go() -> list[R]:
        out = []
        for i, (name, job) in enumerate(jobs):

            def progress(done: int, total: int, i: int = i, name: str = name) -> None:
                # at most a few updates a second (each is a message to the browser); each is
                # also where a Cancel press (a rerun) stops the run
                now = time.monotonic()
                if done and now - shown[0] < PROGRESS_EVERY:
                    return
                shown[0] = now
                share = (i + done / max(total, 1)) / len(jobs)
                with using(lang):
                    # TRANSLATORS: progress of a run: "Simulating …: Dixit (2008) (1 of 3)…"
                    text = _("{what}: {edition} ({i} of {n})…").format(
                        what=what, edition=esc(name), i=number(i + 1), n=number(len(jobs))
                    )
                bar.progress(min(share, 1.0), text=text)

            progress(0, 1)
            out.append(compute(job, progress))
        return out

    if heavy:
        with GATE.turn(waiting):
            status.empty()
            results = go()
    else:
        results = go()
    for slot in (cancel, status, bar):
        slot.empty()
    return results
