"""The practice game engine: random legal play for every ruleset, end rules, replay, refusals."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
)

from explorer import load_ruleset, load_rulesets, score_round
from explorer.errors import IllegalAction, ResumeCodeError
from explorer.game.actions import GiveClue, HandIn, NextTurn, Vote
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game, replay
from explorer.game.resume import decode, encode
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.round.game_words import end_line

RULESET_IDS = [r.id for r in load_rulesets()]


def names(n: int) -> tuple[str, ...]:
    return tuple(f"P{i}" for i in range(n))


def conserved(state: GameState) -> bool:
    cards = [c for h in state.hands for c in h] + list(state.pile) + list(state.discards)
    cards += list(state.on_table)
    return sorted(cards) == list(range(state.setup.deck))


class RandomLegalPlay(RuleBasedStateMachine):
    """Every seat human; each step is a random legal action (or a refused illegal one)."""

    state: GameState

    @initialize(data=st.data())
    def deal(self, data: st.DataObject) -> None:
        rid = data.draw(st.sampled_from(RULESET_IDS), label="ruleset")
        rs = load_ruleset(rid)
        n = data.draw(st.integers(rs.min_players, rs.max_players), label="players")
        deck = data.draw(st.sampled_from(rs.decks), label="deck")
        seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
        self.state = new_game(Setup(rid, names(n), (None,) * n, deck, seed))
        # Every rulebook deals 7 cards at 3 players and 6 otherwise, except the 10th
        # Anniversary: six at every count ("Distribuez ensuite six cartes à chaque joueur").
        hand = 7 if n == 3 and rid != "anniversary-10th" else 6
        assert all(len(h) == hand for h in self.state.hands)

    @rule(data=st.data())
    def play(self, data: st.DataObject) -> None:
        """The legal action for the phase, sometimes after a refused illegal one."""
        if self.state.phase == "over" or data.draw(st.integers(0, 3), label="illegal?") == 0:
            self.illegal(data)
        if self.state.phase == "over":
            return
        step = {
            "clue": self.clue,
            "hand-in": self.hand_in,
            "vote": self.vote,
            "reveal": lambda _data: self.next_turn(),
        }[self.state.phase]
        step(data)

    def clue(self, data: st.DataObject) -> None:
        s = self.state
        card = data.draw(st.sampled_from(s.hands[s.storyteller]))
        self.state = apply(s, GiveClue(s.storyteller, card, "a clue"))
        assert self.state.phase == "hand-in"

    def hand_in(self, data: st.DataObject) -> None:
        s = self.state
        seat = data.draw(st.sampled_from(s.waiting_for))
        k = 2 if s.n == 3 else 1  # every document: two cards each at 3 players, else one
        cards = data.draw(
            st.lists(st.sampled_from(s.hands[seat]), min_size=k, max_size=k, unique=True)
        )
        self.state = apply(s, HandIn(seat, tuple(cards)))
        if self.state.phase == "vote":
            assert len(self.state.table) == 1 + (s.n - 1) * k

    def vote(self, data: st.DataObject) -> None:
        s = self.state
        seat = data.draw(st.sampled_from(s.waiting_for))
        allowed = [p for p in range(1, len(s.table) + 1) if s.owners[p - 1] != seat]
        most = s.rules.max_votes(s.n)
        assert most == (2 if s.n >= 7 and s.rules.extra_finder is not None else 1)
        places = data.draw(
            st.lists(st.sampled_from(allowed), min_size=1, max_size=most, unique=True)
        )
        before = s.scores
        self.state = apply(s, Vote(seat, tuple(places)))
        if self.state.phase == "reveal":
            rec = self.state.history[-1]
            votes = {s.name(v): [s.name(rec.owners[p - 1]) for p in rec.votes[v]] for v in s.voters}
            res = score_round(s.setup.ruleset, s.name(s.storyteller), votes, players=s.players)
            assert self.state.scores == tuple(
                b + res.points[p] for b, p in zip(before, s.players, strict=True)
            )

    def next_turn(self) -> None:
        s = self.state
        new = apply(s, NextTurn())
        self.state = new
        rules = s.rules
        size = rules.hand_size(s.n)
        full = all(len(h) == size for h in new.hands)
        target = rules.end_conditions.score_target
        reached = target is not None and max(new.scores) >= target
        pile_rule = rules.end_conditions.empty_pile
        if pile_rule == "end-on-last-draw":
            pile_end = not full or not new.pile
        elif pile_rule == "end-when-refill-incomplete":
            pile_end = not full
        else:
            pile_end = not full  # a reshuffle only fails if even the discards run short
        assert (new.phase == "over") == (reached or pile_end)
        if new.phase == "over":
            event(f"game over ({pile_rule})")
        if len(new.pile) > len(s.pile):
            event("discards reshuffled into a new pile")
        if new.phase != "over":
            assert full
            assert new.storyteller == (s.storyteller + 1) % s.n
            assert new.turn == s.turn + 1

    def illegal(self, data: st.DataObject) -> None:
        s = self.state
        other = next(iter(set(range(s.n)) - set(s.waiting_for)), None)
        held = {c for h in s.hands for c in h}
        stranger = next(c for c in range(s.setup.deck) if c not in s.hands[0])
        candidates = [
            GiveClue(0, stranger, "x"),
            Vote(s.storyteller, (1,)),
            HandIn(s.storyteller, ()),
            GiveClue(s.n, 0, "x"),
        ]
        if s.phase != "reveal":
            candidates.append(NextTurn())
        if other is not None and s.phase in ("hand-in", "vote"):
            candidates.append(Vote(other, (1,)) if s.phase == "vote" else HandIn(other, ()))
        if s.phase == "vote" and s.waiting_for:
            v = s.waiting_for[0]
            own = next(p for p in range(1, len(s.table) + 1) if s.owners[p - 1] == v)
            candidates.append(Vote(v, (own,)))
        if s.phase == "hand-in" and s.waiting_for:
            v = s.waiting_for[0]
            not_mine = next(c for c in held if c not in s.hands[v])
            candidates.append(HandIn(v, (not_mine,) * (2 if s.n == 3 else 1)))
        action = data.draw(st.sampled_from(candidates))
        with pytest.raises(IllegalAction):
            apply(s, action)
        assert self.state is s and conserved(s)

    @invariant()
    def cards_are_conserved(self) -> None:
        assert conserved(self.state)

    @invariant()
    def scores_add_up(self) -> None:
        s = self.state
        totals = Counter[str]()
        for rec in s.history:
            totals.update(rec.result.points)
        assert tuple(totals[p] for p in s.players) == s.scores

    @invariant()
    def replays(self) -> None:
        if len(self.state.log) % 40 == 0:
            assert replay(self.state.setup, self.state.log) == self.state


TestRandomLegalPlay = RandomLegalPlay.TestCase
TestRandomLegalPlay.settings = settings(
    max_examples=20,
    stateful_step_count=250,
    deadline=None,
    suppress_health_check=[HealthCheck.large_base_example, HealthCheck.too_slow],
)


def bot_game(rid: str, n: int, seed: int = 1, deck: int = 84) -> GameState:
    s = new_game(Setup(rid, names(n), ("good",) * n, deck, seed))
    while s.phase != "over":
        s = apply(play_bots(s), NextTurn())
    return s


@pytest.mark.parametrize(("n", "turns"), [(3, 13), (4, 15), (5, 11), (6, 8)])
def test_original_pile_end_lasts_the_documented_turns(n: int, turns: int) -> None:
    # DECISIONS.md: original-2008 on 84 cards lasts exactly 13/15/11/8 turns at 3/4/5/6.
    s = bot_game("original-2008", n)
    assert s.turn == turns
    assert len(s.history) == turns


def test_odyssey_twelve_players_end_after_two_turns() -> None:
    s = bot_game("odyssey-2011", 12)
    assert s.turn == 2
    assert s.end is not None and s.end.kind == "pile" and s.end.pile == "short"
    assert "refill" in end_line(s.end, s.players)


@pytest.mark.parametrize("rid", ["refresh-2021", "odyssey-vi"])
def test_reshuffle_rulesets_end_on_the_score_target(rid: str) -> None:
    s = bot_game(rid, 6)
    assert max(s.scores) >= 30
    # the turn before the last ended below the target
    assert max(s.history[-2].scores_after) < 30
    assert conserved(s)


@settings(max_examples=15, deadline=None)
@given(
    rid=st.sampled_from(RULESET_IDS),
    seed=st.integers(0, 2**32 - 1),
    data=st.data(),
)
def test_bots_never_play_illegally_and_games_replay(
    rid: str, seed: int, data: st.DataObject
) -> None:
    rs = load_ruleset(rid)
    n = data.draw(st.integers(rs.min_players, rs.max_players))
    deck = data.draw(st.sampled_from(rs.decks))
    s = bot_game(rid, n, seed, deck)  # an illegal bot move would raise
    again = replay(s.setup, s.log)
    assert again == s
    assert decode(encode(s)) == s


def test_same_seed_same_game_other_seed_other_deal() -> None:
    a = new_game(Setup("odyssey-2011", names(5), (None,) * 5, 84, 7))
    b = new_game(Setup("odyssey-2011", names(5), (None,) * 5, 84, 7))
    c = new_game(Setup("odyssey-2011", names(5), (None,) * 5, 84, 8))
    assert a == b and a.hands != c.hands


def _voting_state() -> GameState:
    s = new_game(Setup("original-2008", ("Ann", "Bob", "Cy", "Di"), (None,) * 4, 84, 3))
    s = apply(s, GiveClue(0, s.hands[0][0], "moon"))
    for seat in (1, 2, 3):
        s = apply(s, HandIn(seat, (s.hands[seat][0],)))
    return s


def test_impossible_actions_are_refused_with_the_rule_named() -> None:
    s = new_game(Setup("original-2008", ("Ann", "Bob", "Cy", "Di"), (None,) * 4, 84, 3))
    with pytest.raises(IllegalAction, match="Ann's turn to be the storyteller") as e:
        apply(s, GiveClue(1, s.hands[1][0], "x"))
    assert e.value.rule == "storyteller"
    with pytest.raises(IllegalAction, match="does not hold"):
        apply(s, GiveClue(0, s.hands[1][0], "x"))
    s = apply(s, GiveClue(0, s.hands[0][0], "moon"))
    with pytest.raises(IllegalAction, match="own hand"):
        apply(s, HandIn(1, (s.hands[2][0],)))
    with pytest.raises(IllegalAction, match="hands in 1 card"):
        apply(s, HandIn(1, s.hands[1][:2]))
    with pytest.raises(IllegalAction, match="Not the time to vote"):
        apply(s, Vote(1, (1,)))
    v = _voting_state()
    own = v.place_of(v.handed_in[1][0])  # type: ignore[index]
    with pytest.raises(IllegalAction, match="their own card") as e:
        apply(v, Vote(1, (own,)))
    assert e.value.rule == "own card"
    with pytest.raises(IllegalAction, match="one vote"):
        apply(v, Vote(2, (1, 2)))
    with pytest.raises(IllegalAction, match="never votes"):
        apply(v, Vote(0, (1,)))


def test_a_three_player_round_scores_the_contando_rule() -> None:
    # 3 players, original-2008: only Bob finds Ann's card -> Ann and Bob 4 each (Contando);
    # Cy votes for Bob's card -> Bob +1; Cy 0.
    s = new_game(Setup("original-2008", ("Ann", "Bob", "Cy"), (None,) * 3, 84, 11))
    s = apply(s, GiveClue(0, s.hands[0][0], "moon"))
    s = apply(s, HandIn(1, s.hands[1][:2]))
    s = apply(s, HandIn(2, s.hands[2][:2]))
    assert len(s.table) == 5
    ann = s.owners.index(0) + 1
    bob = s.owners.index(1) + 1
    s = apply(s, Vote(1, (ann,)))
    s = apply(s, Vote(2, (bob,)))
    assert s.phase == "reveal"
    assert s.scores == (4, 5, 0)


def test_resume_codes_reject_damage_with_a_message() -> None:
    with pytest.raises(ResumeCodeError, match="starts with"):
        decode("hello")
    with pytest.raises(ResumeCodeError, match="damaged"):
        decode("dx1.!!!!")
    s = _voting_state()
    code = encode(s)
    assert decode(code) == s
    with pytest.raises(ResumeCodeError):
        decode(code[:-6])
    # plain words for a player, not the decompressor's ("Error -3 while decompressing…")
    for damaged in ("dx1.AAAA", code[:-5], code[:-1] + ("A" if code[-1] != "A" else "B")):
        with pytest.raises(ResumeCodeError) as err:
            decode(damaged)
        assert "Error" not in str(err.value) and "base64" not in str(err.value)


def test_the_engine_tour_runs() -> None:
    """The game from Python, as the report's tour shows it."""
    from explorer.game.resume import decode, encode

    setup = Setup(
        "original-2008",
        ("Sam", "Ada", "Bruno", "Chloé"),
        bots=(None, "good", "good", "expert"),
        deck=84,
        seed=1,
    )
    game = new_game(setup)
    game = apply(game, GiveClue(0, game.hands[0][2], "silver moon"))
    game = play_bots(game)
    assert game.phase == "reveal"
    assert game.last_round is not None and game.last_round.result.explain()
    game = apply(game, NextTurn())
    assert game.storyteller == 1
    assert replay(setup, game.log) == game
    assert decode(encode(game)) == game


def test_the_end_rule_in_words_follows_each_ruleset() -> None:
    from explorer.round.game_words import end_rule
    from explorer.rules.files import load_ruleset

    # DECISIONS.md: 2008 ends only on the pile; Odyssey 2011 at 30 or when the pile cannot
    # refill; the 10th Anniversary at 30 or, like 2008, when the last card is drawn; the
    # Vietnamese Odyssey and 2021 at 30, reshuffling the pile.
    assert "last card" in end_rule(load_ruleset("original-2008"))
    assert "no score target" in end_rule(load_ruleset("original-2008"))
    assert "30 points, or when the draw pile cannot refill" in end_rule(
        load_ruleset("odyssey-2011")
    )
    assert "30 points, or when the last card" in end_rule(load_ruleset("anniversary-10th"))
    for rid in ("odyssey-vi", "refresh-2021"):
        assert "30 points; an empty draw pile is refilled" in end_rule(load_ruleset(rid))


def test_three_players_reaching_the_target_are_listed_plainly() -> None:
    # 2021 rules with a house target of 3: A tells, B and C find A's card, D votes for B's
    state = new_game(Setup("refresh-2021~target:3", ("A", "B", "C", "D"), (None,) * 4, 84, 1))
    state = apply(state, GiveClue(0, state.hands[0][0], "moon"))
    for seat in (1, 2, 3):
        state = apply(state, HandIn(seat, state.hands[seat][:1]))
    teller, ben = state.own_places(0)[0], state.own_places(1)[0]
    for seat, place in ((1, teller), (2, teller), (3, ben)):
        state = apply(state, Vote(seat, (place,)))
    assert state.phase == "reveal" and state.scores == (3, 4, 3, 0)
    end = state.ends_after_this_turn()
    assert end is not None and end.reached == (0, 1, 2) and end.target == 3
    assert end_line(end, state.players) == "A, B and C all reached 3 points, the score target."
    assert state.end is None and state.winners == ()  # over only once the turn closes
    over = apply(state, NextTurn())
    assert over.phase == "over" and over.winners == ("B",) and over.end == end


def test_the_extra_finder_point_hint_follows_each_odyssey_text() -> None:
    from explorer.round.game_words import extra_point_hint
    from explorer.rules.files import load_ruleset

    # DECISIONS.md: at 7+ the French text gives +1 to a finder with a single marker; the
    # Vietnamese text (literal reading) to every finder; below 7 and elsewhere, no extra.
    french, vietnamese = load_ruleset("odyssey-2011"), load_ruleset("odyssey-vi")
    assert "single vote" in (extra_point_hint(french, 7) or "")
    assert "one vote or two" in (extra_point_hint(vietnamese, 12) or "")
    french_reading = vietnamese.with_readings({"vi-extra-point": "single-marker"})
    assert "single vote" in (extra_point_hint(french_reading, 8) or "")
    assert extra_point_hint(french, 6) is None
    assert extra_point_hint(load_ruleset("refresh-2021"), 8) is None


def test_the_victory_line_names_every_winner() -> None:
    from explorer.round.game_words import winners_sentence
    from tests.game.finished import finished

    seats = ("A", "B", "C", "D")
    # DECISIONS.md, 001: A at 28 and B at 29 gain 4 and 3: both on 32, a shared win
    tied = finished(seats, (32, 32, 5, 2))
    assert winners_sentence(tied) == "Shared victory: A and B, with 32 points each."
    three = finished(seats, (30, 30, 30, 2))
    assert winners_sentence(three) == "Shared victory: A, B and C, with 30 points each."
    alone = finished(seats, (31, 30, 2, 2))
    assert winners_sentence(alone) == "A wins with 31 points."


def test_emoji_names_and_clues_are_welcome_control_characters_are_not() -> None:
    from explorer.errors import IllegalAction, SetupError
    from explorer.game.actions import GiveClue

    # 👩‍🚀 and 👨‍👩‍👧 are joined by zero-width joiners, which are not "printable" in Python
    names = ("👩‍🚀 Ana", "שלום", "🇫🇷 Léa", "👨‍👩‍👧")
    state = new_game(Setup("refresh-2021", names, (None, "good", "good", "good"), 84, 1))
    clued = apply(state, GiveClue(0, state.hands[0][0], "🏴󠁧󠁢󠁳󠁣󠁴󠁿 a family 👨‍👩‍👧"))
    assert clued.clue == "🏴󠁧󠁢󠁳󠁣󠁴󠁿 a family 👨‍👩‍👧"
    for bad in ("A\u202eB", "A\x07B", "A\u2028B"):
        with pytest.raises(SetupError):
            new_game(Setup("refresh-2021", (bad, "B", "C", "D"), (None,) * 4, 84, 1))
        with pytest.raises(IllegalAction):
            apply(state, GiveClue(0, state.hands[0][0], bad))
