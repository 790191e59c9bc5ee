"""The lesson: a round step by step for one box, then scoring one rule at a time, the end of the
game and what makes a good clue. Pure data (titles, words, example tables); a page draws it.

Every number in the words comes from the ruleset; a box's twists add one step each.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from explorer.errors import DealError
from explorer.i18n import _, n_, number, tr
from explorer.learn.twists import Twist, cap_at, twists
from explorer.round.situation import Situation
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset
from explorer.text.names import join_names

NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lou")
DEMO_PLAYERS = 5
STREAK = 5  # right answers in a row that master a quiz level

StepKind = Literal[
    "box",
    "deal",
    "clue",
    "hand-in",
    "lay-out",
    "vote",
    "reveal",
    "all-or-none",
    "some-found",
    "bonus",
    "twist",
    "end",
    "good-clue",
    "quiz",
    "card",
]


@dataclass(frozen=True)
class Step:
    """One idea: `kind` says what the page draws; `twist` is set for a twist step."""

    kind: StepKind
    title: str
    text: str
    twist: Twist | None = None


def demo_players(rs: Ruleset) -> int:
    return min(max(DEMO_PLAYERS, rs.min_players), rs.max_players)


# --- example tables for the scoring steps ------------------------------------------------------
def _situation(n: int, votes: Mapping[int, tuple[int, ...]]) -> Situation:
    """Seat 0 tells; `votes` gives some voters' picks, the rest vote for the storyteller."""
    return Situation(NAMES[:n], 0, tuple(() if s == 0 else votes.get(s, (0,)) for s in range(n)))


def example_table(rs: Ruleset, kind: str, twist: Twist | None = None) -> Situation:
    """The table a scoring step starts from (the learner changes the votes from there)."""
    n = demo_players(rs)
    if kind == "all-or-none":
        return _situation(n, {})
    if kind == "some-found":
        return _situation(n, {3: (1,), 4: (3,)} if n > 4 else {n - 1: (1,)})
    if kind == "bonus":
        return _situation(n, {s: (1,) for s in range(3, n)} if n > 3 else {2: (1,)})
    if twist is None:
        return _situation(n, {})
    n = twist.players
    if twist.id == "three-players":
        return _situation(3, {2: (1,)})
    if twist.id == "lone-finder":
        return _situation(n, {s: (1,) if s != 1 else (0,) for s in range(2, n)} | {1: (0,)})
    if twist.id in ("second-marker", "extra-finder"):
        # Ben: two markers, one on the storyteller's; Cleo: one marker, found; the rest miss
        picks = {1: (0, 2), 2: (0,), 3: (1, 2)} | {s: (1,) for s in range(4, n)}
        return _situation(n, picks)
    if twist.id == "bonus-cap":
        cap = cap_at(rs, n) or 0
        picks = {s: (1,) for s in range(2, min(n, cap + 3))}
        return _situation(n, picks)
    return _situation(n, {})


# The rules each kind of step rests on: their rulebook sentences are shown beside it.
STEP_RULES: dict[str, tuple[str, ...]] = {
    "all-or-none": ("all_or_none",),
    "some-found": ("some_found",),
    "bonus": ("bonus_per_vote",),
    "end": ("score_target", "empty_pile", "ties"),
}


def step_rules(rs: Ruleset, step: Step) -> tuple[tuple[str, ...], int | None]:
    """The rules `step` rests on, and the player count to quote them at (None: any)."""
    if step.twist is not None:
        return step.twist.rules, step.twist.players
    if step.kind == "end":
        return STEP_RULES["end"], None
    return STEP_RULES.get(step.kind, ()), demo_players(rs)


# --- the steps --------------------------------------------------------------------------------
def end_text(rs: Ruleset) -> str:
    ec = rs.end_conditions
    parts: list[str] = []
    target = ec.score_target
    if target is not None:
        parts.append(
            n_(
                "The game ends at the end of a turn in which someone has {n} point or more.",
                "The game ends at the end of a turn in which someone has {n} points or more.",
                target,
            ).format(n=number(target))
        )
    if ec.empty_pile == "reshuffle":
        parts.append(
            _(
                "When the draw pile runs out, the discards are shuffled into a new pile: the "
                "cards never end the game."
            )
        )
    elif ec.empty_pile == "end-on-last-draw":
        parts.append(
            _(
                "The game also ends after the turn whose refill draws the last card of the pile "
                "(or cannot be completed)."
            )
            if parts
            else _(
                "The game ends after the turn whose refill draws the last card of the pile "
                "(or cannot be completed)."
            )
        )
    else:
        parts.append(
            _(
                "The game also ends after the turn whose refill from the draw pile cannot be "
                "completed."
            )
            if parts
            else _(
                "The game ends after the turn whose refill from the draw pile cannot be completed."
            )
        )
    if rs.ties == "shared":
        parts.append(_("The highest total wins. Tied leaders share the victory."))
    else:
        # TRANSLATORS: {ties} is the ruleset's own word for how ties are broken
        parts.append(_("The highest total wins. Ties: {ties}.").format(ties=rs.ties))
    return " ".join(parts)


def end_turns(rs: Ruleset, deck: int | None = None) -> tuple[tuple[int, int | None], ...]:
    """(players, turns before the pile ends the game) for each player count (None: never)."""
    d = deck if deck is not None else rs.decks[0]
    out = []
    for n in range(rs.min_players, rs.max_players + 1):
        try:
            out.append((n, pile_turns(rs, n, d)))
        except DealError:  # that deck cannot deal every hand
            continue
    return tuple(out)


def steps(rs: Ruleset) -> tuple[Step, ...]:
    """The lesson for one box, one idea a step, in the reader's language."""
    n = demo_players(rs)
    h, each = rs.hand_size(n), rs.cards_handed_in(n)
    an, sf = rs.all_or_none, rs.some_found
    per = rs.bonus_per_vote
    out = [
        Step(
            "box",
            _("Your box"),
            _(
                "You are learning **{name}**: {low} to {high} players. A turn takes about two "
                "minutes; nobody needs to be good at drawing or talking. We play one round with "
                "five friends, then score it together."
            ).format(name=tr(rs.name), low=number(rs.min_players), high=number(rs.max_players)),
        ),
        Step(
            "deal",
            _("Everybody holds cards"),
            n_(
                "Each player holds {n} card, hidden from the others. This is Ana's. This turn "
                "Ana is the **storyteller**; the role passes to the left every turn.",
                "Each player holds {n} cards, hidden from the others. These are Ana's. This "
                "turn Ana is the **storyteller**; the role passes to the left every turn.",
                h,
            ).format(n=number(h)),
        ),
        Step(
            "clue",
            _("The storyteller gives a clue"),
            _(
                "Ana picks one of her cards and says a clue about it, out loud: a word, a "
                "sentence, a sound, a line of a song. She keeps the card face down."
            ),
        ),
        Step(
            "hand-in",
            _("Everybody hands in a card"),
            _(
                "Every other player chooses a card from their own hand that could fit the clue, "
                "and gives it to Ana face down. The aim: make the others think yours is Ana's."
            )
            if each == 1
            else n_(
                "Every other player chooses {n} card from their own hand that could fit the "
                "clue, and gives it to Ana face down. The aim: make the others think yours is "
                "Ana's.",
                "Every other player chooses {n} cards from their own hand that could fit the "
                "clue, and gives them to Ana face down. The aim: make the others think yours is "
                "Ana's.",
                each,
            ).format(n=number(each)),
        ),
        Step(
            "lay-out",
            _("The cards are laid out"),
            _(
                "Ana shuffles them with her own and lays out all {n} cards in numbered places. "
                "Which one is Ana's?"
            ).format(n=number(rs.cards_on_table(n))),
        ),
        Step(
            "vote",
            _("Everybody votes"),
            _(
                "Everybody but Ana votes in secret for the card they think is Ana's. Nobody may "
                "vote for a card they handed in."
            ),
        ),
        Step(
            "reveal",
            _("The reveal"),
            _("The votes are shown, then Ana says which card was hers. Now the points."),
        ),
        Step(
            "all-or-none",
            _("Scoring 1: everybody or nobody found it"),
            _(
                "If **every** voter or **no** voter found the storyteller's card, the clue was "
                "too plain or too obscure: the storyteller scores {storyteller} and every other "
                "player {others}. Change the votes below and watch."
            ).format(storyteller=number(an.storyteller), others=number(an.others)),
        ),
        Step(
            "some-found",
            _("Scoring 2: some found it"),
            _(
                "Otherwise the storyteller scores {storyteller} and each player who found the "
                "card scores {finder}; the others {other}. The art is a clue that **some but "
                "not all** players understand."
            ).format(
                storyteller=number(sf.storyteller),
                finder=number(sf.finder),
                other=number(sf.other),
            ),
        ),
        Step(
            "bonus",
            _("Scoring 3: votes on your card"),
            _(
                "Then every player except the storyteller scores {per} for each vote on a card "
                "they handed in, even in an everybody-or-nobody round. The storyteller never gets "
                "these points."
            ).format(per=number(per)),
        ),
    ]
    for t in twists(rs):
        # TRANSLATORS: {twist} is the twist's title, e.g. "a second voting marker"
        title = _("Your box: {twist}").format(twist=t.title.lower())
        out.append(Step("twist", title, t.text, t))
    out += [
        Step("end", _("How the game ends and who wins"), end_text(rs)),
        Step(
            "good-clue",
            _("What makes a good clue"),
            _(
                "If everybody finds your card you score nothing, and if nobody does you score "
                "nothing either. The chart shows your expected points as a storyteller against "
                "how clear your clue is, computed exactly from the rules."
            ),
        ),
        Step(
            "quiz",
            _("Your turn: predict the points"),
            n_(
                "Rounds of your box, one at a time: type each player's points. Get {n} right in "
                "a row to unlock the next level.",
                "Rounds of your box, one at a time: type each player's points. Get {n} right in "
                "a row to unlock the next level.",
                STREAK,
            ).format(n=number(STREAK)),
        ),
        Step(
            "card",
            _("Take the rules with you"),
            _(
                "A one-page reference card for your box, to print or keep on your phone at the "
                "table."
            ),
        ),
    ]
    return tuple(out)


def step_number(rs: Ruleset, kind: StepKind) -> int:
    """The 1-based number of the first step of `kind` (for links such as 'go to the quiz')."""
    for i, s in enumerate(steps(rs), start=1):
        if s.kind == kind:
            return i
    raise KeyError(kind)


def ending_summary(rulesets: Sequence[Ruleset]) -> str:
    """How games end across the editions, in two sentences (for Home)."""
    by_target: dict[int | None, list[str]] = {}
    for rs in rulesets:
        by_target.setdefault(rs.end_conditions.score_target, []).append(tr(rs.name))
    parts = []
    for target, names in by_target.items():
        if target is None:
            continue
        parts.append(
            n_(
                "In {names} the game ends at the end of the turn in which someone reaches {n} "
                "point",
                "In {names} the game ends at the end of the turn in which someone reaches {n} "
                "points",
                target,
            ).format(names=join_names(names), n=number(target))
        )
    if None in by_target:
        parts.append(
            _("{names} has no score target: the game ends when the draw pile runs out").format(
                names=join_names(by_target[None])
            )
        )
    shared = all(rs.ties == "shared" for rs in rulesets)
    # TRANSLATORS: {parts} are the sentences above joined by "; "
    if shared:
        return _("{parts}. The highest total wins; tied leaders share the win.").format(
            parts="; ".join(parts)
        )
    return _("{parts}. The highest total wins.").format(parts="; ".join(parts))
