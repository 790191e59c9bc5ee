"""What a question and its answer are, as data: the facts an answer rests on, kept apart from the
words that say them (written in the reader's language only when shown).

A `Question` has a stable id (its deep link, `q=<id>`), a group, its English text and search
words (marked for translation), the boxes it is about (for the search), a function from a ruleset to its `Facts`, a function from those
facts to words, optionally what tables commonly do (shown labelled as such) and a live link (a
page of the site that opens on the question). `Facts` hold the values an answer states, each
named after the ruleset accessor it comes from, and `Cite`s pointing at the sentences it rests on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from explorer.rules.ruleset import Ruleset
from explorer.text.numbers import is_whole

# How an answer stands: the rulebook says it (`quoted`), the publisher does though the document
# does not (`publisher`), it is our reading of an unclear text (`decision`), a table changed it
# (`house`), the rules leave it open (`not-settled`), or the documents do not cover it at all
# (`not-covered`).
Status = Literal["quoted", "publisher", "decision", "house", "not-settled", "not-covered"]
# how much each basis weighs when an answer rests on several values (the weakest shows)
RANK: dict[str, int] = {"quoted": 0, "publisher": 1, "decision": 2, "house": 3}

Band = tuple[int, int, int | None]  # (lowest players, highest players, value)
Value = int | float | str | None | bool | tuple[Band, ...] | tuple[int, ...] | tuple[str, ...]

GroupId = Literal["setup", "clue", "hand-in", "voting", "scoring", "end", "players", "boxes"]
PageName = Literal["score", "compare", "lab", "learn", "house"]


@dataclass(frozen=True)
class Cite:
    """A sentence an answer rests on: a rule of the ruleset (the entry at `players`, or every
    entry when None), or a quote of the seed documents (`quote`: its id in quotes.toml)."""

    rule: str | None = None
    players: int | None = None
    quote: str | None = None


@dataclass(frozen=True)
class Facts:
    """One ruleset's answer as facts: how it stands, the values it states (by name), the
    sentences it rests on, and the quotes of other rulebooks shown beside it (`elsewhere`)."""

    status: Status
    values: tuple[tuple[str, Value], ...] = ()
    cites: tuple[Cite, ...] = ()
    elsewhere: tuple[str, ...] = ()

    def __getitem__(self, name: str) -> Value:
        for key, value in self.values:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Value = None) -> Value:
        try:
            return self[name]
        except KeyError:
            return default

    def num(self, name: str) -> int:
        value = self[name]
        assert is_whole(value), (name, value)
        return value

    def real(self, name: str) -> float:
        value = self[name]
        assert isinstance(value, int | float) and not isinstance(value, bool), (name, value)
        return float(value)

    def ints(self, name: str) -> tuple[int, ...]:
        value = self[name]
        assert isinstance(value, tuple) and all(isinstance(v, int) for v in value), (name, value)
        return tuple(v for v in value if isinstance(v, int))

    def bands(self, name: str) -> tuple[Band, ...]:
        value = self[name]
        assert isinstance(value, tuple), (name, value)
        return value  # type: ignore[return-value]


@dataclass(frozen=True)
class LiveLink:
    """A page of the site opened on the question: the page and its own query parameters (made
    by that page's codec in `explorer.links`; the site-wide keys are added by whoever shows it),
    and what the link says (an English message, translated when shown)."""

    page: PageName
    params: Mapping[str, str | list[str]] = field(default_factory=dict)
    label: str = ""

    @property
    def path(self) -> str:
        """The page's address path, as the app's navigation serves it."""
        return self.page


@dataclass(frozen=True)
class Question:
    """One question players ask. `text`, `words` and `tables` are English messages marked with
    `N_()` (translate them with `_()` when shown)."""

    id: str
    group: GroupId
    text: str
    words: str
    facts: Callable[[Ruleset], Facts]
    say: Callable[[Facts], str]
    tables: str | None = None
    link: Callable[[Sequence[Ruleset]], LiveLink | None] | None = None
    # the boxes the question is about (`tokens.BOX_NAMES` keys; "*": boxes in general): a box
    # named in a search counts only for these
    about: tuple[str, ...] = ()


def bands(rs: Ruleset, value: Callable[[int], int | None]) -> tuple[Band, ...]:
    """A value over the ruleset's player counts, neighbouring counts with one value merged."""
    out: list[Band] = []
    for n in range(rs.min_players, rs.max_players + 1):
        v = value(n)
        if out and out[-1][2] == v and out[-1][1] == n - 1:
            out[-1] = (out[-1][0], n, v)
        else:
            out.append((n, n, v))
    return tuple(out)


def weakest(bases: Sequence[str]) -> Status:
    """The status of an answer resting on values of these bases (the least sure one)."""
    if not bases:
        return "quoted"
    worst = max(bases, key=lambda b: RANK.get(b, 0))
    return worst  # type: ignore[return-value]


def rule_cites(rs: Ruleset, *rules: str, players: int | None = None) -> tuple[Cite, ...]:
    return tuple(Cite(rule=r, players=players) for r in rules)


def rule_bases(rs: Ruleset, cites: Sequence[Cite]) -> list[str]:
    """The bases of the rule entries the cites point at."""
    out: list[str] = []
    for c in cites:
        if c.rule is None:
            continue
        rule = rs.rule(c.rule)
        entries = rule.entries if c.players is None else (rule.entry_for(c.players),)
        out += [e.provenance.basis for e in entries]
    return out
