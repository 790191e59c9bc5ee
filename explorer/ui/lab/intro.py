"""The top of the lab page: its title, what it is for, and the clue model in plain words and
formulas."""

from __future__ import annotations

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from explorer.i18n import _


def show() -> DeltaGenerator:
    """The title, the page's purpose and the clue model's box (returned: the page adds a line
    to it once the editions are known)."""
    st.title(_("🎲 Clue-difficulty lab"))
    st.markdown(
        _(
            "The storyteller's craft is choosing how hard a clue is: too clear and everybody finds "
            "the card, too obscure and nobody does — both score the storyteller nothing. Set how "
            "clear the clues are and see, for each edition, what that does to how rounds end, to "
            "each player's points and to whole games. Numbers marked *exact* are computed, not "
            "sampled."
        )
    )

    model_box = st.expander(_("The clue model, in plain words and formulas"), expanded=False)
    with model_box:
        st.markdown(
            _(
                "- Each of the **V** voters (everyone but the storyteller) finds the storyteller's "
                "card with probability **p**, the clue's clarity, independently of the others. The "
                "chance that exactly **k** of them find it:"
            )
        )
        st.latex(r"P(k) = \binom{V}{k}\, p^k (1-p)^{V-k}")
        st.markdown(
            _(
                "- Clues are not all alike: p can change from turn to turn. It is drawn from a Beta "
                "distribution with mean **m** and relative spread **s** (s = 0: the same p every "
                "turn). Then the number of finders is beta-binomial, and s² is the correlation "
                "between two voters' finds in the same turn."
            )
        )
        # one short formula per line: a long one is cut off on a phone
        st.latex(r"p \sim \mathrm{Beta}(a, b),\quad \kappa = \frac{1}{s^2} - 1")
        st.latex(r"a = m\kappa,\quad b = (1-m)\kappa")
        st.latex(r"\mathrm{sd}(p) = s\sqrt{m(1-m)}")
        st.latex(r"P(k) = \binom{V}{k}\frac{B(a+k,\; b+V-k)}{B(a, b)}")
        st.markdown(
            _(
                "- A voter who does not find it votes for one of the other voters' cards (never "
                "their own). Some of these **D** decoy cards pull harder than others: each turn they "
                "get weights from a symmetric Dirichlet distribution with parameter **α** (large α: "
                "all decoys pull equally; small α: one decoy draws most of the wrong votes), and a "
                "wrong vote lands on a decoy in proportion to its weight."
            )
        )
        st.latex(r"(w_1,\dots,w_D) \sim \mathrm{Dirichlet}(\alpha,\dots,\alpha)")
        st.markdown(
            _(
                "- Where the edition allows a second vote, each voter casts one with probability "
                "**q**, on a different card: a finder's second vote goes on a decoy, a non-finder's "
                "on another decoy."
            )
            + "\n"
            + _(
                "- α and q only move the wrong votes, so the storyteller's numbers (sweet spot, "
                "heatmap, how rounds end) do not depend on them; they change the voters' points and "
                "whole games."
            )
            + "\n"
            + _(
                "- **Exact** here: the finder count, all / none / some, the storyteller's points, a "
                "voter's mean points when no bonus cap can bind, and a voter's whole point "
                "distribution when decoys pull equally (α = ∞). Otherwise the voter's numbers come "
                "from the simulation."
            )
        )
    return model_box
