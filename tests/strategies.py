"""Hypothesis strategies for legal rounds of any ruleset."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

from explorer import Ruleset, load_rulesets

RULESETS = load_rulesets()


@dataclass(frozen=True)
class Round:
    ruleset: Ruleset
    players: tuple[str, ...]
    storyteller: str
    votes: dict[str, list[str]]
    readings: dict[str, str]


names = st.text(
    alphabet=st.characters(categories=["L", "N"], max_codepoint=0x24F), min_size=1, max_size=6
)


@st.composite
def readings_for(draw: st.DrawFn, ruleset: Ruleset) -> dict[str, str]:
    return {r.id: draw(st.sampled_from([o.id for o in r.choices])) for r in ruleset.readings}


@st.composite
def rounds(draw: st.DrawFn, ruleset: Ruleset | None = None, n: int | None = None) -> Round:
    rs = ruleset or draw(st.sampled_from(RULESETS))
    count = n or draw(st.integers(rs.min_players, rs.max_players))
    players = tuple(draw(st.lists(names, min_size=count, max_size=count, unique_by=str.casefold)))
    storyteller = players[draw(st.integers(0, count - 1))]
    max_votes = rs.max_votes(count)
    votes: dict[str, list[str]] = {}
    for voter in players:
        if voter == storyteller:
            continue
        targets = [p for p in players if p != voter]
        k = draw(st.integers(1, max_votes))
        votes[voter] = draw(st.lists(st.sampled_from(targets), min_size=k, max_size=k, unique=True))
    return Round(rs, players, storyteller, votes, draw(readings_for(rs)))
