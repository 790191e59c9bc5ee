"""`python -m explorer rulesets [--json]`: list the rulesets."""

from __future__ import annotations

import argparse
import json
from typing import Any

from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset


def register(sub: Any) -> None:
    p = sub.add_parser("rulesets", help="list the rulesets")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(handler=run)


def summary(r: Ruleset) -> dict[str, Any]:
    """A JSON-ready summary of one ruleset's parameters."""
    ef = r.extra_finder
    one = r.exactly_one_finder
    ends = r.end_conditions
    return {
        "id": r.id,
        "name": r.name,
        "edition": r.edition,
        "year": r.year,
        "document": r.document,
        "language": r.language,
        "players": [r.min_players, r.max_players],
        "max_votes": {str(n): r.max_votes(n) for n in range(r.min_players, r.max_players + 1)},
        "bonus_cap": r.bonus_cap,
        "bonus_cap_by_players": {
            str(n): r.cap_at(n) for n in range(r.min_players, r.max_players + 1)
        },
        "exactly_one_finder": None
        if one is None
        else {"points": one.points, "players": [one.players.low, one.players.high]},
        "extra_finder": None
        if ef is None
        else {
            "kind": ef.kind,
            "from_players": ef.from_players,
            "points": ef.points,
            "cap": "inside" if ef.inside_cap else "outside",
        },
        "score_target": ends.score_target,
        "empty_pile": ends.empty_pile,
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
        ef = r.extra_finder
        caps = {n: r.cap_at(n) for n in range(r.min_players, r.max_players + 1)}
        if len(set(caps.values())) == 1:
            cap = "no cap" if r.bonus_cap is None else f"bonus cap {r.bonus_cap}"
        else:
            capped = [n for n, c in caps.items() if c is not None]
            cap = f"bonus cap {caps[capped[0]]} from {capped[0]} players"
        two = [n for n in range(r.min_players, r.max_players + 1) if r.max_votes(n) > 1]
        votes = f"2 votes from {min(two)} players" if two else "1 vote"
        extra = f"; +{ef.points} extra from {ef.from_players} ({ef.kind})" if ef else ""
        end = (
            f"first to {r.end_conditions.score_target}"
            if r.end_conditions.score_target
            else "no score target"
        )
        print(f"{r.id:<18} {r.name}")
        print(
            f"{'':<18} {r.min_players}–{r.max_players} players; {votes}; {cap}{extra}; {end}; "
            f"empty pile: {r.end_conditions.empty_pile}"
        )
        for rd in r.readings:
            print(f"{'':<18} reading {rd.id} ({rd.label}):")
            for o in rd.choices:
                kind = "house variant" if o.house else "reading"
                mark = " (default)" if o.id == rd.default else ""
                print(f"{'':<20} {o.id}{mark} [{kind}]: {o.label}")
    return 0
