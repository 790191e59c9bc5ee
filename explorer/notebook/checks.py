"""A notebook helper's arguments, checked before any work is done.

Every argument a notebook helper takes from code is checked here for its kind and its range,
and a wrong one raises the engine's own error (a `DixitError`: `RulesetError` for rulesets,
`SituationError` for a table, `ClueModelError` and `SimulationError` for the lab) with a message
naming the argument, what it must be and what it was. Huge numbers are compared, never
converted or printed whole (a 5,000-digit integer cannot even be written as text by Python).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from numbers import Real
from pathlib import Path
from typing import Any

import numpy as np

from explorer.errors import (
    ClueModelError,
    DixitError,
    ReadingError,
    RulesetError,
    SimulationError,
    SituationError,
)
from explorer.i18n import _, number
from explorer.lab.clue_model import ClueModel
from explorer.lab.settings import ALPHAS, LabSettings
from explorer.limits import DECK_SIZES, MAX_PLAYERS, MAX_SEED, MIN_PLAYERS
from explorer.round.compare import Comparison
from explorer.round.situation import Situation
from explorer.rules.files import RULESETS_DIR, load_ruleset, load_rulesets, unknown_edition
from explorer.rules.ruleset import Ruleset

MAX_RULESETS = 32  # rulesets one explorer, table or simulation takes
MAX_TEXT = 2_000  # characters of a note, summary, id or path written in code
# ten times the largest number a rule takes (decks and score targets stop at 1,000): a band's
# player range is walked before the parser checks it, so a bigger one would cost memory first
MAX_RULE_NUMBER = 10_000
MAX_RULE_ITEMS = 64  # entries of one rule value (a list of bands, a table)
MAX_RULE_DEPTH = 4  # a rule value's lists and tables inside one another (a band list needs 3)


def as_int(value: object) -> int | None:
    """`value` as an int when it is a whole number (a numpy one too; never a bool)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | np.integer):
        return int(value)
    return None


def shown(value: object) -> str:
    """A value as an error message shows it: short, and safe for any value (a huge integer by
    its number of digits, an object by its kind)."""
    whole_value = as_int(value)
    if whole_value is not None:
        big = abs(whole_value)
        if big < 10**15:
            return str(whole_value)
        if big.bit_length() < 10_000:  # Python writes ints of up to 4,300 digits as text
            return _("a number {digits} digits long").format(digits=number(len(str(big))))
        return _("a number more than {digits} digits long").format(digits=number(3_000))
    if isinstance(value, str):
        return repr(value[:40] + "…") if len(value) > 40 else repr(value)
    if value is None or isinstance(value, bool | float):
        return repr(value)
    return _("a value of type {kind}").format(kind=type(value).__name__)


def whole(value: object, name: str, low: int, high: int, error: type[DixitError]) -> int:
    """`value` as an int from `low` to `high`; `error` naming `name` otherwise."""
    n = as_int(value)
    if n is None or not low <= n <= high:
        raise error(
            _("{name} must be a whole number from {low} to {high}, not {value}.").format(
                name=name, low=number(low), high=number(high), value=shown(value)
            )
        )
    return n


def seed(value: object, error: type[DixitError] = SimulationError) -> int | np.random.Generator:
    """A seed (a whole number from 0 to 2³² − 1) or a numpy Generator, as it is."""
    if isinstance(value, np.random.Generator):
        return value
    return whole(value, "seed", 0, MAX_SEED, error)


def players(value: object, error: type[DixitError] = SimulationError) -> int:
    return whole(value, "players", MIN_PLAYERS, MAX_PLAYERS, error)


def deck(value: object) -> int | None:
    """None (the edition's own deck) or one of the deck sizes."""
    if value is None:
        return None
    n = as_int(value)
    if n is None or n not in DECK_SIZES:
        raise SimulationError(
            _("deck must be None or one of {sizes} cards, not {value}.").format(
                sizes=", ".join(number(d) for d in DECK_SIZES), value=shown(value)
            )
        )
    return n


def kind_of(value: object, name: str, kind: type, error: type[DixitError]) -> None:
    if not isinstance(value, kind):
        raise error(
            _("{name} must be a {kind}, not {value}.").format(
                name=name, kind=kind.__name__, value=shown(value)
            )
        )


def text(value: object, name: str, source: str) -> str:
    """A short piece of text (a note, a summary); RulesetError naming it otherwise."""
    if not isinstance(value, str):
        raise RulesetError(source, name, _("must be text, not {value}").format(value=shown(value)))
    if len(value) > MAX_TEXT:
        raise RulesetError(
            source,
            name,
            _("is {count} characters long; at most {most}").format(
                count=number(len(value)), most=number(MAX_TEXT)
            ),
        )
    return value


# --- rulesets --------------------------------------------------------------------------------
def known_ids() -> list[str]:
    return [r.id for r in load_rulesets()]


def ruleset(value: object, name: str = "ruleset") -> Ruleset:
    """A Ruleset, or a shipped edition's id; RulesetError listing the known ids otherwise."""
    if isinstance(value, Ruleset):
        return value
    if not isinstance(value, str):
        raise RulesetError(
            name,
            "",
            _("must be a Ruleset or an edition's id ({known}), not {value}").format(
                known=", ".join(known_ids()), value=shown(value)
            ),
        )
    if value not in known_ids():
        raise unknown_edition(value)
    return load_ruleset(value)


def rulesets(value: object, name: str = "rulesets") -> tuple[Ruleset, ...]:
    """One or more rulesets (Ruleset objects or edition ids), each id once."""
    if isinstance(value, str | Ruleset | bytes) or not isinstance(value, Iterable):
        raise RulesetError(
            name,
            "",
            _("must be a list of rulesets (Ruleset objects or edition ids), not {value}").format(
                value=shown(value)
            ),
        )
    items: list[object] = []
    for item in value:
        items.append(item)
        if len(items) > MAX_RULESETS:
            raise RulesetError(
                name, "", _("holds more than {most} rulesets").format(most=number(MAX_RULESETS))
            )
    if not items:
        raise RulesetError(name, "", _("must hold at least one ruleset"))
    out = tuple(ruleset(item, name) for item in items)
    ids = [r.id for r in out]
    twice = next((i for i in ids if ids.count(i) > 1), None)
    if twice is not None:
        raise RulesetError(
            name,
            "id",
            _("two rulesets have the id {id}: give each its own (house_rules(…, id=…))").format(
                id=repr(twice)
            ),
        )
    return out


def base_file(value: object) -> Path:
    """house_rules' base: an edition's id, or the path of a ruleset file."""
    if isinstance(value, Path):
        path = value
    elif isinstance(value, str) and "\0" not in value and len(value) <= MAX_TEXT:
        if not (value.endswith(".toml") or "/" in value):
            return RULESETS_DIR / f"{ruleset(value, 'base').id}.toml"
        path = Path(value)
    else:
        raise RulesetError(
            "base",
            "",
            _("must be an edition's id or a ruleset file's path, not {value}").format(
                value=shown(value)
            ),
        )
    if "\0" in str(path):
        raise RulesetError("base", "", _("a path cannot hold the character NUL"))
    return path


def rule_value(value: object, rule: str, source: str, depth: int = 0) -> None:
    """A house rule's value as code gives it (a file would write it in TOML): plain numbers,
    text, lists and tables, small enough for the ruleset parser to judge."""
    if depth > MAX_RULE_DEPTH:
        raise RulesetError(source, rule, _("is nested too deeply to be a rule value"))
    if isinstance(value, bool) or value is None:
        return
    n = as_int(value)
    if n is not None:
        if abs(n) > MAX_RULE_NUMBER:
            raise RulesetError(
                source,
                rule,
                _("{value} is far too large for a rule's value").format(value=shown(value)),
            )
        return
    if isinstance(value, Real):
        if not math.isfinite(float(value)):
            raise RulesetError(
                source, rule, _("{value} is not a rule's value").format(value=shown(value))
            )
        return
    if isinstance(value, str):
        text(value, rule, source)
        return
    if isinstance(value, Mapping | list | tuple):
        items: Iterable[Any] = value.values() if isinstance(value, Mapping) else value
        if len(value) > MAX_RULE_ITEMS:
            raise RulesetError(
                source,
                rule,
                _("has more than {most} entries").format(most=number(MAX_RULE_ITEMS)),
            )
        if isinstance(value, Mapping) and not all(isinstance(k, str) for k in value):
            raise RulesetError(source, rule, _("a table's keys must be text"))
        for item in items:
            rule_value(item, rule, source, depth + 1)
        return
    raise RulesetError(source, rule, _("{value} is not a rule's value").format(value=shown(value)))


# --- a table, the lab ------------------------------------------------------------------------------
def situation(value: object, among: Sequence[Ruleset], name: str = "situation") -> Situation:
    """A Situation whose reading choices exist in the rulesets that read them."""
    kind_of(value, name, Situation, SituationError)
    assert isinstance(value, Situation)
    choices = {r.id: r for rs in among for r in rs.readings}
    for reading, choice in value.readings:
        r = choices.get(reading)
        if r is not None and choice not in [c.id for c in r.choices]:
            raise ReadingError(
                _("The reading {reading} has no choice {choice} (its choices: {choices}).").format(
                    reading=repr(reading),
                    choice=shown(choice),
                    choices=", ".join(c.id for c in r.choices),
                )
            )
    return value


def comparison(value: object) -> Comparison:
    kind_of(value, "comparison", Comparison, SituationError)
    assert isinstance(value, Comparison)
    return value


def model(value: object) -> ClueModel:
    kind_of(value, "model", ClueModel, ClueModelError)
    assert isinstance(value, ClueModel)
    return value


def settings(value: object, among: Sequence[Ruleset]) -> LabSettings:
    """The lab settings an explorer shows: their player count, clue model and editions."""
    kind_of(value, "settings", LabSettings, ClueModelError)
    assert isinstance(value, LabSettings)
    players(value.players, ClueModelError)
    if not isinstance(value.alpha, str) or value.alpha not in ALPHAS:
        raise ClueModelError(
            _("alpha must be one of {choices}, not {value}.").format(
                choices=", ".join(ALPHAS), value=shown(value.alpha)
            )
        )
    value.model  # noqa: B018 - the clue model checks its numbers
    chosen: object = value.rulesets
    if not isinstance(chosen, tuple | list):
        raise RulesetError(
            "settings.rulesets",
            "",
            _("must be a tuple of edition ids, not {value}").format(value=shown(chosen)),
        )
    ids = [r.id for r in among]
    for rid in chosen[: MAX_RULESETS + 1]:
        if rid not in ids:
            raise RulesetError(
                shown(rid),
                "id",
                _("is not one of this explorer's rulesets ({known})").format(known=", ".join(ids)),
            )
    return value
