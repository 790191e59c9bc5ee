"""`python -m explorer questions`: the questions players ask, answered for a box (or every
edition), as text for people or JSON for scripts; `--search` finds questions from words."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlencode

from explorer.errors import RulesetError
from explorer.i18n import _, join_list, labelled, number, p_, quoted, tr
from explorer.questions import (
    GROUPS,
    IDS,
    MOST_ASKED,
    QUESTIONS,
    Shared,
    answer,
    group_title,
    grouped,
    in_group,
    live_link,
    question,
    search,
)
from explorer.questions.answer import STATUS_MARK, TABLES_HEAD, Source, status_words
from explorer.questions.model import Question
from explorer.questions.search import MAX_QUERY
from explorer.rules.files import load_ruleset_file, load_rulesets
from explorer.rules.ruleset import Ruleset


def register(sub: Any) -> None:
    p = sub.add_parser(
        "questions",
        help=_("the questions players ask, answered for a box"),
        description=_(
            "The questions players ask, each answered for your box from its rules, with the "
            "rulebook sentence the answer rests on."
        ),
    )
    which = p.add_mutually_exclusive_group()
    which.add_argument(
        "--box",
        metavar="ID",
        choices=[r.id for r in load_rulesets()],
        help=_("the ruleset id of your box (default: every edition)"),
    )
    which.add_argument(
        "--ruleset-file", metavar="FILE", help=_("your own ruleset file (house rules)")
    )
    p.add_argument(
        "--search",
        metavar="WORDS",
        help=_("only the questions these words find, best first (at most {n} characters)").format(
            n=number(MAX_QUERY)
        ),
    )
    p.add_argument("--id", metavar="QUESTION", choices=IDS, help=_("one question, by its id"))
    p.add_argument("--format", choices=["text", "json"], default="text", help=_("output format"))
    p.set_defaults(handler=run)


def _rulesets(args: argparse.Namespace) -> tuple[Ruleset, ...]:
    if args.ruleset_file:
        return (load_ruleset_file(args.ruleset_file),)
    every = load_rulesets()
    return tuple(r for r in every if r.id == args.box) if args.box else every


def run(args: argparse.Namespace) -> int:
    try:
        rulesets = _rulesets(args)
    except RulesetError as exc:
        print(p_("command line", "error: {message}").format(message=exc), file=sys.stderr)
        return 2
    truncated = False
    via: tuple[tuple[str, str], ...] = ()
    scores: dict[str, float] = {}
    chosen: Sequence[Question] = QUESTIONS
    if args.id:
        chosen = (question(args.id),)
    elif args.search is not None:
        found = search(args.search)
        truncated, via = found.truncated, found.via
        chosen = tuple(h.question for h in found.hits)
        scores = {h.question.id: round(h.score, 3) for h in found.hits}
    if args.format == "json":
        out = {
            "rulesets": [r.id for r in rulesets],
            "truncated": truncated,
            "searched_in_english": [list(pair) for pair in via],
            "questions": [_json(q, rulesets, scores.get(q.id)) for q in chosen],
        }
        print(json.dumps(out, ensure_ascii=False))
        return 0
    if truncated:
        print(_("Only the first {n} characters were searched.").format(n=number(MAX_QUERY)))
    if via:
        words = join_list([f"{typed} → {eng}" for typed, eng in via])
        print(_("Searched in English for: {words}.").format(words=words))
    if not chosen:
        _nothing()
    _text(chosen, rulesets, by_group=args.search is None and not args.id)
    return 0


def _nothing() -> None:
    """No question matches: the questions asked most and the groups, to go on from."""
    print(_("No question matches: try other words, or one of these."))
    print("\n" + _("The questions players ask most:"))
    for qid in MOST_ASKED:
        print(f"  {_(question(qid).text)}  [--id {qid}]")
    print("\n" + _("Every question, by group:"))
    for gid, _title in GROUPS:
        print("  " + labelled(group_title(gid), ", ".join(q.id for q in in_group(gid))))


# --- text ---------------------------------------------------------------------------------
def _text(chosen: Sequence[Question], rulesets: Sequence[Ruleset], *, by_group: bool) -> None:
    group = None
    for q in chosen:
        if by_group and q.group != group:
            group = q.group
            print(f"\n## {group_title(q.group)}")
        print(f"\n{_(q.text)}  [{q.id}]")
        for shared in grouped(q, rulesets):
            _shared_text(shared, len(rulesets))
        link = live_link(q, rulesets)
        if link is not None:
            query = urlencode(dict(link.params), doseq=True)
            print("  → " + _(link.label) + f": /{link.path}" + (f"?{query}" if query else ""))


def answer_line(shared: Shared, every: int) -> str:
    """One answer as the text output heads it: its mark, whose it is, how it stands, the words
    ("📖 Dixit (2021) (quoted from the document): No. …"); `every`: how many rulesets are shown."""
    a = shared.first
    who = (
        _("Every edition shown")
        if len(shared.answers) == every > 1
        else join_list([tr(r.name) for r in shared.rulesets])
    )
    return labelled(f"{STATUS_MARK[a.status]} {who} ({status_words(a.status)})", a.text)


def _shared_text(shared: Shared, every: int) -> None:
    a = shared.first
    print(f"  {answer_line(shared, every)}")
    if a.tables:
        print(f"    {_(TABLES_HEAD)} {a.tables}")
    for one in shared.answers:
        for src in one.sources():
            print("    " + _source_line(src, one.ruleset, len(shared.answers) > 1))


def _source_line(src: Source, rs: Ruleset, named: bool) -> str:
    p = src.provenance
    parts = []
    if src.quote:
        parts.append(quoted(src.quote))
    if src.translation:
        parts.append(f"({src.translation})")
    if p.note:
        parts.append(tr(p.note))
    where = tr(p.document) if p.document else ""
    text = " ".join(parts) + (f" [{where}]" if where else "")
    if src.elsewhere:
        text = labelled(_("Another rulebook"), text)
    return labelled(tr(rs.name), text) if named else text


# --- JSON ---------------------------------------------------------------------------------
def _json(q: Question, rulesets: Sequence[Ruleset], score: float | None) -> dict[str, Any]:
    link = live_link(q, rulesets)
    out: dict[str, Any] = {
        "id": q.id,
        "group": q.group,
        "question": _(q.text),
        "answers": [
            {
                "ruleset": a.ruleset.id,
                "status": a.status,
                "answer": a.text,
                "values": {k: _plain(v) for k, v in a.facts.values},
                "tables": a.tables,
                "sources": [_source_json(s) for s in a.sources()],
            }
            for a in (answer(q, rs) for rs in rulesets)
        ],
        "link": None
        if link is None
        else {"page": link.page, "params": dict(link.params), "label": _(link.label)},
    }
    if score is not None:
        out["score"] = score
    return out


def _plain(value: object) -> object:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _source_json(src: Source) -> dict[str, Any]:
    p = src.provenance
    return {
        "basis": p.basis,
        "quote": src.quote,
        "language": src.language if src.quote else None,
        "translation": src.translation,
        "document": tr(p.document) if p.document else None,
        "note": tr(p.note) if p.note else None,
        "rule": src.rule,
        "other_rulebook": src.elsewhere,
    }
