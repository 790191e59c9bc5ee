"""axe-core (WCAG 2.0-2.2, A and AA) on every page's first load, at 390 and 1400 px, in English
and Russian, against a baseline that may only shrink.

`axe_baseline.json` lists, per page, the rules still broken there in some variant (`en@390`…;
issue 22 drives them to none). A rule broken that the page's list does not hold fails the test (a
new kind of violation); a listed rule that no variant breaks any more fails too, so the baseline
shrinks with every fix: run with AXE_BASELINE_SHRINK=1 to drop the fixed rules from the file (it
never adds one). The list is per page, not per variant: whether a wide table overflows (and so
must scroll by keyboard) at 390 px can differ between two runs. Every run writes the full report,
node by node and grouped by reason, to artifacts/axe/ (and the counts to artifacts/axe/PAGE.json).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.browser.axe import Violation, axe_script, report, run_axe
from tests.browser.conftest import wait_idle

BASELINE = Path(__file__).with_name("axe_baseline.json")
PAGES = {
    "home": "",
    "learn": "learn",
    "questions": "questions",
    "score": "score",
    "compare": "compare",
    "lab": "lab",
    "practice": "practice",
    "night": "night",
    "house": "house",
}
LANGS = ("en", "ru")
WIDTHS = (390, 1400)
TALLEST = 20_000  # px: the viewport grows to the page's length, up to this
_LENGTH = """() => Math.max(...[document.scrollingElement, document.querySelector('[data-testid="stMain"]')]
  .filter(Boolean).map((e) => e.scrollHeight))"""


def _load(page, url: str, lang: str, width: int) -> None:  # type: ignore[no-untyped-def]
    page.set_viewport_size({"width": width, "height": 1000})
    page.goto(f"{url}?lang={lang}")
    wait_idle(page)
    page.locator("h1").first.wait_for()
    # the language attribute is set by an element that mounts with the page, a moment after
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    wait_idle(page)
    # Streamlit scrolls the page inside its main element, and axe skips the text scrolled out of
    # view: the viewport grows to the whole page so that every node is checked.
    for _ in range(3):
        length = min(int(page.evaluate(_LENGTH)), TALLEST)
        if length <= page.viewport_size["height"]:
            break
        page.set_viewport_size({"width": width, "height": length})
        wait_idle(page)


def _baseline() -> dict[str, list[str]]:
    data = json.loads(BASELINE.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("_")}


def _shrink(name: str, found: set[str]) -> None:
    """Drop from the baseline the rules this page no longer breaks (never adds one)."""
    data = json.loads(BASELINE.read_text(encoding="utf-8"))
    data[name] = sorted(set(data[name]) & found)
    BASELINE.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


@pytest.fixture(scope="session")
def axe_js() -> Path:
    """axe-core's script, checked before the app server starts (skips, or fails in CI)."""
    return axe_script()


@pytest.mark.parametrize("name", list(PAGES))
def test_first_load_breaks_no_rule_beyond_the_baseline(  # type: ignore[no-untyped-def]
    name: str, axe_js: Path, app_url: str, page, artifacts_dir: Path
) -> None:
    script = axe_js
    allowed = set(_baseline().get(name, ()))
    out = artifacts_dir / "axe"
    out.mkdir(exist_ok=True)
    found: set[str] = set()
    counts: dict[str, dict[str, int]] = {}
    problems = []
    for lang in LANGS:
        for width in WIDTHS:
            variant = f"{lang}@{width}"
            _load(page, f"{app_url}/{PAGES[name]}", lang, width)
            violations: list[Violation] = run_axe(page, script)
            (out / f"{name}-{lang}-{width}.txt").write_text(report(violations), encoding="utf-8")
            found |= {v.rule for v in violations}
            counts[variant] = {v.rule: len(v.targets) for v in violations}
            new = [v for v in violations if v.rule not in allowed]
            if new:
                problems.append(
                    f"{name} {variant}: a new kind of violation, "
                    f"{sorted(v.rule for v in new)}:\n{report(new)}"
                )
    (out / f"{name}.json").write_text(json.dumps(counts, indent=2, sort_keys=True) + "\n")
    fixed = allowed - found
    if fixed and os.environ.get("AXE_BASELINE_SHRINK") == "1":
        _shrink(name, found)
    elif fixed:
        problems.append(
            f"{name}: {sorted(fixed)} no longer broken in any variant: drop them from "
            f"{BASELINE.name} (AXE_BASELINE_SHRINK=1 does it)"
        )
    assert not problems, "\n\n".join(problems)
