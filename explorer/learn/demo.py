"""The lesson's demonstration round: a fixed, legal round for a box, played with the project's
cards (ids, never pictures), and what each of its steps shows, in the reader's language: the
cards with their labels and notes, the clue, who votes for which place, who found the card.

Pure data and words (Markdown where a word is stressed); a page lays them out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from explorer.game.cards import MAX_CARDS, card
from explorer.i18n import N_, _, join_list, number
from explorer.learn.example import example_round
from explorer.round.scoring import score_situation
from explorer.round.situation import Situation
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc


@dataclass(frozen=True)
class DemoRound:
    """The round the lesson plays with the project's cards (card ids, never pictures)."""

    players: tuple[str, ...]
    hand: tuple[int, ...]  # the storyteller's hand
    chosen: int  # the storyteller's card (in `hand`)
    clue: str
    handed_in: tuple[tuple[int, ...], ...]  # per seat (the storyteller's: their chosen card)
    layout: tuple[int, ...]  # the cards as laid out, place 1 first
    situation: Situation  # the votes, by seat

    def owner(self, card_id: int) -> int:
        for seat, cards in enumerate(self.handed_in):
            if card_id in cards:
                return seat
        raise KeyError(card_id)


def demo_round(rs: Ruleset) -> DemoRound:
    """A fixed, legal round for the box, played with cards: the lesson's example round
    (`lesson.example_round`, the votes the scoring and bonus steps score) with its hands, the
    clue and the cards laid out."""
    situation = example_round(rs)
    n = situation.n
    rng = random.Random(2008)
    each = rs.cards_handed_in(n)
    hand_size = rs.hand_size(n)
    ids = rng.sample(range(MAX_CARDS), hand_size + (n - 1) * each)
    hand = tuple(ids[:hand_size])
    chosen = hand[2]
    rest = ids[hand_size:]
    handed = [(chosen,)] + [tuple(rest[i * each : (i + 1) * each]) for i in range(n - 1)]
    layout = [c for cards in handed for c in cards]
    rng.shuffle(layout)
    clue = demo_clue(card(chosen).motif)
    return DemoRound(situation.players, hand, chosen, clue, tuple(handed), tuple(layout), situation)


# The storyteller's clue for the demonstration card, by its main motif: whole short clues, so
# each language says them its own way (a motif word slotted into a sentence would not agree).
CLUES: dict[str, str] = {
    "moon": N_("The night's lantern"),
    "sun": N_("Good morning, world"),
    "tree": N_("Roots and dreams"),
    "house": N_("Home at last"),
    "bird": N_("Free as air"),
    "fish": N_("A silent swimmer"),
    "key": N_("The answer to everything"),
    "boat": N_("Leaving the harbour"),
    "mountain": N_("The top of the world"),
    "door": N_("What lies behind"),
    "eye": N_("Someone is watching"),
    "star": N_("Make a wish"),
    "ladder": N_("One step at a time"),
    "balloon": N_("Letting go"),
    "snail": N_("No hurry"),
    "clock": N_("Too late"),
    "whale": N_("A song from the deep"),
    "lighthouse": N_("Keeping watch"),
    "flower": N_("Spring is coming"),
    "cloud": N_("Head in the clouds"),
    "rabbit": N_("Follow me"),
    "umbrella": N_("Just in case"),
    "crown": N_("King for a day"),
    "feather": N_("Light as a feather"),
}


def demo_clue(motif: str) -> str:
    """The demonstration clue for a card whose main motif is `motif`, in the reader's language."""
    return _(CLUES.get(motif, CLUES["cloud"]))


# --- what each step shows ---------------------------------------------------------------------
@dataclass(frozen=True)
class Shown:
    """Cards as a step lays them out, each with its label and its note ("" for none)."""

    cards: tuple[int, ...]
    labels: tuple[str, ...]
    notes: tuple[str, ...] = ()


def teller(d: DemoRound) -> str:
    return d.players[d.situation.storyteller]


def clue_line(d: DemoRound) -> str:
    """'The clue: **“Make a wish”**' (Markdown)."""
    return _("The clue: **“{clue}”**").format(clue=esc(d.clue))


def dealt(d: DemoRound) -> Shown:
    """The storyteller's hand, her chosen card marked."""
    name = teller(d)
    return Shown(
        d.hand,
        tuple(
            _("{name}: her choice, only she knows").format(name=name) if c == d.chosen else ""
            for c in d.hand
        ),
    )


def told(d: DemoRound) -> tuple[Shown, str]:
    """The storyteller's chosen card, and what she says (the clue, in a sentence)."""
    name = teller(d)
    card_shown = Shown((d.chosen,), (_("{name}: her card, only she sees it").format(name=name),))
    return card_shown, _("{name} says: “{clue}”").format(name=name, clue=esc(d.clue))


def handed_in(d: DemoRound) -> Shown:
    """Every card handed in, labelled with who hands it in (seats after the storyteller)."""
    seats = range(1, len(d.players))
    cards = tuple(c for s in seats for c in d.handed_in[s])
    names = [d.players[s] for s in seats for _card in d.handed_in[s]]
    return Shown(cards, tuple(names))


def places(d: DemoRound, *, reveal: bool) -> Shown:
    """The cards in their numbered places; revealed, each place names its owner, the
    storyteller's is starred and the votes are noted under the first card of each owner (a
    voter votes for a player's card: with several cards each, the first stands for them)."""
    labels, notes = [], []
    votes = d.situation.votes
    for place, card_id in enumerate(d.layout, start=1):
        owner = d.owner(card_id)
        labels.append(
            # TRANSLATORS: a card's place number and who handed it in, e.g. "3 · Ben"
            _("{place} · {player}").format(place=number(place), player=d.players[owner])
            if reveal
            else number(place)
        )
        voters = [d.players[s] for s, picks in enumerate(votes) if owner in picks]
        first_of_owner = card_id == d.handed_in[owner][0]
        star = "★ " if reveal and owner == d.situation.storyteller else ""
        shown = reveal and voters and first_of_owner
        notes.append(star + (_("votes: {names}").format(names=join_list(voters)) if shown else ""))
    return Shown(d.layout, tuple(labels), tuple(notes))


def vote_lines(d: DemoRound) -> tuple[str, ...]:
    """'**Ben** votes for place 3', one line per voter (Markdown)."""
    at = {c: i + 1 for i, c in enumerate(d.layout)}
    return tuple(
        _("**{name}** votes for place {place}").format(
            name=d.players[seat], place=number(at[d.handed_in[picks[0]][0]])
        )
        for seat, picks in enumerate(d.situation.votes)
        if picks
    )


def found_line(rs: Ruleset, d: DemoRound) -> str:
    """'★ marks Ana's card. Found by: **Ben, Cleo**. …' (Markdown), from the round scored under
    the box's rules."""
    finders = join_list(score_situation(rs, d.situation).finders)
    name = teller(d)
    if finders:
        text = _("marks the storyteller's card ({name}). Found by: **{finders}**.").format(
            name=name, finders=finders
        )
    else:
        text = _("marks the storyteller's card ({name}). Found by: **nobody**.").format(name=name)
    return "★ " + text
