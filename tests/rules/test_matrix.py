"""Rules matrix, the Odyssey documents' disagreements, pile consequences, Compare filters."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.links.compare import (
    CompareFilters,
    LinkError,
    decode_filters,
    decode_filters_salvaged,
    encode_filters,
)
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.matrix import (
    basis_differences,
    disagreements,
    pile_table,
    rules_matrix,
    same_box_pairs,
)
from explorer.rules.specs import RULE_SPECS

IDS = [r.id for r in load_rulesets()]


def test_differing_rows_are_the_rules_the_documents_disagree_on() -> None:
    rows = {r.rule: r for r in rules_matrix(load_rulesets())}
    assert list(rows) == list(RULE_SPECS)
    differ = {name for name, r in rows.items() if r.differs}
    # From DECISIONS.md: players 3–6 / 3–8 / 3–12; two votes at 7+ only in Odyssey; the 4-point
    # rule only in 2008; cap 3 only in Odyssey; extra finder point only in Odyssey (two
    # readings); no 30-point end in 2008; three empty-pile rules; 168/252-card decks only in
    # the anniversary expansion; six cards at 3 players only in the anniversary expansion.
    assert differ == {
        "players",
        "hand_size",
        "max_votes",
        "exactly_one_finder",
        "bonus_cap",
        "extra_finder",
        "score_target",
        "empty_pile",
        "decks",
    }
    # Cards handed in agree wherever two rulesets both play that count; the hand differs only
    # at 3 players (6 in the anniversary expansion, 7 elsewhere).
    assert not rows["cards_handed_in"].differs and not rows["extra_cap"].differs
    by_count: dict[int, set[str]] = {}
    for _, cell in rows["hand_size"].cells:
        for n, v in cell.by_count:
            by_count.setdefault(n, set()).add(v)
    assert [n for n, v in by_count.items() if len(v) > 1] == [3]


def test_a_matrix_of_one_ruleset_differs_nowhere() -> None:
    assert not any(r.differs for r in rules_matrix([load_ruleset("refresh-2021")]))


def test_the_two_odyssey_documents_disagree_on_the_extra_point_and_the_pile() -> None:
    pairs = same_box_pairs(load_rulesets())
    assert [(a.id, b.id) for a, b in pairs] == [("odyssey-2011", "odyssey-vi")]
    a, b = pairs[0]
    found = {d.rule: d for d in disagreements(a, b)}
    assert set(found) == {"extra_finder", "empty_pile"}
    assert "one-vote finders" in found["extra_finder"].left.text
    assert "every finder" in found["extra_finder"].right.text
    assert "reshuffle" in found["empty_pile"].right.text
    # the French text gives no minimum and no 3-player variant: the publisher fills it in
    silent = {d.rule for d in basis_differences(a, b)}
    assert {"players", "hand_size", "cards_handed_in"} <= silent


def test_cells_carry_their_provenance() -> None:
    row = next(r for r in rules_matrix(load_rulesets()) if r.rule == "extra_finder")
    vi = row.cell("odyssey-vi")
    assert vi.bases == ("decision",) and vi.is_reading
    fr = row.cell("odyssey-2011")
    (src,) = fr.sources
    assert src.provenance.quote and src.provenance.translation
    assert src.provenance.document == "Dixit Odyssey rulebook, French (with Dutch notes)"


def test_pile_consequences_match_the_documents() -> None:
    table = pile_table(load_rulesets(), (84, 168))
    turns = {(p.ruleset_id, p.players, p.deck): p.turns for p in table}
    # DECISIONS.md: 13 / 15 / 11 / 8 turns at 3 / 4 / 5 / 6 players; Odyssey at 12 players: 2.
    assert [turns["original-2008", n, 84] for n in (3, 4, 5, 6)] == [13, 15, 11, 8]
    assert turns["odyssey-2011", 12, 84] == 2
    assert turns["refresh-2021", 5, 84] is None  # reshuffle: the pile never ends it
    assert ("original-2008", 7, 84) not in turns
    assert turns["odyssey-2011", 12, 168] > turns["odyssey-2011", 12, 84]


def test_filters_round_trip_and_defaults() -> None:
    rules = list(RULE_SPECS)
    f = CompareFilters(("odyssey-vi", "odyssey-2011"), True, "bonus_cap", 168)
    assert decode_filters(encode_filters(f, IDS), IDS, rules, (84, 168)) == f
    assert encode_filters(CompareFilters(tuple(IDS)), IDS) == {}
    assert decode_filters({}, IDS, rules, (84, 168)) == CompareFilters(tuple(IDS))


@pytest.mark.parametrize(
    ("params", "words"),
    [
        ({"show": "chess"}, "'chess'.*is not an edition this site knows"),
        ({"show": ","}, "no ruleset at all"),
        ({"show": "odyssey-vi,odyssey-vi"}, "twice"),
        ({"diff": "yes"}, "'diff' is 1"),
        ({"rule": "castling"}, "no rule called"),
        ({"deck": "12"}, "one of 84, 168"),
    ],
)
def test_bad_filters_raise_a_clear_error(params: dict[str, str], words: str) -> None:
    with pytest.raises(LinkError, match=words):
        decode_filters(params, IDS, list(RULE_SPECS), (84, 168))


def _salvaged(params: dict[str, Any]) -> tuple[CompareFilters, tuple[str, ...]]:
    return decode_filters_salvaged(params, IDS, list(RULE_SPECS), (84, 168))


def test_salvaged_filters_keep_the_good_parts_and_say_why_the_others_went() -> None:
    f, notes = _salvaged(
        {"show": "odyssey-vi,chess,refresh-2021", "diff": "maybe", "rule": "bonus_cap"}
    )
    assert f == CompareFilters(("odyssey-vi", "refresh-2021"), False, "bonus_cap", 84)
    assert len(notes) == 2
    assert "'chess'" in notes[0] and "not an edition this site knows" in notes[0]
    assert "'maybe'" in notes[1] and "differ" in notes[1]
    f, notes = _salvaged({"show": "odyssey-vi,odyssey-vi", "diff": "1", "deck": "12"})
    assert f == CompareFilters(("odyssey-vi",), True, None, 84)
    assert len(notes) == 1 and "84, 168" in notes[0]


@pytest.mark.parametrize("params", [{"show": "chess"}, {"show": ","}, {"show": "chess,go"}])
def test_salvaged_filters_with_no_usable_edition_show_every_edition(
    params: dict[str, Any],
) -> None:
    f, notes = _salvaged({**params, "rule": "ties"})
    assert f == CompareFilters(tuple(IDS), False, "ties", 84)
    assert len(notes) == 1 and notes[0].startswith("the editions shown")


@given(
    st.lists(st.sampled_from([*IDS, "chess", "go", ""]), max_size=7),
    st.sampled_from([None, "0", "1", "yes"]),
    st.sampled_from([None, "bonus_cap", "castling"]),
    st.sampled_from([None, "84", "168", "12", "x"]),
)
def test_salvaged_filters_agree_with_the_strict_reader_on_good_links(
    show: list[str], diff: str | None, rule: str | None, deck: str | None
) -> None:
    params = {
        k: v
        for k, v in {"show": ",".join(show), "diff": diff, "rule": rule, "deck": deck}.items()
        if v is not None
    }
    f, notes = _salvaged(params)
    try:
        strict = decode_filters(params, IDS, list(RULE_SPECS), (84, 168))
    except LinkError:
        strict = None
    if strict is not None:
        assert (f, notes) == (strict, ())
    else:
        # a bad link: the salvaged filters are themselves a good link, and keep what was good
        assert decode_filters(encode_filters(f, IDS), IDS, list(RULE_SPECS), (84, 168)) == f
        assert set(f.rulesets) >= {x for x in show if x in IDS}
        if rule == "bonus_cap":
            assert f.rule == "bonus_cap"
        if deck == "168":
            assert f.deck == 168
