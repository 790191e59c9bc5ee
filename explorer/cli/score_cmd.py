"""`python -m explorer score`: score rounds given as JSON (one object, or JSON Lines) on stdin."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any

from explorer.errors import DixitError, RequestError, RulesetError
from explorer.round.result import RoundResult
from explorer.round.scoring import score_round
from explorer.rules.files import load_ruleset_file
from explorer.rules.ruleset import Ruleset

MAX_INPUT_BYTES = 16 * 1024 * 1024
MAX_LINE_BYTES = 1024 * 1024
KEYS = {"ruleset", "storyteller", "votes", "players", "readings", "options"}  # options: old name


def register(sub: Any) -> None:
    p = sub.add_parser("score", help="score rounds read as JSON from stdin")
    p.add_argument(
        "--format",
        choices=("json", "text"),
        default="json",
        help="json lines (default) or text for people",
    )
    p.add_argument(
        "--ruleset-file",
        action="append",
        default=[],
        metavar="FILE",
        help="also score under your own ruleset file (validated like the shipped ones); "
        "name it by its id in the input",
    )
    p.set_defaults(handler=run)


def score_request(obj: Any, extra: Mapping[str, Ruleset] | None = None) -> RoundResult:
    """Validate one decoded request and score it; bad input raises DixitError."""
    if not isinstance(obj, dict):
        raise RequestError("each input must be a JSON object with ruleset, storyteller and votes")
    unknown = sorted(set(obj) - KEYS)
    if unknown:
        raise RequestError(
            f"unknown key(s): {', '.join(map(str, unknown))} (allowed: {', '.join(sorted(KEYS))})"
        )
    for key in ("ruleset", "storyteller", "votes"):
        if key not in obj:
            raise RequestError(f"missing key: {key}")
    if not isinstance(obj["ruleset"], str):
        raise RequestError('ruleset must be a ruleset id string, e.g. "refresh-2021"')
    if not isinstance(obj["votes"], dict):
        raise RequestError("votes must be an object mapping each voter to a list of players")
    for voter, picks in obj["votes"].items():
        if not isinstance(picks, list):
            raise RequestError(f"votes for {voter!r} must be a list of player names")
    players = obj.get("players")
    if players is not None and not isinstance(players, list):
        raise RequestError("players must be a list of names in seating order")
    if "readings" in obj and "options" in obj:
        raise RequestError("give the reading toggles once, as readings (options is its old name)")
    readings = obj.get("readings", obj.get("options"))
    if readings is not None and (
        not isinstance(readings, dict) or not all(isinstance(v, str) for v in readings.values())
    ):
        raise RequestError("readings must map a reading toggle to the id of one of its choices")
    ruleset: Ruleset | str = (extra or {}).get(obj["ruleset"], obj["ruleset"])
    return score_round(
        ruleset, obj["storyteller"], obj["votes"], readings=readings, players=players
    )


def _text_only(obj: Any, where: str) -> Any:
    """The decoded request, or RequestError when a string in it holds a lone surrogate: JSON's
    \\ud800–\\udfff escapes can spell half a character, which no output can be written with."""
    try:
        json.dumps(obj, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start : exc.end].encode("unicode_escape").decode("ascii")
        return RequestError(
            f"{where}holds {bad}, half of a character (a lone surrogate), not text; "
            "send each character whole"
        )
    return obj


def _requests(data: bytes) -> list[tuple[int, Any]]:
    """Split stdin into (line number, decoded object or error) pairs."""
    try:
        whole = data.decode("utf-8")
        if whole.strip():
            return [(1, _text_only(json.loads(whole), "the input "))]
    except (UnicodeDecodeError, ValueError, RecursionError):
        pass
    out: list[tuple[int, Any]] = []
    for i, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        if len(raw) > MAX_LINE_BYTES:
            out.append(
                (
                    i,
                    RequestError(
                        f"line {i} is too long ({len(raw)} bytes; at most {MAX_LINE_BYTES})"
                    ),
                )
            )
            continue
        try:
            out.append((i, _text_only(json.loads(raw.decode("utf-8")), f"line {i} ")))
        except UnicodeDecodeError:
            out.append((i, RequestError(f"line {i} is not UTF-8 text")))
        except RecursionError:
            out.append((i, RequestError(f"line {i} is nested too deeply")))
        except ValueError as exc:
            out.append((i, RequestError(f"line {i} is not valid JSON ({exc})")))
    return out


def dumps_line(obj: object) -> str:
    """One JSON Lines record: readable Unicode, but never a character that splits lines."""
    text = json.dumps(obj, ensure_ascii=False)
    return text.replace("\x85", "\\u0085").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _text(result: RoundResult) -> str:
    width = max(len(p) for p in result.players)
    rows = [f"{result.ruleset_id}: {result.outcome} found the storyteller's card"]
    for s in result.scores:
        role = " (storyteller)" if s.player == result.storyteller else ""
        rows.append(
            f"  {s.player:<{width}} {s.total:>2}  = base {s.base} + bonus {s.bonus} + extra {s.extra}{role}"
        )
    rows.append("Why:")
    rows.append(result.explain(with_sources=True))
    return "\n".join(rows)


def run(args: argparse.Namespace) -> int:
    extra: dict[str, Ruleset] = {}
    for path in args.ruleset_file:
        try:
            rs = load_ruleset_file(path)
        except RulesetError as exc:
            print(dumps_line({"error": str(exc)}))
            return 2
        extra[rs.id] = rs
    data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        print(json.dumps({"error": f"input is too large (more than {MAX_INPUT_BYTES} bytes)"}))
        return 2
    requests = _requests(data)
    if not requests:
        print(json.dumps({"error": "no input: give one JSON object or JSON Lines on stdin"}))
        return 2
    bad = False
    for line, obj in requests:
        try:
            if isinstance(obj, DixitError):
                raise obj
            result = score_request(obj, extra)
        except DixitError as exc:
            bad = True
            msg = (
                str(exc)
                if len(requests) == 1 or str(exc).startswith("line ")
                else f"line {line}: {exc}"
            )
            print(f"error: {msg}" if args.format == "text" else dumps_line({"error": msg}))
            continue
        except (TypeError, AttributeError, RecursionError) as exc:  # defensive: never a traceback
            bad = True
            print(json.dumps({"error": f"line {line}: invalid request ({type(exc).__name__})"}))
            continue
        if args.format == "text":
            print(_text(result))
            print()
        else:
            print(dumps_line(result.to_json()))
    return 2 if bad else 0
