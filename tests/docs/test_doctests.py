"""The engine's public entry points show how they are called in their docstrings, and those
examples run: scoring a round (`score_round`), loading a ruleset (`load_ruleset`), one name for
any ruleset (`resolve`), the rule registry, the whole-game core (`Game`), how a game ends
(`game_end`), a game night's tally and a whole game in words. Each module's doctests run here,
in English, and each module must have some (a docstring example that no longer runs fails)."""

from __future__ import annotations

import doctest
import importlib

import pytest

from explorer.i18n import using

MODULES = (
    "explorer.round.scoring",
    "explorer.rules.files",
    "explorer.rules.resolve",
    "explorer.rules.specs",
    "explorer.rules.endgame",
    "explorer.round.game",
    "explorer.round.game_words",
    "explorer.night.tally",
    "explorer.game.action_rows",
)


@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    with using("en"):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    assert result.attempted > 0, f"{name} has no docstring example"
    assert result.failed == 0, f"{name}: {result.failed} docstring example(s) failed"
