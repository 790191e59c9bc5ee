"""Find text on a page that nobody marked for translation.

The page runs in the pseudo-locale, where every translated string comes back ⟪marked⟫. Every
string the page shows (Markdown, labels, help, options, table headers and cells, chart titles,
axes, legends, hover text) is collected from AppTest's element tree; marked parts, numbers,
punctuation, rulebook quotes (shown in their own language on purpose) and a few names are
removed; any word left was not translated.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message
from streamlit.testing.v1 import AppTest

from explorer.i18n.languages import PSEUDO
from explorer.ui.common.lang import STATE
from tests.conftest import ROOT

# words that are the same in every language (brand and format names)
SAME_EVERYWHERE = {
    "Dixit",
    "Odyssey",
    "TOML",
    "CSV",
    "PDF",
    "JSON",
    "URL",
    "Plotly",
    "Jupyter",
    "Streamlit",
    "Refresh",
    "Anniversary",
    "th",
}
_SKIP_FIELDS = {
    "id",
    "form_id",
    "key",
    "css",
    "src",
    "url",
    "page_script_hash",
    "icon",
    "type",
    "format",
    "theme",
    "page_name",
    "url_path",
    "data",
    "spec",
    "arrow_data",
    "element_hash",
    "component_name",
    "json_args",
    "special_args",
    "column_order",
    "columns",
    "config",
    "value",
    "default",
    "set_value",
    "raw_value",
    "lang",
    "string_value",
    "double_value",
    "query_param_key",  # a widget's key in the address (bind="query-params")
    "js_content",  # a component's script and style: code, not text anyone reads
    "css_content",
}
_INNER = re.compile(r"⟪[^⟪⟫]*⟫")


def run_pseudo(page: str, params: dict[str, Any] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / f"{page}.py"), default_timeout=60)
    for k, v in (params or {}).items():
        at.query_params[k] = v
    at.session_state[STATE] = PSEUDO
    at.run()
    assert not at.exception, at.exception
    return at


def _proto_strings(msg: Message) -> Iterator[str]:
    for field, value in msg.ListFields():
        if field.name in _SKIP_FIELDS:
            continue
        repeated = field.is_repeated
        items = value if repeated else [value]
        for item in items:
            if field.type == FieldDescriptor.TYPE_STRING:
                yield item
            elif field.type == FieldDescriptor.TYPE_MESSAGE and not isinstance(item, dict):
                yield from _proto_strings(item)


def _figure_strings(spec: dict[str, Any]) -> Iterator[str]:
    def walk(node: Any, key: str = "") -> Iterator[str]:
        if isinstance(node, dict):
            for k, v in node.items():
                yield from walk(v, k)
        elif isinstance(node, list):
            for v in node:
                yield from walk(v, key)
        elif isinstance(node, str) and key in {
            "text",
            "name",
            "hovertemplate",
            "title",
            "ticktext",
            "label",
            "legendgrouptitle",
        }:
            yield node

    yield from walk(spec)


def _element_strings(node: Any) -> Iterator[str]:
    proto = getattr(node, "proto", None)
    kind = getattr(node, "type", "")
    if kind in ("arrow_data_frame", "table", "dataframe") and hasattr(node, "value"):
        frame = node.value
        yield from (str(c) for c in frame.columns)
        yield from (str(i) for i in frame.index if isinstance(i, str))
        for col in frame.columns:
            yield from (v for v in frame[col] if isinstance(v, str))
        return
    if proto is not None and hasattr(proto, "spec") and kind == "plotly_chart":
        yield from _figure_strings(json.loads(proto.spec))
        return
    if isinstance(proto, Message):
        yield from _proto_strings(proto)
    for attr in ("value", "label", "body"):
        v = getattr(node, attr, None)
        if isinstance(v, str) and kind in (
            "markdown",
            "caption",
            "title",
            "header",
            "subheader",
            "text",
            "code",
            "latex",
            "alert",
            "error",
            "warning",
            "info",
            "success",
            "exception",
        ):
            yield v


def page_strings(at: AppTest) -> list[str]:
    out: list[str] = []

    def visit(node: Any) -> None:
        out.extend(_element_strings(node))
        for child in getattr(node, "children", {}).values():
            visit(child)

    visit(at._tree)
    return out


def _unmark(text: str, hole: str) -> str:
    while True:
        stripped = _INNER.sub(hole, text)
        if stripped == text:
            return text
        text = stripped


def leftover_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of `text` outside the marks and the allowed phrases.

    Marks go first, then the allowed phrases' unmarked pieces (an allowed phrase that came
    from another area's pseudo-locale output holds marks of its own)."""
    text = re.sub(r"\]\(/[^)\s]*\)", "] ", text)  # a link's address within the site, first:
    # an allowed phrase found inside it (an edition id) would otherwise break it in two
    text = _unmark(text, "\x00")
    pieces = {p.strip() for phrase in allowed for p in _unmark(phrase, "\x00").split("\x00")}
    for phrase in sorted(pieces, key=len, reverse=True):
        if len(phrase) > 1:
            text = text.replace(phrase, " ")
    text = text.replace("\x00", " ")
    # code (scripts, style sheets), not text anyone reads
    text = re.sub(r"<(script|style)\b[^>]*>.*?</\1>", " ", text, flags=re.S)
    text = re.sub(r":[a-z]+(?:-[a-z]+)?\[", " ", text)  # a Markdown directive (:gray[…])
    text = re.sub(r"%\{[^}]*\}|<[^>]*>|&[a-z]+;|https?://\S+|`[^`]*`|:[a-z_]+:", " ", text)
    words = re.findall(r"[^\W\d_]{2,}", text)
    return [w for w in words if w not in SAME_EVERYWHERE]


def unmarked(at: AppTest, allowed: Iterable[str] = ()) -> list[str]:
    """Every shown string with words nobody marked (each with those words)."""
    allowed = list(allowed)
    found = []
    for s in page_strings(at):
        words = leftover_words(s, allowed)
        if words:
            found.append(f"{' '.join(words[:8])!s}   ← in: {s[:90]!r}")
    return sorted(set(found))


def allowed_texts() -> list[str]:
    """Text every page may show untranslated: the rulebooks' quotes (in their own language on
    purpose), the languages' own names, the practice table's default names."""
    from explorer.i18n.languages import NATIVE_NAMES
    from explorer.rules.files import load_rulesets

    out: list[str] = list(NATIVE_NAMES.values())
    for ruleset in load_rulesets():
        for rule in ruleset.rules:
            for entry in rule.entries:
                for attr in ("quote", "table_header"):
                    value = getattr(entry.provenance, attr, None)
                    if value:
                        out.append(str(value))
    from explorer.i18n.people import TABLE_NAMES

    out.extend(TABLE_NAMES["en"])
    return out


def assert_all_marked(at: AppTest, extra: Iterable[str] = ()) -> None:
    found = unmarked(at, [*allowed_texts(), *extra])
    assert not found, f"{len(found)} strings with unmarked words:\n" + "\n".join(found[:60])
