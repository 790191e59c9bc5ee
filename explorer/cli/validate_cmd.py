"""`python -m explorer validate FILE…`: check ruleset files exactly as the app loads them."""

from __future__ import annotations

import argparse
from typing import Any

from explorer.errors import RulesetError
from explorer.rules.files import load_ruleset_file


def register(sub: Any) -> None:
    p = sub.add_parser("validate", help="validate ruleset TOML files (yours or the shipped ones)")
    p.add_argument("files", nargs="+", metavar="FILE", help="ruleset .toml files")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    bad = 0
    for path in args.files:
        try:
            rs = load_ruleset_file(path)
        except RulesetError as exc:
            bad += 1
            print(f"error: {exc}")
            continue
        print(f"ok: {path}: {rs.id} ({rs.name}), {rs.min_players}–{rs.max_players} players")
    return 2 if bad else 0
