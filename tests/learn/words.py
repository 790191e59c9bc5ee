"""How many words a beginner reads on the lesson's core path: the page walked with Next from
the first step to the step before the quiz (AppTest), counting what a visitor sees.

Counted: every text on the page outside folded parts (a collapsed expander's label counts, its
inside does not) and outside the sidebar: headings, the progress line, paragraphs, captions,
widget labels with their shown options and captions, the cards' captions, table headers and the
words in table cells (cells that are only numbers are not words), the chart's titles. The
page's frame, the same on every step (the page title and the box under it, Back and Next, the
link to send, the folded lists at the bottom, the "More" label), is counted once. A word is a run of characters
between spaces that holds a letter or a digit (a Vietnamese syllable counts as a word: the
Vietnamese count is high by the language's writing, not by its length).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from streamlit.testing.v1 import AppTest

from explorer.learn.lesson import CORE, KINDS
from tests.apptest import run_page

FRAME_KEYS = ("learn_back", "learn_next")  # buttons of the page's frame
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
            if label == at.expander[-1].label or label == at.expander[-2].label or "➕" in label:
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
    return step, frame


def core_words(box: str, lang: str = "en") -> dict[str, int]:
    """Words on each step of the core path (by step name) and the frame (`"frame"`), counted
    on the page walked with Next from the first step."""
    at = run_page("learn", {"box": box, "lang": lang})
    out: dict[str, int] = {}
    frame = 0
    for i, kind in enumerate(CORE):
        assert not at.exception, at.exception
        step, frame_here = step_words(at)
        out[kind] = step
        frame = max(frame, frame_here)
        if i < len(KINDS) - 1:
            at.button(key="learn_next").click().run()
    out["frame"] = frame
    return out
