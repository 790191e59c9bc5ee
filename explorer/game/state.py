"""A playable Dixit game as an immutable state machine.

`new_game(setup)` deals; `apply(state, action)` checks an action against the ruleset and returns
the next state (an illegal action raises `IllegalAction` naming the broken rule and changes
nothing); `replay(setup, actions)` rebuilds a game from its log.

Phases: "clue" (the storyteller picks a card and says a clue), "hand-in" (every other player
hands in cards face down), "vote" (the cards lie in numbered places; voters vote), "reveal"
(the round is scored with `score_round`), then `NextTurn` discards the table, refills the hands
(`endgame.refill`), checks the end (`endgame.target_reached`) and passes the storyteller role
to the left — or ends the game ("over").

Every number (hand size, cards handed in, votes, end of game) comes from the ruleset.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

import numpy as np

from explorer.errors import IllegalAction
from explorer.game.sentences import target_line
from explorer.game.setup import Setup, check_setup
from explorer.i18n import _, n_, number
from explorer.limits import MAX_CLUE
from explorer.round.result import RoundResult
from explorer.round.scoring import score_round
from explorer.rules.endgame import Refill, refill, target_reached, winners
from explorer.rules.ruleset import Ruleset
from explorer.text.plain import plain_text

Phase = Literal["clue", "hand-in", "vote", "reveal", "over"]


# --- actions -----------------------------------------------------------------------------
@dataclass(frozen=True)
class GiveClue:
    """The storyteller (seat `player`) picks `card` from their hand and says `clue`."""

    player: int
    card: int
    clue: str


@dataclass(frozen=True)
class HandIn:
    """A non-storyteller hands in `cards` from their hand, face down."""

    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Vote:
    """A voter votes for the cards in numbered `places` (1-based)."""

    player: int
    places: tuple[int, ...]


@dataclass(frozen=True)
class NextTurn:
    """After the reveal: discard, refill, and pass the storyteller role (or end the game)."""


Action = GiveClue | HandIn | Vote | NextTurn


# --- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class TurnRecord:
    """A finished round, for the reveal and the final standings."""

    turn: int
    storyteller: int
    clue: str
    storyteller_card: int
    table: tuple[int, ...]
    owners: tuple[int, ...]
    votes: tuple[tuple[int, ...], ...]
    result: RoundResult
    scores_after: tuple[int, ...]

    def own_places(self, seat: int) -> tuple[int, ...]:
        """The numbered places (from 1) of the cards `seat` put on the table that turn."""
        return tuple(p for p, owner in enumerate(self.owners, start=1) if owner == seat)


@dataclass(frozen=True)
class GameState:
    setup: Setup
    phase: Phase
    turn: int
    storyteller: int
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    discards: tuple[int, ...] = ()
    clue: str | None = None
    storyteller_card: int | None = None
    handed_in: tuple[tuple[int, ...] | None, ...] = ()
    table: tuple[int, ...] = ()
    owners: tuple[int, ...] = ()
    votes: tuple[tuple[int, ...] | None, ...] = ()
    scores: tuple[int, ...] = ()
    history: tuple[TurnRecord, ...] = ()
    log: tuple[Action, ...] = field(default=())
    end_reason: str | None = None

    @property
    def rules(self) -> Ruleset:
        return self.setup.rules

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def n(self) -> int:
        return len(self.setup.players)

    def name(self, seat: int) -> str:
        return self.setup.players[seat]

    @property
    def voters(self) -> tuple[int, ...]:
        """Seats other than the storyteller, from the storyteller's left."""
        return tuple((self.storyteller + k) % self.n for k in range(1, self.n))

    @property
    def on_table(self) -> tuple[int, ...]:
        """Cards out of the hands this turn (the storyteller's, handed in or laid out)."""
        if self.table:
            return self.table
        cards = [] if self.storyteller_card is None else [self.storyteller_card]
        for h in self.handed_in:
            cards.extend(h or ())
        return tuple(cards)

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Seats that must act before the game moves on, in order from the storyteller's left."""
        if self.phase == "clue":
            return (self.storyteller,)
        if self.phase == "hand-in":
            return tuple(s for s in self.voters if self.handed_in[s] is None)
        if self.phase == "vote":
            return tuple(s for s in self.voters if self.votes[s] is None)
        return ()

    # --- what the rules allow now (bots and the page ask these instead of recomputing) ------
    @property
    def cards_to_hand_in(self) -> int:
        """Cards each non-storyteller hands in at this table."""
        return self.rules.cards_handed_in(self.n)

    @property
    def votes_allowed(self) -> int:
        """Votes (markers) each voter may cast at this table."""
        return self.rules.max_votes(self.n)

    def own_places(self, seat: int) -> tuple[int, ...]:
        """The numbered places (from 1) of the cards `seat` put on the table."""
        return tuple(p for p, owner in enumerate(self.owners, start=1) if owner == seat)

    def votable_places(self, seat: int) -> tuple[int, ...]:
        """The places `seat` may vote for: every card on the table but their own."""
        return tuple(p for p, owner in enumerate(self.owners, start=1) if owner != seat)

    @property
    def last_round(self) -> TurnRecord | None:
        return self.history[-1] if self.history else None

    @property
    def standings(self) -> dict[str, int]:
        return dict(zip(self.players, self.scores, strict=True))

    @property
    def winners(self) -> tuple[str, ...]:
        return winners(self.standings) if self.phase == "over" else ()

    def place_of(self, card: int) -> int:
        return self.table.index(card) + 1

    def ends_after_this_turn(self) -> str | None:
        """In the reveal: why the game will end when the turn closes (None: it goes on)."""
        if self.phase != "reveal":
            return None
        _refill, why = _turn_end(self, len(self.discards) + len(self.table))
        return why


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
            scores=(0,) * n,
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
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.n:
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
            "cards_handed_in", _("{name} has already handed in this turn.").format(name=who)
        )
    k = state.cards_to_hand_in
    cards = tuple(a.cards)
    if len(cards) != k:
        rule = n_(
            "At {players} players each player hands in {n} card.",
            "At {players} players each player hands in {n} cards.",
            k,
        ).format(players=number(state.n), n=number(k))
        offered = _("{name} offered {count}.").format(name=who, count=number(len(cards)))
        raise IllegalAction("cards_handed_in", f"{rule} {offered}")
    if len(set(cards)) != len(cards):
        raise IllegalAction(
            "cards_handed_in", _("{name} offered the same card twice.").format(name=who)
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
        raise IllegalAction("votes", _("{name} has already voted.").format(name=who))
    places = tuple(a.places)
    most = state.votes_allowed
    if not places:
        raise IllegalAction("votes", _("{name} must vote for a card.").format(name=who))
    if len(places) > most:
        if most == 1:
            allowed = _("At {players} players each voter has one vote.")
        else:
            allowed = _("At {players} players each voter has at most {most} votes.")
        raise IllegalAction("max_votes", allowed.format(players=number(state.n), most=number(most)))
    for p in places:
        if isinstance(p, bool) or not isinstance(p, int) or not 1 <= p <= len(state.table):
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
                _(
                    "Card {place} is one {name} handed in: nobody may vote for their own card."
                ).format(place=number(p), name=who),
            )
    votes = list(state.votes)
    votes[seat] = places
    new = replace(state, votes=tuple(votes))
    if new.waiting_for:
        return new
    return _score(new)


def round_votes(
    state: GameState, votes: tuple[tuple[int, ...] | None, ...]
) -> dict[str, list[str]]:
    """Votes as `score_round` takes them: voter name -> names of the owners of their cards."""
    return {
        state.name(s): [state.name(state.owners[p - 1]) for p in votes[s] or ()]
        for s in state.voters
    }


def _score(state: GameState) -> GameState:
    result = score_round(
        state.rules,
        state.name(state.storyteller),
        round_votes(state, state.votes),
        players=state.players,
    )
    scores = tuple(s + result.points[p] for s, p in zip(state.scores, state.players, strict=True))
    assert state.clue is not None and state.storyteller_card is not None
    record = TurnRecord(
        turn=state.turn,
        storyteller=state.storyteller,
        clue=state.clue,
        storyteller_card=state.storyteller_card,
        table=state.table,
        owners=state.owners,
        votes=tuple(v or () for v in state.votes),
        result=result,
        scores_after=scores,
    )
    return replace(state, phase="reveal", scores=scores, history=(*state.history, record))


def _needed(state: GameState) -> int:
    size = state.rules.hand_size(state.n)
    return sum(size - len(h) for h in state.hands)


def _turn_end(state: GameState, discards: int) -> tuple[Refill, str | None]:
    r = refill(state.rules, len(state.pile), _needed(state), discards)
    target = state.rules.end_conditions.score_target
    if target is not None and target_reached(state.rules, state.scores):
        who = [p for p, v in zip(state.players, state.scores, strict=True) if v >= target]
        return r, target_line(who, target)
    if r.pile_ends_game:
        if r.complete:
            return r, _("The last card of the draw pile was drawn.")
        return r, _("The draw pile cannot refill every hand.")
    return r, None


def _next_turn(state: GameState) -> GameState:
    if state.phase != "reveal":
        raise _phase_error(state, _("Not the time to start the next turn: {now}."))
    discards = list(state.discards) + list(state.table)
    r, why = _turn_end(state, len(discards))
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
    if why is not None:
        return replace(new, phase="over", end_reason=why)
    return replace(
        new, phase="clue", turn=state.turn + 1, storyteller=(state.storyteller + 1) % state.n
    )


# --- pages ask these: a clue that fits, and a press applied once ------------------------------
def fit_clue(text: str) -> tuple[str, str | None]:
    """A typed or pasted clue made to fit: surrounding spaces dropped and, when longer than
    MAX_CLUE characters, cut to it (at a word break when one is near). Returns the clue and a
    note saying what was cut (None when nothing was)."""
    clue = (text or "").strip()
    if len(clue) <= MAX_CLUE:
        return clue, None
    cut = clue[:MAX_CLUE]
    space = cut.rfind(" ")
    if space >= MAX_CLUE - 15:  # do not leave half a word behind when a break is near
        cut = cut[:space]
    cut = cut.rstrip()
    return cut, _(
        "The clue had {count} characters; it was cut to {kept} (at most {most}). "
        "Check it and press again."
    ).format(count=number(len(clue)), kept=number(len(cut)), most=number(MAX_CLUE))


Token = tuple[int, str, int]  # (turn, phase, seat): the moment a press was made for


def token(state: GameState, seat: int) -> Token:
    """What a press for `seat` in this state is about: the turn, the phase and the seat."""
    return (state.turn, state.phase, seat)


def apply_once(state: GameState, at: Token, action: Action) -> GameState:
    """Apply a press made at moment `at` once: when the game has already moved past that moment
    (the same press arriving twice, or late), the state comes back unchanged. An action the rules
    forbid at that moment still raises IllegalAction."""
    turn, phase, seat = at
    if (state.turn, state.phase) != (turn, phase):
        return state
    if phase in ("clue", "hand-in", "vote") and seat not in state.waiting_for:
        return state
    return apply(state, action)


def replay(setup: Setup, actions: tuple[Action, ...] | list[Action]) -> GameState:
    """The game after playing `actions` from the deal; an illegal action raises IllegalAction."""
    state = new_game(setup)
    for action in actions:
        state = apply(state, action)
    return state
