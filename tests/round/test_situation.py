"""Situation: validity, URL encode/decode (round trip through a real query string), presets."""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import parse_qs, urlencode

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer import score_round
from explorer.errors import SituationError
from explorer.links.score import decode, encode
from explorer.round.examples import EXAMPLES, example, find_example, with_example_edition
from explorer.round.presets import everybody_found, nobody_found, one_found, random_round
from explorer.round.situation import Situation, default_situation
from explorer.text.plain import plain_text

NAME_CHARS = st.characters(
    blacklist_categories=("Cs", "Cc"), blacklist_characters=",", min_codepoint=32
)
names_st = (
    st.text(NAME_CHARS, min_size=1, max_size=12).map(str.strip).filter(bool).filter(plain_text)
)
READINGS = {
    "contando-reach": ["three-players", "all-counts", "off"],
    "vi-extra-point": ["every-finder", "single-marker"],
}


@st.composite
def situations(draw: st.DrawFn) -> Situation:
    n = draw(st.integers(3, 12))
    players = tuple(draw(st.lists(names_st, min_size=n, max_size=n, unique_by=str.casefold)))
    teller = draw(st.integers(0, n - 1))
    votes: list[tuple[int, ...]] = []
    for seat in range(n):
        if seat == teller:
            votes.append(())
            continue
        others = [p for p in range(n) if p != seat]
        picks = draw(st.lists(st.sampled_from(others), min_size=1, max_size=2, unique=True))
        votes.append(tuple(picks))
    toggles = draw(st.sets(st.sampled_from(sorted(READINGS))))
    readings = tuple(sorted((k, draw(st.sampled_from(READINGS[k]))) for k in toggles))
    edition = draw(st.sampled_from([None, "refresh-2021", "original-2008"]))
    return Situation(players, teller, tuple(votes), readings, edition)


def _through_url(params: dict[str, str]) -> dict[str, list[str]]:
    return parse_qs(urlencode(params), keep_blank_values=True)


@given(situations())
def test_encode_decode_round_trip_through_a_query_string(s: Situation) -> None:
    assert decode(_through_url(encode(s)), readings=READINGS) == s
    assert decode(encode(s)) == s


@given(situations(), st.integers(3, 12))
def test_resizing_keeps_a_valid_table_and_the_kept_names(s: Situation, n: int) -> None:
    t = s.with_players(n, max_picks=1)
    assert t.n == n
    assert t.players[: min(n, s.n)] == s.players[: min(n, s.n)]
    assert not t.has_second_votes
    assert decode(encode(t)) == t


def test_no_parameters_give_the_default_table_silently() -> None:
    assert decode({}) == default_situation()
    assert decode({"utm_source": "x"}) == default_situation()


@pytest.mark.parametrize(
    ("params", "words"),
    [
        ({"names": "A,B"}, "3 to 12 players"),
        ({"names": "A,B,C", "n": "4"}, "says n=4"),
        ({"n": "lots"}, "whole number"),
        ({"names": "A,A,B"}, "names must differ"),
        ({"names": "A,,B"}, "cannot be empty"),
        ({"names": "A,B,C", "teller": "9"}, "seat number from 1 to 3"),
        ({"names": "A,B,C", "votes": "-,1"}, "2 vote entries for 3 players"),
        ({"names": "A,B,C", "votes": "-,2,1"}, "own card"),
        ({"names": "A,B,C", "votes": "-,-,1"}, "only the storyteller abstains"),
        ({"names": "A,B,C", "votes": "-,x,1"}, "seat number"),
        ({"names": "A,B,C", "votes": "-,3.3,1"}, "different cards"),
        ({"names": "A,B,C", "read": "contando-reach"}, "reading:choice"),
        ({"names": "A,B,C", "read": "nope:x"}, "no reading toggle"),
        ({"names": "A,B,C", "read": "contando-reach:sometimes"}, "has no choice"),
        ({"names": "A,B,C", "ed": "monopoly"}, "'monopoly'.*not an edition this site knows"),
    ],
)
def test_malformed_links_raise_a_clear_error(params: dict[str, str], words: str) -> None:
    with pytest.raises(SituationError, match=words):
        decode(params, readings=READINGS, editions=["refresh-2021", "original-2008"])


def test_missing_votes_default_to_everybody_finding_the_card() -> None:
    s = decode({"names": "X,Y,Z,W", "teller": "2"})
    assert s.storyteller == 1
    assert s.votes == ((1,), (), (1,), (1,))


def _outcome(s: Situation) -> tuple[str, tuple[str, ...]]:
    r = score_round("refresh-2021", s.storyteller_name, s.votes_by_name(), players=s.players)
    return r.outcome, r.finders


@pytest.mark.parametrize("n", range(3, 9))
def test_quick_setups_do_what_they_say(n: int) -> None:
    s = default_situation().with_players(n).with_storyteller(n - 1)
    assert _outcome(nobody_found(s))[0] == "none"
    assert _outcome(everybody_found(s))[0] == "all"
    outcome, finders = _outcome(one_found(s))
    assert len(finders) == 1
    assert outcome == "some"


def test_random_round_is_reproducible_and_valid() -> None:
    s = default_situation().with_players(9)
    a = random_round(s, 7, max_picks=2)
    assert a == random_round(s, 7, max_picks=2)
    assert decode(encode(a)) == a
    assert any(random_round(s, seed, max_picks=2) != a for seed in range(8, 12))
    assert not random_round(s, 3, max_picks=1).has_second_votes


def test_worked_examples_give_the_documents_numbers() -> None:
    # Numbers as printed in the rule documents (001 Russian, 003 Portuguese).
    documents = {
        "refresh-some": {"R": 3, "A": 4, "B": 3, "C": 1, "D": 0},
        "refresh-nobody": {"R": 0, "A": 4, "B": 3, "C": 3, "D": 2},
        "refresh-all": {"R": 0, "A": 2, "B": 2, "C": 2, "D": 2},
        "original-juliano": {"Léo": 5, "Juliano": 3, "Tomás": 1, "Matilde": 0, "Nicolau": 0},
    }
    assert {e.id for e in EXAMPLES} == set(documents)
    for eid, points in documents.items():
        s = example(eid).situation
        assert s.edition is not None
        r = score_round(s.edition, s.storyteller_name, s.votes_by_name(), players=s.players)
        assert r.points == points, eid
        assert dict(example(eid).expected) == points


def test_changes_refuse_impossible_tables() -> None:
    s = default_situation()
    with pytest.raises(SituationError, match="names must differ"):
        s.with_name(1, "A")
    with pytest.raises(SituationError, match="cannot be empty"):
        s.with_name(1, "   ")
    with pytest.raises(SituationError, match="comma"):
        s.with_name(1, "Ann, Bob")
    assert s.with_name(1, "  Zoé ").players[1] == "Zoé"
    t = s.with_storyteller(2)
    assert t.votes[2] == () and t.votes[0] == (2,)
    assert s.with_vote(1, 1, 3).votes[1] == (0, 3)
    assert s.with_vote(1, 1, 3).with_vote(1, 0, 3).votes[1] == (3,)


def test_a_link_that_cannot_be_read_whole_keeps_its_good_parts() -> None:
    from explorer.links.score import decode_salvaged

    s, dropped = decode_salvaged({"names": "X,Y,Z,W", "teller": "9", "votes": "zz"})
    assert s.players == ("X", "Y", "Z", "W") and s.storyteller == 0
    assert s.votes == ((), (0,), (0,), (0,))
    assert len(dropped) == 2 and any("not 9" in d for d in dropped)
    # a storyteller that contradicts the votes gives way to them (the votes say more)
    s, dropped = decode_salvaged({"names": "X,Y,Z,W", "teller": "2", "votes": "-,3,1,1"})
    assert s.storyteller == 0 and s.votes == ((), (2,), (0,), (0,))
    assert dropped and dropped[0].startswith("the storyteller")
    # the names win over a contradicting player count
    s, dropped = decode_salvaged({"names": "X,Y,Z", "n": "7"})
    assert s.players == ("X", "Y", "Z") and dropped[0].startswith("the player count")
    # a good link loses nothing; nothing usable gives the default table
    assert decode_salvaged(encode(default_situation())) == (default_situation(), ())
    s, dropped = decode_salvaged({"names": "A,A", "teller": "x"})
    assert s == default_situation() and len(dropped) == 2


def test_names_with_emoji_sequences_pass_control_characters_do_not() -> None:
    from explorer.text.names import check_name

    assert check_name("👩‍🚀 Ana") == "👩‍🚀 Ana"
    for bad in ("A\x07B", "A\u202eB", "A\nB"):
        with pytest.raises(SituationError, match="control characters"):
            check_name(bad)


def test_the_examples_edition_follows_the_table() -> None:
    # QA regression: a link with `ed` but another table starred that edition's column.
    stale = replace(default_situation(), edition="refresh-2021")
    assert with_example_edition(stale).edition is None
    some = example("refresh-some").situation
    assert with_example_edition(replace(some, edition=None)).edition == "refresh-2021"
    assert with_example_edition(replace(some, edition="original-2008")).edition == "refresh-2021"
    assert with_example_edition(some) is some
    assert with_example_edition(some.with_name(0, "Rita")).edition is None
    juliano = example("original-juliano").situation
    assert with_example_edition(replace(juliano, edition=None)).edition == "original-2008"


EXAMPLE_TABLES = st.builds(
    lambda e, ed: replace(e.situation, edition=ed),
    st.sampled_from(EXAMPLES),
    st.sampled_from([None, "refresh-2021", "original-2008"]),
)


@given(st.one_of(situations(), EXAMPLE_TABLES))
def test_an_edition_survives_only_on_a_worked_examples_table(s: Situation) -> None:
    t = with_example_edition(s)
    assert (t.edition is not None) == (find_example(t) is not None)
    assert (t.players, t.storyteller, t.votes, t.readings) == (
        s.players,
        s.storyteller,
        s.votes,
        s.readings,
    )
    assert with_example_edition(t) == t
