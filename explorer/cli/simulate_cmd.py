"""`python -m explorer simulate rounds|games`: clue-difficulty simulations as one JSON object."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from explorer.errors import DixitError, RequestError
from explorer.i18n import _, number, p_
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import exact_round
from explorer.lab.games import MAX_GAMES, simulate_games
from explorer.lab.rounds import MAX_ROUNDS, simulate_rounds
from explorer.rules.files import load_ruleset, load_ruleset_file
from explorer.rules.ruleset import Ruleset


def register(sub: Any) -> None:
    p = sub.add_parser(
        "simulate",
        help=_("simulate rounds or whole games under a clue model"),
        description=_(
            "Simulate rounds or whole games under a clue model; the result is one JSON object "
            "(its keys in English, its notes in the language asked for)."
        ),
    )
    kinds = p.add_subparsers(dest="kind", required=True, parser_class=type(p))
    r = kinds.add_parser("rounds", help=_("simulated and exact round outcomes"))
    _common(r)
    at_most = _("at most {n}")
    r.add_argument("--rounds", type=int, default=100_000, help=at_most.format(n=number(MAX_ROUNDS)))
    r.set_defaults(handler=run_rounds)
    g = kinds.add_parser("games", help=_("whole games: length, end reasons, winners"))
    _common(g)
    g.add_argument("--games", type=int, default=10_000, help=at_most.format(n=number(MAX_GAMES)))
    g.add_argument("--deck", type=int, default=None, help=_("deck size (one the ruleset offers)"))
    g.set_defaults(handler=run_games)


def _common(p: argparse.ArgumentParser) -> None:
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--ruleset", help=_("ruleset id, e.g. refresh-2021"))
    which.add_argument(
        "--ruleset-file",
        metavar="FILE",
        help=_(
            "your own ruleset file (house rules from the House rules page, validated like the "
            "shipped ones)"
        ),
    )
    p.add_argument("--players", type=int, required=True, help=_("players at the table"))
    p.add_argument("--seed", type=int, default=0, help=_("same seed, same result"))
    p.add_argument(
        "--find-rate",
        "--mean",
        dest="mean",
        type=float,
        default=0.5,
        help=_("p: chance that a voter finds the storyteller's card (mean when spread > 0)"),
    )
    p.add_argument("--spread", type=float, default=0.0, help=_("relative spread of p (0: fixed)"))
    p.add_argument("--alpha", type=float, default=math.inf, help=_("decoy pull (inf: equal pull)"))
    p.add_argument("--q", type=float, default=0.0, help=_("share of voters casting a second vote"))
    p.add_argument(
        "--reading",
        "--option",  # its old name
        dest="reading",
        action="append",
        default=[],
        metavar="READING=CHOICE",
        help=_("a reading toggle, e.g. vi-extra-point=single-marker"),
    )


def _setup(args: argparse.Namespace) -> tuple[Ruleset, ClueModel]:
    readings: dict[str, str] = {}
    for item in args.reading:
        if "=" not in item:
            raise RequestError(
                _("--reading wants READING=CHOICE, not {value}").format(value=repr(item))
            )
        key, value = item.split("=", 1)
        readings[key] = value
    base = load_ruleset_file(args.ruleset_file) if args.ruleset_file else load_ruleset(args.ruleset)
    rs = base.with_readings(readings)
    rs.check_players(args.players)
    model = ClueModel(mean=args.mean, spread=args.spread, alpha=args.alpha, q=args.q)
    return rs, model


def _fail(exc: Exception) -> int:
    print(p_("command line", "error: {message}").format(message=exc), file=sys.stderr)
    return 2


def _guarded(fn: Any, args: argparse.Namespace) -> int:
    try:
        out = fn(args)
    except (DixitError, KeyError) as exc:
        return _fail(RequestError(str(exc).strip("'\"")))
    except MemoryError:
        return _fail(RequestError(_("not enough memory: ask for fewer rounds or games")))
    print(json.dumps(out, ensure_ascii=False))
    return 0


def _rounds(args: argparse.Namespace) -> dict[str, Any]:
    rs, model = _setup(args)
    sim = simulate_rounds(rs, args.players, model, args.rounds, args.seed)
    ex = exact_round(rs, args.players, model)
    return {
        "ruleset": rs.id,
        "players": args.players,
        "rounds": args.rounds,
        "seed": args.seed,
        "model": {
            "mean": model.mean,
            "spread": model.spread,
            "alpha": None if model.equal_pull else model.alpha,
            "q": model.q,
        },
        "outcomes": sim.outcomes,
        "exact_outcomes": ex.outcomes,
        "finders": list(sim.finder_counts),
        "exact_finders": list(ex.finders),
        "storyteller_mean": sim.storyteller_mean,
        "exact_storyteller_mean": ex.storyteller_mean,
        "voter_mean": sim.voter_mean,
        "exact_voter_mean": ex.voter_mean,
        "exact_note": ex.note,
    }


def _games(args: argparse.Namespace) -> dict[str, Any]:
    rs, model = _setup(args)
    return simulate_games(rs, args.players, model, args.games, args.seed, deck=args.deck).to_json()


def run_rounds(args: argparse.Namespace) -> int:
    return _guarded(_rounds, args)


def run_games(args: argparse.Namespace) -> int:
    return _guarded(_games, args)
