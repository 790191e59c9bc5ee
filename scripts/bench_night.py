"""Game night: the link's length for the largest evenings, and the page's server CPU per round
entered against a bare one-line Streamlit page, measured the same way in the same run.

A round entered on the phone is one script run: the taps send nothing (they only write the
address), the "Score round" press sends every vote and runs the page once. Each measured run is
that press alone, on a warm server (the page's own run before it, which the next round's form
comes from, is not counted), with the server's CPU read around it as `scripts/bench_load.py`
reads it for its pages (whose server and session helpers this imports).

    .venv/bin/python scripts/bench_night.py       # or: make bench
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from bench_load import (  # noqa: E402  (the scripts folder is on the path from here)
    ROOT,
    SETTLE,
    STEP_TIMEOUT,
    Session,
    Step,
    bare_visit_cpu,
    cpu_seconds,
    server,
    warm_cpu,
)
from streamlit.proto.BackMsg_pb2 import BackMsg  # noqa: E402
from streamlit.proto.ClientState_pb2 import ClientState  # noqa: E402
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg  # noqa: E402
from streamlit.proto.WidgetStates_pb2 import WidgetState, WidgetStates  # noqa: E402

from explorer.links.night import KEY, encode_copy, encode_night  # noqa: E402
from explorer.night.evening import Night, Round  # noqa: E402
from explorer.night.stamp import changed, new_evening  # noqa: E402
from explorer.night.tally import tally_until  # noqa: E402
from explorer.rules.house_text import house_from_text  # noqa: E402

HOUSE = "odyssey-vi~target:none"  # no target, the pile reshuffled: an evening as long as asked
ENTRIES = 8  # rounds entered per table, each measured


def evening(n: int, rounds: int, seed: int, names: tuple[str, ...] | None = None) -> Night:
    """`rounds` random legal rounds at `n` players (two markers for a third of the voters where
    the table allows), under house rules that never end the game."""
    rng = random.Random(seed)
    players = names or tuple(f"Player {i + 1}" for i in range(n))
    rules = house_from_text(HOUSE)
    two = rules.max_votes(n) > 1
    out = []
    for k in range(rounds):
        teller = k % n
        votes: list[tuple[int, ...]] = []
        for s in range(n):
            others = [p for p in range(n) if p != s]
            if s == teller:
                votes.append(())
            else:
                votes.append(tuple(rng.sample(others, 2 if two and rng.random() < 0.3 else 1)))
        out.append(Round(teller, tuple(votes)))
    night = Night(players, HOUSE, rounds=tuple(out))
    assert tally_until(night, rules).stop is None
    return night


def link_lengths() -> list[str]:
    longest = tuple(f"{'Ж' * 37}{i:03d}" for i in range(12))  # 40 letters, 2 bytes each
    common = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea")
    out = []
    for label, night in (
        ("40 rounds, 12 players, short names", evening(12, 40, 1, common)),
        ("40 rounds, 12 players, 40-letter Cyrillic names", evening(12, 40, 1, longest)),
        (
            "100 rounds (the most a night holds), 12 players, 40-letter names",
            evening(12, 100, 1, longest),
        ),
        ("12 rounds, 5 players", evening(5, 12, 1, common[:5])),
    ):
        copy = new_evening(replace(night, rounds=()), bytes(8))
        for rnd in night.rounds:  # each round one change: a full trail of digests
            copy = changed(copy, copy.night.with_round(rnd))
        out.append(
            f"link: {label}: {len(encode_night(night))} characters (a version 1 code), "
            f"{len(encode_copy(copy))} with its evening's stamp (version 2)"
        )
    return out


def _elements(s: Session) -> tuple[dict[str, tuple[str, list[str]]], dict[str, str]]:
    """The run's button groups (label → id, option texts) and buttons (label → id)."""
    groups: dict[str, tuple[str, list[str]]] = {}
    buttons: dict[str, str] = {}
    deadline = time.monotonic() + STEP_TIMEOUT
    while True:
        raw = s.ws.recv(timeout=max(deadline - time.monotonic(), 0.1))
        fwd = ForwardMsg()
        fwd.ParseFromString(raw if isinstance(raw, bytes) else raw.encode())
        kind = fwd.WhichOneof("type")
        if kind == "page_info_changed":
            s.query = fwd.page_info_changed.query_string
        elif kind == "delta" and fwd.delta.WhichOneof("type") == "new_element":
            element = fwd.delta.new_element
            which = element.WhichOneof("type")
            if which == "button_group":
                g = element.button_group
                # a leading emoji comes apart as the option's icon; the wire value is whole
                options = [
                    f"{o.content_icon} {o.content}" if o.content_icon else o.content
                    for o in g.options
                ]
                groups[g.label] = (g.id, options)
            elif which == "button":
                buttons[element.button.label] = element.button.id
            elif which == "alert" and element.alert.format == 1:  # an error: report it
                print(f"   (the page says: {element.alert.body[:120]})", file=sys.stderr)
        elif kind == "script_finished":
            if fwd.script_finished == ForwardMsg.FINISHED_EARLY_FOR_RERUN:
                continue
            return groups, buttons


def _send(s: Session, widgets: WidgetStates) -> None:
    msg = BackMsg(
        rerun_script=ClientState(query_string=s.query, page_name="night", widget_states=widgets)
    )
    s.ws.send(msg.SerializeToString())


def round_entries(port: int, pid: int, night: Night, seed: int) -> tuple[float, int]:
    """Server CPU seconds per round entered (the press's run alone), and the rounds entered."""
    rng = random.Random(seed)
    s = Session(port)
    used, entered = 0.0, 0
    try:
        s.query = f"{KEY}={encode_night(night)}"
        for k in range(len(night.rounds) + 1, len(night.rounds) + 1 + ENTRIES + 1):
            _send(s, WidgetStates())  # the page as it stands: its form's widgets
            groups, buttons = _elements(s)
            widgets = WidgetStates()
            for label, (wid, options) in groups.items():
                if label.endswith(" voted for"):  # every name is offered, the voter's own hidden
                    voter = label.removesuffix(" voted for")
                    vote = WidgetState(id=wid)
                    vote.string_array_value.data.append(
                        rng.choice([o for o in options if o != voter])
                    )
                    widgets.widgets.append(vote)
            submit = [i for label, i in buttons.items() if label == f"Score round {k}"]
            if not submit:
                break
            widgets.widgets.append(WidgetState(id=submit[0], trigger_value=True))
            time.sleep(SETTLE)
            before = cpu_seconds(pid)
            _send(s, widgets)
            _elements(s)
            time.sleep(SETTLE)
            if k > len(night.rounds) + 1:  # the first press warms the page's code paths
                used += cpu_seconds(pid) - before
                entered += 1
    finally:
        s.close()
    return used / max(entered, 1), entered


def run(visits: int = 10) -> list[str]:
    out = link_lengths()
    bare_cpu = bare_visit_cpu(visits)
    out.append(f"bare one-line page: {bare_cpu * 1000:.0f} ms CPU per run")
    with server(ROOT / "streamlit_app.py", ROOT) as (port, pid):
        visit = Step("night", "night", f"{KEY}={encode_night(evening(12, 30, 3))}")
        cpu = warm_cpu(port, pid, visit, visits)
        out.append(
            f"page visit, 12 players after 30 rounds: {cpu * 1000:.0f} ms CPU, "
            f"{cpu / max(bare_cpu, 1e-3):.1f}× the bare page"
        )
        for label, night in (
            ("5 players, rounds 7-14", evening(5, 6, 2)),
            ("12 players, rounds 31-38", evening(12, 30, 3)),
        ):
            cpu, entered = round_entries(port, pid, night, 4)
            out.append(
                f"round entry, {label}: {cpu * 1000:.0f} ms CPU per round ({entered} rounds), "
                f"{cpu / max(bare_cpu, 1e-3):.1f}× the bare page (target: within 2×)"
            )
    return out


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
