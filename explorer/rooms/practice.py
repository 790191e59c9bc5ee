"""Practice across phones: a kind of room where a table plays the practice game, each human on
their own phone.

The host opens the room under their name; players join with the code; the host deals (`Start`:
how many bots and how good, whether the host plays too, the deck), and the game is the practice
game's own (`explorer.game`: `new_game`, `apply`, the bots), under the room's rules. Seats go to
the host (when they play), then to the members in the room in the order they joined, then to the
bots; seat 0 tells the first clue and the role passes to the left. A seated player gives their
clue, hands in and votes on their own phone (`Move`, tagged with the moment it was pressed for,
so a press that lands twice is applied once); the bots act by the rules as soon as it is their
turn, inside the same change (their draws seeded by the game's seed, their clues in the language
the host opened the room in), so the game never waits on a bot. After the reveal, each player
says they are ready (`Ready`) and the next turn starts when every player in the room is; the host
may start it at once (`Next`), end the game where it stands (`End`: the standings), or take the
table back to the lobby (`Lobby`) for another game with the same room.

Who may do what: only the host deals, moves the table on and removes a member; a member plays
only their own seat. When the host removes a member during a game, a bot ("good") takes their
seat, under their name and with their points, so the game goes on; a member who leaves keeps
their seat (the game waits for them; their own link brings them back to it). Newcomers join in
the lobby or after a game, never during one; dealing refuses a table the rules do not seat.

The state and the actions are `explorer.rooms.table`'s (named here too); what each phone sees is
`explorer.rooms.practice_view` (the hidden-information rule); the state's wire form is
`explorer.rooms.practice_wire`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from explorer.errors import IllegalAction, RoomError
from explorer.game.actions import GiveClue, HandIn, NextTurn, Vote
from explorer.game.bots import play_bots
from explorer.game.cards import MAX_CARDS
from explorer.game.play import apply, new_game
from explorer.game.presses import Token
from explorer.game.setup import BOT_SKILLS, BotSkill, Setup
from explorer.game.state import GameState
from explorer.i18n import DEFAULT, LANGUAGES, _, n_, number, using
from explorer.i18n.people import table_names
from explorer.limits import MAX_PLAYERS, MAX_SEED
from explorer.rooms import codes
from explorer.rooms.model import Room
from explorer.rooms.names import member_name
from explorer.rooms.practice_view import table_view
from explorer.rooms.practice_wire import dump_table, load_table
from explorer.rooms.table import (
    MAX_TURNS,
    NAME,
    STAND_IN,
    End,
    Lobby,
    Move,
    Next,
    Phase,
    Ready,
    Start,
    TableState,
)
from explorer.rules.resolve import resolve
from explorer.rules.ruleset import Ruleset
from explorer.text.numbers import is_whole

__all__ = [
    "MAX_TURNS",
    "NAME",
    "End",
    "Lobby",
    "Move",
    "Next",
    "Phase",
    "PracticeTable",
    "Ready",
    "Start",
    "TableState",
]


# --- the kind --------------------------------------------------------------------------------
def host_name(options: Mapping[str, object]) -> str:
    """The host's name from a new room's options, under the player-name rules."""
    return member_name(options.get("name"))


def _game_seed(seed: int, games: int) -> int:
    return random.Random(f"practice-table|{seed}|{games}").randrange(MAX_SEED + 1)


def bot_names(count: int, players: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """`count` bots' names in the table's language (`i18n.people.table_names`, written per
    language: Саша, Алла… in Russian), none a player's (any case). Twelve names a language and at
    most one bot a seat a player leaves free, so there are always enough."""
    used = {p.casefold() for p in players}
    return tuple(n for n in table_names(lang) if n.casefold() not in used)[:count]


class PracticeTable:
    name = NAME

    def start(self, ruleset: Ruleset, options: Mapping[str, object], seed: int) -> TableState:
        lang = options.get("lang") or DEFAULT
        if lang not in LANGUAGES:
            raise RoomError(
                _("The language {lang} is not one of the site's.").format(lang=repr(lang)[:20])
            )
        return TableState(host_name(options), str(lang), seed % (MAX_SEED + 1))

    def act(self, room: Room, actor: int, action: object) -> TableState:
        s: TableState = room.state
        host = actor == codes.HOST
        if isinstance(action, Start | Next | End | Lobby) and not host:
            raise RoomError(_("Only the host deals, moves the table on or ends the game."))
        if isinstance(action, Start):
            return self._start(room, s, action)
        if isinstance(action, Lobby):
            return replace(s, game=None, seats=(), ready=(), stopped=False)
        if isinstance(action, Move | Ready) and s.phase == "lobby":
            raise RoomError(_("No game is being played: wait for the host to deal."))
        if isinstance(action, End):
            return s if s.phase in ("lobby", "over") else replace(s, stopped=True, ready=())
        if isinstance(action, Next):
            return self._next(s) if _at_reveal(s, action.turn) else s
        if not isinstance(action, Move | Ready):
            raise RoomError(_("A practice table cannot do that."))
        seat = s.seat_of(actor)
        if seat is None:
            raise RoomError(_("You have no seat in this game: you are watching it."))
        if isinstance(action, Move):
            return self._move(s, seat, action)
        if not _at_reveal(s, action.turn):
            return s  # a late press: the table has moved on
        # pressed again, it goes on without the players who have left since
        return self._maybe_next(room, replace(s, ready=tuple(sorted({*s.ready, seat}))))

    def _start(self, room: Room, s: TableState, a: Start) -> TableState:
        if s.phase not in ("lobby", "over"):
            raise RoomError(_("A game is being played: end it before dealing a new one."))
        rules = resolve(room.ruleset)
        if not is_whole(a.bots) or not 0 <= a.bots < MAX_PLAYERS:
            raise RoomError(
                _("A table has from {least} to {most} bots.").format(
                    least=number(0), most=number(MAX_PLAYERS - 1)
                )
            )
        if a.skill not in BOT_SKILLS:
            raise RoomError(
                _("Unknown bot skill {value} (choose {choices}).").format(
                    value=repr(a.skill)[:40], choices=", ".join(BOT_SKILLS)
                )
            )
        if not (a.deck is None or is_whole(a.deck)) or not isinstance(a.host_plays, bool):
            raise RoomError(_("A practice table cannot do that."))
        seats: list[int | None] = [codes.HOST] if a.host_plays else []
        seats += [m.id for m in room.members if m.present]
        names = [s.host] if a.host_plays else []
        names += [m.name for m in room.members if m.present]
        if not seats:
            raise RoomError(_("Nobody in the room plays: a game needs at least one player."))
        bots = bot_names(a.bots, tuple(names), s.lang)
        seats += [None] * len(bots)
        players = (*names, *bots)
        n = len(players)
        if not rules.supports(n):
            raise RoomError(
                n_(
                    "These rules are for {fewest} to {most} players; the table has {n} player.",
                    "These rules are for {fewest} to {most} players; the table has {n} players.",
                    n,
                ).format(
                    fewest=number(rules.min_players), most=number(rules.max_players), n=number(n)
                )
            )
        deck = a.deck if a.deck is not None else first_deck(rules, n)
        skill: BotSkill = a.skill  # checked above
        setup = Setup(
            room.ruleset,
            players,
            tuple(None if seat is not None else skill for seat in seats),
            deck,
            _game_seed(s.seed, s.games),
        )
        game = self._bots(s, new_game(setup))  # SetupError / DealError: what to change
        return replace(s, games=s.games + 1, game=game, seats=tuple(seats), ready=(), stopped=False)

    def _move(self, s: TableState, seat: int, m: Move) -> TableState:
        game = s.game
        assert game is not None
        if s.stopped or game.phase == "over":
            raise RoomError(_("The game is over: wait for the host to deal a new one."))
        action = m.action
        if not isinstance(action, GiveClue | HandIn | Vote):
            raise RoomError(_("A practice table cannot do that."))
        if action.player != seat or m.at[2] != seat:
            raise IllegalAction(
                "players", _("You play your own seat only: {name}'s.").format(name=game.name(seat))
            )
        if _done(game, m.at, seat):
            return s  # the same press twice, or a late one: applied once
        return replace(s, game=self._bots(s, apply(game, action)))  # IllegalAction: the rule

    def _maybe_next(self, room: Room, s: TableState) -> TableState:
        """The next turn once every seated player in the room is ready."""
        present = {m.id for m in room.members if m.present} | {codes.HOST}
        waiting = [
            seat
            for seat, member in enumerate(s.seats)
            if member is not None and member in present and seat not in s.ready
        ]
        return s if waiting else self._next(s)

    def _next(self, s: TableState) -> TableState:
        game = s.game
        assert game is not None
        if game.turn >= MAX_TURNS and game.ends_after_this_turn() is None:
            return replace(s, stopped=True, ready=())  # a room keeps MAX_TURNS turns at most
        return replace(s, game=self._bots(s, apply(game, NextTurn())), ready=())

    def _bots(self, s: TableState, game: GameState) -> GameState:
        """The game once every bot whose turn it is has acted (clues in the table's language)."""
        with using(s.lang):
            return play_bots(game)

    def view(self, room: Room, viewer: int) -> Any:
        return table_view(room, viewer)

    def closed(self, state: Any) -> str | None:
        s: TableState = state
        if s.phase not in ("lobby", "over"):
            return _(
                "This table is playing a game: newcomers join between games. Ask the host to "
                "take the table back to the lobby."
            )
        return None

    def taken(self, state: Any) -> tuple[str, ...]:
        s: TableState = state
        return (s.host,)

    def forget(self, state: Any, member: int) -> TableState:
        """A removed member's seat goes to a bot, under their name and with their points."""
        s: TableState = state
        seat = s.seat_of(member)
        if seat is None or s.game is None:
            return s
        setup = s.game.setup
        bots = tuple(STAND_IN if i == seat else b for i, b in enumerate(setup.bots))
        game = replace(s.game, setup=replace(setup, bots=bots))
        seats = tuple(None if i == seat else m for i, m in enumerate(s.seats))
        out = replace(s, seats=seats, ready=tuple(r for r in s.ready if r != seat))
        return replace(out, game=game if out.stopped else self._bots(out, game))

    def dump(self, state: Any) -> dict[str, Any]:
        return dump_table(state)

    def load(self, data: Any) -> TableState:
        return load_table(data)


def _done(game: GameState, at: Token, seat: int) -> bool:
    """Whether a press made at moment `at` is past: the game has moved on, or `seat` has
    already handed in or voted in this phase. (A press for the moment now by a seat the game
    does not wait for, a voter telling a clue, goes to the rules, which say why not.)"""
    if (game.turn, game.phase) != at[:2]:
        return True
    if game.phase == "hand-in":
        return game.handed_in[seat] is not None
    return game.phase == "vote" and game.votes[seat] is not None


def _at_reveal(s: TableState, turn: object) -> bool:
    return s.game is not None and not s.stopped and s.game.phase == "reveal" and s.game.turn == turn


def first_deck(rules: Ruleset, n: int) -> int:
    """The deck a table of `n` plays with by default: the first of the rules' decks that deals
    every hand (and that the game's cards can make)."""
    playable = [d for d in rules.decks if d <= MAX_CARDS]
    fits = [d for d in playable if n * rules.hand_size(n) <= d]
    return (fits or playable or list(rules.decks))[0]
