"""The House rules page's sections: the edition to start from and a file to upload, what the
table changed (with the download, the links and the clear button), and the editor. What a form
or a file means is the engine's (`explorer.links.house.from_form`, `from_file`,
`explorer.rules.house_diff.changes_in_words`); these functions read widgets and lay it out."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd
import streamlit as st

from explorer.errors import DixitError, RulesetError
from explorer.i18n import _, number, tr
from explorer.links.house import from_file, from_form
from explorer.rules.files import MAX_FILE_BYTES, load_rulesets
from explorer.rules.house_diff import changes_in_words
from explorer.rules.ruleset import Ruleset
from explorer.rules.wording import BASIS_MARK
from explorer.rules.write import to_toml
from explorer.text.escape import esc
from explorer.ui.common import house as hs
from explorer.ui.common.focus import flag_invalid
from explorer.ui.common.nav import page_link
from explorer.ui.house import form as hf

PARENT = "h_parent"  # the edition picker's widget key
UPLOADED = "h_uploaded"  # the id of the file last read (a file is read once)
UPLOAD_ERROR = "h_upload_error"


def parent_of(editions: Sequence[Ruleset], house: Ruleset | None) -> Ruleset:
    """The edition the house rules start from: the link's, else the picker's (else the first)."""
    if house is not None and house.parent is not None:
        st.session_state[PARENT] = house.parent
    st.session_state.setdefault(PARENT, editions[0].id)
    return {r.id: r for r in editions}[str(st.session_state[PARENT])]


def _on_parent() -> None:
    """A new edition to start from: the house rules start afresh from it."""
    hs.save_house(None)
    hf.forget_widgets()


def start(editions: tuple[Ruleset, ...], parent: Ruleset) -> None:
    """The edition to start from, then a ruleset file to upload (one under the other: side by
    side, at 200 % zoom the edition's name was cut)."""
    st.selectbox(
        _("Start from"),
        [r.id for r in editions],
        format_func={r.id: tr(r.name) for r in editions}.__getitem__,
        key=PARENT,
        on_change=_on_parent,
        help=_("Your house rules start as this edition's rules; choosing another starts afresh."),
    )
    upload(editions, parent)


def upload(editions: tuple[Ruleset, ...], parent: Ruleset) -> None:
    up = st.file_uploader(
        _("Upload a ruleset TOML"),
        type=["toml"],
        key="h_upload",
        max_upload_size=1,  # MB; the engine refuses anything above MAX_FILE_BYTES anyway
        help=_(
            "A file downloaded from this page, or any ruleset file (at most {kb} KB). A bad file "
            "changes nothing."
        ).format(kb=number(MAX_FILE_BYTES // 1024)),
    )
    if up is not None and st.session_state.get(UPLOADED) != up.file_id:
        st.session_state[UPLOADED] = up.file_id
        try:
            uploaded = from_file(up.getvalue(), up.name, editions, parent.id)
            hs.save_house(uploaded)
        except DixitError as e:  # any engine error a file causes: one message, nothing changed
            st.session_state[UPLOAD_ERROR] = str(e)
        else:
            st.session_state.pop(UPLOAD_ERROR, None)
            hf.forget_widgets()
            st.rerun()
    if UPLOAD_ERROR in st.session_state:
        st.error(
            _("That file was not loaded; your house rules are unchanged. {reason}").format(
                reason=esc(st.session_state[UPLOAD_ERROR])
            )
        )


def changed(house: Ruleset, ident: str, parent: Ruleset) -> None:
    """What the table changed, then the download, the links to use them, and clearing them."""
    st.subheader(BASIS_MARK["house"] + " " + _("What your table changed"))
    rows = changes_in_words(house)
    if not rows:
        st.info(
            _("Nothing yet: these are {edition}'s rules. Change a value above.").format(
                edition=esc(tr(parent.name))
            )
        )
    else:
        # a static table: its cells wrap, so a 390 px phone shows every column whole
        # (a dataframe cut the edition's column off with nothing saying it scrolls)
        frame = pd.DataFrame(
            {
                _("Rule"): [r.label for r in rows],
                _("Your rule 🏠"): [r.ours for r in rows],
                tr(parent.name): [r.theirs for r in rows],
            }
        )
        st.table(frame.set_index(_("Rule")))
    # a row that wraps (not columns): at 200 % zoom or 640 px no label is cut
    with st.container(horizontal=True, gap="small"):
        st.download_button(
            "⬇️ " + _("Download TOML"),
            data=to_toml(house).encode("utf-8"),
            file_name="house-rules.toml",
            mime="application/toml",
            key="h_download",
        )
        # the page links carry the house rules (and the rest of the site-wide keys)
        page_link("pages/score.py", _("Score a round with them"), icon="🧮")
        page_link("pages/compare.py", _("Compare them"), icon="📜")
        page_link("pages/lab.py", _("Open them in the lab"), icon="🧪")
        if st.button(_("Clear house rules"), key="h_clear", wrap=True):
            hs.save_house(None)
            hf.forget_widgets()
            st.rerun()
    st.caption(
        _(
            "Share: the address bar holds your rules ({n} characters after `house=`); a friend "
            "opening it sees the same columns."
        ).format(n=number(len(ident)))
    )


def editor(parent: Ruleset, ident: str | None, house: Ruleset | None) -> None:
    """Every rule as a widget, applied together: the house rules change only when valid. A
    refused Apply's error sits under the field it names, which is marked invalid and focused."""
    st.subheader(_("Your rules"))
    hf.sync_widgets(house or parent, ident or parent.id)
    with st.container(border=True):
        hf.rule_widgets()
        st.button(
            _("Apply house rules"),
            type="primary",
            key="h_apply",
            on_click=_apply,
            args=(parent.id, house is not None),
        )
    found = st.session_state.get(hf.INVALID)
    if isinstance(found, tuple):  # marked on every run (a redraw may drop it), focused once
        key = found[0]
        flag_invalid(key, f"{key}_problem", focus=bool(st.session_state.pop(REFUSED, False)))


REFUSED = "h_refused"  # an Apply was refused in this press: the next run marks and focuses


def _apply(parent_id: str, had_house: bool) -> None:
    """The Apply press (a callback: the page then draws the outcome): the widgets' rules become
    the house rules when valid; else the error is kept for the field it names."""
    st.session_state.pop(hf.INVALID, None)
    parent = {r.id: r for r in load_rulesets()}[parent_id]
    try:
        wanted, name = hf.collect()
        candidate = from_form(parent, wanted, name)
    except RulesetError as e:
        reason = hf.error_text(e)
        st.session_state[hf.INVALID] = (
            hf.widget_of(e),
            _("Not applied — {reason}. Your last valid house rules stay in force.").format(
                reason=esc(reason)
            )
            if had_house
            else _("Not applied — {reason}.").format(reason=esc(reason)),
        )
        st.session_state[REFUSED] = True
    else:
        hs.save_house(candidate)
        hf.forget_widgets()
