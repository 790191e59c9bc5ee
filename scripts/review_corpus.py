"""What visitors read, written out for a reviewer: one text file per language.

Each edition's name and summary, every question's answer for every box (and two house rules
that split values by player count),
every lesson step of every box (the example round with its cards, the tables' explanations, the
twists, the end, the reference card's sentences), quiz rounds of every level with the feedback
on a right answer, on each usual mistake and on an answer no mistake explains, a class-quiz
room's round as a student and the teacher see it, and a practice round against bots:

    .venv/bin/python scripts/review_corpus.py                  # artifacts/review/<lang>.txt
    .venv/bin/python scripts/review_corpus.py ru fr --out /tmp/review
    .venv/bin/python scripts/review_corpus.py sample ru --n 60 --seed 7

`sample` draws built sentences (a sentence that no catalog message is on its own: a message
with its numbers and names filled in, or several messages together), the same ones for the
same language, number and seed. Rulebook sentences quoted in their own language are written
with a leading `  «` and are not the site's words (`tests/i18n/test_rendered_text.py` reads
the corpus through `corpus()` and holds the site's words to patterns that are always wrong).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from explorer.i18n import LANGUAGES, _, join_list, labelled, tr, using  # noqa: E402
from explorer.rules.files import load_rulesets  # noqa: E402
from explorer.rules.resolve import resolve  # noqa: E402
from explorer.rules.ruleset import Ruleset  # noqa: E402

if TYPE_CHECKING:
    from explorer.learn.quiz import Question

# house rules whose values change with the player count where no edition's do: a bonus cap
# from 7 players only, a lone-finder rule over a range, hands and votes in bands
HOUSE = (
    "odyssey-2011~cap:3-6=none,7-12=2~lone:4@3-4",
    "original-2008~hand:3-3=7,4-6=6~votes:3-4=1,5-6=2",
)
QUIZ_SEEDS = range(1, 13)  # rounds per level and box


@dataclass(frozen=True)
class Line:
    """One text a visitor reads: where it is shown and what it says. `quote`: a rulebook's
    sentence in its own language (not the site's words); `own`: a text written whole in a
    ruleset or quotes file (a translation, a note), not built by the site."""

    where: str
    text: str
    quote: bool = False
    own: bool = False  # a ruleset's or rulebook sentence's own text (a translation, a note)


def rulesets() -> tuple[Ruleset, ...]:
    return (*load_rulesets(), *(resolve(h) for h in HOUSE))


# --- Questions ---------------------------------------------------------------------------------
def _questions() -> Iterator[Line]:
    from explorer.cli.questions_cmd import answer_line
    from explorer.questions import QUESTIONS, group_title, grouped, live_link
    from explorer.questions.answer import TABLES_HEAD

    every = rulesets()
    for rs in (*every, None):
        shown = every[: len(load_rulesets())] if rs is None else (rs,)
        box = "every edition" if rs is None else rs.id
        for q in QUESTIONS:
            where = f"questions/{box}/{q.id}"
            yield Line(where, f"[{group_title(q.group)}] {_(q.text)}")
            for shared in grouped(q, shown):
                a = shared.first
                yield Line(where, answer_line(shared, len(shown)))
                if a.tables:
                    yield Line(where, f"{_(TABLES_HEAD)} {a.tables}")
                if rs is None:
                    continue  # the sentences were read with each box
                for src in a.sources():
                    if src.quote:
                        yield Line(where, src.quote, quote=True)
                    if src.translation:
                        yield Line(where, src.translation, own=True)
                    if src.provenance.note:
                        yield Line(where, tr(src.provenance.note), own=True)
            link = live_link(q, shown)
            if link is not None:
                yield Line(where, "→ " + _(link.label))


# --- the lesson --------------------------------------------------------------------------------
def _lesson(rs: Ruleset) -> Iterator[Line]:
    from explorer.lab.clue_model import ClueModel
    from explorer.lab.exact import sweet_spot
    from explorer.learn import demo
    from explorer.learn.boxes import box_of, rulebook_label, rulebook_line
    from explorer.learn.card import bonus_line, end_line, scoring_rows, turn_lines
    from explorer.learn.example import example_table, table_note, voted_for
    from explorer.learn.lesson import demo_players, steps
    from explorer.learn.step_words import SOONER, clue_chart_line, pile_head
    from explorer.learn.twists import Twist
    from explorer.round.explain import explain
    from explorer.round.scoring import score_situation
    from explorer.round.situation import Situation

    base = f"lesson/{rs.id}"
    box = box_of(rs.id, load_rulesets())
    if box is not None:
        yield Line(f"{base}/box", f"{box.title} · {' · '.join(box.facts)}")
        if len(box.rulesets) > 1:
            yield Line(f"{base}/box", rulebook_line(box, rs, rs.language))
            yield from (Line(f"{base}/box", rulebook_label(r)) for r in box.rulesets)
    for r in rs.readings:
        yield Line(f"{base}/box", labelled(tr(r.label), tr(r.choice(rs.chosen(r.id)).label)))
    d = demo.demo_round(rs)
    for step in steps(rs):
        where = f"{base}/{step.name}"
        yield Line(where, f"# {step.title}")
        for line in step.text.splitlines():
            if line.strip():
                yield Line(where, line)
        if step.kind == "clue":
            yield from (Line(where, label) for label in demo.dealt(d).labels if label)
            shown, said = demo.told(d)
            yield from (Line(where, label) for label in shown.labels)
            yield Line(where, said)
        if step.kind in ("hand-in", "vote"):
            yield Line(where, demo.clue_line(d))
        if step.kind == "vote":
            yield from (Line(where, line) for line in demo.vote_lines(d))
        if step.kind == "reveal":
            placed = demo.places(d, reveal=True)
            yield from (
                Line(where, f"{a} {b}".strip())
                for a, b in zip(placed.labels, placed.notes, strict=True)
            )
            yield Line(where, demo.found_line(rs, d))
        tables: list[tuple[Situation, Twist | None]] = []
        if step.kind in ("scoring", "bonus"):
            tables = [(example_table(rs, step.kind), None)]
        for t in step.twists:
            yield Line(where, labelled(t.title, t.text))
            if t.detail:
                yield Line(where, labelled(t.title, t.detail))
            tables.append((example_table(rs, step.kind, t), t))
        for table, twist in tables:
            if twist is not None:
                yield Line(where, table_note(rs, table))
                for seat in range(table.n):
                    if seat != table.storyteller:
                        yield Line(where, labelled(table.players[seat], voted_for(table, seat)))
            yield from (Line(where, e.text) for e in explain(score_situation(rs, table)))
        if step.kind == "end":
            yield Line(where, pile_head(rs))
            if rs.end_conditions.score_target is not None:
                yield Line(where, _(SOONER))
        if step.kind == "good-clue":
            n = demo_players(rs)
            yield Line(where, clue_chart_line(n, sweet_spot(rs, n, ClueModel()).best_p))
    where = f"{base}/reference-card"
    yield from (Line(where, line) for line in turn_lines(rs))
    yield from (Line(where, " | ".join(row)) for row in scoring_rows(rs))
    yield Line(where, bonus_line(rs))
    yield Line(where, end_line(rs))


# --- the quiz ----------------------------------------------------------------------------------
def _feedback_lines(
    where: str, q: Question, given: dict[str, int], every: tuple[Ruleset, ...]
) -> Iterator[Line]:
    from explorer.learn.quiz import check
    from explorer.learn.quiz_words import looks_like, mistake_line, verdict_line

    fb = check(q, given, every)
    yield Line(where, verdict_line(fb))
    for explained in fb.explanations:
        yield Line(where, looks_like(explained))
        yield from (Line(where, mistake_line(n)) for n in explained)


def _quiz(rs: Ruleset) -> Iterator[Line]:
    from explorer.learn.mistakes import MISTAKES, mistaken
    from explorer.learn.quiz import generate, levels
    from explorer.learn.quiz_words import facts_line

    every = load_rulesets()
    for lv in levels(rs):
        yield Line(f"quiz/{rs.id}/{lv.id}", f"# {lv.title}")
        yield Line(f"quiz/{rs.id}/{lv.id}", lv.text)
        for seed in QUIZ_SEEDS:
            where = f"quiz/{rs.id}/{lv.id}/{seed}"
            q = generate(rs, lv.id, seed)
            yield Line(where, facts_line(q))
            yield from (Line(where, line) for line in q.vote_lines())
            right = q.points()
            yield from _feedback_lines(where, q, right, every)
            yield from (Line(where, e.text) for e in q.explanation())
            for m in MISTAKES:
                wrong = mistaken(q.scored(), m, every)
                if wrong is not None:
                    yield from _feedback_lines(where, q, wrong, every)
            odd = {p: v + 7 for p, v in right.items()}  # no usual mistake gives it
            yield from _feedback_lines(where, q, odd, every)


# --- a class quiz room -------------------------------------------------------------------------
def _room(rs: Ruleset) -> Iterator[Line]:
    from explorer.learn.mistakes import MISTAKES, mistaken
    from explorer.learn.quiz_words import facts_line, mistake_line, verdict_line
    from explorer.rooms import quiz
    from explorer.rooms.service import Rooms
    from explorer.rooms.store import MemoryStore

    rooms = Rooms(MemoryStore())
    room, host = rooms.open("quiz", rs.id, {"level": "scoring", "rounds": 2}, seed=5)
    _room1, ana = rooms.join(room.code, "Student 1")
    _room2, ben = rooms.join(room.code, "Student 2")
    rooms.act(room.code, host, quiz.Next())
    for k in range(2):
        where = f"room/{rs.id}/{k + 1}"
        view = rooms.view(room.code, ana).detail
        q = view.question
        yield Line(where, facts_line(q))
        yield from (Line(where, line) for line in q.vote_lines())
        rooms.act(room.code, ana, quiz.Send(q.points()))
        wrong = next(
            (w for m in MISTAKES if (w := mistaken(q.scored(), m, load_rulesets())) is not None),
            {p: 0 for p in q.players},
        )
        rooms.act(room.code, ben, quiz.Send(wrong))
        fb = quiz.feedback(rs.id, rooms.view(room.code, ben).detail)
        if fb is not None:
            yield Line(where, verdict_line(fb))
        for c in rooms.view(room.code, host).detail.commonest:
            yield Line(where, mistake_line(c.named))
        rooms.act(room.code, host, quiz.Next())


# --- a practice round --------------------------------------------------------------------------
def _practice(rs: Ruleset) -> Iterator[Line]:
    from explorer.game import GiveClue, Setup, apply, new_game
    from explorer.game.bots import play_bots
    from explorer.game.news import what_happened
    from explorer.game.seat_names import table_names
    from explorer.game.setup import BotSkill

    n = min(max(5, rs.min_players), rs.max_players)
    names = table_names(n)
    good: BotSkill = "good"
    bots: tuple[BotSkill | None, ...] = (None, *([good] * (n - 1)))
    game = new_game(Setup(rs.id, names, bots=bots, deck=84, seed=3))
    where = f"practice/{rs.id}"
    yield Line(where, join_list(list(names)))
    before = game
    game = apply(game, GiveClue(0, game.hands[0][0], _("The night's lantern")))
    game = play_bots(game)
    yield from (Line(where, line) for line in what_happened(before, game))
    if game.last_round is not None:
        yield from (Line(where, e.text) for e in game.last_round.result.explanation)


def _rulesets() -> Iterator[Line]:
    """Each edition's name and summary, as Home and Compare show them."""
    for rs in load_rulesets():
        yield Line(f"rulesets/{rs.id}", tr(rs.name), own=True)
        yield Line(f"rulesets/{rs.id}", tr(rs.summary), own=True)


def corpus(lang: str) -> list[Line]:
    """Everything the corpus holds, in `lang`."""
    out: list[Line] = []
    with using(lang):
        out += _rulesets()
        out += _questions()
        for rs in rulesets():
            out += _lesson(rs)
            out += _quiz(rs)
        for rs in load_rulesets():
            out += _room(rs)
            out += _practice(rs)
    return out


def write(lang: str, lines: list[Line]) -> str:
    """The corpus as a reviewer reads it: a heading per place, each text on its line."""
    out, where = [], None
    for line in lines:
        if line.where != where:
            where = line.where
            out.append(f"\n== {where}")
        out.append(f"  «{line.text}»" if line.quote else line.text)
    return "\n".join(out).lstrip() + "\n"


# --- the built sentences' sample --------------------------------------------------------------
OPENERS = '«“"*'  # a sentence may open with these, or with a capital or a digit
HEADING = re.compile(r"^(?:\[[^\]]*\] |# )")  # the corpus's own group and step headings


def _sentences(text: str) -> list[str]:
    """`text` cut after . ! ? … where the next word opens a sentence (a capital, a digit, a
    quotation mark): «см. дальше» and «т. д.» stay whole."""
    out, start = [], 0
    for i, char in enumerate(text[:-1]):
        if char in ".!?…" and text[i + 1] == " ":
            nxt = text[i + 2 : i + 3]
            if nxt and (nxt.isupper() or nxt.isdigit() or nxt in OPENERS):
                out.append(text[start : i + 1])
                start = i + 2
    out.append(text[start:])
    return [s.strip() for s in out if s.strip()]


def _catalog_texts(lang: str) -> set[str]:
    from babel.messages.pofile import read_po

    texts: set[str] = set()
    for path in (ROOT / "explorer" / "i18n" / "locale" / lang / "LC_MESSAGES").glob("*.po"):
        with path.open("rb") as f:
            for m in read_po(f):
                forms = m.string if isinstance(m.string, tuple) else (m.string,)
                texts.update(str(s) for s in forms if s)
    return texts


def built_sentences(lang: str) -> list[tuple[str, str]]:
    """(where, sentence) for every sentence of the corpus the site builds (a message with its
    numbers and names filled in, or several messages together): not a catalog message or a
    ruleset's text on its own, nor the corpus's own headings and table rows; each once."""
    plain = _catalog_texts(lang) if lang != "en" else set()
    seen: set[str] = set()
    out = []
    for line in corpus(lang):
        text = HEADING.sub("", line.text)
        if line.quote or line.own or " | " in text or text in plain:
            continue
        for sentence in _sentences(text):
            s = sentence.lstrip("-→ ").strip()
            if len(s) < 12 or s in seen or s in plain:
                continue
            seen.add(s)
            out.append((line.where, s))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("words", nargs="*", help="languages, or: sample LANG")
    parser.add_argument("--out", default=str(ROOT / "artifacts" / "review"))
    parser.add_argument("--n", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.words[:1] == ["sample"]:
        lang = args.words[1]
        pool = built_sentences(lang)
        picked = random.Random(f"{lang}-{args.seed}").sample(pool, min(args.n, len(pool)))
        for k, (where, s) in enumerate(picked, 1):
            print(f"{k:2}. [{where}] {s}")
        return
    langs = args.words or list(LANGUAGES)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        with contextlib.redirect_stdout(io.StringIO()):
            lines = corpus(lang)
        path = out / f"{lang}.txt"
        path.write_text(write(lang, lines), encoding="utf-8")
        print(f"{path}: {len(lines)} texts")


if __name__ == "__main__":
    main()
