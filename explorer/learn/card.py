"""A one-page reference card for one box, as a PDF built with fpdf2 from the ruleset's data:
the turn, the scoring table, the box's twists, the end of the game, and the scoring sentences
quoted from the rulebook with their translations.

fpdf2's built-in fonts are Latin-1 only; the quotes need accents, Cyrillic and Vietnamese, so
the card embeds DejaVu Sans, shipped (cut down to those scripts, with its licence) in `fonts/`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

from explorer.learn.lesson import demo_players, end_text, end_turns
from explorer.learn.twists import cap_at, capped_counts, twists
from explorer.rules.ruleset import Ruleset
from explorer.text.table_row import header_and_row, is_table_row

FONTS = Path(__file__).resolve().parent / "fonts"
FAMILY = "DejaVu"
QUOTED_RULES = ("all_or_none", "some_found", "bonus_per_vote")


def _plain(text: str) -> str:
    return text.replace("**", "")


def _by_count(rs: Ruleset, value: Callable[[int], int]) -> str:
    """A per-player-count value in words: '6 (7 at 3 players)'."""
    counts = range(rs.min_players, rs.max_players + 1)
    values: dict[int, list[int]] = {}
    for n in counts:
        values.setdefault(value(n), []).append(n)
    if len(values) == 1:
        return str(next(iter(values)))
    main = value(demo_players(rs))  # the value at a usual table leads
    rest = [
        f"{v} at {ns[0]}{'' if len(ns) == 1 else f'–{ns[-1]}'} players"
        for v, ns in values.items()
        if v != main
    ]
    return f"{main} ({', '.join(rest)})"


def turn_lines(rs: Ruleset) -> tuple[str, ...]:
    hand = _by_count(rs, rs.hand_size)
    each = _by_count(rs, rs.cards_handed_in)
    votes = _by_count(rs, rs.max_votes)
    return (
        f"Everybody holds {hand} cards. The storyteller passes to the left each turn.",
        "The storyteller picks a card and says a clue about it.",
        f"Each other player hands in {each} card(s) that fit the clue, face down.",
        "The storyteller shuffles them with their own and lays them out in numbered places.",
        f"Everybody but the storyteller votes in secret, never for their own card. Votes per "
        f"voter: {votes}.",
        "Reveal the votes and the storyteller's card; score; everybody refills their hand.",
    )


def scoring_rows(rs: Ruleset) -> tuple[tuple[str, str, str, str], ...]:
    an, sf = rs.all_or_none, rs.some_found
    return (
        ("Votes", "Storyteller", "Each finder", "Each other voter"),
        ("Everybody or nobody found", str(an.storyteller), str(an.others), str(an.others)),
        ("Some but not all found", str(sf.storyteller), str(sf.finder), str(sf.other)),
    )


def bonus_line(rs: Ruleset) -> str:
    counts = capped_counts(rs)
    every = len(counts) == rs.max_players - rs.min_players + 1
    if not counts:
        limit = ", no limit"
    else:
        cap = cap_at(rs, counts[0])
        where = "" if every else f" at {counts[0]}–{counts[-1]} players"
        limit = f", at most {cap} per player per turn{where}"
    return (
        f"Then +{rs.bonus_per_vote} per vote on a card you handed in{limit}. "
        "The storyteller never scores this bonus."
    )


def end_line(rs: Ruleset) -> str:
    turns = [(n, t) for n, t in end_turns(rs) if t is not None]
    if not turns:
        return end_text(rs)
    (n0, t0), rest = turns[0], turns[1:]
    counts = ", ".join([f"{t0} turns at {n0} players"] + [f"{t} at {n}" for n, t in rest])
    return f"{end_text(rs)} With {rs.decks[0]} cards the pile lasts {counts}."


def _quote_table(pdf: FPDF, header: str, rows: list[str], size: float) -> None:
    """Rows quoted from one rulebook table, under that table's header."""
    head = header_and_row(header, rows[0])[0]
    pdf.set_font(FAMILY, "", size)
    with pdf.table(
        col_widths=(3, *[1.2] * (len(head) - 1)),
        text_align="LEFT",
        line_height=4.4,
        headings_style=FontFace(emphasis="BOLD"),
        padding=0.8,
    ) as table:
        table.row(head)
        for row in rows:
            table.row(header_and_row(header, row)[1])
    pdf.ln(0.8)


def reference_card(rs: Ruleset) -> bytes:
    """The card as PDF bytes: one A4 page."""
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=10)
    pdf.set_margins(12, 10, 12)
    pdf.add_font(FAMILY, "", str(FONTS / "DejaVuSans.ttf"))
    pdf.add_font(FAMILY, "B", str(FONTS / "DejaVuSans-Bold.ttf"))
    pdf.set_title(f"Dixit reference card: {rs.name}")
    pdf.set_creator("Dixit Rules Explorer")
    pdf.add_page()
    w = pdf.epw

    def heading(text: str) -> None:
        pdf.ln(2)
        pdf.set_font(FAMILY, "B", 11.5)
        pdf.cell(w, 6.5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font(FAMILY, "", 9.5)

    def para(text: str, size: float = 9.5, height: float = 4.6) -> None:
        pdf.set_font(FAMILY, "", size)
        pdf.multi_cell(w, height, _plain(text), new_x="LMARGIN", new_y="NEXT", align="L")

    pdf.set_font(FAMILY, "B", 17)
    pdf.cell(w, 9, rs.name, new_x="LMARGIN", new_y="NEXT")
    decks = " or ".join(str(d) for d in rs.decks)
    para(
        f"Reference card · {rs.min_players}–{rs.max_players} players · {decks} cards · "
        f"rules from the {rs.document}",
        8.5,
    )

    heading("A turn")
    for i, line in enumerate(turn_lines(rs), start=1):
        para(f"{i}. {line}")

    heading("Scoring")
    pdf.set_font(FAMILY, "", 9.5)
    with pdf.table(
        col_widths=(2.4, 1, 1, 1.2),
        text_align=("LEFT", "CENTER", "CENTER", "CENTER"),
        line_height=5.5,
        headings_style=FontFace(emphasis="BOLD"),
        padding=1,
    ) as table:
        for row in scoring_rows(rs):
            table.row(row)
    pdf.ln(1)
    para(bonus_line(rs))

    ts = twists(rs)
    if ts:
        heading("Your box's twists")
        for t in ts:
            pdf.set_font(FAMILY, "B", 9.5)
            pdf.multi_cell(w, 4.6, t.title, new_x="LMARGIN", new_y="NEXT", align="L")
            para(t.text)

    heading("End of the game")
    para(end_line(rs))

    heading("In the rulebook's words")
    quoted = [rs.entry(name).provenance for name in QUOTED_RULES]
    done: set[int] = set()
    for i, p in enumerate(quoted):
        if i in done or not p.quote:
            continue
        if p.table_header and p.table_header_translation and is_table_row(p.quote):
            # rows of one rulebook table: shown together under its header, then translated
            rows = [q for q in quoted if q.table_header == p.table_header and q.quote]
            done.update(k for k, q in enumerate(quoted) if q in rows)
            for header, texts, size in (
                (p.table_header, [q.quote or "" for q in rows], 8.5),
                (p.table_header_translation, [q.translation or "" for q in rows], 8),
            ):
                _quote_table(pdf, header, texts, size)
            continue
        pdf.set_font(FAMILY, "", 8.5)
        pdf.multi_cell(w, 4.2, f"«{p.quote}»", new_x="LMARGIN", new_y="NEXT", align="L")
        pdf.set_font(FAMILY, "", 8)
        pdf.set_text_color(90, 90, 90)
        pdf.multi_cell(w, 4, f"{p.translation or ''}", new_x="LMARGIN", new_y="NEXT", align="L")
        pdf.set_text_color(0, 0, 0)
        pdf.ln(0.8)
    pdf.ln(1)
    para(
        "Made by the Dixit Rules Explorer from its ruleset data. Where a rulebook is silent the "
        "explorer states its reading; the Compare page shows every source.",
        7.5,
        3.6,
    )
    return bytes(pdf.output())
