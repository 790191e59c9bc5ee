"""The facts most answers are made of: rule values with the entries they come from, and the
sentences of a rulebook on a question the rulesets do not model (`quotes.toml`)."""

from __future__ import annotations

from collections.abc import Iterable

from explorer.questions.model import (
    Band,
    Cite,
    Facts,
    Status,
    Value,
    bands,
    rule_bases,
    weakest,
)
from explorer.questions.quotes import others, own
from explorer.rules.ruleset import Ruleset

Values = Iterable[tuple[str, Value]]


def from_rules(
    rs: Ruleset,
    values: Values,
    *rules: str,
    players: int | None = None,
    status: Status | None = None,
) -> Facts:
    """Facts stating `values`, resting on `rules` (the entry at `players`, or all entries); the
    status is the least sure basis of those entries unless given."""
    cites = tuple(Cite(rule=r, players=players) for r in rules)
    return Facts(status or weakest(rule_bases(rs, cites)), tuple(values), cites)


def from_quotes(
    topic: str,
    rs: Ruleset,
    values: Values = (),
    rules: Iterable[str] = (),
    *,
    players: int | None = None,
    unsettled: Iterable[str] = ("unsaid",),
    status: Status | None = None,
    also_others: bool = False,
    rules_settle: bool = False,
    show_others: bool = True,
    others_if: Iterable[str] | None = None,
) -> Facts:
    """Facts resting on `rs`'s own rulebook sentences on `topic` (their `fact` is the value
    "fact"; "none" when it has none, and then the other rulebooks' sentences are shown, as they
    are when `also_others`). A fact in `unsettled`, or no sentence at all, is "not settled",
    unless `rules_settle`: the rule values settle it and the sentences only add to them.
    `show_others=False` never shows the other rulebooks' sentences; `others_if` shows only those
    whose fact is one of these (the ones that say more than a silent rulebook)."""
    cites = tuple(Cite(rule=r, players=players) for r in rules)
    mine = own(topic, rs)
    fact = mine[0].fact if mine else "none"
    bases = [q.basis for q in mine] + rule_bases(rs, cites)
    if status is None:
        unsure = not mine or fact in set(unsettled)
        status = "not-settled" if unsure and not rules_settle else weakest(bases)
    wanted = show_others and (also_others or not mine)
    shown = None if others_if is None else set(others_if)
    elsewhere = (
        tuple(q.id for q in others(topic, rs) if shown is None or q.fact in shown) if wanted else ()
    )
    return Facts(
        status,
        (("fact", fact), *values),
        (*cites, *(Cite(quote=q.id) for q in mine)),
        elsewhere,
    )


# --- values by name (the names the tests resolve against the ruleset's accessors) -------------
def hand_sizes(rs: Ruleset) -> tuple[str, tuple[Band, ...]]:
    return "hand_size", bands(rs, rs.hand_size)


def handed_in(rs: Ruleset) -> tuple[str, tuple[Band, ...]]:
    return "cards_handed_in", bands(rs, rs.cards_handed_in)


def votes(rs: Ruleset) -> tuple[str, tuple[Band, ...]]:
    return "max_votes", bands(rs, rs.max_votes)


def caps(rs: Ruleset) -> tuple[str, tuple[Band, ...]]:
    return "cap", bands(rs, rs.cap_at)


def second_from(rs: Ruleset) -> int | None:
    """The smallest player count with a second vote (None: one vote at every count)."""
    return next(
        (n for n in range(rs.min_players, rs.max_players + 1) if rs.max_votes(n) >= 2), None
    )


def lone_values(rs: Ruleset) -> list[tuple[str, Value]]:
    """The points of a lone finder (and the storyteller) and the player counts they apply at."""
    one = rs.exactly_one_finder
    if one is None:
        return [("exactly_one_finder.points", None)]
    return [
        ("exactly_one_finder.points", one.points),
        ("exactly_one_finder.low", one.players.low),
        ("exactly_one_finder.high", one.players.high),
    ]
