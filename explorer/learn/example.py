"""The lesson's one example round: Ana tells, Ben and Cleo find her card, Dev votes for Ben's
card and Eli for Dev's (in English: each language has its own names, `explorer.i18n.people`;
the storyteller is a woman in every one). The clue, hand-in, vote and reveal steps play it with cards
(`learn.demo`), the scoring and bonus steps score it, and the twists step grows it where a twist
needs more players (a second marker, the bonus cap) or says plainly that its table is another
one (three players). Pure data: situations by seat, and what a twist's table is in words.
"""

from __future__ import annotations

from collections.abc import Mapping

from explorer.i18n import _, join_list, n_, number
from explorer.i18n.people import example_names
from explorer.learn.twists import Twist, cap_at
from explorer.round.situation import Situation
from explorer.rules.ruleset import Ruleset

DEMO_PLAYERS = 5


def demo_players(rs: Ruleset) -> int:
    return min(max(DEMO_PLAYERS, rs.min_players), rs.max_players)


# --- the example round and the scoring steps' tables --------------------------------------------
def _situation(n: int, votes: Mapping[int, tuple[int, ...]]) -> Situation:
    """Seat 0 tells; `votes` gives some voters' picks, the rest vote for the storyteller."""
    names = example_names()[:n]
    return Situation(names, 0, tuple(() if s == 0 else votes.get(s, (0,)) for s in range(n)))


def _example_votes(n: int) -> dict[int, tuple[int, ...]]:
    """The example round's votes at `n` players (seat 0 tells): Ben and Cleo find the card
    (Ben alone at 3 players), Dev votes for Ben's card, Eli for Dev's, and each later voter for
    the card of the player before."""
    if n == 3:
        return {1: (0,), 2: (1,)}
    return {s: (0,) if s <= 2 else (1,) if s == 3 else (s - 1,) for s in range(1, n)}


def example_round(rs: Ruleset) -> Situation:
    """The lesson's one example round: the clue, hand-in, vote and reveal steps play it with
    cards, and the scoring and bonus steps score it (the learner may change its votes there).
    Ana tells; Ben and Cleo find her card; Dev votes for Ben's card and Eli for Dev's: one
    outcome (some found) and a bonus for a finder and for a player who missed."""
    n = demo_players(rs)
    return _situation(n, _example_votes(n))


def _grown(rs: Ruleset, n: int, votes: Mapping[int, tuple[int, ...]]) -> Situation | None:
    """The example round with players added up to `n` (their votes in `votes`, which may also
    give an example voter a second marker); None when the box cannot play it."""
    base = example_round(rs)
    if n < base.n or not rs.supports(n):
        return None
    picks = {s: base.votes[s] for s in range(1, base.n)} | dict(votes)
    return _situation(n, picks)


def _twist_table(rs: Ruleset, twist: Twist) -> Situation:
    n = twist.players
    if twist.id in ("three-players", "lone-finder") and n < demo_players(rs):
        # a smaller table: Ben alone finds the card, Cleo votes for his
        return _situation(n, {s: (0,) if s == 1 else (1,) for s in range(1, n)})
    if twist.id in ("second-marker", "extra-finder"):
        # Ben adds a second marker on Cleo's card, Dev one on Cleo's too; the new players vote
        # for Ben's card
        grown = _grown(rs, n, {1: (0, 2), 3: (1, 2)} | {s: (1,) for s in range(5, n)})
        if grown is not None and all(rs.max_votes(grown.n) >= len(v) for v in grown.votes):
            return grown
        picks = {1: (0, 2), 2: (0,), 3: (1, 2)} | {s: (1,) for s in range(4, n)}
        return _situation(n, picks)
    if twist.id == "bonus-cap":
        # more votes on Ben's card than the cap: the new players all vote for it
        demo = demo_players(rs)
        for size in range(demo + 1, rs.max_players + 1):
            cap = cap_at(rs, size)
            if cap is not None and 1 + size - demo > cap:
                grown = _grown(rs, size, {s: (1,) for s in range(demo, size)})
                if grown is not None:
                    return grown
        cap = cap_at(rs, n) or 0
        return _situation(n, {s: (1,) for s in range(2, min(n, cap + 3))})
    if twist.id == "lone-finder":
        return _situation(n, {s: (1,) if s != 1 else (0,) for s in range(2, n)} | {1: (0,)})
    return _situation(n, {})


def example_table(rs: Ruleset, kind: str, twist: Twist | None = None) -> Situation:
    """The table a scoring step starts from (the learner changes the votes from there): on the
    scoring and bonus steps the example round itself; on the twists step a table where `twist`
    changes the points, the example round with players added where the twist needs more
    (`grows_example` says which)."""
    if kind in ("scoring", "bonus") or twist is None:
        return example_round(rs)
    return _twist_table(rs, twist)


def grows_example(rs: Ruleset, table: Situation) -> bool:
    """Whether `table` is the example round with players (or second markers) added: every
    example voter's first vote kept."""
    base = example_round(rs)
    return table.n >= base.n and all(table.votes[s][:1] == base.votes[s] for s in range(1, base.n))


def table_note(rs: Ruleset, table: Situation) -> str:
    """What a twist's table is, said plainly: the example round grown, or another table."""
    base = example_round(rs)
    if not grows_example(rs, table):
        return n_(
            "Another table, of {n} player: {name} tells again.",
            "Another table, of {n} players: {name} tells again.",
            table.n,
        ).format(n=number(table.n), name=table.storyteller_name)
    more = table.n - base.n
    if more == 0:  # the same players, some with a second marker
        return _("The example round, with second voting markers added.")
    names = join_list(table.players[base.n :])
    if any(len(table.votes[s]) > len(base.votes[s]) for s in range(1, base.n)):
        return n_(
            "The example round with {n} more player ({names}) and second voting markers.",
            "The example round with {n} more players ({names}) and second voting markers.",
            more,
        ).format(n=number(more), names=names)
    return n_(
        "The example round with {n} more player ({names}).",
        "The example round with {n} more players ({names}).",
        more,
    ).format(n=number(more), names=names)


def voted_for(table: Situation, seat: int) -> str:
    """The cards a voter's markers went on, by their owners, the storyteller's starred as the
    reveal stars it ("★ Ana, Cleo": two markers); "" for the storyteller."""
    teller = table.storyteller
    return ", ".join(
        f"★ {table.players[p]}" if p == teller else table.players[p] for p in table.votes[seat]
    )
