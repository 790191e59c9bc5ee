"""Every takeaway's verdict agrees with the interval printed beside it, whatever the numbers
(Hypothesis over win shares, game counts and pile shares); ties are said as ties and degenerate
games are labelled and kept out of "shortest" and "longest"."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.lab import game_takeaways as say
from explorer.lab.clue_model import ClueModel
from explorer.lab.summary import GamesStats
from explorer.lab.sweeps import GamesSweep
from explorer.rules.endgame import pile_turns
from explorer.rules.files import load_ruleset
from tests.lab.test_stats import PRINTED

MODEL = ClueModel(mean=0.5)


def stats_of(
    rid: str,
    players: int,
    games: int,
    shares: list[float],
    *,
    deck: int = 84,
    turns: dict[int, int] | None = None,
    pile: int = 0,
) -> GamesStats:
    """Games whose seats win `shares` of the time, lasting `turns` ({turns: games})."""
    turns = turns or {10: games}
    counts = [0] * (max(turns) + 1)
    for t, c in turns.items():
        counts[t] = c
    return GamesStats(
        ruleset=load_ruleset(rid),
        players=players,
        deck=deck,
        model=MODEL,
        seed=1,
        games=games,
        turn_counts=tuple(counts),
        end_reason_counts={"score_target": games - pile, "deck": pile},
        margin_counts=(games // 2, games - games // 2),
        winner_score_mean=30.0,
        winner_score_sd=2.0,
        shared_wins=0,
        win_chance_by_seat=tuple(shares),
        score_mean_by_seat=(20.0,) * players,
    )


def verdicts(text: str) -> list[tuple[float, float, bool]]:
    out = []
    for m in PRINTED.finditer(text):
        low, high = (float(g.replace("−", "-")) for g in m.groups()[:2])
        out.append((low, high, m.group(3) == "more than"))
    return out


weights = st.lists(st.floats(0.05, 1.0), min_size=4, max_size=4)


@settings(max_examples=120, deadline=None)
@given(
    first=weights,
    second=weights,
    games=st.integers(50, 20_000),
)
def test_the_seat_line_s_verdict_is_its_interval_s(
    first: list[float], second: list[float], games: int
) -> None:
    played = [
        stats_of(rid, 4, games, [w / sum(ws) for w in ws])
        for rid, ws in (("original-2008", first), ("refresh-2021", second))
    ]
    text = say.seat_takeaway(played)
    ((low, high, more),) = verdicts(text)
    assert more == (low > 0 or high < 0), text
    # the largest of the 8 gaps is judged with Šidák's wider interval, said in words
    assert "judged as the largest of 8 gaps, with a wider interval (99.4% interval" in text
    assert "edge" not in text
    said = re.search(r"([0-9.]+) points (more|less) than a fair share", text)
    if said is None:  # a gap that prints as 0.0
        assert "as much as a fair share" in text and low <= 0 <= high
    else:  # the gap printed lies in its interval, on the side it says
        gap = float(said.group(1))
        signed = gap if said.group(2) == "more" else -gap
        assert low - 0.05 <= signed <= high + 0.05


@settings(max_examples=80, deadline=None)
@given(
    piles=st.lists(st.integers(0, 1000), min_size=3, max_size=3),
    games=st.integers(200, 5000),
)
def test_the_deck_line_s_verdicts_are_their_intervals(piles: list[int], games: int) -> None:
    rs = load_ruleset("anniversary-10th")
    decks = (84, 168, 252)
    points = tuple(
        stats_of("anniversary-10th", 6, games, [1 / 6] * 6, deck=d, pile=min(p, games))
        for d, p in zip(decks, piles, strict=True)
    )
    sweep = GamesSweep(
        rs, "deck", (6,) * 3, decks, points, tuple(pile_turns(rs, 6, d) for d in decks)
    )
    text = say.deck_sweep_takeaway([sweep])
    found = verdicts(text)
    assert len(found) == 2, text  # 168 and 252 cards, each against 84
    for low, high, more in found:
        assert more == (low > 0 or high < 0), text
    assert text.count("percentage points") == 2 and "than with 84 cards" in text


def test_a_tie_is_said_as_a_tie() -> None:
    # the issue: 2008 and the 10th Anniversary both last 8 turns, and only one was named
    a = stats_of("original-2008", 6, 1000, [1 / 6] * 6, turns={8: 1000})
    b = stats_of("anniversary-10th", 6, 1000, [1 / 6] * 6, turns={8: 1000})
    c = stats_of("refresh-2021", 6, 1000, [1 / 6] * 6, turns={10: 500, 12: 500})
    text = say.game_length_takeaway([a, b, c])
    assert "Shortest on average: Dixit (2008) and Dixit 10th Anniversary; longest: Dixit " in text
    assert "(editions named together are tied" in text
    # two means whose gap could be chance are a tie too
    d = stats_of("refresh-2021", 6, 1000, [1 / 6] * 6, turns={10: 500, 11: 500})
    e = stats_of("odyssey-2011", 6, 1000, [1 / 6] * 6, turns={10: 490, 11: 510})
    assert "they all last as long" in say.game_length_takeaway([d, e])
    assert "Shortest on average: Dixit (2008); longest: Dixit (2021 refresh)." in (
        say.game_length_takeaway([a, c])
    )


def test_degenerate_games_are_labelled_and_kept_out_unless_asked() -> None:
    # 12 players on 84 cards: the 10th Anniversary's pile ends every game after 1 turn
    short = stats_of("anniversary-10th", 12, 500, [1 / 12] * 12, turns={1: 500})
    assert short.degenerate and short.pile_limit == 1
    real = stats_of("odyssey-vi", 12, 500, [1 / 12] * 12, turns={6: 250, 8: 250})
    text = say.game_length_takeaway([short, real])
    assert "always ends after 1 turn: the pile runs out (a degenerate game" in text
    assert "Shortest" not in text  # one real game: nothing to compare
    asked = say.game_length_takeaway([short, real], include_degenerate=True)
    assert "Shortest on average: Dixit 10th Anniversary; longest: Dixit Odyssey (Vietnamese" in (
        asked
    )
