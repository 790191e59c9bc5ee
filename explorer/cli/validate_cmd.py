"""`python -m explorer validate FILE…`: check ruleset files exactly as the app loads them."""

from __future__ import annotations

import argparse
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import _, p_, tr
from explorer.rules.files import load_ruleset_file
from explorer.text.names import players_words


def register(sub: Any) -> None:
    p = sub.add_parser(
        "validate", help=_("validate ruleset TOML files (yours or the shipped ones)")
    )
    p.add_argument("files", nargs="+", metavar="FILE", help=_("ruleset .toml files"))
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    bad = 0
    for path in args.files:
        try:
            rs = load_ruleset_file(path)
        except RulesetError as exc:
            bad += 1
            print(p_("command line", "error: {message}").format(message=exc))
            continue
        players = players_words(rs.min_players, rs.max_players)
        # TRANSLATORS: a ruleset file that loads; {players} is e.g. "3–6 players"
        line = _("ok: {path}: {id} ({name}), {players}")
        print(line.format(path=path, id=rs.id, name=tr(rs.name), players=players))
    return 2 if bad else 0
