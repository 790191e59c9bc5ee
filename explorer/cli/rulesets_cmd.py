"""`python -m explorer rulesets [--json]`: list the rulesets."""

from __future__ import annotations

import argparse
import json
from typing import Any

from explorer.i18n import _, labelled, n_, number, p_, semicolons, tr
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.values import ExtraFinder
from explorer.rules.wording import format_value
from explorer.rules.write import raw_value
from explorer.text.names import players_words


def register(sub: Any) -> None:
    p = sub.add_parser("rulesets", help=_("list the rulesets"))
    p.add_argument(
        "--json",
        action="store_true",
        help=_("machine-readable output (keys, ids and numbers; names in the language asked for)"),
    )
    p.set_defaults(handler=run)


def _switchable(r: Ruleset) -> dict[str, Any]:
    """The rules a file may switch off that hold one value at every player count (the registry's
    specs with "none" words, not by player count), each under its name in the registry: as a
    ruleset file writes it (`raw_value`), None when off; a +1 for finders also says whether it
    counts inside the bonus cap."""
    out: dict[str, Any] = {}
    for name, spec in RULE_SPECS.items():
        if spec.none is None or spec.by_players:
            continue
        value = r.entry(name).value
        out[name] = None if value is None else raw_value(value)
        if isinstance(value, ExtraFinder):
            out[name]["cap"] = r.entry("extra_cap").value  # "inside" or "outside"
    return out


def summary(r: Ruleset) -> dict[str, Any]:
    """A JSON-ready summary of one ruleset's parameters."""
    return {
        "id": r.id,
        "name": tr(r.name),
        "edition": tr(r.edition),
        "year": r.year,
        "document": tr(r.document),
        "language": r.language,
        "players": [r.min_players, r.max_players],
        "max_votes": {str(n): r.max_votes(n) for n in range(r.min_players, r.max_players + 1)},
        "bonus_cap": r.bonus_cap,
        "bonus_cap_by_players": {
            str(n): r.cap_at(n) for n in range(r.min_players, r.max_players + 1)
        },
        **_switchable(r),  # the lone finder's points, the finders' +1, the score target
        "empty_pile": r.end_conditions.empty_pile,
        "decks": list(r.decks),
        "readings": {
            rd.id: {
                "default": rd.default,
                "choices": [o.id for o in rd.choices],
                "house_variants": [o.id for o in rd.choices if o.house],
            }
            for rd in r.readings
        },
    }


def run(args: argparse.Namespace) -> int:
    rulesets = load_rulesets()
    if args.json:
        print(json.dumps([summary(r) for r in rulesets], ensure_ascii=False))
        return 0
    for r in rulesets:
        pad = " " * 18
        print(f"{r.id:<18} {tr(r.name)}")
        print(f"{pad} " + semicolons(_facts(r)))
        for rd in r.readings:
            # TRANSLATORS: {id} is the reading's id (typed in --reading), {label} its name
            print(f"{pad} " + _("reading {id} ({label}):").format(id=rd.id, label=tr(rd.label)))
            for o in rd.choices:
                if o.house:
                    kind = p_("command line", "house variant")
                else:
                    kind = p_("command line", "reading")
                # TRANSLATORS: after a choice's id: the choice a ruleset reads by default
                mark = " " + p_("command line", "(default)") if o.id == rd.default else ""
                print(f"{pad}   " + labelled(f"{o.id}{mark} [{kind}]", tr(o.label)))
    return 0


def _facts(r: Ruleset) -> list[str]:
    """The ruleset's main numbers, each a short phrase of its own."""
    low, high = r.min_players, r.max_players
    facts = [players_words(low, high)]
    two = [n for n in range(low, high + 1) if r.max_votes(n) > 1]
    if two:
        facts.append(
            n_(
                "two votes each from {n} player on",
                "two votes each from {n} players on",
                min(two),
            ).format(n=number(min(two)))
        )
    else:
        facts.append(_("one vote each"))
    caps = {n: r.cap_at(n) for n in range(low, high + 1)}
    capped = [n for n, c in caps.items() if c is not None]
    if not capped:
        facts.append(_("no bonus cap"))
    elif len(set(caps.values())) == 1:
        facts.append(_("bonus cap {cap}").format(cap=number(caps[capped[0]] or 0)))
    else:
        facts.append(
            n_(
                "bonus cap {cap} from {n} player on",
                "bonus cap {cap} from {n} players on",
                capped[0],
            ).format(cap=number(caps[capped[0]] or 0), n=number(capped[0]))
        )
    extra = r.extra_at(high)  # the finders' +1, as the largest table has it
    if extra is not None:
        facts.append(_("extra points: {rule}").format(rule=format_value(extra)))
    target = r.end_conditions.score_target
    if target:
        facts.append(
            n_(
                "the game ends after the turn that takes someone to {points} point, and the "
                "highest total wins",
                "the game ends after the turn that takes someone to {points} points, and the "
                "highest total wins",
                target,
            ).format(points=number(target))
        )
    else:
        facts.append(_("no score target"))
    pile = format_value(r.end_conditions.empty_pile, "empty_pile")
    facts.append(_("empty draw pile: {rule}").format(rule=pile))
    return facts
