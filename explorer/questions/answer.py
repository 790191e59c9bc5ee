"""One question answered for one ruleset: the facts (computed from the ruleset's data), the
words that say them (in the reader's language, written when asked), the sentences it rests on,
and answers for several rulesets grouped where they say the same."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from explorer.i18n import N_, _, labelled, language, tr
from explorer.questions.model import Facts, LiveLink, Question, Status
from explorer.questions.quotes import entry_near, provenance, quote
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import PlayerSpan, Provenance
from explorer.rules.wording import BASIS_MARK, BASIS_WORDS
from explorer.text.table_row import header_and_row, is_table_row

STATUS_MARK: dict[Status, str] = {
    **BASIS_MARK,  # type: ignore[dict-item]
    "not-settled": "❔",
    "not-covered": "🚫",
}
STATUS_WORDS: dict[Status, str] = {
    "not-settled": N_("not settled by the rules"),
    "not-covered": N_("not covered by these rulebooks"),
}
# TRANSLATORS: heads what tables commonly do, where the rules leave a question open
TABLES_HEAD = N_("What tables commonly do (not a rule):")


def status_words(status: Status) -> str:
    """How an answer stands, in the reader's language."""
    if status in STATUS_WORDS:
        return _(STATUS_WORDS[status])
    return BASIS_WORDS[status]  # type: ignore[index]


@dataclass(frozen=True)
class Source:
    """A sentence an answer rests on: its provenance, the language it is written in, the rule
    and player counts it gives a value for (None for a rulebook's sentence on a question the
    rulesets do not model), and whether it is another rulebook's (shown for comparison)."""

    provenance: Provenance
    language: str
    rule: str | None = None
    players: PlayerSpan | None = None
    elsewhere: bool = False

    @property
    def quote(self) -> str | None:
        """The sentence as one line, in its own language (a rulebook table's row is given as
        'column: cell' pairs)."""
        p = self.provenance
        if not p.quote:
            return None
        return _row_line(p.table_header, p.quote)

    @property
    def translation(self) -> str | None:
        """The sentence in the reader's language (None when the reader reads the sentence's
        own language, or it has no translation)."""
        p = self.provenance
        if not p.quote or not p.translation or self.language == language():
            return None
        header = tr(p.table_header_translation) if p.table_header_translation else None
        return _row_line(header, tr(p.translation))


def _row_line(header: str | None, text: str) -> str:
    if header and is_table_row(text):
        head, body = header_and_row(header, text)
        return " · ".join(labelled(h, c) for h, c in zip(head, body, strict=True))
    return text


@dataclass(frozen=True)
class Answer:
    """`question` answered for `ruleset`."""

    question: Question
    ruleset: Ruleset
    facts: Facts

    @property
    def status(self) -> Status:
        return self.facts.status

    @property
    def text(self) -> str:
        """The answer in words, in the reader's language."""
        return self.question.say(self.facts)

    @property
    def tables(self) -> str | None:
        """What tables commonly do, where the rules leave it open (reader's language)."""
        if self.question.tables is None or self.status not in ("not-settled", "not-covered"):
            return None
        return _(self.question.tables)

    def sources(self) -> tuple[Source, ...]:
        """The sentences the answer rests on, its own first, then other rulebooks' (each
        sentence once)."""
        out: list[Source] = []
        seen: set[tuple[str | None, str | None]] = set()
        shipped = {r.id: r for r in load_rulesets()}
        shipped[self.ruleset.id] = self.ruleset

        def add(src: Source) -> None:
            key = (src.provenance.quote, None if src.provenance.quote else src.provenance.note)
            if key not in seen:
                seen.add(key)
                out.append(src)

        for cite in self.facts.cites:
            if cite.rule is not None:
                rule = self.ruleset.rule(cite.rule)
                entries = (
                    rule.entries
                    if cite.players is None
                    else (entry_near(self.ruleset, cite.rule, cite.players),)
                )
                for e in entries:
                    add(Source(e.provenance, self.ruleset.language, cite.rule, e.players))
            elif cite.quote is not None:
                found = provenance(quote(cite.quote), shipped)
                if found is not None:
                    add(Source(found[0], found[1]))
        for qid in self.facts.elsewhere:
            found = provenance(quote(qid), shipped)
            if found is not None:
                add(Source(found[0], found[1], elsewhere=True))
        return tuple(out)


def answer(question: Question, ruleset: Ruleset) -> Answer:
    """`question` answered for `ruleset`, from its data."""
    return Answer(question, ruleset, question.facts(ruleset))


@dataclass(frozen=True)
class Shared:
    """Rulesets whose answers say the same (same status and words); each keeps its own
    sentences (`answers`, one per ruleset, in order)."""

    answers: tuple[Answer, ...]

    @property
    def rulesets(self) -> tuple[Ruleset, ...]:
        return tuple(a.ruleset for a in self.answers)

    @property
    def first(self) -> Answer:
        return self.answers[0]


def grouped(question: Question, rulesets: Sequence[Ruleset]) -> tuple[Shared, ...]:
    """The question answered for each ruleset, rulesets that get the same answer together (in
    the order given). Words are compared in the reader's language."""
    groups: dict[tuple[str, str, str | None], list[Answer]] = {}
    for rs in rulesets:
        a = answer(question, rs)
        groups.setdefault((a.status, a.text, a.tables), []).append(a)
    return tuple(Shared(tuple(members)) for members in groups.values())


def live_link(question: Question, rulesets: Sequence[Ruleset]) -> LiveLink | None:
    """The page that opens on the question for the rulesets shown (None: no live answer)."""
    return None if question.link is None else question.link(rulesets)
