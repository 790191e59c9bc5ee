"""Every field of every page's codec survives junk (issue #19).

Hypothesis sends each codec's keys (and a stray key) junk: any Unicode including control and
bidi characters and NUL, non-ASCII digits, huge and 5,000-digit numbers, empty and very long
values, keys given several times, and for the `house` key texts made of its own tokens with junk
values. Whatever comes in, `decode` returns (never raises), its notes are inert Markdown (every
character that could make a link, an image, HTML, emphasis or maths is escaped, invisible
characters are spelled out), and the work and the notes stay bounded.
"""

from __future__ import annotations

import re
import time
import unicodedata
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.learn.lesson import steps
from explorer.limits import DECK_SIZES
from explorer.links.base import Decoded, Params
from explorer.links.box import BoxLink
from explorer.links.compare import CompareLink
from explorer.links.house import HOUSE_LINK
from explorer.links.lab import LabLink
from explorer.links.learn import LearnLink
from explorer.links.practice import PracticeLink
from explorer.links.rooms import ROOM_LINK
from explorer.links.score import ScoreLink
from explorer.rules.files import load_rulesets
from explorer.rules.specs import RULE_SPECS

ALIASES = {rule: spec.alias for rule, spec in RULE_SPECS.items()}  # the text's short names

RULESETS = load_rulesets()
IDS = tuple(r.id for r in RULESETS)
CODECS: dict[str, Any] = {
    "score": ScoreLink(RULESETS),
    "compare": CompareLink(IDS, tuple(RULE_SPECS), DECK_SIZES),
    "lab": LabLink(tuple((r.id, r.min_players, r.max_players) for r in RULESETS)),
    "learn": LearnLink(len(steps(RULESETS[0]))),
    "practice": PracticeLink(),
    "house": HOUSE_LINK,
    "box": BoxLink(IDS),
    "room": ROOM_LINK,
}
MOST_NOTES = 40  # notes from one link (the house key's worst case is about 35)
MOST_NOTE_TEXT = 8_000  # characters of notes from one link, all keys together
MOST_SECONDS = 3.0  # CPU per decode; the slowest junk measured ~0.15 s (a house text to repair)

SPECIAL = [
    "",
    " ",
    "\x00",
    "\u202e",
    "A\u202eB",
    "\u2028",
    "\r\n",
    "²",
    "٣",
    "１",
    "𝟓",
    "3²",
    "9" * 5000,
    "9" * 310,
    "-" + "9" * 400,
    "1e400",
    "nan",
    "inf",
    "x" * 5000,
    "é" * 4001,
    "[x](http://evil.example)",
    "![i](http://evil.example/i.png)",
    "<img src=x onerror=alert(1)>",
    "**b** _i_ ~~s~~ $x$ :red[r] `c`",
    "www.evil.example",
    "a@b.example",
]
_chars = st.characters(exclude_categories=("Cs",))
JUNK = st.one_of(
    st.sampled_from(SPECIAL),
    st.text(_chars, max_size=40),
    st.integers(-(10**40), 10**40).map(str),
    st.text(alphabet="0123456789²٣١.,:;-~=@ \t\x00\u202e", max_size=30),
)


@st.composite
def house_texts(draw: st.DrawFn) -> str:
    """A house text made of the format's own pieces, each value junk (or a good one)."""
    head = draw(st.sampled_from([*IDS, "", "x", "²"]))
    tokens = draw(
        st.lists(
            st.tuples(st.sampled_from([*ALIASES.values(), *ALIASES, "n", "zz", ""]), JUNK),
            max_size=8,
        )
    )
    text = "~".join([head, *(f"{k}:{v}" for k, v in tokens)])
    if draw(st.booleans()):
        text += "~n:" + draw(JUNK)
    return text


def _values(key: str) -> st.SearchStrategy[list[str]]:
    one = st.one_of(JUNK, house_texts()) if key == "house" else JUNK
    return st.lists(one, min_size=1, max_size=3)


def _params(keys: tuple[str, ...]) -> st.SearchStrategy[dict[str, list[str]]]:
    return st.dictionaries(
        st.sampled_from([*keys, "zz"]), st.just(None), max_size=len(keys)
    ).flatmap(lambda chosen: st.fixed_dictionaries({k: _values(k) for k in chosen}))


# --- what an inert note is ----------------------------------------------------------------------
ALLOWED_FORMAT = {"\u2060", "\u2068", "\u2069"}  # esc's word joiner, isolate's FSI/PDI
ACTIVE = set("[]<>*_~$&")  # link, image, HTML, emphasis, strike, maths, entities
AUTOLINK = re.compile(r"(?i)(https?|ftp|mailto|xmpp)\\?:|www\\?\.|@(?!\u2060)")


def inert_problem(note: str) -> str | None:
    """Why `note` is not inert Markdown, else None."""
    for ch in note:
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Zl", "Zp") or (cat == "Cf" and ch not in ALLOWED_FORMAT):
            return f"holds the invisible character {ch!r}"
    i = 0
    while i < len(note):
        if note[i] == "\\":
            i += 2
            continue
        if note[i] in ACTIVE:
            return f"holds an unescaped {note[i]!r} at {i}"
        i += 1
    found = AUTOLINK.search(note)
    if found:
        return f"holds a bare address ({found.group(0)!r})"
    return None


def test_the_inert_check_catches_raw_markup() -> None:
    assert inert_problem("a [link](x)") is not None
    assert inert_problem("a \\[link\\]\\(x\\)") is None
    assert inert_problem("go to http://x") is not None
    assert inert_problem("a \u202e b") is not None
    assert inert_problem("mail a@b") is not None
    assert inert_problem("mail a@\u2060b") is None


def _check(decode: Callable[[Params], Decoded[Any]], params: dict[str, list[str]]) -> None:
    start = time.process_time()
    decoded = decode(params)
    spent = time.process_time() - start
    assert spent < MOST_SECONDS, f"{spent:.2f} s CPU for {params!r:.300}"
    notes = decoded.notes
    assert isinstance(notes, tuple) and all(isinstance(n, str) for n in notes)
    assert len(notes) <= MOST_NOTES, notes
    assert sum(map(len, notes)) <= MOST_NOTE_TEXT, notes
    for note in notes:
        problem = inert_problem(note)
        assert problem is None, f"{problem}: {note!r:.400}"


@pytest.mark.parametrize("page", list(CODECS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_codec_field_survives_junk(page: str, data: st.DataObject) -> None:
    codec = CODECS[page]
    _check(codec.decode, data.draw(_params(codec.keys)))


@pytest.mark.parametrize("page", list(CODECS))
@pytest.mark.parametrize("junk", SPECIAL, ids=range(len(SPECIAL)))
def test_every_field_survives_each_special_value(page: str, junk: str) -> None:
    """Each special value in each key alone, then repeated (Hypothesis may not draw them all)."""
    codec = CODECS[page]
    for key in codec.keys:
        _check(codec.decode, {key: [junk]})
        _check(codec.decode, {key: [junk, junk, "1"]})
