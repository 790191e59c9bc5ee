"""A practice table's life on either store: the lobby, the deal, every player's moves from their
own phone, the bots playing their turns, the reveal and the next turn, the standings; joins,
leaves and rejoins mid-game; the host removing a player (a bot takes the seat); illegal moves
refused with the rule they break."""

from __future__ import annotations

import pytest

from explorer.errors import DixitError, IllegalAction, RoomError, SetupError
from explorer.game.actions import GiveClue, HandIn, NextTurn, Vote
from explorer.game.presses import token
from explorer.rooms import practice, wire
from explorer.rooms.practice import End, Lobby, Move, Next, Ready, Start
from explorer.rooms.practice_view import news, stopped_sentence
from explorer.rooms.service import Rooms
from tests.rooms.practice_table import HOST, RULES, dealt, open_table


def test_a_table_from_the_lobby_through_a_whole_game_and_again(rooms: Rooms) -> None:
    table = open_table(rooms)
    lobby = table.view("Ana")
    assert lobby.phase == "lobby" and lobby.game is None
    assert [(p.name, p.host) for p in lobby.players] == [
        ("Sam", True),
        ("Ana", False),
        ("Ben", False),
    ]
    table.act(HOST, Start(bots=1))
    views = {n: table.view(n) for n in table.tokens}
    assert [p.name for p in views["Ana"].players] == ["Sam", "Ana", "Ben", "Ada"]
    assert [p.bot for p in views["Ana"].players] == [False, False, False, True]
    assert {n: v.me for n, v in views.items()} == {"Sam": 0, "Ana": 1, "Ben": 2}
    for v in views.values():  # each phone holds its own hand, six cards, and no other
        assert v.game is not None and len(v.game.hands[v.me]) == 6  # type: ignore[index]
        assert [len(h) for s, h in enumerate(v.game.hands) if s != v.me] == [0, 0, 0]
    assert table.to_play() == ["Sam"]  # seat 0 tells first
    turns = 0
    while table.host_view().phase != "over":
        table.round()
        reveal = table.view("Ben")
        assert reveal.phase == "reveal" and reveal.game is not None
        record = reveal.game.last_round
        assert record is not None and record.turn == turns + 1
        table.ready()
        turns += 1
    end = table.view("Ana")
    assert end.game is not None and end.game.end is not None and not end.stopped
    assert len(end.game.history) == turns and end.game.winners
    room = rooms.room(table.code)
    assert end.game.scores == room.state.game.scores  # the whole-game core's totals
    assert wire.load(wire.dump(room)) == room
    # another game with the same room: the lobby, a newcomer, a new deal
    table.act(HOST, Lobby())
    table.join("Cleo")
    table.act(HOST, Start())
    again = rooms.room(table.code).state
    assert again.games == 2 and again.game.players == ("Sam", "Ana", "Ben", "Cleo")
    assert again.game.setup.seed != room.state.game.setup.seed


def test_bots_play_their_turns_by_the_rules_at_once_and_the_same_from_the_same_seed(
    rooms: Rooms,
) -> None:
    table = dealt(rooms, (), bots=3, skill="expert")
    assert table.to_play() == ["Sam"]
    table.play(HOST, clue="Lune")
    after = table.view(HOST)  # the three bots handed in and voted in the same change
    assert after.phase == "reveal" and after.game is not None
    record = after.game.last_round
    assert record is not None and all(record.votes[s] for s in (1, 2, 3))
    table.ready()  # the next storyteller is a bot: its clue is told at once
    turn2 = table.view(HOST)
    assert turn2.phase == "hand-in" and turn2.game is not None and turn2.game.clue
    assert turn2.game.storyteller == 1 and turn2.to_play
    twin = dealt(rooms, (), bots=3, skill="expert")  # the same room seed: the same game
    twin.play(HOST, clue="Lune")
    twin.ready()
    log = rooms.room(table.code).state.game.log
    assert rooms.room(twin.code).state.game.log == log


def test_illegal_moves_are_refused_with_the_rule_they_break(rooms: Rooms) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    sam = table.view(HOST).game
    assert sam is not None
    ana = table.view("Ana").game
    assert ana is not None
    with pytest.raises(IllegalAction, match="turn to be the storyteller") as told:
        table.act("Ana", Move(token(ana, 1), GiveClue(1, ana.hands[1][0], "Sun")))
    assert told.value.rule == "storyteller"
    with pytest.raises(IllegalAction, match="own seat only") as other:
        table.act("Ana", Move(token(sam, 0), GiveClue(0, sam.hands[0][0], "Sun")))
    assert other.value.rule == "players"
    with pytest.raises(IllegalAction, match="does not hold that card"):
        table.act(HOST, Move(token(sam, 0), GiveClue(0, ana.hands[1][0], "Sun")))
    with pytest.raises(IllegalAction, match="cannot be empty") as empty:
        table.act(HOST, Move(token(sam, 0), GiveClue(0, sam.hands[0][0], "  ")))
    assert empty.value.rule == "clue"
    with pytest.raises(RoomError, match="Only the host"):
        table.act("Ana", Start())
    with pytest.raises(RoomError, match="Only the host"):
        table.act("Ana", End())
    with pytest.raises(RoomError, match="cannot do that"):
        table.act("Ana", NextTurn())  # the next turn comes from Ready, never a bare NextTurn
    with pytest.raises(RoomError, match="being played"):
        table.act(HOST, Start())
    table.play(HOST)
    ana = table.view("Ana").game
    assert ana is not None and ana.phase == "hand-in"
    with pytest.raises(IllegalAction, match="At 3 players each player hands in 2 cards") as count:
        table.act("Ana", Move(token(ana, 1), HandIn(1, ana.hands[1][:1])))
    assert count.value.rule == "cards_handed_in"
    table.round()
    v = table.view("Ben")
    assert v.phase == "reveal"
    version = rooms.room(table.code).version
    table.act("Ben", Move((1, "vote", 2), Vote(2, (1,))))  # a late press: nothing changes
    assert rooms.room(table.code).version == version


def test_a_vote_for_your_own_card_is_refused(rooms: Rooms) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    table.play(HOST)
    table.play("Ana")
    table.play("Ben")
    v = table.view("Ana")
    assert v.game is not None and v.game.phase == "vote"
    own = v.game.own_places(1)
    with pytest.raises(IllegalAction, match="nobody may vote for their own card") as e:
        table.act("Ana", Move(token(v.game, 1), Vote(1, own[:1])))
    assert e.value.rule == "own card"
    table.play("Ana")
    g = table.view("Ana").game
    assert g is not None and g.phase == "vote"
    version = rooms.room(table.code).version
    table.act("Ana", Move((g.turn, "vote", 1), Vote(1, (g.votable_places(1)[0],))))
    assert rooms.room(table.code).version == version  # a second vote: she has voted already


def test_a_press_that_lands_twice_is_applied_once(rooms: Rooms) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    g = table.view(HOST).game
    assert g is not None
    press = Move(token(g, 0), GiveClue(0, g.hands[0][0], "Moon"))
    table.act(HOST, press)
    version = rooms.room(table.code).version
    table.act(HOST, press)  # a double tap, or a rerun: the game has moved past that moment
    assert rooms.room(table.code).version == version


def test_newcomers_wait_between_games_and_a_leaver_keeps_their_seat(rooms: Rooms) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    with pytest.raises(RoomError, match="newcomers join between games"):
        rooms.join(table.code, "Cleo")
    table.play(HOST)
    before = table.view("Ben")
    rooms.leave(table.code, table.tokens["Ben"])  # Ben's phone says "Leave"
    host = table.view(HOST)
    assert not host.players[2].present and 2 in host.waiting  # the table waits for him
    table.play("Ana")
    # his own link brings him back to his seat, his hand as it was
    rooms.come_back(table.code, table.tokens["Ben"])
    back = table.view("Ben")
    assert back.me == 2 and back.players[2].present
    assert back.game is not None and before.game is not None
    assert back.game.hands[2] == before.game.hands[2] and back.to_play
    table.round()
    while table.host_view().phase != "over":
        table.act(HOST, Next(table.host_view().game.turn))  # type: ignore[union-attr]
        table.round()
    table.join("Cleo")  # the game is over: the table takes newcomers again
    assert table.view("Cleo").me is None  # not in the game that was played: watching it


def test_the_host_removes_a_player_and_a_bot_takes_the_seat(rooms: Rooms) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    table.round()
    table.ready()
    table.play("Ana")  # turn 2: Ana tells; Sam and Ben hand in
    table.play(HOST)
    points = table.view(HOST).game.scores[2]  # type: ignore[union-attr]
    with pytest.raises(RoomError, match="Only the host"):
        rooms.remove(table.code, table.tokens["Ana"], 2)
    rooms.remove(table.code, table.tokens[HOST], 2)  # Ben is gone: a bot plays his seat
    v = table.view("Ana")
    assert v.players[2].name == "Ben" and v.players[2].bot
    assert v.game is not None and v.game.scores[2] == points
    assert v.game.phase == "vote"  # the bot handed in for him at once
    with pytest.raises(RoomError, match="does not open a place"):
        rooms.view(table.code, table.tokens.pop("Ben"))
    table.round()
    assert table.view(HOST).phase == "reveal"
    room = rooms.room(table.code)
    assert wire.load(wire.dump(room)) == room


def test_the_next_turn_waits_for_every_player_in_the_room_or_the_host(rooms: Rooms) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    table.round()
    turn = table.view(HOST).game.turn  # type: ignore[union-attr]
    table.act("Ana", Ready(turn))
    v = table.view(HOST)
    assert v.phase == "reveal" and v.waiting == (0, 2) and v.players[1].ready
    rooms.leave(table.code, table.tokens["Ben"])
    table.act(HOST, Ready(turn))  # Ben has left: he is not waited for
    assert table.view(HOST).phase == "clue" and table.view(HOST).game.turn == turn + 1  # type: ignore[union-attr]
    table.round()
    table.act(HOST, Next(turn))  # an old turn's press: nothing
    assert table.view(HOST).phase == "reveal"
    table.act(HOST, Next(turn + 1))  # the host moves on without waiting
    assert table.view("Ana").game.turn == turn + 2  # type: ignore[union-attr]


def test_a_member_with_no_seat_watches(rooms: Rooms) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    rooms.leave(table.code, table.tokens["Ben"])
    table.act(HOST, Lobby())
    table.join("Dev")
    table.act(HOST, Start())  # Ben had left: the deal seats those in the room
    rooms.come_back(table.code, table.tokens["Ben"])
    watching = table.view("Ben")
    assert watching.me is None and watching.game is not None
    assert all(h == () for h in watching.game.hands)
    with pytest.raises(RoomError, match="watching"):
        table.act("Ben", Ready(1))


def test_the_host_ends_the_game_and_a_room_stops_a_game_at_its_turn_limit(
    rooms: Rooms, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = dealt(rooms, ("Ana", "Ben"))
    table.round()
    table.act(HOST, End())
    v = table.view("Ana")
    assert v.phase == "over" and v.stopped and v.game is not None
    assert stopped_sentence(v.game).startswith("The host ended the game after 1 turn.")
    with pytest.raises(RoomError, match="game is over"):
        table.act("Ana", Move((2, "clue", 1), GiveClue(1, 0, "x")))
    monkeypatch.setattr(practice, "MAX_TURNS", 2)
    monkeypatch.setattr("explorer.rooms.practice_view.MAX_TURNS", 2)
    table.act(HOST, Start())
    for _turn in range(2):
        table.round()
        table.ready()
    v = table.view("Ben")
    assert v.phase == "over" and v.stopped and v.game is not None and len(v.game.history) == 2
    said = stopped_sentence(v.game)
    assert said.startswith("The game stopped after turn 2: a room keeps a game of at most 2")
    assert "Ahead when it stopped" in said


@pytest.mark.parametrize(
    ("start", "error", "words"),
    [
        (Start(bots=6), RoomError, "for 3 to 8 players; the table has 9 players"),
        (Start(bots=12), RoomError, "from 0 to 11 bots"),
        (Start(bots=-1), RoomError, "from 0 to 11 bots"),
        (Start(bots=True), RoomError, "from 0 to 11 bots"),  # type: ignore[arg-type]
        (Start(skill="godlike"), RoomError, "Unknown bot skill"),
        (Start(deck=168), SetupError, "deck of 84 cards, not 168"),
        (Start(deck="84"), RoomError, "cannot do that"),  # type: ignore[arg-type]
        (Start(host_plays="no"), RoomError, "cannot do that"),  # type: ignore[arg-type]
        (Start(host_plays=False), RoomError, "for 3 to 8 players; the table has 2 players"),
    ],
)
def test_a_deal_the_rules_cannot_play_is_refused_saying_why(
    rooms: Rooms, start: Start, error: type[DixitError], words: str
) -> None:
    table = open_table(rooms)
    with pytest.raises(error, match=words):
        table.act(HOST, start)
    assert table.view(HOST).phase == "lobby"


def test_nobody_to_play_and_bad_options_are_refused(rooms: Rooms) -> None:
    table = open_table(rooms, ())
    with pytest.raises(RoomError, match="Nobody in the room plays"):
        table.act(HOST, Start(bots=3, host_plays=False))
    for options, words in (
        ({}, "Type your name"),
        ({"name": "  "}, "cannot be empty"),
        ({"name": "x" * 41}, "too long"),
        ({"name": "Sam", "lang": "de"}, "not one of the site's"),
    ):
        with pytest.raises(RoomError, match=words):
            rooms.open("practice", "refresh-2021", options)
    with pytest.raises(RoomError, match="already taken"):
        rooms.join(table.code, "SAM")  # the host plays under that name


def test_news_says_who_played_never_what(rooms: Rooms) -> None:
    table = open_table(rooms)
    lobby = table.view("Ana")
    table.act(HOST, Start(bots=1))
    dealt_view = table.view("Ana")
    assert news(lobby, dealt_view) == (
        "The cards are dealt.",
        "Turn 1: Sam is the storyteller.",
    )
    table.play(HOST, clue="Silver moon")
    told = table.view("Ana")
    assert news(dealt_view, told) == ("Sam told the clue “Silver moon”.", "Ada handed in a card.")
    table.play("Ben")
    table.play("Ana")
    laid = table.view("Ana")
    assert news(told, laid)[:3] == (
        "Ana handed in a card.",
        "Ben handed in a card.",
        "The 4 cards are on the table: vote for the storyteller's.",
    )
    table.round()
    shown = news(laid, table.view("Ana"))
    assert "Reveal of turn 1." in shown and any(s.startswith("Points this turn") for s in shown)
    assert news(table.view("Ana"), table.view("Ana")) == ()


def test_a_tables_bots_have_names_of_the_tables_language(rooms: Rooms) -> None:
    """A Russian table's bots are Саша, Алла… (the names written for Russian), never a player's."""
    from explorer.i18n.people import table_names

    made, host = rooms.open("practice", RULES, {"name": "Ана", "lang": "ru"}, seed=3)
    rooms.join(made.code, "бен")
    rooms.act(made.code, host, Start(bots=4))
    players = rooms.view(made.code, host).detail.game.players
    bots = players[2:]
    assert len(bots) == 4 and set(bots) <= set(table_names("ru"))
    assert not {"ана", "бен"} & {b.casefold() for b in bots}
    assert all(not ch.isascii() for b in bots for ch in b if ch.isalpha())
