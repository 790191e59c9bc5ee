"""What a misconception says about one round: a `Mistake` (its id, its English name and
correction as templates, how it changes a round's points) and a `Wording` (which of its cases
applies and the round's numbers, no words), written when read in the reader's language with
the round's and the box's numbers ("from 7 players, a finder who used one marker only…").
The mistakes themselves and the detector are in `learn.mistakes`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from explorer.i18n import _, number
from explorer.learn.twists import cap_at, capped_counts
from explorer.round.result import ScoredRound
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import ExactlyOneFinder

Part = str  # "base", "bonus" or "extra"
Changes = dict[str, dict[Part, int]]  # player → the parts counted differently, and their values


@dataclass(frozen=True)
class Mistake:
    """A named misconception and a one-line correction; `count` says how it changes a round's
    parts (None: it cannot happen in this round). `name` and `correction` are English templates
    marked for translation, with the round's numbers as placeholders (`{n}` players, `{cap}`…):
    a `Wording` writes them. `variants` are other (name, correction) pairs for other cases of
    the same mistake, `pick` says which applies to a round (0: `name` and `correction`; k:
    `variants[k - 1]`)."""

    id: str
    name: str
    correction: str
    count: Callable[[ScoredRound, Sequence[Ruleset]], Changes | None]
    variants: tuple[tuple[str, str], ...] = ()
    pick: Callable[[ScoredRound, Sequence[Ruleset]], int] | None = None


@dataclass(frozen=True)
class Wording:
    """What a mistake says about one round, as facts: which of its wordings, and the round's
    numbers for its placeholders. `name` and `correction` write it now, in the reader's
    language."""

    variant: int = 0
    numbers: tuple[tuple[str, int], ...] = ()

    def _texts(self, m: Mistake) -> tuple[str, str]:
        if 0 < self.variant <= len(m.variants):
            return m.variants[self.variant - 1]
        return m.name, m.correction

    def _say(self, template: str) -> str:
        return _(template).format(**{k: number(v) for k, v in self.numbers})

    def name(self, m: Mistake) -> str:
        return self._say(self._texts(m)[0])

    def correction(self, m: Mistake) -> str:
        return self._say(self._texts(m)[1])


def _lone_rule(s: ScoredRound, others: Sequence[Ruleset]) -> ExactlyOneFinder | None:
    """The box's lone-finder rule, else the first of `others`' (what a learner borrows)."""
    rule = s.ruleset.exactly_one_finder
    if rule is None:
        rule = next((r.exactly_one_finder for r in others if r.exactly_one_finder), None)
    return rule


def _numbers(s: ScoredRound, others: Sequence[Ruleset]) -> dict[str, int]:
    """Every number a mistake's words may give, from the round and its box (a rule the box
    lacks, from `others`)."""
    rs = s.ruleset
    n = len(s.players)
    sf, an = rs.some_found, rs.all_or_none
    ef = rs.extra_at(n)  # a +1 mistake is only found where the +1 applies
    lone = _lone_rule(s, others)
    caps = [c for r in (rs, *others) for m in capped_counts(r) if (c := cap_at(r, m)) is not None]
    return {
        "n": n,
        "teller": sf.storyteller,
        "finder": sf.finder,
        "other": sf.other,
        "an_teller": an.storyteller,
        "others": an.others,
        "per": rs.bonus_per_vote,
        "two": 2 * rs.bonus_per_vote,
        "cap": cap_at(rs, n) or (min(caps) if caps else 0),
        "extra": ef.points if ef else 1,
        "extra_from": ef.from_players if ef else 0,
        "lone": lone.points if lone else 0,
        "lone_low": lone.players.low if lone else 0,
        "lone_high": lone.players.high if lone else 0,
    }


def wording(m: Mistake, s: ScoredRound, others: Sequence[Ruleset]) -> Wording:
    """What `m` says about the round `s` (numbers only; written when read)."""
    variant = m.pick(s, others) if m.pick is not None else 0
    return Wording(variant, tuple(sorted(_numbers(s, others).items())))
