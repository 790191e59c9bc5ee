"""The hidden-information rule at a practice table: no phone's view ever holds another player's
hand, hand-in or vote before the reveal (nor the pile, the deal's seed or the moves' log, which
would give them all away).

Stated twice over random tables (the rules, humans and bots, the host playing or not) and random
moves, joins, leaves, removals and deals:
- a view is the same whatever the hidden cards are: every card a viewer may not see shuffled
  among the places it may not see (other hands, the pile, the other players' hand-ins, the
  storyteller's card, whose card lies where on the table), every other vote changed, the seed
  and the log replaced, the view does not change;
- a view is the same whichever legal move another player made: two different hand-ins or votes
  of one player give every other phone the same view (while the table still waits on others).
"""

from __future__ import annotations

import contextlib
import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.errors import DixitError
from explorer.game.actions import GiveClue, HandIn, Vote
from explorer.game.presses import token
from explorer.game.state import GameState
from explorer.rooms import codes, room
from explorer.rooms.kinds import kind_of
from explorer.rooms.model import Room
from explorer.rooms.practice import End, Lobby, Move, Next, Ready, Start, TableState
from explorer.rooms.practice_view import HIDDEN, TableView

RULES = ("refresh-2021", "odyssey-2011", "original-2008", "odyssey-2011~cap:2")
NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay")


def _open(rules: str, members: int, seed: int) -> Room:
    made, _host = room.open_room(
        codes.new_code(), "practice", rules, {"name": "Sam", "lang": "en"}, seed, 0.0
    )
    for name in NAMES[:members]:
        made, _token = room.join(made, name, 0.0)
    return made


def _legal(g: GameState, seat: int, pick: int) -> GiveClue | HandIn | Vote:
    """A legal move of `seat` now: the `pick`-th of its choices."""
    if g.phase == "clue":
        hand = g.hands[seat]
        return GiveClue(seat, hand[pick % len(hand)], ("Moon", "Sea", "Кот", "Trời")[pick % 4])
    if g.phase == "hand-in":
        hand, k = g.hands[seat], g.cards_to_hand_in
        start = pick % (len(hand) - k + 1)
        return HandIn(seat, hand[start : start + k])
    places = g.votable_places(seat)
    first = places[pick % len(places)]
    second = places[(pick // 7) % len(places)]
    two = g.votes_allowed > 1 and pick % 3 == 0 and second != first
    return Vote(seat, (first, second) if two else (first,))


def _step(made: Room, op: str, pick: int) -> Room:
    s: TableState = made.state
    members = [m.id for m in made.members]
    who = members[pick % len(members)] if members else codes.HOST
    if op == "move" and s.game is not None and s.phase not in ("reveal", "over"):
        g = s.game
        humans = [x for x in g.waiting_for if s.seats[x] is not None]
        if humans:
            seat = humans[pick % len(humans)]
            action = _legal(g, seat, pick // 3)
            return room.act(made, s.seats[seat], Move(token(g, seat), action))  # type: ignore[arg-type]
    if op == "ready" and s.game is not None:
        return room.act(made, codes.HOST if pick % 4 == 0 else who, Ready(s.game.turn))
    if op == "next" and s.game is not None:
        return room.act(made, codes.HOST, Next(s.game.turn))
    if op == "start":
        return room.act(made, codes.HOST, Start(bots=pick % 5, host_plays=pick % 6 != 0))
    if op == "leave" and members:
        return room.leave(made, who)
    if op == "back" and members:
        return room.come_back(made, who)
    if op == "remove" and members:
        return room.remove(made, codes.HOST, who)
    if op == "join":
        return room.join(made, f"New{pick % 100}", 0.0)[0]
    if op == "end":
        return room.act(made, codes.HOST, End())
    if op == "lobby":
        return room.act(made, codes.HOST, Lobby())
    return made


OPS = st.lists(
    st.tuples(
        st.sampled_from(
            ["move"] * 12
            + ["ready"] * 3
            + ["next", "start", "start", "leave", "back", "remove", "join", "end", "lobby"]
        ),
        st.integers(0, 10_000),
    ),
    max_size=60,
)


def _game(
    rules: str, members: int, seed: int, bots: int, steps: list[tuple[str, int]]
) -> list[Room]:
    """The rooms a table goes through: dealt first, then every step that the rules allow."""
    made = _open(rules, members, seed)
    seen = []
    with contextlib.suppress(DixitError):
        made = room.act(made, codes.HOST, Start(bots=bots))
    for op, pick in steps:
        try:
            made = _step(made, op, pick)
        except DixitError:
            continue  # a refused step changes nothing; the table goes on
        seen.append(made)
    return seen


def _viewers(made: Room) -> list[int]:
    return [codes.HOST, *(m.id for m in made.members)]


def _scrambled(g: GameState, seat: int | None, rng: random.Random) -> GameState:
    """`g` with everything `seat` may not see changed at random (see the module's docstring)."""
    shown = g.phase in ("reveal", "over")
    teller = seat == g.storyteller
    visible = set(g.hands[seat]) if seat is not None else set()
    if seat is not None and g.handed_in[seat]:
        visible |= set(g.handed_in[seat] or ())
    if shown or teller:
        visible |= {g.storyteller_card} - {None}  # type: ignore[arg-type]
    visible |= set(g.table)
    hidden = [c for c in range(g.setup.deck) if c not in visible]
    moved = hidden[:]
    rng.shuffle(moved)
    swap = dict(zip(hidden, moved, strict=True))

    def m(c: int) -> int:
        return swap.get(c, c)

    hands = tuple(h if s == seat else tuple(m(c) for c in h) for s, h in enumerate(g.hands))
    handed = tuple(
        h if shown or s == seat or h is None else tuple(m(c) for c in h)
        for s, h in enumerate(g.handed_in)
    )
    card = g.storyteller_card
    owners = list(g.owners)
    votes = list(g.votes)
    if not shown:
        card = card if teller or card is None else m(card)
        others = [p for p, o in enumerate(owners) if o != seat]
        mixed = [owners[p] for p in others]
        rng.shuffle(mixed)
        for p, o in zip(others, mixed, strict=True):
            owners[p] = o
        if g.phase == "vote" and not teller:  # the storyteller's card is wherever it now lies
            card = g.table[owners.index(g.storyteller)]
        for s, v in enumerate(votes):
            if s != seat and v is not None:
                votes[s] = (1 + rng.randrange(max(1, len(g.table))),)
    return replace(
        g,
        setup=replace(g.setup, seed=rng.randrange(2**32)),
        hands=hands,
        pile=tuple(m(c) for c in g.pile)[::-1],
        discards=tuple(rng.sample(range(g.setup.deck), len(g.discards))),
        storyteller_card=card,
        handed_in=handed,
        owners=tuple(owners),
        votes=tuple(votes),
        log=(),
    )


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(RULES),
    st.integers(0, 4),
    st.integers(0, 2**32 - 1),
    st.integers(0, 4),
    OPS,
    st.randoms(use_true_random=False),
)
def test_a_phones_view_is_the_same_whatever_it_may_not_see(
    rules: str, members: int, seed: int, bots: int, steps: list[tuple[str, int]], rng: random.Random
) -> None:
    kind = kind_of("practice")
    for made in _game(rules, members, seed, bots, steps):
        s: TableState = made.state
        for viewer in _viewers(made):
            view: TableView = kind.view(made, viewer)
            if s.game is None:
                assert view.game is None
                continue
            me = s.seat_of(viewer)
            g = view.game
            assert g is not None and view.me == me
            assert g.setup.seed == 0 and g.log == () and g.pile == () and g.discards == ()
            assert all(h == () for x, h in enumerate(g.hands) if x != me)
            if me is not None:
                assert g.hands[me] == s.game.hands[me]
            if s.game.phase not in ("reveal", "over"):
                assert all(v in (None, ()) for x, v in enumerate(g.votes) if x != me)
                assert all(h in (None, ()) for x, h in enumerate(g.handed_in) if x != me)
                assert all(o in (HIDDEN, me) for o in g.owners)
                if me != s.game.storyteller:
                    assert g.storyteller_card is None
            other = replace(made, state=replace(s, game=_scrambled(s.game, me, rng)))
            assert kind.view(other, viewer) == view


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(RULES),
    st.integers(2, 4),
    st.integers(0, 2**32 - 1),
    st.integers(0, 2),
    OPS,
    st.integers(0, 10_000),
    st.integers(0, 10_000),
)
def test_a_phones_view_is_the_same_whichever_move_another_player_made(
    rules: str, members: int, seed: int, bots: int, steps: list[tuple[str, int]], a: int, b: int
) -> None:
    kind = kind_of("practice")
    for made in _game(rules, members, seed, bots, steps):
        s: TableState = made.state
        g = s.game
        if g is None or s.phase not in ("hand-in", "vote"):
            continue
        humans = [x for x in g.waiting_for if s.seats[x] is not None]
        if not humans:
            continue
        seat = humans[a % len(humans)]
        member = s.seats[seat]
        one, two = _legal(g, seat, a), _legal(g, seat, b)
        if one == two:
            continue
        after = [room.act(made, member, Move(token(g, seat), x)) for x in (one, two)]  # type: ignore[arg-type]
        if any(r.state.phase != s.phase for r in after):
            continue  # the last hand-in lays the cards out, the last vote reveals them
        for viewer in _viewers(made):
            if viewer != member:
                assert kind.view(after[0], viewer) == kind.view(after[1], viewer)


def test_no_view_holds_a_secret_a_digest_or_the_rooms_seed() -> None:
    made = _open("refresh-2021", 3, 123_456_789)
    made = room.act(made, codes.HOST, Start(bots=1))
    secrets = {made.host_key, *(m.key for m in made.members)}
    for viewer in _viewers(made):
        shown = repr(room.view(made, viewer))
        assert not any(x in shown for x in secrets)
        assert "123456789" not in shown and str(made.state.game.setup.seed) not in shown
