"""Every page, rendered in the pseudo-locale, shows no word that was not marked for translation
(each area adds its deeper states in its own test_pseudo_<area>.py).

The pages area's states: Home; Score by default, with two votes, with house rules, with a
damaged link and with a worked example; Compare by default and with house rules and a damaged
link; House rules empty, with rules, after an invalid edit and after a bad upload.

Text other areas write (the engine's rule names, values in words, scoring explanations, worked
examples; the lesson's ending summary) is theirs to mark and to test: `others_text` lists it,
in English, so that this test finds only what the pages themselves left unmarked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.rules.files import load_rulesets
from explorer.text.escape import esc
from tests.i18n.pseudo import assert_all_marked, page_strings, run_pseudo

SEVEN = {
    "names": "Ana,Bo,Cy,Dee,Eve,Fay,Gus",
    "teller": "2",
    "votes": "2,-,1.2,2,2.1,2,4",
}
HOUSE = "refresh-2021~cap:2~lone:4@3-8~n:Our table"
DAMAGED_SCORE = {"names": "A,B,C", "teller": "9", "votes": "x", "read": "zz", "box": "nope"}
DAMAGED_COMPARE = {"show": "nope,refresh-2021,zz", "diff": "2", "rule": "zz", "deck": "7"}
USER_TEXT = ["Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Our table"]


def _both(texts: Iterable[str]) -> Iterator[str]:
    """Each text as it is and as Markdown shows it escaped."""
    for t in texts:
        if t:
            yield str(t)
            yield esc(str(t))


def _quote_cells() -> Iterator[str]:
    """Rulebook quotes shown escaped, and the cells of rulebook tables (shown as tables)."""
    from explorer.text.table_row import header_and_row, is_table_row

    for rs in load_rulesets():
        for rule in rs.rules:
            for entry in rule.entries:
                p = entry.provenance
                if p.quote:
                    yield esc(str(p.quote))
                if p.quote and p.table_header and is_table_row(p.quote):
                    head, body = header_and_row(p.table_header, p.quote)
                    yield from (str(c) for c in (*head, *body))
                    # the translation's table: translated through tr() as a whole, then cut
                    # into cells, so the pseudo-locale's marks stay on its first and last cells
                    if p.table_header_translation and p.translation:
                        head, body = header_and_row(p.table_header_translation, p.translation)
                        yield from (str(c) for c in (*head, *body))


def others_text(params: dict[str, str] | None = None) -> list[str]:
    """English text the pages show but other areas write (see the module docstring)."""
    from explorer.learn.lesson import ending_summary
    from explorer.links.house import HOUSE_LINK
    from explorer.round.compare import compare_round
    from explorer.round.examples import EXAMPLES
    from explorer.round.presets import QUICK_SETUPS
    from explorer.rules.house_diff import parent_value
    from explorer.rules.matrix import basis_differences, disagreements, rules_matrix
    from explorer.rules.resolve import resolve
    from explorer.rules.specs import RULE_SPECS
    from explorer.rules.values import EMPTY_PILE_KINDS
    from explorer.rules.wording import BASIS_WORDS, format_value

    editions = list(load_rulesets())
    rulesets = list(editions)
    house = None
    spec = HOUSE_LINK.decode({"house": [HOUSE]}).value
    if spec is not None:
        house = resolve(spec)
        rulesets.append(house)
    out: list[str] = [ending_summary(editions)]
    out += [s.label for s in RULE_SPECS.values()]
    out += [s.label.lower() for s in RULE_SPECS.values()]
    out += list(BASIS_WORDS.values())
    out += [q.label for q in QUICK_SETUPS]
    for e in EXAMPLES:
        out += [e.label, e.source]
    out += [format_value(k, "empty_pile") for k in EMPTY_PILE_KINDS]
    out += [format_value("shared", "ties"), "no cap", "no special points", "none"]
    for row in rules_matrix(rulesets):
        for rs in rulesets:
            out.append(row.cell(rs.id).text)
            out += [str(s.value) for s in row.cell(rs.id).sources]
    for a in editions:
        for b in editions:
            for d in (*disagreements(a, b), *basis_differences(a, b)):
                out += [d.label, d.left.text, d.right.text]
    if house is not None:
        out += [parent_value(house, r) or "" for r in RULE_SPECS]
        out += [format_value(e.value, r) for r in RULE_SPECS for e in house.rule(r).entries]
        out += [str(e.players) for r in RULE_SPECS for e in house.rule(r).entries if e.players]
    situations = [_situation(params or {}), _situation(SEVEN)]
    situations += [e.situation for e in EXAMPLES]
    for s in situations:
        for shown in (editions, rulesets):
            out += _round_text(compare_round(s, shown))
    return [t for t in _both(out) if t]


def _round_text(c: Any) -> list[str]:
    """A round's verdicts as the engine words them: summary, reasons, explanation lines."""
    out: list[str] = [c.summary or ""]
    for v in c.verdicts:
        out += [v.reason or ""]
        if v.result is not None:
            for line in v.result.explanation:
                out += [line.text, line.rule_label]
    return out


def _situation(params: dict[str, str]) -> Any:
    from explorer.ui.score.state import link

    return link().decode({k: [v] for k, v in params.items()}).value


def _noise(at: AppTest) -> list[str]:
    """What the pseudo-locale check reads but no person does: the page's `lang` script, link
    targets inside Markdown links, the share box's address and its code-block language."""
    out = []
    for s in page_strings(at):
        if s.startswith("<script>") or s.startswith("?") or s == "plaintext":
            out.append(s)
        out += re.findall(r"\]\([^)]*\)", s)
    return out


def check(page: str, params: dict[str, str] | None = None, at: AppTest | None = None) -> None:
    at = at or run_pseudo(page, params)
    assert not at.exception, at.exception
    extra = [*USER_TEXT, *_quote_cells(), *others_text(params), *_noise(at)]
    assert_all_marked(at, extra)


def test_home_has_no_unmarked_text() -> None:
    check("home")


@pytest.mark.parametrize(
    "params",
    [
        {},
        SEVEN,
        {**SEVEN, "house": HOUSE},
        DAMAGED_SCORE,
        {"house": "refresh-2021~cap:x~zz:1~cap:3"},
        {"house": "nope~cap:2"},
    ],
    ids=["default", "two-votes", "house-rules", "damaged-link", "damaged-house", "bad-edition"],
)
def test_score_pages_has_no_unmarked_text(params: dict[str, str]) -> None:
    check("score", params)


def test_score_pages_worked_example_and_a_refused_name() -> None:
    at = run_pseudo("score")
    at.button(key="ex_" + _first_example()).click().run()
    at.text_input(key="name_1").set_value("Bo, Cy").run()
    assert at.error, "the refused name is said"
    check("score", at=at)


def _first_example() -> str:
    from explorer.round.examples import EXAMPLES

    return EXAMPLES[0].id


@pytest.mark.parametrize(
    "params",
    [{}, {"house": HOUSE}, DAMAGED_COMPARE, {"show": "refresh-2021"}],
    ids=["default", "house-rules", "damaged-link", "one-edition"],
)
def test_compare_pages_has_no_unmarked_text(params: dict[str, str]) -> None:
    check("compare", params)


@pytest.mark.parametrize("params", [{}, {"house": HOUSE}], ids=["empty", "with-rules"])
def test_house_pages_has_no_unmarked_text(params: dict[str, str]) -> None:
    check("house", params)


def test_house_pages_invalid_edit_is_marked() -> None:
    at = run_pseudo("house", {"house": HOUSE})
    at.text_input(key="h_bonus_cap").set_value("3: x")
    at.button[-1].click().run()  # the form's Apply, the page's last button
    assert at.error, "the invalid edit is refused with a message"
    check("house", at=at)


def test_house_pages_bad_upload_is_marked() -> None:
    at = run_pseudo("house")
    at.file_uploader(key="h_upload").set_value(("bad.toml", b"[[[", "application/toml")).run()
    assert at.error, "the bad file is refused with a message"
    check("house", at=at)
