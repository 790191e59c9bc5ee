"""A game's moves: `new_game(setup)` deals; `apply(state, action)` checks an action against the
ruleset and returns the next state (an illegal action raises `IllegalAction` naming the broken
rule and changes nothing); `replay(setup, actions)` rebuilds a game from its log.

When the last vote is in, the round is played in the whole-game core as a table situation
(`explorer.round.game.Game.play`: scored by `score_situation`, added to the totals, and the end
it brings, a `GameEnd`); `NextTurn` discards the table, refills every hand from the pile
(`explorer.rules.endgame.refill`, reshuffling the discards where the ruleset says so) and either
passes the storyteller role to the left or ends the game as the core said.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from explorer.errors import IllegalAction
from explorer.game.actions import Action, GiveClue, HandIn, NextTurn, Vote
from explorer.game.setup import Setup, check_setup
from explorer.game.state import GameState, TurnRecord
from explorer.i18n import _, n_, number
from explorer.limits import MAX_CLUE
from explorer.round.game import Game
from explorer.round.situation import Situation
from explorer.rules.endgame import refill
from explorer.text.numbers import is_whole
from explorer.text.plain import plain_text


def new_game(setup: Setup) -> GameState:
    """Shuffle the deck with the set-up's seed and deal every hand."""
    rules = check_setup(setup)
    n = len(setup.players)
    order = [int(c) for c in np.random.default_rng(setup.seed).permutation(setup.deck)]
    size = rules.hand_size(n)
    hands = tuple(tuple(order[i * size : (i + 1) * size]) for i in range(n))
    return _fresh_turn(
        GameState(
            setup=setup,
            phase="clue",
            turn=1,
            storyteller=setup.first,
            hands=hands,
            pile=tuple(order[n * size :]),
            game=Game.start(rules, setup.players, setup.deck),
        )
    )


def _fresh_turn(state: GameState) -> GameState:
    return replace(
        state,
        clue=None,
        storyteller_card=None,
        handed_in=(None,) * state.n,
        table=(),
        owners=(),
        votes=(None,) * state.n,
    )


def _check_seat(state: GameState, seat: object) -> int:
    if not is_whole(seat) or not 0 <= seat < state.n:
        raise IllegalAction(
            "players", _("There is no player {seat} at this table.").format(seat=repr(seat)[:40])
        )
    return seat


def _phase_error(state: GameState, wanted: str) -> IllegalAction:
    now = {
        "clue": _("{name} is choosing a clue").format(name=state.name(state.storyteller)),
        "hand-in": _("the players are handing in cards"),
        "vote": _("the players are voting"),
        "reveal": _("the round is being revealed"),
        "over": _("the game is over"),
    }[state.phase]
    return IllegalAction("turn order", wanted.format(now=now))


def apply(state: GameState, action: Action) -> GameState:
    """The state after `action`; IllegalAction (state unchanged) if the rules forbid it."""
    if isinstance(action, GiveClue):
        new = _give_clue(state, action)
    elif isinstance(action, HandIn):
        new = _hand_in(state, action)
    elif isinstance(action, Vote):
        new = _vote(state, action)
    elif isinstance(action, NextTurn):
        new = _next_turn(state)
    else:
        raise IllegalAction(
            "actions", _("{action} is not a game action.").format(action=repr(action)[:60])
        )
    return replace(new, log=(*state.log, action))


def _give_clue(state: GameState, a: GiveClue) -> GameState:
    if state.phase != "clue":
        # TRANSLATORS: {now} says what the game is waiting for, e.g. "the players are voting"
        raise _phase_error(state, _("Not the time to give a clue: {now}."))
    seat = _check_seat(state, a.player)
    if seat != state.storyteller:
        raise IllegalAction(
            "storyteller",
            _("It is {storyteller}'s turn to be the storyteller, not {name}'s.").format(
                storyteller=state.name(state.storyteller), name=state.name(seat)
            ),
        )
    if a.card not in state.hands[seat]:
        raise IllegalAction(
            "hand", _("{name} does not hold that card.").format(name=state.name(seat))
        )
    clue = a.clue.strip() if isinstance(a.clue, str) else ""
    if not clue:
        raise IllegalAction("clue", _("The storyteller must say a clue: it cannot be empty."))
    if len(clue) > MAX_CLUE:
        raise IllegalAction(
            "clue",
            _("Keep the clue to {most} characters at most.").format(most=number(MAX_CLUE)),
        )
    if not plain_text(clue):
        raise IllegalAction("clue", _("The clue cannot contain control characters."))
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != a.card)
    return replace(state, phase="hand-in", clue=clue, storyteller_card=a.card, hands=tuple(hands))


def _hand_in(state: GameState, a: HandIn) -> GameState:
    if state.phase != "hand-in":
        raise _phase_error(state, _("Not the time to hand in a card: {now}."))
    seat = _check_seat(state, a.player)
    who = state.name(seat)
    if seat == state.storyteller:
        raise IllegalAction(
            "storyteller",
            _("{name} is the storyteller: their card is already chosen.").format(name=who),
        )
    if state.handed_in[seat] is not None:
        raise IllegalAction(
            "cards_handed_in", _("{name}: card already handed in this turn.").format(name=who)
        )
    k = state.cards_to_hand_in
    cards = tuple(a.cards)
    if len(cards) != k:
        rule = n_(
            "At {players} players each player hands in {n} card.",
            "At {players} players each player hands in {n} cards.",
            k,
        ).format(players=number(state.n), n=number(k))
        offered = n_(
            "{name}: {count} card offered.", "{name}: {count} cards offered.", len(cards)
        ).format(name=who, count=number(len(cards)))
        raise IllegalAction("cards_handed_in", f"{rule} {offered}")
    if len(set(cards)) != len(cards):
        raise IllegalAction(
            "cards_handed_in", _("{name}: the same card offered twice.").format(name=who)
        )
    if any(c not in state.hands[seat] for c in cards):
        raise IllegalAction(
            "hand", _("{name} can only hand in cards from their own hand.").format(name=who)
        )
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c not in cards)
    handed = list(state.handed_in)
    handed[seat] = cards
    new = replace(state, hands=tuple(hands), handed_in=tuple(handed))
    if new.waiting_for:
        return new
    return _lay_out(new)


def _lay_out(state: GameState) -> GameState:
    """The storyteller shuffles the cards and lays them out in numbered places."""
    assert state.storyteller_card is not None
    cards = [(state.storyteller_card, state.storyteller)]
    for seat in state.voters:
        cards.extend((c, seat) for c in state.handed_in[seat] or ())
    order = np.random.default_rng([state.setup.seed, state.turn, 1]).permutation(len(cards))
    laid = [cards[int(i)] for i in order]
    return replace(
        state,
        phase="vote",
        table=tuple(c for c, _seat in laid),
        owners=tuple(s for _card, s in laid),
    )


def _vote(state: GameState, a: Vote) -> GameState:
    if state.phase != "vote":
        raise _phase_error(state, _("Not the time to vote: {now}."))
    seat = _check_seat(state, a.player)
    who = state.name(seat)
    if seat == state.storyteller:
        raise IllegalAction(
            "storyteller",
            _("{name} is the storyteller, and the storyteller never votes.").format(name=who),
        )
    if state.votes[seat] is not None:
        raise IllegalAction("votes", _("{name}: vote already cast.").format(name=who))
    places = tuple(a.places)
    most = state.votes_allowed
    if not places:
        raise IllegalAction("votes", _("{name}: the vote must name a card.").format(name=who))
    if len(places) > most:
        if most == 1:
            allowed = _("At {players} players each voter has one vote.")
        else:
            allowed = _("At {players} players each voter has at most {most} votes.")
        raise IllegalAction("max_votes", allowed.format(players=number(state.n), most=number(most)))
    for p in places:
        if not is_whole(p) or not 1 <= p <= len(state.table):
            raise IllegalAction(
                "votes",
                _("There is no card {place} on the table (places 1 to {last}).").format(
                    place=repr(p)[:40], last=number(len(state.table))
                ),
            )
    if len(set(places)) != len(places):
        raise IllegalAction(
            "one card, one vote", _("Each of a voter's votes goes on a different card.")
        )
    for p in places:
        if state.owners[p - 1] == seat:
            raise IllegalAction(
                "own card",
                _("Card {place} belongs to {name}: nobody may vote for their own card.").format(
                    place=number(p), name=who
                ),
            )
    votes = list(state.votes)
    votes[seat] = places
    new = replace(state, votes=tuple(votes))
    if new.waiting_for:
        return new
    return _score(new)


def _score(state: GameState) -> GameState:
    """The last vote is in: the round as a table situation (who voted for whose cards), played
    in the whole-game core (scored under the game's rules, added up, the end it brings), and
    recorded with its cards."""
    votes = tuple(v or () for v in state.votes)
    situation = Situation(
        state.players,
        state.storyteller,
        tuple(tuple(state.owners[p - 1] for p in places) for places in votes),
        tuple(sorted(state.setup.readings)),
        cards_each=state.cards_to_hand_in,
    )
    game = state.game.play(situation)
    assert state.clue is not None and state.storyteller_card is not None
    record = TurnRecord(
        turn=state.turn,
        storyteller=state.storyteller,
        clue=state.clue,
        storyteller_card=state.storyteller_card,
        table=state.table,
        owners=state.owners,
        votes=votes,
        played=game.rounds[-1],
    )
    return replace(state, phase="reveal", game=game, history=(*state.history, record))


def _next_turn(state: GameState) -> GameState:
    if state.phase != "reveal":
        raise _phase_error(state, _("Not the time to start the next turn: {now}."))
    discards = list(state.discards) + list(state.table)
    r = refill(state.rules, len(state.pile), state.cards_needed, len(discards))
    pile = list(state.pile)
    hands = [list(h) for h in state.hands]
    size = state.rules.hand_size(state.n)
    to_draw = r.drawn
    if r.reshuffled:
        # what is left of the pile is shuffled together with the discards, and the whole refill
        # comes from that new pile ("смешайте её остаток со сбросом и продолжите добор")
        rest = pile + discards
        order = np.random.default_rng([state.setup.seed, state.turn, 2]).permutation(len(rest))
        pile = [rest[int(i)] for i in order]
        discards = []
    for k in range(state.n):
        seat = (state.storyteller + k) % state.n
        while len(hands[seat]) < size and to_draw > 0:
            if not pile:
                break
            hands[seat].append(pile.pop(0))
            to_draw -= 1
    new = replace(
        state,
        hands=tuple(tuple(h) for h in hands),
        pile=tuple(pile),
        discards=tuple(discards),
        table=(),
        owners=(),
        clue=None,
        storyteller_card=None,
        handed_in=(None,) * state.n,
        votes=(None,) * state.n,
    )
    if state.game.over:  # the pile's schedule is this refill's: the core said so at the reveal
        return replace(new, phase="over")
    return replace(
        new, phase="clue", turn=state.turn + 1, storyteller=(state.storyteller + 1) % state.n
    )


def replay(setup: Setup, actions: tuple[Action, ...] | list[Action]) -> GameState:
    """The game after playing `actions` from the deal; an illegal action raises IllegalAction."""
    state = new_game(setup)
    for action in actions:
        state = apply(state, action)
    return state
