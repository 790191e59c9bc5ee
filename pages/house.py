"""House rules: build your table's own rules from an edition and see them beside the editions."""

import streamlit as st

from explorer.errors import DixitError, RulesetError
from explorer.i18n import _, number, tr
from explorer.links.house import encode_spec, spec_of
from explorer.rules.files import MAX_FILE_BYTES, load_ruleset_text, load_rulesets
from explorer.rules.house_diff import (
    changed_rules,
    changes_between,
    custom_name,
    house_changes,
    house_from_file,
    parent_value,
)
from explorer.rules.specs import RULE_SPECS
from explorer.rules.wording import BASIS_MARK, format_value
from explorer.rules.write import to_toml
from explorer.text.escape import esc
from explorer.ui.common import house as hs
from explorer.ui.common.nav import page_link
from explorer.ui.common.page import start_page
from explorer.ui.house import form as hf

start_page()

st.title("🏠 " + _("House rules"))
st.caption(
    _(
        "Start from an edition, change any rule your table plays differently, and see your rules "
        "as one more column on Score and Compare. Every value you change is marked 🏠 house, "
        "with the edition's value beside it. The link in the address bar holds your rules: "
        "share it."
    )
)

editions = load_rulesets()
by_id = {r.id: r for r in editions}
spec = hs.house_spec()
house = hs.ruleset_of(spec) if spec is not None else None
if spec is not None:
    st.session_state["h_parent"] = spec.parent
st.session_state.setdefault("h_parent", editions[0].id)
parent = by_id[str(st.session_state["h_parent"])]
current = house or parent


def _on_parent() -> None:
    """A new edition to start from: the house rules start afresh from it."""
    hs.save_spec(None)
    hf.forget_widgets()


# --- start from, upload, download ----------------------------------------------------------
left, right = st.columns([2, 3])
with left:
    st.selectbox(
        _("Start from"),
        [r.id for r in editions],
        format_func={r.id: tr(r.name) for r in editions}.__getitem__,
        key="h_parent",
        on_change=_on_parent,
        help=_("Your house rules start as this edition's rules; choosing another starts afresh."),
    )
with right:
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
    if up is not None and st.session_state.get("h_uploaded") != up.file_id:
        st.session_state["h_uploaded"] = up.file_id
        try:
            if up.size > MAX_FILE_BYTES:
                raise RulesetError(
                    up.name,
                    "",
                    _("is too large ({size} bytes; at most {most})").format(
                        size=number(up.size), most=number(MAX_FILE_BYTES)
                    ),
                )
            built = house_from_file(load_ruleset_text(up.getvalue(), up.name), editions, up.name)
            uploaded = spec_of(built.parent or parent.id, house_changes(built), custom_name(built))
            hs.save_spec(uploaded)
        except DixitError as e:  # any engine error a file causes: one message, nothing changed
            st.session_state["h_upload_error"] = str(e)
        else:
            st.session_state.pop("h_upload_error", None)
            hf.forget_widgets()
            st.rerun()
    if "h_upload_error" in st.session_state:
        st.error(
            _("That file was not loaded; your house rules are unchanged. {reason}").format(
                reason=esc(st.session_state["h_upload_error"])
            )
        )

# --- what changed, download, share -------------------------------------------------------------
if house is not None and spec is not None:
    changed = changed_rules(house)
    st.subheader(BASIS_MARK["house"] + " " + _("What your table changed"))
    if not changed:
        st.info(
            _("Nothing yet: these are {edition}'s rules. Change a value above.").format(
                edition=esc(tr(parent.name))
            )
        )
    else:
        st.dataframe(
            {
                _("Rule"): [_(RULE_SPECS[r].label) for r in changed],
                _("Your rule 🏠"): [
                    "; ".join(
                        _("{value} at {players}").format(
                            value=format_value(e.value, r), players=e.players
                        )
                        if e.players
                        else format_value(e.value, r)
                        for e in house.rule(r).entries
                    )
                    for r in changed
                ],
                tr(parent.name): [parent_value(house, r) or "" for r in changed],
            },
            hide_index=True,
            width="stretch",
        )
    a, b, c, d = st.columns(4)
    with a:
        st.download_button(
            "⬇️ " + _("Download TOML"),
            data=to_toml(house).encode("utf-8"),
            file_name="house-rules.toml",
            mime="application/toml",
            key="h_download",
        )
    link = {"house": encode_spec(spec)}
    with b:
        page_link("pages/score.py", _("Score a round with them"), icon="🧮", query_params=link)
    with c:
        page_link("pages/compare.py", _("Compare them"), icon="📜", query_params=link)
    with d:
        if st.button(_("Clear house rules"), key="h_clear"):
            hs.save_spec(None)
            hf.forget_widgets()
            st.rerun()
    st.caption(
        _(
            "Share: the address bar holds your rules ({n} characters after `house=`); a friend "
            "opening it sees the same columns."
        ).format(n=number(len(encode_spec(spec))))
    )

# --- the editor ------------------------------------------------------------------------------
st.subheader(_("Your rules"))
hf.sync_widgets(current, encode_spec(spec) if spec is not None else parent.id)
with st.form("house_form"):
    hf.rule_widgets()
    applied = st.form_submit_button(_("Apply house rules"), type="primary")
if applied:
    try:
        wanted, name = hf.collect()
        changes = changes_between(parent, wanted)
        candidate = spec_of(parent.id, changes, name.strip() or None)
        hs.build_or_raise(candidate)
    except RulesetError as e:
        st.error(
            _("Not applied — {reason}. Your last valid house rules stay in force.").format(
                reason=esc(hf.error_text(e))
            )
            if house
            else _("Not applied — {reason}.").format(reason=esc(hf.error_text(e)))
        )
    else:
        hs.save_spec(candidate)
        hf.forget_widgets()
        st.rerun()
