"""The lesson: one box's rules as a path a beginner reads in under four minutes, the same
fourteen steps for every box. The core path, before the quiz: the box, the set-up, one example
round step by step with the project's cards (clue, hand-in, vote, reveal), its scoring one rule
at a time, and the box's twists. Then the quiz, and after it what a beginner needs only at the
table: the end of a turn, the end of the game, what makes a good clue, the reference card. Pure
data (titles, words, example tables); a page draws it.

Every step has a stable `name` (`step=scoring` in a link means the same part of every box's
lesson). Every number in the words comes from the ruleset; details and rulebook sentences are
for the page to fold under "More". One example round (`example_round`) runs from the clue to
the bonus: every step of it shows the same votes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from explorer.errors import DealError
from explorer.i18n import _, join_list, n_, number, sentences, tr
from explorer.i18n.glossary import Gear, voting_gear

# the example round's names and table size, also read from here (Questions, the card)
from explorer.learn.example import DEMO_PLAYERS as DEMO_PLAYERS
from explorer.learn.example import demo_players as demo_players
from explorer.learn.example import example_round, example_table
from explorer.learn.twists import Twist, twists
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset

StepKind = Literal[
    "box",
    "setup",
    "clue",
    "hand-in",
    "vote",
    "reveal",
    "scoring",
    "bonus",
    "twists",
    "quiz",
    "refill",
    "end",
    "good-clue",
    "card",
]
# The steps of every box's lesson, in order: each kind once, so a step's name (its kind) and
# its number mean the same part of every box's lesson.
KINDS: tuple[StepKind, ...] = get_args(StepKind)
# The steps whose words are the core path a beginner reads before the quiz: what scoring a
# round needs, the box's twists included; the rest of a game comes after the quiz.
CORE: tuple[StepKind, ...] = KINDS[: KINDS.index("quiz")]
# The steps that show the example round (`example_round`), each the same votes.
EXAMPLE: tuple[StepKind, ...] = ("clue", "hand-in", "vote", "reveal", "scoring", "bonus")


@dataclass(frozen=True)
class Step:
    """One idea: `kind` (also the step's stable name in links) says what the page draws;
    `twists` are the box's twists, on the twists step."""

    kind: StepKind
    title: str
    text: str
    twists: tuple[Twist, ...] = ()

    @property
    def name(self) -> str:
        return self.kind


# The rules each kind of step rests on: their rulebook sentences are shown under "More".
STEP_RULES: dict[str, tuple[str, ...]] = {
    "setup": ("hand_size", "max_votes"),
    "hand-in": ("cards_handed_in",),
    "vote": ("max_votes",),
    "scoring": ("all_or_none", "some_found"),
    "bonus": ("bonus_per_vote",),
    "refill": ("hand_size",),
    "end": ("score_target", "empty_pile", "ties"),
}


def step_rules(
    rs: Ruleset, step: Step, twist: Twist | None = None
) -> tuple[tuple[str, ...], int | None]:
    """The rules `step` rests on (on the twists step, `twist`'s), and the player count to quote
    them at (None: any)."""
    if twist is not None:
        return twist.rules, example_table(rs, "twists", twist).n
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


def deal_text(rs: Ruleset) -> str:
    """The deal in whole sentences: the hand at a usual table, then each other player count
    where it differs ('Deal 6 cards to each player… With 3 players, deal 7 cards instead.')."""
    main = rs.hand_size(demo_players(rs))
    text = n_(
        "Deal {n} card to each player, hidden from the others; the rest is the draw pile.",
        "Deal {n} cards to each player, hidden from the others; the rest is the draw pile.",
        main,
    ).format(n=number(main))
    odd: list[tuple[int, int, int]] = []  # (low, high, hand) where the hand differs
    for n in range(rs.min_players, rs.max_players + 1):
        h = rs.hand_size(n)
        if h == main:
            continue
        if odd and odd[-1][2] == h and odd[-1][1] == n - 1:
            odd[-1] = (odd[-1][0], n, h)
        else:
            odd.append((n, n, h))
    for low, high, h in odd:
        if low == high:
            text += " " + n_(
                "With {players} players, deal {n} card instead.",
                "With {players} players, deal {n} cards instead.",
                h,
            ).format(players=number(low), n=number(h))
        else:
            text += " " + n_(
                "With {low}–{high} players, deal {n} card instead.",
                "With {low}–{high} players, deal {n} cards instead.",
                h,
            ).format(low=number(low), high=number(high), n=number(h))
    return text


def three_draw(rs: Ruleset) -> str:
    """How hands are refilled at 3 players when each other player hands in more than one card
    ("" when the box has no such variant)."""
    if not rs.supports(3) or rs.cards_handed_in(3) == 1:
        return ""
    return _("With 3 players the storyteller draws 1 card and the two others {k} each.").format(
        k=number(rs.cards_handed_in(3))
    )


def gear_text(gear: Gear, two: int | None) -> str:
    """What each player takes to vote with, in the box's own words (`gear`, from the glossary):
    numbered voting tokens, a voting disc, or a voting board and its markers; `two`: the player
    count from which a voter has a second vote (None: never)."""
    if gear == "board":
        if two is None:
            return _("Each player takes the voting board of their colour and one voting marker.")
        return _(
            "Each player takes the voting board of their colour and one voting marker, two from "
            "{n} players."
        ).format(n=number(two))
    if gear == "disc":
        if two is None:
            return _("Each player takes the voting disc of their colour.")
        return _(
            "Each player takes the voting disc of their colour: one vote, two from {n} players."
        ).format(n=number(two))
    if two is None:
        return _("Each player takes the voting tokens of their colour.")
    return _(
        "Each player takes the voting tokens of their colour: one vote, two from {n} players."
    ).format(n=number(two))


def setup_text(rs: Ruleset) -> str:
    """The set-up as a Markdown list: score track and rabbits, voting tokens, the deal, who
    tells first."""
    two = next((n for n in range(rs.min_players, rs.max_players + 1) if rs.max_votes(n) > 1), None)
    tokens = gear_text(voting_gear(rs.parent or rs.id), two)
    lines = (
        _("Put the score track in the middle; each player puts a rabbit on 0."),
        tokens,
        deal_text(rs),
        _(
            "Each turn one player is the **storyteller**: agree who starts; then the role passes "
            "to the left."
        ),
    )
    return "\n".join(f"- {line}" for line in lines)


def scoring_text(rs: Ruleset) -> str:
    """The two outcomes of the vote and their points, as a Markdown list."""
    an, sf = rs.all_or_none, rs.some_found
    if sf.storyteller == sf.finder:
        some = _(
            "**Some but not all** found the storyteller's card: the storyteller and each player "
            "who found it score {points}, the others {other}."
        ).format(points=number(sf.finder), other=number(sf.other))
    else:
        some = _(
            "**Some but not all** found the storyteller's card: the storyteller scores "
            "{storyteller}, each player who found it {finder}, the others {other}."
        ).format(
            storyteller=number(sf.storyteller), finder=number(sf.finder), other=number(sf.other)
        )
    every = _(
        "**Everybody or nobody** found it: the storyteller scores {storyteller}, everybody "
        "else {others}."
    ).format(storyteller=number(an.storyteller), others=number(an.others))
    return f"- {some}\n- {every}"


def hand_in_text(rs: Ruleset, teller: str) -> str:
    """The hand-in step: what the other players give the storyteller `teller` (a woman)."""
    n = demo_players(rs)
    each, table = rs.cards_handed_in(n), number(rs.cards_on_table(n))
    if each == 1:
        return _(
            "Every other player picks the card from their hand that best fits the clue and "
            "gives it to {name} face down, hoping the others take it for the storyteller's. "
            "{name} shuffles them with hers and lays out all {table} cards in numbered places."
        ).format(name=teller, table=table)
    return n_(
        "Every other player picks the {n} card from their hand that best fits the clue and "
        "gives it to {name} face down, hoping the others take it for the storyteller's. {name} "
        "shuffles them with hers and lays out all {table} cards in numbered places.",
        "Every other player picks the {n} cards from their hand that best fit the clue and "
        "gives them to {name} face down, hoping the others take them for the storyteller's. "
        "{name} shuffles them with hers and lays out all {table} cards in numbered places.",
        each,
    ).format(name=teller, n=number(each), table=table)


def steps(rs: Ruleset) -> tuple[Step, ...]:
    """The lesson for one box, one idea a step (the same kinds in the same order for every box),
    in the reader's language."""
    n = demo_players(rs)
    h = rs.hand_size(n)
    per = rs.bonus_per_vote
    ts = twists(rs)
    teller = example_round(rs).storyteller_name  # the example round's storyteller, a woman
    refill = n_(
        "Everybody moves their rabbit on the score track by their points. The cards played are "
        "discarded and everybody draws back to {n} card. The player on the storyteller's left "
        "tells next.",
        "Everybody moves their rabbit on the score track by their points. The cards played are "
        "discarded and everybody draws back to {n} cards. The player on the storyteller's left "
        "tells next.",
        h,
    ).format(n=number(h))
    if three_draw(rs):
        refill = f"{refill} {three_draw(rs)}"
    twists_text = (
        "" if ts else _("{name} adds nothing to the rules you have met.").format(name=tr(rs.name))
    )
    out = (
        Step("box", _("Your box"), ""),
        Step("setup", _("Set-up"), setup_text(rs)),
        Step(
            "clue",
            _("The storyteller's clue"),
            n_(
                "This turn {name} is the storyteller. She picks one of her {n} card and says a "
                "clue about it out loud: a word, a sentence, a sound, a line of a song.",
                "This turn {name} is the storyteller. She picks one of her {n} cards and says a "
                "clue about it out loud: a word, a sentence, a sound, a line of a song.",
                h,
            ).format(name=teller, n=number(h)),
        ),
        Step("hand-in", _("Everybody hands in a card"), hand_in_text(rs, teller)),
        Step(
            "vote",
            _("Everybody votes"),
            _(
                "Everybody but {name} votes in secret for the card they think is the "
                "storyteller's. Nobody may vote for their own card."
            ).format(name=teller),
        ),
        Step(
            "reveal",
            _("The reveal"),
            _("The votes are shown, then {name} says which card is hers.").format(name=teller),
        ),
        Step("scoring", _("Scoring: who found it?"), scoring_text(rs)),
        Step(
            "bonus",
            _("Bonus: votes on your card"),
            _(
                "Every player but the storyteller also scores {per} for each vote on their card, "
                "whatever the outcome."
            ).format(per=number(per)),
        ),
        Step("twists", _("Your box's twists"), twists_text, ts),
        Step(
            "quiz",
            _("Your turn: work out the points"),
            _("Rounds of your box, one at a time: type each player's points, then check."),
        ),
        Step("refill", _("End of the turn"), refill),
        Step("end", _("How the game ends"), end_text(rs)),
        Step(
            "good-clue",
            _("What makes a good clue"),
            _(
                "If everybody or nobody finds your card, you score nothing. The chart shows a "
                "storyteller's expected points against how clear the clue is."
            ),
        ),
        Step(
            "card",
            _("Take the rules with you"),
            _(
                "A one-page reference card for your box, to print or keep on your phone at the "
                "table."
            ),
        ),
    )
    assert tuple(s.kind for s in out) == KINDS
    return out


def step_number(rs: Ruleset, kind: StepKind) -> int:
    """The 1-based number of the step of `kind` (the same in every box's lesson)."""
    return KINDS.index(kind) + 1


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
            ).format(names=join_list(names), n=number(target))
        )
    if None in by_target:
        parts.append(
            _("{names} has no score target: the game ends when the draw pile runs out").format(
                names=join_list(by_target[None])
            )
        )
    shared = all(rs.ties == "shared" for rs in rulesets)
    if shared:
        return sentences([*parts, _("The highest total wins; tied leaders share the win.")])
    return sentences([*parts, _("The highest total wins.")])
