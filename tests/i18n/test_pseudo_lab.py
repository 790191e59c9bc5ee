"""The lab in the pseudo-locale shows no word that was not marked for translation: the default
view (small simulations), heavy settings waiting for a Run press, and a damaged link."""

from __future__ import annotations

import re
from typing import Any

from streamlit.testing.v1 import AppTest

from explorer.lab.plan import HEAVY_SECONDS
from tests.i18n.pseudo import allowed_texts, run_pseudo, unmarked

SMALL = {"rounds": "1000", "games": "100", "sweep": "100"}

# Shown on the lab, not text to translate: element ids, the clue model's formulas (LaTeX), the
# page's address, the script that sets the HTML lang, a code block's language.
NOT_TEXT = re.compile(
    r"^[0-9a-f]{32}$|^\$\$|^\?players=|document\.documentElement\.lang|^plaintext$"
)
# Another area's strings on this page (explorer/ui/common/share.py and binder.py, the "pages" area):
# that area's helper marks them; listed so this test checks the lab's own text.
OTHER_AREAS = (
    "🔗 Share this view",
    "Copy this link (the button at the box's right) to open this exact view.",
    "Part of the link could not be used and was left out or repaired:",
)


def assert_lab_marked(at: AppTest, extra: tuple[str, ...] = ()) -> None:
    found = [
        line
        for line in unmarked(at, [*allowed_texts(), *OTHER_AREAS, *extra])
        if not NOT_TEXT.search(_shown(line))
    ]
    assert not found, f"{len(found)} strings with unmarked words:\n" + "\n".join(found[:60])


def _shown(line: str) -> str:
    """The shown string of one `unmarked` line ("words   ← in: 'the string'")."""
    shown: Any = line.split("← in: ", 1)[1]
    return str(eval(shown))  # a repr written by unmarked()


def test_default_lab_has_no_unmarked_text() -> None:
    assert_lab_marked(run_pseudo("lab", SMALL))


def test_heavy_lab_asking_for_run_has_no_unmarked_text() -> None:
    # The machine's speed is fixed for tests (tests/conftest.py): these settings are estimated
    # at ~10 s, whatever the machine, so they wait for Run under the real threshold
    assert HEAVY_SECONDS < 5
    at = run_pseudo("lab", {"rounds": "1000000", "games": "100000", "sweep": "100000"})
    assert [b for b in at.button if b.key == "run-main"]  # the simulations wait for Run
    assert_lab_marked(at)


def test_damaged_lab_link_has_no_unmarked_text() -> None:
    at = run_pseudo(
        "lab",
        {
            **SMALL,
            "players": "99",
            "p": "abc",
            "alpha": "7",
            "q": "2",
            "rulesets": ["nope", "original-2008"],
            "heat": "zzz",
        },
    )
    assert at.warning  # the repairs are listed
    # the link's own values, quoted back in the notes, are the visitor's text
    assert_lab_marked(at, extra=("nope", "abc", "zzz"))
