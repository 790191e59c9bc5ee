"""`python -m explorer score`: score rounds given as JSON (one object, or JSON Lines) on stdin."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any

from explorer.errors import DixitError, RequestError, RulesetError
from explorer.i18n import _, number, p_
from explorer.round.result import RoundResult
from explorer.round.scoring import score_round
from explorer.rules.files import load_ruleset_file
from explorer.rules.ruleset import Ruleset

MAX_INPUT_BYTES = 16 * 1024 * 1024
MAX_LINE_BYTES = 1024 * 1024
KEYS = {"ruleset", "storyteller", "votes", "players", "readings", "options"}  # options: old name


def register(sub: Any) -> None:
    p = sub.add_parser(
        "score",
        help=_("score rounds read as JSON from stdin"),
        description=_(
            "Score rounds read from stdin: one JSON object, or JSON Lines (one round a line), "
            "each with ruleset, storyteller and votes."
        ),
    )
    p.add_argument(
        "--format",
        choices=("json", "text"),
        default="json",
        # TRANSLATORS: json and text are the option's values, typed as they are
        help=_("json lines (default) or text for people"),
    )
    p.add_argument(
        "--ruleset-file",
        action="append",
        default=[],
        metavar="FILE",
        help=_(
            "also score under your own ruleset file (validated like the shipped ones); "
            "name it by its id in the input"
        ),
    )
    p.set_defaults(handler=run)


def score_request(obj: Any, extra: Mapping[str, Ruleset] | None = None) -> RoundResult:
    """Validate one decoded request and score it; bad input raises DixitError."""
    if not isinstance(obj, dict):
        # TRANSLATORS: ruleset, storyteller and votes are JSON keys: keep them in English
        raise RequestError(
            _("each input must be a JSON object with ruleset, storyteller and votes")
        )
    unknown = sorted(set(obj) - KEYS)
    if unknown:
        raise RequestError(
            # TRANSLATORS: {keys} and {allowed} are JSON keys, given as they are
            _("unknown key(s): {keys} (allowed: {allowed})").format(
                keys=", ".join(map(str, unknown)), allowed=", ".join(sorted(KEYS))
            )
        )
    for key in ("ruleset", "storyteller", "votes"):
        if key not in obj:
            raise RequestError(_("missing key: {key}").format(key=key))
    if not isinstance(obj["ruleset"], str):
        # TRANSLATORS: ruleset is a JSON key: keep it in English
        raise RequestError(_('ruleset must be a ruleset id string, e.g. "refresh-2021"'))
    if not isinstance(obj["votes"], dict):
        # TRANSLATORS: votes is a JSON key: keep it in English
        raise RequestError(_("votes must be an object mapping each voter to a list of players"))
    for voter, picks in obj["votes"].items():
        if not isinstance(picks, list):
            raise RequestError(
                _("{voter}: the votes must be a list of player names").format(voter=repr(voter))
            )
    players = obj.get("players")
    if players is not None and not isinstance(players, list):
        # TRANSLATORS: players is a JSON key: keep it in English
        raise RequestError(_("players must be a list of names in seating order"))
    if "readings" in obj and "options" in obj:
        # TRANSLATORS: readings and options are JSON keys: keep them in English
        raise RequestError(
            _("give the reading toggles once, as readings (options is its old name)")
        )
    readings = obj.get("readings", obj.get("options"))
    if readings is not None and (
        not isinstance(readings, dict) or not all(isinstance(v, str) for v in readings.values())
    ):
        # TRANSLATORS: readings is a JSON key: keep it in English
        raise RequestError(_("readings must map a reading toggle to the id of one of its choices"))
    ruleset: Ruleset | str = (extra or {}).get(obj["ruleset"], obj["ruleset"])
    return score_round(
        ruleset, obj["storyteller"], obj["votes"], readings=readings, players=players
    )


def _text_only(obj: Any, line: int | None) -> Any:
    """The decoded request, or RequestError when a string in it holds a lone surrogate: JSON's
    \\ud800–\\udfff escapes can spell half a character, which no output can be written with."""
    try:
        json.dumps(obj, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start : exc.end].encode("unicode_escape").decode("ascii")
        if line is None:
            message = _(
                "the input holds {bad}, half of a character (a lone surrogate), not text; "
                "send each character whole"
            )
        else:
            message = _(
                "line {line} holds {bad}, half of a character (a lone surrogate), not text; "
                "send each character whole"
            )
        return RequestError(message.format(line=line, bad=bad))
    return obj


def _requests(data: bytes) -> list[tuple[int, Any]]:
    """Split stdin into (line number, decoded object or error) pairs."""
    try:
        whole = data.decode("utf-8")
        if whole.strip():
            return [(1, _text_only(json.loads(whole), None))]
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
                        _("line {line} is too long ({size} bytes; at most {most})").format(
                            line=i, size=number(len(raw)), most=number(MAX_LINE_BYTES)
                        )
                    ),
                )
            )
            continue
        try:
            out.append((i, _text_only(json.loads(raw.decode("utf-8")), i)))
        except UnicodeDecodeError:
            out.append((i, RequestError(_("line {line} is not UTF-8 text").format(line=i))))
        except RecursionError:
            out.append((i, RequestError(_("line {line} is nested too deeply").format(line=i))))
        except ValueError as exc:
            # TRANSLATORS: {problem} is Python's JSON parser's own message, in English
            message = _("line {line} is not valid JSON ({problem})").format(line=i, problem=exc)
            out.append((i, RequestError(message)))
    return out


def dumps_line(obj: object) -> str:
    """One JSON Lines record: readable Unicode, but never a character that splits lines."""
    text = json.dumps(obj, ensure_ascii=False)
    return text.replace("\x85", "\\u0085").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _outcome(result: RoundResult) -> str:
    if result.outcome == "all":
        text = _("{ruleset}: every voter found the storyteller's card")
    elif result.outcome == "none":
        text = _("{ruleset}: nobody found the storyteller's card")
    else:
        text = _("{ruleset}: some voters found the storyteller's card, not all")
    return text.format(ruleset=result.ruleset_id)


def _text(result: RoundResult) -> str:
    """The round for people: who scored what and how, then every step with its rule's source."""
    width = max(len(p) for p in result.players)
    rows = [_outcome(result)]
    for s in result.scores:
        # TRANSLATORS: one player's points split by source; base, bonus and extra are the
        # three kinds of points (the Score page's table uses the same words)
        split = _("= base {base} + bonus {bonus} + extra {extra}").format(
            base=number(s.base), bonus=number(s.bonus), extra=number(s.extra)
        )
        if s.player == result.storyteller:
            split = p_("command line", "{points} (storyteller)").format(points=split)
        rows.append(f"  {s.player:<{width}} {number(s.total):>2}  {split}")
    # TRANSLATORS: heads the list of scoring steps that explain the points above
    rows.append(p_("command line", "Why:"))
    rows.append(result.explain(with_sources=True))
    return "\n".join(rows)


def run(args: argparse.Namespace) -> int:
    extra: dict[str, Ruleset] = {}
    for path in args.ruleset_file:
        try:
            rs = load_ruleset_file(path)
        except RulesetError as exc:
            print(
                p_("command line", "error: {message}").format(message=exc)
                if args.format == "text"
                else dumps_line({"error": str(exc)})
            )
            return 2
        extra[rs.id] = rs
    data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        too_large = _("input is too large (more than {most} bytes)")
        print(dumps_line({"error": too_large.format(most=number(MAX_INPUT_BYTES))}))
        return 2
    requests = _requests(data)
    if not requests:
        no_input = _("no input: give one JSON object or JSON Lines on stdin")
        print(dumps_line({"error": no_input}))
        return 2
    bad = False
    for line, obj in requests:
        try:
            if isinstance(obj, DixitError):
                raise obj  # a line that could not be read: its message names the line
            result = score_request(obj, extra)
        except DixitError as exc:
            bad = True
            msg = (
                str(exc)
                if len(requests) == 1 or isinstance(obj, DixitError)
                else _("line {line}: {message}").format(line=line, message=exc)
            )
            print(
                p_("command line", "error: {message}").format(message=msg)
                if args.format == "text"
                else dumps_line({"error": msg})
            )
            continue
        except (TypeError, AttributeError, RecursionError) as exc:  # defensive: never a traceback
            bad = True
            invalid = _("line {line}: invalid request ({kind})")
            print(dumps_line({"error": invalid.format(line=line, kind=type(exc).__name__)}))
            continue
        if args.format == "text":
            print(_text(result))
            print()
        else:
            print(dumps_line(result.to_json()))
    return 2 if bad else 0
