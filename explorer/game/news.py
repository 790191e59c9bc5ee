"""What happened between two moments of a game, in a few sentences for a screen reader's live
region: "Ada handed in a card. Bruno voted. Reveal: …" (the practice page says them after each
press, `explorer.ui.common.focus.announce`).

Built from the moves in the later state's log that the earlier one has not made, applied again one
by one (they are checked moves of the same game, so this cannot fail), and written in the reader's
language when asked. Nothing secret is said before the reveal: who handed in, who voted, never
which card.
"""

from __future__ import annotations

from explorer.game.actions import GiveClue, HandIn, NextTurn, Vote
from explorer.game.cards import describe
from explorer.game.play import apply, new_game
from explorer.game.state import GameState, TurnRecord
from explorer.i18n import _, join_list, n_, number
from explorer.round.game_words import end_line, winners_sentence


def what_happened(before: GameState | None, after: GameState) -> tuple[str, ...]:
    """The sentences that tell a player what happened from `before` to `after` (`before`: None
    for a game just dealt). Empty when `after` does not follow from `before` (another game,
    or a moment already past)."""
    said: list[str] = []
    if before is None:
        before = new_game(after.setup)
        said.append(_new_turn(before))
    if before.setup != after.setup or after.log[: len(before.log)] != before.log:
        return ()
    state = before
    for action in after.log[len(before.log) :]:
        state = apply(state, action)
        if isinstance(action, GiveClue):
            # TRANSLATORS: use your language's quotation marks around {clue}
            said.append(
                _("{name} told the clue “{clue}”.").format(
                    name=state.name(action.player), clue=action.clue
                )
            )
        elif isinstance(action, HandIn):
            said.append(
                n_(
                    "{name} handed in a card.", "{name} handed in {n} cards.", len(action.cards)
                ).format(name=state.name(action.player), n=number(len(action.cards)))
            )
        elif isinstance(action, Vote):
            said.append(_("{name} voted.").format(name=state.name(action.player)))
            if state.phase == "reveal" and state.last_round is not None:
                said.extend(reveal_sentences(state, state.last_round))
        elif isinstance(action, NextTurn):
            said.extend(_over(state) if state.phase == "over" else (_new_turn(state),))
    return tuple(said)


def _new_turn(state: GameState) -> str:
    return _("Turn {turn}: {name} is the storyteller.").format(
        turn=number(state.turn), name=state.name(state.storyteller)
    )


def _over(state: GameState) -> tuple[str, ...]:
    why = end_line(state.end, state.players) if state.end is not None else ""
    return tuple(s for s in (_("Game over."), why, winners_sentence(state.game)) if s)


def card_line(state: GameState, record: TurnRecord, place: int) -> str:
    """One card of a reveal in words: its place, whose it was, what it shows, who voted for it
    ("Card 2, the storyteller's (Sam): A mountain above the hills…; votes: Ada.")."""
    owner = record.owners[place - 1]
    description = describe(record.table[place - 1])
    voters = [state.name(s) for s in record.voters_of(place)]
    votes = _("votes: {names}").format(names=join_list(voters)) if voters else _("no votes")
    if owner == record.storyteller:
        # TRANSLATORS: a card of the reveal, read aloud: {place} its number, {name} its owner
        text = _("Card {place}, the storyteller's ({name}): {description}; {votes}.")
    else:
        text = _("Card {place}, played by {name}: {description}; {votes}.")
    return text.format(
        place=number(place),
        name=state.name(owner),
        description=description.rstrip("."),
        votes=votes,
    )


def reveal_sentences(state: GameState, record: TurnRecord) -> tuple[str, ...]:
    """The reveal in words: every card (its owner, what it shows, its votes), how the round
    went, and the points each player scored."""
    cards = [card_line(state, record, p) for p in range(1, len(record.table) + 1)]
    result = record.result
    outcome = result.explanation[0].text if result.explanation else ""
    points = ", ".join(
        _("{name} +{points}").format(name=name, points=number(result.points[name]))
        for name in state.players
    )
    return (
        _("Reveal of turn {turn}.").format(turn=number(record.turn)),
        *cards,
        *((outcome,) if outcome else ()),
        _("Points this turn: {points}.").format(points=points),
    )
