"""The lab page's settings in the address (`STATE`, through `explorer.links.lab`), synced with
its widgets, and the page's plan for them (`load_plan`).

The address is the source of truth, as on every page: each run loads the settings, pushes them
into the widgets, and a widget change writes the new settings back.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from explorer.errors import DixitError, RulesetError
from explorer.i18n import _
from explorer.lab import settings_file
from explorer.lab.plan import LabPlan, lab_plan
from explorer.lab.settings import LabSettings
from explorer.links.house import HOUSE_LINK
from explorer.links.lab import LabLink
from explorer.rules.files import load_rulesets
from explorer.rules.house import HOUSE_ID
from explorer.text.escape import esc
from explorer.ui.common import box
from explorer.ui.common import house as hs
from explorer.ui.common.page_state import PageState

# the settings shown in a widget of the same name (the heatmap's edition is set by its section)
WIDGETS = (
    *("players", "mean", "spread", "alpha", "q", "deck"),
    *("rounds", "games", "sweep_games", "seed", "rulesets"),
)
HOUSE_OFFERED = "lab-house-offered"  # whether the editions' picker offers the house rules' chip


def link() -> LabLink:
    return LabLink(tuple((r.id, r.min_players, r.max_players) for r in load_rulesets()))


STATE = PageState("lab", link)  # the settings in the address; a loaded file's message


def _push(s: LabSettings) -> None:
    """Give every widget the value the settings hold."""
    for name in WIDGETS:
        value = getattr(s, name)
        st.session_state[name] = list(value) if isinstance(value, tuple) else value


def load_plan() -> LabPlan:
    """The settings and the table's house rules in the address (each damaged part repaired,
    with a warning), and the plan of what the page shows for them."""
    box.default_param("rulesets")  # the visitor's box, when the link names no editions
    settings = STATE.load()  # bad values repaired, with a warning
    _push(settings)
    house = hs.house_ident()  # the table's house rules come last, as one more edition
    if house is not None:
        try:
            return lab_plan(settings, house)
        except RulesetError:  # the address layer kept rules that do not build: leave them out
            pass
    return lab_plan(settings)


def editions_value(plan: LabPlan) -> list[str]:
    """The editions' picker as the plan has it: the editions chosen, then the house rules'
    chip (`house`) when they are shown; says whether the chip is offered (`on_change`)."""
    st.session_state[HOUSE_OFFERED] = plan.offered is not None
    return [*plan.settings.rulesets, *([HOUSE_ID] if plan.house is not None else [])]


def on_change() -> None:
    """Any lab widget changed: write the settings the widgets now hold into the address (the
    house rules' chip is the `house` setting, not an edition)."""
    ss = st.session_state
    values = {name: ss[name] for name in (*WIDGETS, "heat") if name in ss}
    picked = list(values.get("rulesets", ()))
    values["rulesets"] = tuple(r for r in picked if r != HOUSE_ID)
    values["house"] = HOUSE_ID in picked if ss.get(HOUSE_OFFERED) else STATE.current().house
    STATE.save(LabSettings(**values))


def load_file() -> None:
    """The uploader got a file: read its settings and put them in the address (callback), the
    house rules too. A file that cannot be read leaves the page and its settings as they were,
    with one message; what could not be restored is said, each part by name; the file's own
    text in a message is shown escaped (inert: never Markdown)."""
    upload = st.session_state.get("load-settings")
    if upload is None:
        return
    try:
        params = settings_file.read_settings(upload.getvalue())
    except DixitError as err:
        STATE.say("error", _("This file cannot be loaded: {reason}").format(reason=esc(err)))
        return
    decoded = link().decode(params)
    notes = list(decoded.notes)
    settings = decoded.value
    had_house = hs.house_ident(show_notes=False) is not None
    try:
        house = settings_file.house_from(params)
    except RulesetError as err:  # kept as far as it builds, each part left out named
        kept = HOUSE_LINK.decode({"house": params["house"][-1:]})
        notes.append(
            _("The file's house rules do not build as they are ({reason}).").format(reason=esc(err))
        )
        notes.extend(kept.notes)
        if kept.value is not None:
            hs.save_house(kept.value)
        else:  # nothing of them builds: any house rules of yours stay in the link, hidden
            notes.append(_("Its house rules could not be restored: the view shows none."))
            settings = replace(settings, house=False)
    else:
        if house is not None:
            hs.save_house(house)  # their one ident
        elif had_house and settings.house:
            # the file's view had no house rules: yours stay in the link, hidden here
            settings = replace(settings, house=False)
            notes.append(
                _(
                    "The file's view had no house rules: yours stay in the link but are not "
                    "shown (pick them among the editions to show them)."
                )
            )
    STATE.save(settings)  # the next run shows them
    _push(settings)
    if notes:
        text = _("Loaded, with repairs:") + "\n" + "\n".join(f"- {n}" for n in notes)
        STATE.say("warning", text)
    else:
        STATE.say("success", _("Loaded: the page shows that file's view."))
