"""House rules in one line: an edition's ruleset file with some values changed, validated.

    from explorer.notebook.house import house_rules
    mine = house_rules("refresh-2021", {"bonus_cap": 3, "score_target": 25},
                       id="our-table", name="Our table", note="We cap the bonus, like Odyssey.")

The base file (a shipped edition's id, or the path of a ruleset file) is read as TOML, the
changed rules replaced by entries marked as our own decision (basis `decision`, the note given,
no document quoted), and the whole goes through the same parser as every ruleset file, so a
value the engine cannot play is refused with the file-style message naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import _, join_list, tr
from explorer.notebook import checks
from explorer.rules.files import load_ruleset_file, read_ruleset_data
from explorer.rules.parse import parse_ruleset
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS


def house_rules(
    base: str | Path,
    changes: Mapping[str, Any],
    *,
    id: str,
    name: str,
    note: str | None = None,
    summary: str | None = None,
) -> Ruleset:
    """`base` with each rule in `changes` set to a value written as in a ruleset file (`3`,
    `"none"`, `{storyteller = 3, …}` as a dict, `[4, 8]`), for every player count. The note and
    summary written for you are in the current language. Every argument is checked before
    any work: a wrong one raises RulesetError naming it."""
    source = f"house rules {checks.shown(id)}"
    note = _("A house rule.") if note is None else checks.text(note, "note", source)
    if summary is not None:
        checks.text(summary, "summary", source)
    if not isinstance(changes, Mapping):
        raise RulesetError(
            source,
            "changes",
            _("must be a dict of rule → value, not {value}").format(value=checks.shown(changes)),
        )
    unknown = [r for r in changes if not isinstance(r, str) or r not in RULE_SPECS]
    if unknown:
        raise RulesetError(
            source,
            checks.shown(unknown[0]).strip("'"),
            _("is not a rule (the rules: {rules})").format(rules=", ".join(RULE_SPECS)),
        )
    for rule, value in changes.items():
        checks.rule_value(value, rule, source)
    path = checks.base_file(base)
    original = load_ruleset_file(path)  # a bad base file fails with its own message
    data = read_ruleset_data(path)  # read as the file was: bounded, a byte-order mark allowed
    players = changes.get("players", [original.min_players, original.max_players])
    for rule, value in changes.items():
        entry: dict[str, Any] = {
            "value": value,
            "basis": "decision",
            "note": note,
            "document": "none",
        }
        if rule == "players":
            data[rule] = [entry]
        elif RULE_SPECS[rule].by_players:
            data[rule] = [{"players": players, **entry}]
        else:
            data[rule] = entry
    changed = join_list(_(RULE_SPECS[r].label).lower() for r in changes) or _("nothing changed")
    # TRANSLATORS: {name} is an edition's name, {changed} the rules changed, {note} yours
    written = _("{name} with house rules ({changed}). {note}").format(
        name=tr(original.name), changed=changed, note=note
    )
    data.update(id=id, name=name, summary=summary or written)
    return parse_ruleset(data, source)
