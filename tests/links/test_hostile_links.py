"""Links a visitor can send to take a page down, each answered by one clear note (issue #10).

Every row: the part that cannot be read is left out with a note that says why (short, the link
text quoted back at most `SHOWN` characters long), and every other part of the link is kept.
The number readers accept ASCII digits only and a bounded count of them; the unknown parts
quoted back are bounded too, so no link makes a note (or the work behind it) grow with its size.
"""

from __future__ import annotations

import base64
import contextlib
import gc
import json
import tracemalloc
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.errors import DixitError, ResumeCodeError, SetupError
from explorer.game import resume
from explorer.game.setup import RULES_CACHE, _built, rules_for
from explorer.links.base import MAX_DIGITS, SHOWN, decimal, whole_number
from explorer.links.compare import CompareLink
from explorer.links.lab import MAX_LISTED, LabLink
from explorer.links.practice import PracticeLink
from explorer.links.score import ScoreLink
from explorer.round.situation import default_situation
from explorer.rules.files import load_rulesets

NESTED = "dx1.eNqLjh4Fo2AUDHcQOwpGwSgY9gAAbqbO3w"  # 1,000 nested brackets
LONGEST_NOTE = 200 + 2 * SHOWN  # a note's own words, and at most two quoted parts of the link


@pytest.fixture(scope="module")
def score_link() -> ScoreLink:
    return ScoreLink(load_rulesets())


@pytest.fixture(scope="module")
def compare_link() -> CompareLink:
    return CompareLink(tuple(r.id for r in load_rulesets()), ("bonus_cap",))


@pytest.fixture(scope="module")
def lab_link() -> LabLink:
    return LabLink(tuple((r.id, r.min_players, r.max_players) for r in load_rulesets()))


# --- the number readers -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "text", ["²", "٣", "１", "3²", "⑤", "𝟓", "9" * 13, "9" * 5000, "", "+", "1_0"]
)
def test_whole_number_takes_ascii_digits_only_and_a_bounded_count(text: str) -> None:
    assert whole_number(text) is None


@given(st.text(max_size=30))
def test_whole_number_never_raises_and_reads_only_what_int_reads_in_ascii(text: str) -> None:
    n = whole_number(text)
    if n is not None:
        assert text.strip().lstrip("+-").isascii()
        assert n == int(text.strip())
        assert len(str(abs(n))) <= MAX_DIGITS


@given(st.text(max_size=40))
def test_decimal_never_raises(text: str) -> None:
    value = decimal(text)
    assert value is None or value == value  # never NaN


# --- Score --------------------------------------------------------------------------------------
SCORE_ROWS = [
    ({"teller": "²"}, "the storyteller", "names"),
    ({"n": "²"}, "the player count", None),
    ({"names": "A,B,C", "votes": "-,²,1"}, "the votes", "names"),
    ({"names": "A,B,C", "n": "²"}, "the player count", "names"),
    ({"names": "A,B,C", "n": "٣"}, "the player count", "names"),
    ({"n": "9" * 5000}, "the player count", None),
    ({"teller": "9" * 5000}, "the storyteller", None),
    ({"teller": "9" * 3000}, "the storyteller", None),
    ({"names": "A,B,C", "votes": "-," + "9" * 3000 + ",1"}, "the votes", "names"),
    ({"names": "A,B,C", "read": "x" * 3000 + ":y"}, "the reading toggles", "names"),
    ({"names": "A,B,C", "ed": "é" * 3000}, "the worked example", "names"),
]


@pytest.mark.parametrize(("params", "part", "kept"), SCORE_ROWS)
def test_score_link_leaves_out_the_bad_part_with_one_short_note(
    score_link: ScoreLink, params: dict[str, str], part: str, kept: str | None
) -> None:
    decoded = score_link.decode({k: [v] for k, v in params.items()})
    assert len(decoded.notes) == 1
    note = decoded.notes[0]
    assert note.startswith(part)
    assert len(note) < LONGEST_NOTE
    if kept == "names":
        assert decoded.value.players == tuple(params.get("names", "A,B,C,D,E").split(","))
    else:
        assert decoded.value == default_situation()


# --- Compare ------------------------------------------------------------------------------------
@pytest.mark.parametrize("deck", ["²", "٨٤", "9" * 5000, "9" * 3000, "84" + "0" * 20])
def test_compare_link_keeps_the_rest_when_the_deck_is_bad(
    compare_link: CompareLink, deck: str
) -> None:
    decoded = compare_link.decode({"deck": [deck], "diff": ["1"], "show": ["refresh-2021"]})
    assert decoded.value.deck == 84
    assert decoded.value.only_differing and decoded.value.rulesets == ("refresh-2021",)
    assert len(decoded.notes) == 1 and decoded.notes[0].startswith("the deck")
    assert len(decoded.notes[0]) < LONGEST_NOTE


def test_compare_link_quotes_a_few_unknown_editions_and_counts_the_rest(
    compare_link: CompareLink,
) -> None:
    show = ",".join(f"edition-{i}" for i in range(300))
    decoded = compare_link.decode({"show": [show]})
    assert decoded.value.rulesets == compare_link.editions
    assert len(decoded.notes) == 1 and "295 more" in decoded.notes[0]
    assert len(decoded.notes[0]) < 500


# --- the lab --------------------------------------------------------------------------------------
def test_lab_link_reads_a_bounded_number_of_editions(lab_link: LabLink) -> None:
    decoded = lab_link.decode({"rulesets": ["refresh-2021"] + ["x" * 3000] * 5000})
    assert decoded.value.rulesets == ("refresh-2021",)
    assert any(f"first {MAX_LISTED}" in n for n in decoded.notes)
    assert sum(len(n) for n in decoded.notes) < 1000


@pytest.mark.parametrize("seed", ["²", "9" * 5000, "1e400", "nan", "٣"])
def test_lab_link_numbers_fall_back_with_a_note(lab_link: LabLink, seed: str) -> None:
    decoded = lab_link.decode({"seed": [seed], "players": ["6"]})
    assert decoded.value.players == 6
    assert decoded.value.seed >= 0
    assert len(decoded.notes) == 1 and len(decoded.notes[0]) < LONGEST_NOTE


# --- Practice: the resume code ----------------------------------------------------------------
def test_a_code_of_a_thousand_nested_brackets_is_refused_as_damaged() -> None:
    assert resume._depth("[" * 1000 + "]" * 1000) > resume.MAX_DEPTH
    with pytest.raises(ResumeCodeError, match="damaged"):
        resume.decode(NESTED)
    assert PracticeLink().decode({"game": [NESTED]}).value == NESTED  # read by the page


@given(st.text(alphabet='"\\[]{}a\n', max_size=60))
def test_the_depth_scan_skips_strings_in_one_pass(text: str) -> None:
    """The scan reads the text once, character by character, and never counts a bracket
    inside a string (an unclosed `"\\"\\"…` once cost minutes with a rescanning pattern)."""
    assert resume._depth(text) >= 0
    assert resume._depth('"' + text.replace('"', "").replace("\\", "") + '"') == 0


def test_a_real_code_nests_within_the_bound() -> None:
    from explorer.game.play import new_game
    from explorer.game.setup import Setup

    state = new_game(Setup("odyssey-2011", ("A", "B", "C"), (None, "good", "good"), 84, 1))
    code = resume.encode(state)
    assert resume.decode(code) == state


# --- the game's ruleset cache ------------------------------------------------------------------
def test_a_reading_given_twice_is_refused_before_any_work() -> None:
    before = _built.cache_info()
    for k in range(2, 300):
        with pytest.raises(SetupError, match="only once"):
            rules_for("refresh-2021", (("contando-reach", "on"),) * k)
    after = _built.cache_info()
    assert (after.hits, after.misses) == (before.hits, before.misses)


def test_the_ruleset_cache_is_bounded_and_keyed_in_order() -> None:
    rulesets = load_rulesets()
    pairs = [(rs.id, ((r.id, c.id),)) for rs in rulesets for r in rs.readings for c in r.choices]
    for rid, readings in pairs * 3:
        rules_for(rid, readings)
    for i in range(3 * RULES_CACHE):  # unknown toggles: refused, never kept
        with pytest.raises(DixitError):
            rules_for("refresh-2021", ((f"toggle-{i}", "on"),))
    assert _built.cache_info().currsize <= RULES_CACHE
    assert _built.cache_info().maxsize == RULES_CACHE
    two = [(r.id, r.choices[0].id) for r in rulesets[0].readings[:2]]
    if len(two) == 2:
        assert rules_for(rulesets[0].id, tuple(two)) is rules_for(
            rulesets[0].id, tuple(reversed(two))
        )


# --- nothing a visitor sends grows the server -------------------------------------------------
def _hostile_links(count: int) -> list[dict[str, list[str]]]:
    """`count` distinct hostile links across the pages' codecs (non-ASCII digits, long numbers,
    unknown names and editions, damaged codes; the longest values have their own tests)."""
    links = []
    for i in range(count):
        junk = f"{i}" + "²" * (i % 7) + "9" * (i % 300)
        links.append(
            {
                "names": [",".join(f"N{i}-{j}" for j in range(i % 5))],
                "teller": [junk],
                "votes": [junk + ",-," + junk],
                "read": [f"r{i}:{junk}"],
                "n": [junk],
                "deck": [junk],
                "show": [",".join(f"e{i}-{j}" for j in range(i % 40))],
                "seed": [junk],
                "rulesets": [f"x{i}-{j}" for j in range(i % 20)],
                "game": [NESTED[: 4 + i % len(NESTED)] + str(i)],
            }
        )
    return links


def test_three_thousand_hostile_links_grow_memory_by_at_most_20_mb(
    score_link: ScoreLink, compare_link: CompareLink, lab_link: LabLink
) -> None:
    links = _hostile_links(3000)
    practice = PracticeLink()

    def visit(params: dict[str, list[str]], i: int) -> None:
        score_link.decode(params)
        compare_link.decode(params)
        lab_link.decode(params)
        code = practice.decode(params).value
        with contextlib.suppress(ResumeCodeError):
            resume.decode(code or "")
        with contextlib.suppress(DixitError):  # refused, as it should be
            rules_for("refresh-2021", ((f"t{i}", "on"),) * (1 + i % 3))

    visit(links[0], 0)  # imports and first-use caches are not growth
    gc.collect()
    tracemalloc.start()
    try:
        start, _ = tracemalloc.get_traced_memory()
        for i, params in enumerate(links):
            visit(params, i)
        gc.collect()
        end, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert end - start <= 20 * 1024 * 1024, f"{(end - start) / 1e6:.1f} MB kept"


def _code(payload: dict[str, object]) -> str:
    raw = json.dumps(payload, separators=(",", ":")).encode()
    return resume.PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def test_300_practice_links_repeating_one_reading_are_refused_and_kept_nowhere() -> None:
    """The issue's row: short codes whose set-up repeats one reading option k times used to be
    built and kept, each under its own key (+285 MB for 300, never freed)."""
    reading = next(r for rs in load_rulesets() for r in rs.readings)
    owner = next(rs.id for rs in load_rulesets() if reading in rs.readings)
    before = _built.cache_info()
    for k in range(2, 302):
        code = _code(
            {
                "r": owner,
                "p": ["A", "B", "C"],
                "b": [None, "good", "good"],
                "d": 84,
                "s": 1,
                "o": [[reading.id, reading.choices[0].id]] * k,
                "a": [],
            }
        )
        assert len(code) < 300  # short links: the repeats compress away
        # refused before any ruleset is built: a toggle set twice, or (past 64) too many
        with pytest.raises(ResumeCodeError, match="only once|damaged"):
            resume.decode(code)
    after = _built.cache_info()
    assert (after.misses, after.currsize) == (before.misses, before.currsize)
