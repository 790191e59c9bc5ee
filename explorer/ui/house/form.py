"""The House rules page's editor: one widget (or a few) per rule the engine supports.

`sync_widgets` gives the widgets the values of the rules in force (once per change of rules);
`rule_widgets` draws them; `collect` reads them back as changes in the file format (band
fields parsed by the engine, whose RulesetError names the rule). The widgets are not in a form,
so a switch (a checkbox, "nobody" as who gets the extra point) disables the values it turns off
at once; the rules still change only on Apply. A refused Apply's error is drawn under the widget
of the rule it names (`widget_of`, `INVALID`), and that widget marked invalid and focused. A browser keeps each number
within its widget's bounds, but the server does not: `collect` checks every number against
`NUMBERS` again, so anything a visitor can send is a RulesetError, never a crash or a long walk.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from explorer.errors import RulesetError
from explorer.i18n import _, labelled, number
from explorer.limits import DECK_SIZES, MAX_NAME, MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.house import SOURCE
from explorer.rules.house_bands import MAX_BAND_TEXT, band_text, parse_band_text
from explorer.rules.house_diff import custom_name
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.values import EMPTY_PILE_KINDS, EXTRA_KINDS
from explorer.rules.wording import format_value
from explorer.text.numbers import is_whole

BANDED = ("hand_size", "cards_handed_in", "max_votes", "bonus_cap")
SYNCED = "h_synced"
NO_EXTRA = "none"
INVALID = "h_invalid"  # (widget key, message) of the field the last Apply refused
# every number widget: its key → (the rule it sets, lowest, highest)
NUMBERS: dict[str, tuple[str, int, int]] = {
    "h_pmin": ("players", MIN_PLAYERS, MAX_PLAYERS),
    "h_pmax": ("players", MIN_PLAYERS, MAX_PLAYERS),
    "h_aon_st": ("all_or_none", 0, 10),
    "h_aon_others": ("all_or_none", 0, 10),
    "h_sf_st": ("some_found", 0, 10),
    "h_sf_finder": ("some_found", 0, 10),
    "h_sf_other": ("some_found", 0, 10),
    "h_lone_pts": ("exactly_one_finder", 0, 10),
    "h_lone_lo": ("exactly_one_finder", MIN_PLAYERS, MAX_PLAYERS),
    "h_lone_hi": ("exactly_one_finder", MIN_PLAYERS, MAX_PLAYERS),
    "h_bonus": ("bonus_per_vote", 0, 5),
    "h_extra_from": ("extra_finder", MIN_PLAYERS, MAX_PLAYERS),
    "h_extra_pts": ("extra_finder", 1, 5),
    "h_target": ("score_target", 1, 1000),
}


def forget_widgets() -> None:
    """Make the next run give the widgets the values of the rules then in force (and forget
    the last refused Apply's error)."""
    st.session_state.pop(SYNCED, None)
    st.session_state.pop(INVALID, None)


def sync_widgets(rs: Ruleset, signature: str) -> None:
    ss = st.session_state
    if ss.get(SYNCED) == signature:
        return
    ss[SYNCED] = signature
    ss["h_name"] = (custom_name(rs) or "") if rs.parent else ""
    ss["h_pmin"], ss["h_pmax"] = rs.min_players, rs.max_players
    for rule in BANDED:
        ss[f"h_{rule}"] = band_text(rs, rule)
    ss["h_aon_st"], ss["h_aon_others"] = rs.all_or_none.storyteller, rs.all_or_none.others
    sf = rs.some_found
    ss["h_sf_st"], ss["h_sf_finder"], ss["h_sf_other"] = sf.storyteller, sf.finder, sf.other
    one = rs.exactly_one_finder
    ss["h_lone_on"] = one is not None
    ss["h_lone_pts"] = one.points if one else 4
    ss["h_lone_lo"] = one.players.low if one else rs.min_players
    ss["h_lone_hi"] = one.players.high if one else rs.max_players
    ss["h_bonus"] = rs.bonus_per_vote
    ef = rs.extra_finder
    ss["h_extra_kind"] = ef.kind if ef else NO_EXTRA
    ss["h_extra_from"] = ef.from_players if ef else 7
    ss["h_extra_pts"] = ef.points if ef else 1
    ss["h_extra_cap"] = str(rs.entry("extra_cap").value)
    ends = rs.end_conditions
    ss["h_target_on"] = ends.score_target is not None
    ss["h_target"] = ends.score_target or 30
    ss["h_pile"] = ends.empty_pile
    ss["h_ties"] = rs.ties
    ss["h_decks"] = list(rs.decks)


# the widget an error about a rule is shown under: the rule's first widget (a number out of
# its bounds names its own widget: `_read`)
RULE_WIDGETS: dict[str, str] = {
    "name": "h_name",
    "players": "h_pmin",
    **{rule: f"h_{rule}" for rule in BANDED},
    "all_or_none": "h_aon_st",
    "some_found": "h_sf_st",
    "exactly_one_finder": "h_lone_pts",
    "bonus_per_vote": "h_bonus",
    "extra_finder": "h_extra_from",
    "extra_cap": "h_extra_cap",
    "score_target": "h_target",
    "empty_pile": "h_pile",
    "ties": "h_ties",
    "decks": "h_decks",
}


def widget_of(e: RulesetError) -> str:
    """The key of the widget `e` is about: the one its field names (`h_…`, from `_read`), else
    its rule's first widget (else the name field, at the top of the form)."""
    parts = e.field.split(".")
    if len(parts) > 1 and parts[-1] in NUMBERS:
        return parts[-1]
    return RULE_WIDGETS.get(parts[0].split("[")[0], "h_name")


def problem(key: str) -> None:
    """Under the widget keyed `key`: the last Apply's error when it was about this widget, in a
    container the page marks as the widget's description (`explorer.ui.common.focus`)."""
    found = st.session_state.get(INVALID)
    if isinstance(found, tuple) and found[0] == key:
        with st.container(key=f"{key}_problem"):
            st.error(found[1])


def _int(label: str, key: str, *, off: bool = False) -> None:
    _rule, low, high = NUMBERS[key]
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
    rule, low, high = NUMBERS[key]
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


def rule_widgets() -> None:
    """Every rule's widgets (after `sync_widgets`), each with the last Apply's error under it
    when it was about that widget; the values a switch turns off shown disabled."""
    ss = st.session_state
    _text(_("Name of your rules"), "h_name", MAX_NAME)
    st.markdown(f"**{_(RULE_SPECS['players'].label)}**")
    a, b = st.columns(2)
    with a:
        _int(_("Fewest players"), "h_pmin")
    with b:
        _int(_("Most players"), "h_pmax")
    st.markdown(_("**By player count** — one value, or bands such as `3: 7, 4-12: 6`"))
    for i, rule in enumerate(BANDED):
        if i % 2 == 0:  # a row of two per pair, so a phone (which stacks columns) keeps the order
            cols = st.columns(2)
        with cols[i % 2]:
            _text(
                _(RULE_SPECS[rule].label),
                f"h_{rule}",
                MAX_BAND_TEXT,
                hint=_("`none` for no cap.") if rule == "bonus_cap" else None,
            )
    st.markdown(f"**{_(RULE_SPECS['all_or_none'].label)}**")
    a, b = st.columns(2)
    with a:
        _int(_("Storyteller"), "h_aon_st")
    with b:
        _int(_("Every other player"), "h_aon_others")
    st.markdown(f"**{_(RULE_SPECS['some_found'].label)}**")
    a, b, c = st.columns(3)
    with a:
        _int(_("Storyteller"), "h_sf_st")
    with b:
        _int(_("Each finder"), "h_sf_finder")
    with c:
        _int(_("Each other voter"), "h_sf_other")
    st.markdown(_("**Exactly one finder** (the storyteller and the lone finder)"))
    st.checkbox(_("Special points when exactly one voter finds the card"), key="h_lone_on")
    off = not ss.get("h_lone_on")  # switched off: its values shown, disabled
    a, b, c = st.columns(3)
    with a:
        _int(_("Points each"), "h_lone_pts", off=off)
    with b:
        _int(_("From players"), "h_lone_lo", off=off)
    with c:
        _int(_("To players"), "h_lone_hi", off=off)
    st.markdown(_("**Bonus for votes on your card**"))
    _int(_(RULE_SPECS["bonus_per_vote"].label), "h_bonus")
    st.markdown(f"**{_(RULE_SPECS['extra_finder'].label)}**")
    a, b, c = st.columns(3)
    with a:
        st.selectbox(
            _("Who gets it"),
            [NO_EXTRA, *EXTRA_KINDS],
            key="h_extra_kind",
            format_func=_extra_kinds().__getitem__,
        )
    off = ss.get("h_extra_kind") == NO_EXTRA
    with b:
        _int(_("From players"), "h_extra_from", off=off)
    with c:
        _int(_("Points"), "h_extra_pts", off=off)
    st.radio(
        _(RULE_SPECS["extra_cap"].label),
        ["outside", "inside"],
        key="h_extra_cap",
        format_func=_extra_caps().__getitem__,
        horizontal=True,
        disabled=off,
    )
    problem("h_extra_cap")
    st.markdown(_("**The end of the game**"))
    a, b = st.columns(2)
    with a:
        st.checkbox(_("A score ends the game"), key="h_target_on")
        _int(_(RULE_SPECS["score_target"].label), "h_target", off=not ss.get("h_target_on"))
    with b:
        st.selectbox(
            _(RULE_SPECS["empty_pile"].label),
            list(EMPTY_PILE_KINDS),
            key="h_pile",
            format_func={k: format_value(k, "empty_pile") for k in EMPTY_PILE_KINDS}.__getitem__,
        )
        problem("h_pile")
        st.selectbox(
            _(RULE_SPECS["ties"].label),
            ["shared"],
            key="h_ties",
            format_func={"shared": format_value("shared", "ties")}.__getitem__,
        )
        problem("h_ties")
    st.multiselect(_(RULE_SPECS["decks"].label), list(DECK_SIZES), key="h_decks")
    problem("h_decks")


def collect() -> tuple[dict[str, Any], str]:
    """The widgets' rules (file-format values) and name; RulesetError names a bad field."""
    ss = st.session_state
    wanted: dict[str, Any] = {"players": [_read("h_pmin"), _read("h_pmax")]}
    for rule in BANDED:
        wanted[rule] = parse_band_text(rule, str(ss[f"h_{rule}"]))
    wanted["all_or_none"] = {"storyteller": _read("h_aon_st"), "others": _read("h_aon_others")}
    wanted["some_found"] = {
        "storyteller": _read("h_sf_st"),
        "finder": _read("h_sf_finder"),
        "other": _read("h_sf_other"),
    }
    wanted["exactly_one_finder"] = (
        {"points": _read("h_lone_pts"), "players": [_read("h_lone_lo"), _read("h_lone_hi")]}
        if ss["h_lone_on"]
        else "none"
    )
    wanted["bonus_per_vote"] = _read("h_bonus")
    kind = str(ss["h_extra_kind"])
    wanted["extra_finder"] = (
        "none"
        if kind == NO_EXTRA
        else {"kind": kind, "from_players": _read("h_extra_from"), "points": _read("h_extra_pts")}
    )
    wanted["extra_cap"] = str(ss["h_extra_cap"])
    wanted["score_target"] = _read("h_target") if ss["h_target_on"] else "none"
    wanted["empty_pile"] = str(ss["h_pile"])
    wanted["ties"] = str(ss["h_ties"])
    decks = sorted(d for d in ss["h_decks"] if d in DECK_SIZES)
    if not decks:
        raise RulesetError(SOURCE, "decks", _("choose at least one deck size"))
    wanted["decks"] = decks
    return wanted, str(ss["h_name"])


def error_text(e: RulesetError) -> str:
    """A RulesetError as the page says it: the rule's label, then the problem."""
    rule = e.field.split(".")[0].split("[")[0]
    if rule == "name":
        label = _("Name of your rules")
    else:
        label = _(RULE_SPECS[rule].label) if rule in RULE_SPECS else e.field or e.source
    return labelled(label, e.problem)


# The options' words are made while the page runs (in the reader's language), not when a
# widget is read back later, so every format_func below looks them up in a ready dict.
def _extra_kinds() -> dict[str, str]:
    return {
        NO_EXTRA: _("nobody (no extra point)"),
        "single-marker": _("a finder who used one vote"),
        "any-finder": _("every finder"),
    }


def _extra_caps() -> dict[str, str]:
    return {
        "outside": _("outside the bonus cap"),
        "inside": _("counts toward the bonus cap"),
    }
