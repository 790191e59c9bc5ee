"""A practice table for the tests: a room opened by a host who plays, members joined, and moves
made from each phone's own view (what a player's phone holds is enough to play)."""

from __future__ import annotations

from dataclasses import dataclass, field

from explorer.game.actions import GiveClue, HandIn, Vote
from explorer.game.presses import token
from explorer.rooms import codes
from explorer.rooms.practice import Move, Ready, Start
from explorer.rooms.practice_view import TableView
from explorer.rooms.service import Rooms

RULES = "refresh-2021"


@dataclass
class Table:
    rooms: Rooms
    code: str
    tokens: dict[str, str] = field(default_factory=dict)  # name -> link token (the host's too)

    def view(self, name: str) -> TableView:
        view = self.rooms.view(self.code, self.tokens[name]).detail
        assert isinstance(view, TableView)
        return view

    def act(self, name: str, action: object) -> None:
        self.rooms.act(self.code, self.tokens[name], action)

    def join(self, name: str) -> str:
        _room, self.tokens[name] = self.rooms.join(self.code, name)
        return self.tokens[name]

    def to_play(self) -> list[str]:
        """Who must play now (a clue, a hand-in, a vote), from each phone's own view."""
        return [n for n in self.tokens if self.view(n).to_play]

    def play(self, name: str, clue: str = "Moon", pick: int = 0) -> None:
        """`name` plays their move: the `pick`-th legal choice of their own view."""
        v = self.view(name)
        g, seat = v.game, v.me
        assert g is not None and seat is not None and v.to_play
        if g.phase == "clue":
            action: GiveClue | HandIn | Vote = GiveClue(seat, g.hands[seat][pick % 6], clue)
        elif g.phase == "hand-in":
            k = g.cards_to_hand_in
            hand = g.hands[seat]
            start = pick % (len(hand) - k + 1)
            action = HandIn(seat, hand[start : start + k])
        else:
            places = g.votable_places(seat)
            action = Vote(seat, (places[pick % len(places)],))
        self.act(name, Move(token(g, seat), action))

    def round(self) -> None:
        """Everybody plays until the reveal."""
        while self.to_play():
            self.play(self.to_play()[0])

    def ready(self) -> None:
        """Every player says they are ready after the reveal."""
        turn = self.host_view().game.turn  # type: ignore[union-attr]
        for name in self.tokens:
            if self.view(name).me is not None:
                self.act(name, Ready(turn))

    def host_view(self) -> TableView:
        return self.view(HOST)


HOST = "Sam"


def open_table(
    rooms: Rooms, members: tuple[str, ...] = ("Ana", "Ben"), rules: str = RULES, seed: int = 7
) -> Table:
    made, host = rooms.open("practice", rules, {"name": HOST, "lang": "en"}, seed=seed)
    assert codes.split_token(host)[0] == codes.HOST  # type: ignore[index]
    table = Table(rooms, made.code, {HOST: host})
    for name in members:
        table.join(name)
    return table


def dealt(rooms: Rooms, members: tuple[str, ...] = ("Ana", "Ben"), **start: object) -> Table:
    table = open_table(rooms, members)
    table.act(HOST, Start(**start))  # type: ignore[arg-type]
    return table
