"""How many words a beginner reads on the lesson's core path, and how many taps it takes from
Home to the first quiz round: the page walked as a visitor walks it (AppTest), in their
language: the lesson opened from Home (one tap on "Learn in five minutes"), the box chosen in the
picker (one tap, none for the box already selected), the rulebook where the box's pick in the
visitor's language is not theirs (one tap), then Next until the quiz, counting what they see on
every step before it.

Counted: every text on the page outside folded parts (a collapsed expander's label counts, its
inside does not) and outside the sidebar: headings, the progress line, paragraphs, captions,
widget labels with their shown options and captions, the cards' captions, table headers and the
words in table cells (cells that are only numbers are not words), the chart's titles. The
page's frame, the same on every step (the page title and the box under it, Back and Next, the
folded link to send and lists at the bottom, the "More" label), is counted once. A word is a
run of characters between spaces that holds a letter or a digit (a Vietnamese syllable counts as a word: the
Vietnamese count is high by the language's writing, not by its length). What a reader reads,
`reading_words`, counts Vietnamese by words of two syllables: the syllables halved, rounded up.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from streamlit.testing.v1 import AppTest

from explorer.learn.boxes import box_of
from explorer.learn.lesson import CORE
from explorer.rules.files import load_rulesets
from tests.apptest import run_page

FRAME_KEYS = ("learn_back", "learn_next")  # buttons of the page's frame
FRAME_FOLDS = 3  # the page's last folded parts: the link to send, the questions, all steps
SYLLABLES_A_WORD = {"vi": 2}  # a language written a syllable at a time: its words are longer
_WORD = re.compile(r"\w", re.UNICODE)
_LINK = re.compile(r"\]\([^)]*\)")  # a Markdown link's address is not read


def words(text: str) -> int:
    text = _LINK.sub("]", text).replace("\\", " ")
    return sum(1 for token in text.split() if _WORD.search(token))


def _html_text(body: str) -> str:
    """The text an HTML element shows (no style, script or tags)."""
    body = re.sub(r"<(style|script)\b.*?</\1>", " ", body, flags=re.S)
    return re.sub(r"<[^>]+>", " ", body)


def _table_words(node: Any) -> int:
    frame = node.value
    count = sum(words(str(c)) for c in frame.columns) + words(str(frame.index.name or ""))
    for value in [*frame.index, *frame.to_numpy().ravel()]:
        cell = str(value)
        if not re.fullmatch(r"[\s\d.,+−-]*", cell):
            count += words(cell)
    return count


def _chart_words(node: Any) -> int:
    spec = json.loads(node.proto.spec)
    layout = spec.get("layout", {})
    texts = [str(layout.get("title", {}).get("text", ""))]
    for axis in ("xaxis", "yaxis"):
        texts.append(str(layout.get(axis, {}).get("title", {}).get("text", "")))
    if layout.get("showlegend", True):
        texts += [str(t.get("name", "")) for t in spec.get("data", []) if t.get("showlegend", True)]
    return sum(words(re.sub(r"<[^>]+>", " ", t)) for t in texts)


def _nodes(node: Any) -> Iterator[Any]:
    """The visible nodes under `node` (a collapsed expander's label, not its inside)."""
    yield node
    if getattr(node, "type", "") == "expander" and not node.proto.expanded:
        return
    for child in getattr(node, "children", {}).values():
        yield from _nodes(child)


def step_words(at: AppTest) -> tuple[int, int]:
    """(words of this step, words of the page's frame) on the page as it stands."""
    step = frame = 0
    for node in _nodes(at._tree.children[0]):  # the main area, not the sidebar
        kind = getattr(node, "type", "")
        proto: Any = getattr(node, "proto", None)
        if kind == "title":
            frame += words(proto.body)
        elif kind == "html":  # the link box: its label and its button
            frame += words(_html_text(proto.body))
        elif kind == "expander":
            label = proto.label
            # the frame's folded parts: the link to send, the questions, all steps (the last
            # three), and each step's "More"
            if label in {e.label for e in at.expander[-FRAME_FOLDS:]} or "➕" in label:
                frame += words(label)
            else:
                step += words(label)
        elif kind == "button":
            n = words(proto.label)
            frame_button = (
                any(str(proto.id).endswith(k) for k in FRAME_KEYS) or "learn_goto" in proto.id
            )
            if frame_button:
                frame += n
            else:
                step += n
        elif kind == "caption" and proto.body.startswith("📦"):  # the box, under the title
            frame += words(proto.body)
        elif kind in ("markdown", "header", "subheader", "caption", "heading"):
            step += words(proto.body)
        elif kind == "progress":
            step += words(proto.text)
        elif kind == "radio":
            step += words(proto.label) + sum(words(o) for o in node.options)
            step += sum(words(c) for c in proto.captions)
        elif kind == "selectbox":
            step += words(proto.label) + words(str(node.format_func(node.value)))
        elif kind == "number_input":
            step += words(proto.label)
        elif kind == "table":
            step += _table_words(node)
        elif kind == "plotly_chart":
            step += _chart_words(node)
        elif kind == "image":
            step += sum(words(i.caption) for i in proto.imgs)
        elif kind in ("page_link", "download_button"):
            step += words(proto.label)
        elif kind == "checkbox":  # the link's class round: part of the frame
            frame += words(proto.label)
    return step, frame


@dataclass(frozen=True)
class Walk:
    """A visitor's way from Home to the first quiz round: the words on each step of the core
    path (by step name, and the frame's once, as `"frame"`) and the taps it took."""

    box: str
    lang: str
    words: dict[str, int]
    taps: int

    @property
    def total(self) -> int:
        """Every word seen (a Vietnamese syllable counted as one)."""
        return sum(self.words.values())

    @property
    def reading(self) -> int:
        """The words a reader reads (Vietnamese: two syllables a word)."""
        return reading_words(self.total, self.lang)


def reading_words(counted: int, lang: str) -> int:
    return math.ceil(counted / SYLLABLES_A_WORD.get(lang, 1))


def _home_taps(lang: str) -> int:
    """The taps from Home to the lesson: Home's first link is the lesson's."""
    at = run_page("home", {"lang": lang})
    # a page link is a Markdown link to the page's address under AppTest
    links = [m for x in at.markdown for m in re.findall(r"\]\(/(\w+)\?", x.value)]
    assert links and links[0] == "learn", links
    return 1


def walk(box: str, lang: str = "en") -> Walk:
    """Home to the first quiz round for the ruleset `box`, as a visitor speaking `lang` walks
    it (see the module's docstring), with the words on each step of the core path."""
    taps = _home_taps(lang)
    at = run_page("learn", {"lang": lang})
    mine = box_of(box, load_rulesets())
    assert mine is not None, box
    picker = at.radio(key="learn_box")
    if picker.value != mine.id:
        picker.set_value(mine.id).run()
        taps += 1
    if box != mine.rulebook_for(lang).id:  # the visitor's rulebook is not the one picked for them
        at.radio(key="learn_rulebook").set_value(box).run()
        taps += 1
    assert not at.exception, at.exception
    out: dict[str, int] = {}
    frame = 0
    for kind in CORE:
        assert not at.exception, at.exception
        step, frame_here = step_words(at)
        out[kind] = step
        frame = max(frame, frame_here)
        at.button(key="learn_next").click().run()
        taps += 1
    step_now = at.query_params["step"]  # the first quiz round is on screen
    assert "quiz" in (step_now if isinstance(step_now, list) else [step_now]), step_now
    assert at.number_input, "no quiz round to answer"
    out["frame"] = frame
    return Walk(box, lang, out, taps)


def core_words(box: str, lang: str = "en") -> dict[str, int]:
    """Words on each step of the core path (by step name) and the frame (`"frame"`)."""
    return walk(box, lang).words
