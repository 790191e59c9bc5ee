"""The Compare page's sections: the filters, the rules matrix, where each value comes from, the
readings and house variants, two rulebooks of one box, and how long the draw pile lasts. Every
fact is the engine's (`explorer.rules.matrix`, `explorer.rules.house_diff`, the pile table);
these functions lay it out."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from explorer.i18n import _, labelled, language, n_, number, tr
from explorer.limits import BOX_DECK
from explorer.links.compare import CompareFilters
from explorer.rules.house_diff import changed_rules
from explorer.rules.matrix import basis_differences, disagreements, rules_matrix, same_box_pairs
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.wording import BASIS_MARK
from explorer.text.escape import esc
from explorer.ui.common.sources import show_source
from explorer.ui.common.tables import DIFFERS, basis_legend, matrix_frame
from explorer.ui.compare import state as cs


def filters(every: Sequence[Ruleset]) -> None:
    """The editions shown and the "only rules that differ" switch."""
    names = {r.id: tr(r.name) for r in every}
    # the switch under the editions, not beside them: at 200 % zoom a column beside cut its label
    st.multiselect(
        _("Editions"),
        options=[r.id for r in every],
        format_func=lambda rid: names[rid],
        key="show",
        on_change=cs.on_show,
        help=_("At least one edition stays shown."),
        wrap=True,  # every edition chosen in view, on more rows (not one row that scrolls)
    )
    st.toggle(_("Only rules that differ"), key="only_diff", on_change=cs.on_only_diff)


def matrix(shown: Sequence[Ruleset], f: CompareFilters, house: Ruleset | None) -> None:
    """Every rule of the editions shown side by side (the house rules' changes in bold)."""
    st.subheader(_("The rules"))
    rows = rules_matrix(shown)
    if f.only_differing:
        rows = tuple(r for r in rows if r.differs)
    st.caption(
        _(
            "{legend}. {differs} (and a tinted row): the editions disagree. Bold yellow: a rule "
            "your house rules changed from their edition."
        ).format(legend=basis_legend(), differs=DIFFERS)
        if house
        else _("{legend}. {differs} (and a tinted row): the editions disagree.").format(
            legend=basis_legend(), differs=DIFFERS
        )
    )
    if rows:
        strong = {house.id: set(changed_rules(house))} if house is not None else {}
        st.table(
            # short names: five editions' columns side by side, less to scroll on a phone
            matrix_frame(rows, {r.id: tr(r.short_name) for r in shown}, strong),
            # names the table, and the region it scrolls in on a phone (common.shims)
            alt=_("The rules of the editions shown, side by side"),
        )
    elif len(shown) == 1:
        st.info(_("One edition alone cannot differ: add another edition above to compare it with."))
    else:
        st.info(_("These editions agree on every rule."))


def sources(shown: Sequence[Ruleset]) -> None:
    """Where each value of one rule comes from, an expander per ruleset."""
    st.subheader(_("Where each value comes from"))
    st.selectbox(
        _("Open the sources of"),
        options=list(RULE_SPECS),
        format_func={name: _(spec.label) for name, spec in RULE_SPECS.items()}.__getitem__,
        key="src_rule",
        on_change=cs.on_rule,
    )
    rule = str(st.session_state["src_rule"])
    for row in rules_matrix(shown):
        if row.rule != rule:
            continue
        for rs in shown:
            cell = row.cell(rs.id)
            # house rules carry the table's own name: escaped
            title = esc(tr(rs.name)) if rs.parent else tr(rs.name)
            with st.expander(
                f"{cell.marks} " + labelled(title, cell.text), expanded=len(shown) <= 2
            ):
                for src in cell.sources:
                    show_source(
                        src.provenance, value=src.value, players=src.players, language=rs.language
                    )


def readings(shown: Sequence[Ruleset]) -> None:
    """Each edition's reading toggles and house variants, with their notes."""
    with_readings = [rs for rs in shown if rs.readings and rs.parent is None]  # editions only
    if not with_readings:
        return
    st.subheader(_("Readings and house variants"))
    st.caption(
        _(
            "Where a document is unclear, the matrix shows our default reading (⚖️); the other "
            "choices can be set on the Score and Practice pages. A house variant contradicts the "
            "document's own text: a table may play it, but it is never a reading of the rules."
        )
    )
    for rs in with_readings:
        for reading in rs.readings:
            with st.expander(labelled(tr(rs.name), tr(reading.label))):
                st.markdown(esc(tr(reading.note)))
                for choice in reading.choices:
                    if choice.house:
                        kind = _("house variant")
                    elif choice.id == reading.default:
                        kind = _("reading, the default")
                    else:
                        kind = _("reading")
                    st.markdown(f"- **{esc(tr(choice.label))}** ({kind})")


def same_box(every: Sequence[Ruleset]) -> None:
    """Two rulebooks of one box: where they disagree, and where one is silent."""
    for a, b in same_box_pairs(every):
        st.subheader(_("Two rulebooks, one box: {a} vs {b}").format(a=tr(a.name), b=tr(b.name)))
        st.markdown(
            _(
                "Both documents describe the same {year} box for {low}–{high} players, yet they "
                "disagree on these rules (computed from the two rulesets):"
            ).format(year=a.year, low=number(a.min_players), high=number(a.max_players))
        )
        for d in disagreements(a, b):
            st.markdown(f"**{_(d.label)}**")
            left, right = st.columns(2)
            for col, rs, cell in ((left, a, d.left), (right, b, d.right)):
                with col.container(border=True):
                    st.markdown(f"{cell.marks} **{tr(rs.name)}**: {esc(cell.text)}")
                    for src in cell.sources:
                        show_source(src.provenance, language=rs.language)
        silent = basis_differences(a, b)
        if silent:
            st.markdown(_("Where one text is silent and the other states the rule (same value):"))
            st.dataframe(
                [
                    {
                        _("Rule"): _(d.label),
                        tr(a.name): f"{d.left.marks} {d.left.text}",
                        tr(b.name): f"{d.right.marks} {d.right.text}",
                    }
                    for d in silent
                ],
                hide_index=True,
                width="stretch",
            )


def pile(shown: Sequence[Ruleset], f: CompareFilters, house: Ruleset | None) -> None:
    """Turns before the draw pile ends the game, for each deck the page offers."""
    st.subheader(_("What follows: how long the draw pile lasts"))
    st.radio(
        _("Deck"),
        options=list(cs.DECKS),
        format_func={
            d: n_("{cards} cards ({n} deck)", "{cards} cards ({n} decks)", d // BOX_DECK).format(
                cards=number(d), n=number(d // BOX_DECK)
            )
            for d in cs.DECKS
        }.__getitem__,
        key="deck",
        on_change=cs.on_deck,
        horizontal=True,
    )
    st.caption(
        _(
            "Turns played before the draw pile ends the game, computed by the engine from each "
            "edition's hand size, cards handed in and empty-pile rule. A 30-point target may end "
            "the game sooner; '—': the edition is not for that many players."
        )
    )
    frame = cs.pile_frame(tuple(r.id for r in shown if r is not house), f.deck, language())
    if house is not None:
        frame = cs.with_house_pile(frame, house, f.deck)
    st.dataframe(frame, width="stretch")
    st.caption(
        BASIS_MARK["decision"]
        + " "
        + _("The empty-pile rules are often readings: open '{rule}' above to see which.").format(
            rule=_(RULE_SPECS["empty_pile"].label)
        )
    )
