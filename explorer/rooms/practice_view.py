"""What each phone at a practice table may see (the hidden-information rule), and what changed
between two looks, in words for the live region.

`seen_by(game, seat)` is the game as the player in `seat` may see it at a real table: a
`GameState` whose hidden parts are blanked. Before the reveal that is every other player's hand,
the cards they handed in (the table's cards once laid out, face up, but not whose they are: the
places' owners read -1 but for the viewer's own), the storyteller's card (for anybody but the
storyteller), the other players' votes (who has voted shows, never for what); always the draw
pile, the discards, the deal's seed (it would deal every hand again) and the action log. What the
reveal shows everybody (the cards' owners and the votes, then each turn's record) stays. The
pages draw from this value with the practice page's own drawing, and may only show what it holds;
it is for drawing only, never to play on.

`table_view(room, viewer)` is a member's (or the host's) whole view: the phase, who sits where
(names, bots, who is away, who is ready), their own seat and the game as they may see it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from explorer.game.news import reveal_sentences
from explorer.game.state import GameState
from explorer.i18n import _, join_list, n_, number
from explorer.rooms import codes
from explorer.rooms.model import Room
from explorer.rooms.table import MAX_TURNS, Phase, TableState
from explorer.round.game_words import end_line, winners_sentence

HIDDEN = -1  # a face-down card's owner, as a view shows it


def seen_by(game: GameState, seat: int | None) -> GameState:
    """The game as the player in `seat` may see it (None: somebody with no seat)."""
    shown = game.phase in ("reveal", "over")

    def own(s: int) -> bool:
        return s == seat

    teller = seat == game.storyteller
    return replace(
        game,
        setup=replace(game.setup, seed=0),
        hands=tuple(h if own(s) else () for s, h in enumerate(game.hands)),
        pile=(),
        discards=(),
        storyteller_card=game.storyteller_card if shown or teller else None,
        handed_in=tuple(
            h if shown or own(s) or h is None else () for s, h in enumerate(game.handed_in)
        ),
        owners=tuple(o if shown or o == seat else HIDDEN for o in game.owners),
        votes=tuple(v if shown or own(s) or v is None else () for s, v in enumerate(game.votes)),
        log=(),
    )


@dataclass(frozen=True)
class Player:
    """Somebody at the table (a seat in a game; in the lobby, somebody in the room): their
    name, whether a bot plays it, whether it is the host's, whether its member is in the room,
    and whether they are ready for the next turn (in the reveal)."""

    name: str
    bot: bool = False
    host: bool = False
    present: bool = True
    ready: bool = False


@dataclass(frozen=True)
class TableView:
    phase: Phase
    host: str  # the host's name
    me: int | None  # the viewer's seat (None: not seated in this game)
    players: tuple[Player, ...]  # the seats in a game; in the lobby, the room's people
    game: GameState | None  # the game as the viewer may see it (`seen_by`); None: the lobby
    games: int  # games dealt in this room
    stopped: bool  # the game was ended before its end (by the host, or at MAX_TURNS)

    @property
    def waiting(self) -> tuple[int, ...]:
        """Seats the table waits for now: to play, or (in the reveal) to be ready."""
        if self.game is None or self.phase == "over":
            return ()
        if self.phase == "reveal":
            return tuple(
                s for s, p in enumerate(self.players) if not p.bot and p.present and not p.ready
            )
        return self.game.waiting_for

    @property
    def to_play(self) -> bool:
        """Whether the viewer must act now (a clue, a hand-in, a vote)."""
        return self.me is not None and self.game is not None and self.me in self.game.waiting_for

    @property
    def stage(self) -> tuple[object, ...]:
        """What a change of redraws the whole phone (the rest is its live panel's): the game,
        the turn, the phase, the viewer's seat and whether they must act."""
        turn = self.game.turn if self.game is not None else 0
        return self.games, turn, self.phase, self.me, self.to_play


def table_view(room: Room, viewer: int) -> TableView:
    s: TableState = room.state
    present = {m.id for m in room.members if m.present} | {codes.HOST}
    seat = s.seat_of(viewer)
    if s.game is None:
        people = [Player(s.host, host=True)]
        people += [Player(m.name) for m in room.members if m.present]
        return TableView("lobby", s.host, None, tuple(people), None, s.games, False)
    game = s.game
    players = tuple(
        Player(
            name,
            bot=member is None,
            host=member == codes.HOST,
            present=member is None or member in present,
            ready=member is None or i in s.ready,
        )
        for i, (name, member) in enumerate(zip(game.players, s.seats, strict=True))
    )
    return TableView(s.phase, s.host, seat, players, seen_by(game, seat), s.games, s.stopped)


# --- what happened, in words -------------------------------------------------------------------
def news(before: TableView, after: TableView) -> tuple[str, ...]:
    """What changed from `before` (the view a phone last showed) to `after`, in sentences for
    the live region: the deal, each clue told, who handed in and who voted (never what), every
    card laid out, the reveal, the next turn, the end. Empty when nothing did."""
    g = after.game
    if g is None:
        return (_("The host took the table back to the lobby."),) if before.game else ()
    said: list[str] = []
    b = before.game if before.games == after.games else None
    if b is None:
        said.append(_("The cards are dealt."))
    if b is None or g.turn != b.turn:
        said.append(_turn(g))
    if g.clue is not None and (b is None or b.clue != g.clue or b.turn != g.turn):
        # TRANSLATORS: use your language's quotation marks around {clue}
        said.append(
            _("{name} told the clue “{clue}”.").format(name=g.name(g.storyteller), clue=g.clue)
        )
    since = b if b is not None and b.turn == g.turn else None
    k = g.cards_to_hand_in
    handed = n_("{name} handed in a card.", "{name} handed in {n} cards.", k)
    said += [handed.format(name=g.name(s), n=number(k)) for s in _acted(since, g, "hand-in")]
    if g.phase == "vote" and (since is None or since.phase != "vote"):
        said.append(
            n_(
                "{n} card is on the table: vote for the storyteller's.",
                "The {n} cards are on the table: vote for the storyteller's.",
                len(g.table),
            ).format(n=number(len(g.table)))
        )
    said += [_("{name} voted.").format(name=g.name(s)) for s in _acted(since, g, "vote")]
    record = g.last_round
    if g.phase == "reveal" and record is not None and (b is None or b.last_round != record):
        said += reveal_sentences(g, record)
    if after.phase == "over" and (before.phase != "over" or b is None):
        said += _over(after)
    return tuple(said)


def _turn(g: GameState) -> str:
    return _("Turn {turn}: {name} is the storyteller.").format(
        turn=number(g.turn), name=g.name(g.storyteller)
    )


def _acted(b: GameState | None, g: GameState, step: str) -> list[int]:
    """Who has handed in (`step` "hand-in") or voted ("vote") since `b` (None: since the turn
    began), in seat order from the storyteller's left."""
    before = _done(b, step) if b is not None else set()
    return [s for s in g.voters if s in _done(g, step) - before]


def _done(g: GameState, step: str) -> set[int]:
    """The seats that have handed in (`step` "hand-in") or voted ("vote") this turn."""
    order = ("clue", "hand-in", "vote", "reveal", "over")
    at, of = order.index(g.phase), order.index(step)
    if at < of:
        return set()
    return set(g.voters) - (set(g.waiting_for) if at == of else set())


def _over(v: TableView) -> list[str]:
    g = v.game
    assert g is not None
    if v.stopped:
        return [stopped_sentence(g)]
    out = [_("Game over.")]
    if g.end is not None:
        out.append(end_line(g.end, g.players))
    won = winners_sentence(g.game)
    return [*out, *([won] if won else [])]


def stopped_sentence(g: GameState) -> str:
    """Why a stopped game ended where it did, and who was ahead."""
    played = len(g.history)
    if played >= MAX_TURNS:
        head = n_(
            "The game stopped after turn {n}: a room keeps a game of at most {n} turn.",
            "The game stopped after turn {n}: a room keeps a game of at most {n} turns.",
            played,
        ).format(n=number(played))
    else:
        head = n_(
            "The host ended the game after {n} turn.",
            "The host ended the game after {n} turns.",
            played,
        ).format(n=number(played))
    if not played:
        return head
    best = max(g.scores)
    ahead = [g.name(s) for s, v in enumerate(g.scores) if v == best]
    lead = n_(
        "Ahead when it stopped: {names}, with {n} point.",
        "Ahead when it stopped: {names}, with {n} points.",
        best,
    ).format(names=join_list(ahead), n=number(best))
    return f"{head} {lead}"
