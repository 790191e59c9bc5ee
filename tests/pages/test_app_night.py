"""AppTest: a game night entered on the page gives the engine's totals; undo and an edit of a
past round recompute; the link reopens the same evening in a fresh session; the every-edition
table is the engine's; bad links and bad presses are harmless."""

from __future__ import annotations

import random
import re
from typing import Any

from streamlit.testing.v1 import AppTest

from explorer.i18n import tr
from explorer.links.night import encode_night, read_code
from explorer.night.editions import every_edition
from explorer.night.evening import Night, Round
from explorer.night.tally import tally, tally_until
from explorer.rules.files import load_ruleset
from tests.conftest import ROOT

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eve")


def page(params: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/night.py"), default_timeout=60)
    for k, v in (params or {}).items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def plain(markdown: str) -> str:
    """Markdown as read: the page escapes every text it shows (`explorer.text.escape.esc`)."""
    return re.sub(r"\\(.)", r"\1", markdown)


def shown(elements: Any) -> str:
    return "\n".join(plain(e.value) for e in elements)


def button(at: AppTest, start: str) -> Any:
    found = [b for b in at.button if b.label.startswith(start)]
    assert found, f"no button {start!r}: {[b.label for b in at.button]}"
    return found[0]


def night_of(at: AppTest) -> Night:
    code = at.query_params["night"]
    value = read_code(code[0] if isinstance(code, list) else code).value
    assert value is not None
    return value


def start(at: AppTest, ruleset: str = "refresh-2021") -> AppTest:
    at.selectbox(key="gn_rules").set_value(ruleset).run()
    for i, name in enumerate(NAMES):
        at.text_input(key=f"gn_name_{i}").set_value(name)
    button(at, "Start the evening").click().run()
    assert not at.exception, at.exception
    return at


def enter(at: AppTest, teller: int, votes: dict[int, int]) -> AppTest:
    """Tap the storyteller (when not the proposed one), then each voter's choice, then send."""
    k = len(night_of(at).rounds) + 1
    proposed = night_of(at).next_storyteller()
    if teller != proposed:
        at.button_group(key=f"tap_t{k}").set_value(teller).run()
    for seat, owner in votes.items():
        at.button_group(key=f"tap_{k}_{seat}").set_value(owner)
    button(at, f"Score round {k}").click().run()
    assert not at.exception, at.exception
    return at


def random_round(rng: random.Random, n: int, teller: int) -> dict[int, int]:
    return {s: rng.choice([p for p in range(n) if p != s]) for s in range(n) if s != teller}


def twelve_rounds(seed: int) -> tuple[Night, list[tuple[int, dict[int, int]]]]:
    """Twelve random rounds at five players that the 2021 rules still score (nobody reaches
    30 before the twelfth), one of them told out of seat order."""
    rng = random.Random(seed)
    while True:
        night, entered = Night(NAMES, "refresh-2021"), []
        for k in range(12):
            teller = k % 5 if k != 4 else 2
            votes = random_round(rng, 5, teller)
            entered.append((teller, votes))
            picks = tuple(() if s == teller else (votes[s],) for s in range(5))
            night = night.with_round(Round(teller, picks))
        end = tally_until(night, load_ruleset("refresh-2021")).end
        if end is None or end.after_round == 12:
            return night, entered


def test_twelve_rounds_at_five_players_give_the_engine_totals() -> None:
    at = start(page())
    expected, entered = twelve_rounds(7)
    for teller, votes in entered:
        enter(at, teller, votes)
    night = night_of(at)
    assert night.rounds == expected.rounds
    t = tally(expected)
    standings = shown(at.markdown)
    for seat, name in enumerate(NAMES):
        assert f"| {name} | {t.totals[seat]} |" in standings
    assert "Round 12 scored." in shown(at.success)


def test_undo_and_an_edit_of_round_three_recompute() -> None:
    at = start(page())
    rounds = [
        {1: 0, 2: 0, 3: 1, 4: 3},
        {0: 1, 2: 0, 3: 1, 4: 1},
        {0: 2, 1: 2, 3: 2, 4: 2},  # round 3: everybody finds Cleo's card
        {0: 3, 1: 0, 2: 1, 4: 3},
    ]
    for k, votes in enumerate(rounds):
        enter(at, k, votes)
    before = tally(night_of(at))
    button(at, "↩ Undo round 4").click().run()
    assert len(night_of(at).rounds) == 3
    assert tally(night_of(at)).totals == before.rounds[2].totals
    enter(at, 3, rounds[3])
    at.selectbox(key="gn_pick_edit_4").set_value(3).run()
    assert any("Editing round 3" in i.value for i in at.info)
    at.button_group(key="gn_edit_3_0").set_value(1)  # Ana now votes for Ben: some found
    button(at, "Save round 3").click().run()
    assert not at.exception, at.exception
    after = tally(night_of(at))
    assert night_of(at).rounds[2].votes[0] == (1,)
    assert after.rounds[1].totals == before.rounds[1].totals
    assert after.rounds[2].points != before.rounds[2].points
    assert after.totals == tuple(
        t - b + a
        for t, b, a in zip(
            before.totals, before.rounds[2].points, after.rounds[2].points, strict=True
        )
    )
    assert "Editing round 3" not in "".join(i.value for i in at.info)
    said = shown(at.success)  # who gained or lost, not only "Round 3 changed."
    assert "Round 3 changed. Totals: " in said
    for seat, name in enumerate(NAMES):
        b, a = before.totals[seat], after.totals[seat]
        if a != b:
            assert f"{name}: {b} → {a} (" in said


def test_the_link_reopens_the_same_evening_in_a_fresh_session() -> None:
    at = start(page())
    enter(at, 0, {1: 0, 2: 0, 3: 1, 4: 3})
    enter(at, 1, {0: 1, 2: 0, 3: 1, 4: 1})
    code = at.query_params["night"]
    again = page({"night": code[0] if isinstance(code, list) else code})
    assert night_of(again) == night_of(at)
    mark = lambda a: [m.value for m in a.markdown if m.value.startswith("| Player")]  # noqa: E731
    assert mark(again) == mark(at)
    assert button(again, "Score round 3")


def test_the_every_edition_table_is_the_engines() -> None:
    night = Night((*NAMES[:4], "Fay", "Gus", "Hal"), "odyssey-2011")
    night = night.with_round(Round(0, ((), (0,), (1, 0), (1,), (1,), (2,), (2,))))
    at = page({"night": encode_night(night)})
    e = every_edition(night)
    frame = at.dataframe[0].value
    scored = [t for t in e.tallies if t.rounds]
    assert list(frame.columns) == ["Player", *(tr(t.rules.name) for t in scored)]
    for t in scored:
        column = list(frame[tr(t.rules.name)])
        assert column[-1] == str(len(t.rounds))  # the rounds it could count
        for seat in range(night.n):
            assert column[seat] == str(t.totals[seat]) + (" 🏆" if seat in t.winners else "")
    statuses = shown(at.markdown)
    assert "Round 1: Cleo cast 2 votes" in statuses  # 2021 allows one vote
    assert "is for 3 to 6 players, not 7" in statuses  # 2008 cannot seat seven
    assert "Round 1 is the first where the editions disagree." in shown(at.info)


def test_a_round_after_the_end_is_not_offered_and_the_end_is_announced() -> None:
    six = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Fay")
    night = Night(six, "original-2008")
    for k in range(8):
        night = night.with_round(
            Round(k % 6, tuple(() if s == k % 6 else (k % 6,) for s in range(6)))
        )
    at = page({"night": encode_night(night)})
    assert "Game over after round 8." in shown(at.success)
    assert "The last card of the draw pile was drawn after round 8" in shown(at.success)
    assert not [b for b in at.button if b.label.startswith("Score round")]
    assert button(at, "↩ Undo round 8")


def test_an_unfinished_round_is_refused_at_the_form_and_nothing_changes() -> None:
    at = start(page())
    at.button_group(key="tap_1_1").set_value(0)
    button(at, "Score round 1").click().run()
    assert "tap whose card Cleo, Dan and Eve voted for" in shown(at.error)
    notes = [m.value for m in at.markdown if "No vote yet" in m.value]
    assert [n.split("card ")[1] for n in notes] == [
        "Cleo voted for.",
        "Dan voted for.",
        "Eve voted for.",
    ]  # each missing voter marked in the form
    assert night_of(at).rounds == ()
    assert at.button_group(key="tap_1_1").value == 0  # the taps are kept


def test_a_damaged_link_says_so_and_offers_the_set_up() -> None:
    at = page({"night": "n1.garbage"})
    assert at.warning and "the game night" in at.warning[0].value
    assert button(at, "Start the evening")
    assert "night" not in at.query_params


XSS = "<img src=x onerror=alert(1)>"


def test_bad_names_are_refused_when_the_evening_starts() -> None:
    at = page()
    assert [at.text_input(key=f"gn_name_{i}").value for i in range(5)] == [""] * 5
    assert [at.text_input(key=f"gn_name_{i}").placeholder for i in range(5)] == list("ABCDE")
    at.text_input(key="gn_name_1").set_value("Ben, Jr")
    button(at, "Start the evening").click().run()
    assert "cannot contain a comma" in shown(at.error)
    assert "night" not in at.query_params
    at.text_input(key="gn_name_1").set_value("a")  # seat 0 left empty is "A"
    button(at, "Start the evening").click().run()
    assert "one name twice" in shown(at.error)
    at.text_input(key="gn_name_1").set_value(XSS)
    button(at, "Start the evening").click().run()
    assert not at.exception
    assert night_of(at).players == ("A", XSS, "C", "D", "E")
    assert XSS not in "".join(m.value for m in at.markdown)  # shown escaped, never as HTML
    assert "&lt;img" in "".join(m.value for m in at.markdown) or "\\<img" in "".join(
        m.value for m in at.markdown
    )


def test_the_box_and_the_house_rules_of_the_link_set_up_the_evening() -> None:
    at = page({"box": "odyssey-2011"})
    assert at.selectbox(key="gn_rules").value == "odyssey-2011"
    at = page({"house": "refresh-2021~cap:2"})
    assert at.selectbox(key="gn_rules").value == "house"
    button(at, "Start the evening").click().run()
    night = night_of(at)
    assert night.ruleset == "refresh-2021~cap:2"  # the rules' one ident
    enter(at, 0, {1: 0, 2: 1, 3: 1, 4: 1})  # Ben's card draws 3 votes: capped at 2
    assert tally(night_of(at)).totals[1] == 3 + 2
    assert "(+2, the cap)" in shown(at.markdown)


def test_two_markers_where_the_rules_allow_them() -> None:
    seven = (*NAMES, "Fay", "Gus")
    at = page({"night": encode_night(Night(seven, "odyssey-2011"))})
    assert "Dixit Odyssey (2011) gives each voter two markers at 7 players" in shown(at.caption)
    at.button_group(key="tap_1_1").set_value([0])
    at.button_group(key="tap_1_2").set_value([0, 1])  # Cleo: two markers
    for seat in range(3, 7):
        at.button_group(key=f"tap_1_{seat}").set_value([1])
    button(at, "Score round 1").click().run()
    assert not at.exception
    t = tally(night_of(at))
    assert night_of(at).rounds[0].votes[2] == (0, 1)
    assert t.totals[1] == 3 + 1 + 3  # Ben found with one marker (+1) and his bonus is capped
