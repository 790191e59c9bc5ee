"""How a rule is edited on the House rules page, as data (no Streamlit here: the page draws it,
`explorer.ui.house.form`): each rule's spec (`explorer.rules.specs`) holds a `Widget` saying
which widgets edit it and where each one's value goes in the rule's value as a file writes it.

Kinds of widget:
- `numbers`: whole-number `Field`s in one row; with a `switch` (a checkbox) the rule is "none"
  while it is unchecked (its numbers shown, disabled).
- `bands`: one text field of per-player-count values ("6", "3: 7, 4-12: 6": `house_bands`).
- `choice`: one of the rule's `choices` (a select box, or `radio` buttons), followed by its
  fields when it has some (who gets the extra point, from how many players, how many points);
  the choice "none" turns the rule off.
- `decks`: any of the deck sizes the site knows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

Kind = Literal["numbers", "bands", "choice", "decks"]
NONE = "none"  # the value a file writes for a rule that is off


@dataclass(frozen=True)
class Field:
    """One whole-number widget: its key on the page ("aon_st"), where its number goes in the
    rule's value (`path`: "" the value itself, "storyteller" a table's key, "players.1" an item
    of a list inside), its label (None: the rule's), its bounds, and the number it shows while
    the rule is off or starts from no value of its own ("fewest"/"most": the rules' player
    range)."""

    key: str
    path: str
    label: str | None
    low: int
    high: int
    default: int | Literal["fewest", "most"] = "fewest"


@dataclass(frozen=True)
class Widget:
    """The widgets of one rule. `key`: the switch's, choice's, text's or list's key (default:
    the rule's name); `heading`: a bold line above (None: the rule's label; "": none);
    `choices`: (value, words; None: the rule's own words of that value); `choice_path`: where
    the choice goes in the value ("" the value itself); `off_with`: a rule whose "none" turns
    this one off too; `section`: a heading drawn once above a run of rules that share it."""

    kind: Kind
    key: str = ""
    fields: tuple[Field, ...] = ()
    heading: str | None = ""
    switch: str | None = None
    choices: tuple[tuple[str, str | None], ...] = ()
    choice_label: str | None = None
    choice_path: str = ""
    radio: bool = False
    off_with: str | None = None
    hint: str | None = None
    section: str | None = None


def value_at(value: Any, path: str) -> Any:
    """The part of a file value at `path` ("" the value, "a.b", "a.0"); None when it has none."""
    if not path:
        return value
    for part in path.split("."):
        if isinstance(value, Mapping):
            value = value.get(part)
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return None
    return value


def assemble(parts: Mapping[str, Any]) -> Any:
    """A file value from its parts by path (`value_at` read back): {"": 3} is 3, {"points": 4,
    "players.0": 3, "players.1": 8} is {"points": 4, "players": [3, 8]}; a table whose keys are
    all 0, 1, … is a list."""
    if "" in parts:
        return parts[""]
    root: dict[str, Any] = {}
    for path, v in parts.items():
        node = root
        *inner, last = path.split(".")
        for part in inner:
            node = node.setdefault(part, {})
        node[last] = v
    return _lists(root)


def _lists(node: Any) -> Any:
    if not isinstance(node, dict):
        return node
    items = {k: _lists(v) for k, v in node.items()}
    if items and all(k.isdigit() for k in items):
        return [items[str(i)] for i in range(len(items))]
    return items
