"""The House rules page's editor: the widgets of every rule, drawn from its spec's `Widget`
(`explorer.rules.widgets`: a rule added to the registry gets its widgets here with no code).

`sync_widgets` gives the widgets the values of the rules in force (once per change of rules);
`rule_widgets` draws them; `collect` reads them back as changes in the file format (band
fields parsed by the engine, whose RulesetError names the rule). The widgets are not in a form,
so a switch (a checkbox, "nobody" as who gets the extra point) disables the values it turns off
at once; the rules still change only on Apply. A refused Apply's error is drawn under the widget
of the rule it names (`widget_of`, `INVALID`), and that widget marked invalid and focused. A
browser keeps each number within its widget's bounds, but the server does not: `collect` checks
every number against its field's bounds again (`numbers()`), so anything a visitor can send is a
RulesetError, never a crash or a long walk.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import streamlit as st

from explorer.errors import RulesetError
from explorer.i18n import _, labelled, number
from explorer.limits import DECK_SIZES, MAX_NAME
from explorer.rules.house import SOURCE
from explorer.rules.house_bands import MAX_BAND_TEXT, band_text, parse_band_text
from explorer.rules.house_diff import custom_name, rule_raw
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS, RuleSpec
from explorer.rules.widgets import NONE, Field, Widget, assemble, value_at
from explorer.rules.wording import format_value
from explorer.text.numbers import is_whole

SYNCED = "h_synced"
NAME = "h_name"
INVALID = "h_invalid"  # (widget key, message) of the field the last Apply refused


def _key(rule: str, w: Widget) -> str:
    """The key of a rule's switch, choice, band text or deck list (its fields have their own)."""
    return f"h_{w.key or rule}"


def _switch(rule: str, w: Widget) -> str:
    return f"{_key(rule, w)}_on"


def _field(f: Field) -> str:
    return f"h_{f.key}"


def numbers() -> dict[str, tuple[str, int, int]]:
    """Every number widget: its key → (the rule it sets, lowest, highest)."""
    return {
        _field(f): (rule, f.low, f.high) for rule, s in RULE_SPECS.items() for f in s.widget.fields
    }


def forget_widgets() -> None:
    """Make the next run give the widgets the values of the rules then in force (and forget
    the last refused Apply's error)."""
    st.session_state.pop(SYNCED, None)
    st.session_state.pop(INVALID, None)


def _default(rs: Ruleset, f: Field) -> int:
    if f.default == "fewest":
        return max(rs.min_players, f.low)
    if f.default == "most":
        return min(rs.max_players, f.high)
    return f.default


def sync_widgets(rs: Ruleset, signature: str) -> None:
    ss = st.session_state
    if ss.get(SYNCED) == signature:
        return
    ss[SYNCED] = signature
    ss[NAME] = (custom_name(rs) or "") if rs.parent else ""
    for rule, spec in RULE_SPECS.items():
        w, raw = spec.widget, rule_raw(rs, rule)
        if w.kind == "bands":
            ss[_key(rule, w)] = band_text(rs, rule)
            continue
        if w.kind == "decks":
            ss[_key(rule, w)] = list(rs.decks)
            continue
        if w.switch:
            ss[_switch(rule, w)] = raw != NONE
        if w.kind == "choice":
            ss[_key(rule, w)] = NONE if raw == NONE else str(value_at(raw, w.choice_path))
        for f in w.fields:
            part = value_at(raw, f.path) if raw != NONE else None
            ss[_field(f)] = part if isinstance(part, int) else _default(rs, f)


# the widget an error about a rule is shown under: the rule's first widget (a number out of
# its bounds names its own widget: `_read`)
def _first_widget(rule: str, spec: RuleSpec) -> str:
    w = spec.widget
    return _field(w.fields[0]) if w.fields else _key(rule, w)


def widget_of(e: RulesetError) -> str:
    """The key of the widget `e` is about: the one its field names (`h_…`, from `_read`), else
    its rule's first widget (else the name field, at the top of the form)."""
    parts = e.field.split(".")
    if len(parts) > 1 and parts[-1] in numbers():
        return parts[-1]
    rule = parts[0].split("[")[0]
    return _first_widget(rule, RULE_SPECS[rule]) if rule in RULE_SPECS else NAME


def problem(key: str) -> None:
    """Under the widget keyed `key`: the last Apply's error when it was about this widget, in a
    container the page marks as the widget's description (`explorer.ui.common.focus`)."""
    found = st.session_state.get(INVALID)
    if isinstance(found, tuple) and found[0] == key:
        with st.container(key=f"{key}_problem"):
            st.error(found[1])


def _int(label: str, key: str, *, off: bool = False) -> None:
    _rule, low, high = numbers()[key]
    st.number_input(label, min_value=low, max_value=high, step=1, key=key, disabled=off)
    problem(key)


def _text(label: str, key: str, max_chars: int, hint: str | None = None) -> None:
    st.text_input(label, key=key, max_chars=max_chars, help=hint)
    problem(key)


def _read(key: str) -> int:
    try:
        return checked_number(key, st.session_state[key])
    except RulesetError as e:  # named by its widget: the error is drawn under it
        raise RulesetError(e.source, f"{e.field}.{key}", e.problem) from e


def checked_number(key: str, value: object) -> int:
    """A number widget's value, checked against its bounds (Streamlit clamps what a browser
    sends, but the form trusts nothing it did not check); RulesetError naming the rule."""
    rule, low, high = numbers()[key]
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        value = int(value)
    if not is_whole(value) or not low <= value <= high:
        raise RulesetError(
            SOURCE,
            rule,
            _("must be a whole number from {low} to {high}, not {value}").format(
                low=number(low), high=number(high), value=repr(value)[:30]
            ),
        )
    return value


def _off(rule: str) -> bool:
    """Whether a rule is switched off in the widgets (its switch unchecked, or "none" chosen)."""
    ss, w = st.session_state, RULE_SPECS[rule].widget
    if w.switch:
        return not ss.get(_switch(rule, w))
    return w.kind == "choice" and ss.get(_key(rule, w)) == NONE


def _choice_words(rule: str, spec: RuleSpec) -> dict[str, str]:
    """The words of each choice, made while the page runs (in the reader's language), so the
    widget's format_func only looks them up."""
    return {
        value: _(words) if words else format_value(value, rule)
        for value, words in spec.widget.choices
    }


def _runs() -> Iterator[tuple[str | None, list[str]]]:
    """The rules in order, in runs that share a section heading."""
    run: list[str] = []
    section: str | None = None
    for rule, spec in RULE_SPECS.items():
        if run and spec.widget.section != section:
            yield section, run
            run = []
        section = spec.widget.section
        run.append(rule)
    if run:
        yield section, run


def rule_widgets() -> None:
    """Every rule's widgets (after `sync_widgets`), each with the last Apply's error under it
    when it was about that widget; the values a switch turns off shown disabled. Rules edited
    as band text that follow each other share rows of two (a phone, which stacks columns,
    keeps their order)."""
    _text(_("Name of your rules"), NAME, MAX_NAME)
    for section, rules in _runs():
        if section:
            st.markdown(_(section))
        bands: list[str] = []
        for rule in [*rules, ""]:
            if rule and RULE_SPECS[rule].widget.kind == "bands":
                bands.append(rule)
                continue
            for i, band in enumerate(bands):
                if i % 2 == 0:
                    cols = st.columns(2)
                with cols[i % 2]:
                    _rule_widgets(band, RULE_SPECS[band])
            bands = []
            if rule:
                _rule_widgets(rule, RULE_SPECS[rule])


def _rule_widgets(rule: str, spec: RuleSpec) -> None:
    w, key = spec.widget, _key(rule, spec.widget)
    heading = spec.label if w.heading is None else (_(w.heading) if w.heading else "")
    if heading:
        st.markdown(f"**{heading}**" if w.heading is None else heading)
    if w.kind == "bands":
        _text(spec.label, key, MAX_BAND_TEXT, hint=_(w.hint) if w.hint else None)
        return
    if w.kind == "decks":
        st.multiselect(spec.label, list(DECK_SIZES), key=key)
        problem(key)
        return
    if w.switch:
        st.checkbox(_(w.switch), key=_switch(rule, w))
    gated = w.off_with is not None and _off(w.off_with)  # another rule turns this one off
    off = gated or _off(rule)  # switched off: the values shown, disabled
    cols = st.columns(len(w.fields) + (w.kind == "choice")) if w.fields else None
    if w.kind == "choice":
        words = _choice_words(rule, spec)
        label = _(w.choice_label) if w.choice_label else spec.label
        with cols[0] if cols else st.container():
            if w.radio:
                st.radio(
                    label,
                    list(words),
                    key=key,
                    format_func=words.__getitem__,
                    horizontal=True,
                    disabled=gated,
                )
            else:
                st.selectbox(
                    label, list(words), key=key, format_func=words.__getitem__, disabled=gated
                )
        if not w.fields:
            problem(key)
    for i, f in enumerate(w.fields):
        with cols[i + (w.kind == "choice")] if cols else st.container():
            _int(_(f.label) if f.label else spec.label, _field(f), off=off)


def _collected(rule: str, spec: RuleSpec) -> Any:
    """One rule's value from its widgets, as a file writes it."""
    ss, w, key = st.session_state, spec.widget, _key(rule, spec.widget)
    if w.kind == "bands":
        return parse_band_text(rule, str(ss[key]))
    if w.kind == "decks":
        decks = sorted(d for d in ss[key] if d in DECK_SIZES)
        if not decks:
            raise RulesetError(SOURCE, rule, _("choose at least one deck size"))
        return decks
    if _off(rule):
        return NONE
    parts: dict[str, Any] = {f.path: _read(_field(f)) for f in w.fields}
    if w.kind == "choice":
        parts[w.choice_path] = str(ss[key])
    return assemble(parts)


def collect() -> tuple[dict[str, Any], str]:
    """The widgets' rules (file-format values) and name; RulesetError names a bad field."""
    return {rule: _collected(rule, spec) for rule, spec in RULE_SPECS.items()}, str(
        st.session_state[NAME]
    )


def error_text(e: RulesetError) -> str:
    """A RulesetError as the page says it: the rule's label, then the problem."""
    rule = e.field.split(".")[0].split("[")[0]
    if rule == "name":
        label = _("Name of your rules")
    else:
        label = RULE_SPECS[rule].label if rule in RULE_SPECS else e.field or e.source
    return labelled(label, e.problem)
