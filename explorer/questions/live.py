"""Live answers: a page of the site opened on a question (Score with the round set up, Compare on
the rule, the lab at the table size, the lesson's step, House rules), each address made by that
page's own codec in `explorer.links`, never by hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from explorer.i18n import N_
from explorer.lab.settings import LabSettings
from explorer.learn.lesson import DEMO_PLAYERS
from explorer.links.compare import CompareFilters, CompareLink
from explorer.links.lab import LabLink
from explorer.links.score import ScoreLink
from explorer.questions.model import LiveLink
from explorer.round.situation import Situation
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.text.names import default_names

Votes = Mapping[int, tuple[int, ...]]  # voter seat → seats voted for (seat 0 tells)


def table_size(rulesets: Sequence[Ruleset], wanted: int = DEMO_PLAYERS) -> int:
    """`wanted` players, moved into the range every ruleset shown allows where one exists."""
    low = max((r.min_players for r in rulesets), default=wanted)
    high = min((r.max_players for r in rulesets), default=wanted)
    if low > high:
        return wanted
    return min(max(wanted, low), high)


def situation(n: int, votes: Votes) -> Situation:
    """`n` players A, B…; seat 0 tells; voters not in `votes` vote for the storyteller."""
    return Situation(
        default_names(n), 0, tuple(() if s == 0 else votes.get(s, (0,)) for s in range(n))
    )


def everybody_finds(n: int) -> Situation:
    return situation(n, {})


def nobody_finds(n: int) -> Situation:
    """Each voter votes for the next voter's card (the last for the first voter's)."""
    return situation(n, {s: (s + 1 if s + 1 < n else 1,) for s in range(1, n)})


def one_finds(n: int) -> Situation:
    """B finds the card; every other voter votes for B's."""
    return situation(n, {s: (1,) for s in range(2, n)})


def some_find(n: int) -> Situation:
    """B and C find it; the others vote for B's or the previous voter's card (bonus votes)."""
    return situation(n, {s: (1,) if s == 3 else (s - 1,) for s in range(3, n)})


def score(rulesets: Sequence[Ruleset], s: Situation, label: str) -> LiveLink:
    """The Score page with the round `s` set up."""
    shown = tuple(load_rulesets()) + tuple(r for r in rulesets if r.parent)
    return LiveLink("score", ScoreLink(shown).encode(s), label)


def compare(
    rule: str | None = None,
    deck: int | None = None,
    label: str = N_("Compare this rule in every edition"),
) -> LiveLink:
    """Compare with the sources of `rule` open (and the pile consequences for `deck`)."""
    editions = tuple(r.id for r in load_rulesets())
    filters = (
        CompareFilters(editions, rule=rule)
        if deck is None
        else CompareFilters(editions, rule=rule, deck=deck)
    )
    codec = CompareLink(editions, tuple(RULE_SPECS))
    return LiveLink("compare", codec.encode(filters), label)


def lab(rulesets: Sequence[Ruleset], players: int, label: str, *, alpha: str = "∞") -> LiveLink:
    """The lab at `players` players, on the shipped editions shown that allow that many."""
    editions = tuple((r.id, r.min_players, r.max_players) for r in load_rulesets())
    codec = LabLink(editions)
    ids = tuple(r.id for r in rulesets if r.parent is None and r.supports(players))
    settings = LabSettings(players=players, rulesets=ids or codec.fitting(players), alpha=alpha)
    return LiveLink("lab", codec.encode(settings), label)


def house() -> LiveLink:
    return LiveLink("house", {}, N_("Write your table's rules on the House rules page"))
