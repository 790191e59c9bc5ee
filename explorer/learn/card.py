"""A one-page reference card for one box, as a PDF built with fpdf2 from the ruleset's data:
the turn, the scoring table, the box's twists, the end of the game, and the scoring sentences
quoted from the rulebook with their translations.

fpdf2's built-in fonts are Latin-1 only; the quotes need accents, Cyrillic and Vietnamese, so
the card embeds DejaVu Sans, shipped (cut down to those scripts, with its licence) in `fonts/`
(`scripts/subset_font.py`). The card speaks the reader's language; the rulebook's sentences stay
in the rulebook's own, with a translation under them unless the reader reads that language.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

from explorer.i18n import LANGUAGES, _, join_list, language, n_, number, p_, semicolons, tr
from explorer.learn.boxes import or_numbers
from explorer.learn.lesson import demo_players, end_text, end_turns
from explorer.learn.twists import cap_at, capped_counts, twists
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count
from explorer.text.table_row import header_and_row, is_table_row

FONTS = Path(__file__).resolve().parent / "fonts"
FAMILY = "DejaVu"
QUOTED_RULES = ("all_or_none", "some_found", "bonus_per_vote")
# the card is drawn at full size, then smaller until it fits one page (long languages)
SCALES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7)


def _plain(text: str) -> str:
    return text.replace("**", "")


def _players(low: int, high: int) -> str:
    if low == high:
        return number(low)
    return f"{number(low)}–{number(high)}"


def _bands(rs: Ruleset, value: Callable[[int], int]) -> tuple[int, list[tuple[int, int, int]]]:
    """A per-player-count value: the one at a usual table, and (value, low, high) for each run
    of player counts where it differs."""
    main = value(demo_players(rs))  # the value at a usual table leads
    bands: list[tuple[int, int, int]] = []
    for n in range(rs.min_players, rs.max_players + 1):
        v = value(n)
        if v == main:
            continue
        if bands and bands[-1][0] == v and bands[-1][2] == n - 1:
            bands[-1] = (v, bands[-1][1], n)
        else:
            bands.append((v, n, n))
    return main, bands


def _at(rs: Ruleset, low: int, high: int, value: str) -> str:
    """'with 3 players: 7', 'from 7 players: 2', 'up to 6 players: 1', 'with 4 to 6 players:
    2': a player count said so that it never reads as a range of values (French read «1 (2 à 3
    joueurs)» as "2 to 3 players")."""
    if low == high:
        return _("with {n} players: {value}").format(n=number(low), value=value)
    if high == rs.max_players:
        return _("from {n} players: {value}").format(n=number(low), value=value)
    if low == rs.min_players:
        return _("up to {n} players: {value}").format(n=number(high), value=value)
    return _("with {low} to {high} players: {value}").format(
        low=number(low), high=number(high), value=value
    )


def _by_count(rs: Ruleset, value: Callable[[int], int], first: Callable[[int], str]) -> str:
    """A per-player-count value in words: the usual table's first ('6 cards each'), then each
    other count ('6 cards each; with 3 players: 7')."""
    main, bands = _bands(rs, value)
    return semicolons([first(main), *(_at(rs, lo, hi, number(v)) for v, lo, hi in bands)])


def turn_lines(rs: Ruleset) -> tuple[str, ...]:
    hand = _by_count(
        rs, rs.hand_size, lambda n: n_("{n} card each", "{n} cards each", n).format(n=number(n))
    )
    each = _by_count(rs, rs.cards_handed_in, lambda n: count(n, "card"))
    votes = _by_count(rs, rs.max_votes, lambda n: count(n, "vote"))
    return (
        # TRANSLATORS: {hand} is e.g. "6 cards each; with 3 players: 7"
        _("Hand: {hand}. The storyteller passes to the left each turn.").format(hand=hand),
        _("The storyteller picks a card and says a clue about it."),
        # TRANSLATORS: {each} is e.g. "1 card; with 3 players: 2"
        _("Each other player hands in, face down, cards that fit the clue: {each}.").format(
            each=each
        ),
        _("The storyteller shuffles them with their own and lays them out in numbered places."),
        # TRANSLATORS: {votes} is e.g. "1 vote; from 7 players: 2"
        _(
            "Everybody but the storyteller votes in secret, never for their own card. Votes per "
            "voter: {votes}."
        ).format(votes=votes),
        _("Reveal the votes and the storyteller's card; score; everybody refills their hand."),
    )


def scoring_rows(rs: Ruleset) -> tuple[tuple[str, str, str, str], ...]:
    an, sf = rs.all_or_none, rs.some_found
    return (
        (
            p_("reference card", "Votes"),
            p_("reference card", "Storyteller"),
            _("Each finder"),
            _("Each other voter"),
        ),
        (
            _("Everybody or nobody found"),
            number(an.storyteller),
            number(an.others),
            number(an.others),
        ),
        (
            _("Some but not all found"),
            number(sf.storyteller),
            number(sf.finder),
            number(sf.other),
        ),
    )


def bonus_line(rs: Ruleset) -> str:
    counts = capped_counts(rs)
    every = len(counts) == rs.max_players - rs.min_players + 1
    per = number(rs.bonus_per_vote)
    if not counts:
        return _(
            "Then +{per} per vote on a card you handed in, no limit. The storyteller never "
            "scores this bonus."
        ).format(per=per)
    cap = number(cap_at(rs, counts[0]) or 0)
    if every:
        return _(
            "Then +{per} per vote on a card you handed in, at most {cap} per player per turn. "
            "The storyteller never scores this bonus."
        ).format(per=per, cap=cap)
    low, high = counts[0], counts[-1]
    if high == rs.max_players:
        text = _(
            "Then +{per} per vote on a card you handed in; from {n} players, at most {cap} per "
            "player per turn. The storyteller never scores this bonus."
        )
    elif low == rs.min_players:
        text = _(
            "Then +{per} per vote on a card you handed in; up to {n} players, at most {cap} per "
            "player per turn. The storyteller never scores this bonus."
        )
    elif low == high:
        text = _(
            "Then +{per} per vote on a card you handed in; with {n} players, at most {cap} per "
            "player per turn. The storyteller never scores this bonus."
        )
    else:
        text = _(
            "Then +{per} per vote on a card you handed in; with {low} to {high} players, at most "
            "{cap} per player per turn. The storyteller never scores this bonus."
        )
    n = high if low == rs.min_players and high != rs.max_players else low
    return text.format(per=per, cap=cap, n=number(n), low=number(low), high=number(high))


def end_line(rs: Ruleset) -> str:
    turns = [(n, t) for n, t in end_turns(rs) if t is not None]
    if not turns:
        return end_text(rs)
    (n0, t0), rest = turns[0], turns[1:]
    first = n_("{n} turn at {players} players", "{n} turns at {players} players", t0).format(
        n=number(t0), players=number(n0)
    )
    others = [
        n_("{n} turn at {players} players", "{n} turns at {players} players", t).format(
            n=number(t), players=number(n)
        )
        for n, t in rest
    ]
    pile = _("With {deck} cards the pile lasts {counts}.").format(
        deck=number(rs.decks[0]), counts=join_list([first, *others])
    )
    return f"{end_text(rs)} {pile}"


def _quote_table(pdf: FPDF, header: str, rows: list[str], size: float, k: float) -> None:
    """Rows quoted from one rulebook table, under that table's header."""
    head = header_and_row(header, rows[0])[0]
    pdf.set_font(FAMILY, "", size * k)
    with pdf.table(
        col_widths=(3, *[1.2] * (len(head) - 1)),
        text_align="LEFT",
        line_height=4.4 * k,
        headings_style=FontFace(emphasis="BOLD"),
        padding=0.8 * k,
    ) as table:
        table.row(head)
        for row in rows:
            table.row(header_and_row(header, row)[1])
    pdf.ln(0.8 * k)


def reference_card(rs: Ruleset) -> bytes:
    """The card as PDF bytes: one A4 page, in the reader's language (drawn smaller when a
    language's words would not fit one page at full size)."""
    data, pages = b"", 0
    for k in SCALES:
        data, pages = _draw(rs, k)
        if pages == 1:
            return data
    return data  # pragma: no cover - even the smallest scale overflowed (a test says it never does)


def _draw(rs: Ruleset, k: float) -> tuple[bytes, int]:
    """The card drawn at scale `k` (fonts and line heights), and how many pages it took."""
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=10)
    pdf.set_margins(12, 10, 12)
    pdf.add_font(FAMILY, "", str(FONTS / "DejaVuSans.ttf"))
    pdf.add_font(FAMILY, "B", str(FONTS / "DejaVuSans-Bold.ttf"))
    name = tr(rs.name)
    pdf.set_title(_("Dixit reference card: {name}").format(name=name))
    pdf.set_lang(language() if language() in LANGUAGES else "en")
    pdf.set_creator("Dixit Rules Explorer")
    pdf.add_page()
    w = pdf.epw

    def heading(text: str) -> None:
        pdf.ln(2 * k)
        pdf.set_font(FAMILY, "B", 11.5 * k)
        pdf.cell(w, 6.5 * k, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font(FAMILY, "", 9.5 * k)

    def para(text: str, size: float = 9.5, height: float = 4.6) -> None:
        pdf.set_font(FAMILY, "", size * k)
        pdf.multi_cell(w, height * k, _plain(text), new_x="LMARGIN", new_y="NEXT", align="L")

    pdf.set_font(FAMILY, "B", 17 * k)
    pdf.cell(w, 9 * k, name, new_x="LMARGIN", new_y="NEXT")
    para(
        n_(
            "Reference card · {players} players · {decks} card · rules from the {document}",
            "Reference card · {players} players · {decks} cards · rules from the {document}",
            rs.decks[-1],
        ).format(
            players=_players(rs.min_players, rs.max_players),
            decks=or_numbers(rs.decks),
            document=tr(rs.document),
        ),
        8.5,
    )

    heading(_("A turn"))
    for i, line in enumerate(turn_lines(rs), start=1):
        para(f"{number(i)}. {line}")

    heading(_("Scoring"))
    pdf.set_font(FAMILY, "", 9.5 * k)
    with pdf.table(
        col_widths=(2.4, 1, 1, 1.2),
        text_align=("LEFT", "CENTER", "CENTER", "CENTER"),
        line_height=5.5 * k,
        headings_style=FontFace(emphasis="BOLD"),
        padding=1 * k,
    ) as table:
        for row in scoring_rows(rs):
            table.row(row)
    pdf.ln(1 * k)
    para(bonus_line(rs))

    ts = twists(rs)
    if ts:
        heading(_("Your box's twists"))
        for t in ts:
            pdf.set_font(FAMILY, "B", 9.5 * k)
            pdf.multi_cell(w, 4.6 * k, t.title, new_x="LMARGIN", new_y="NEXT", align="L")
            para(t.text)

    heading(_("End of the game"))
    para(end_line(rs))

    heading(_("In the rulebook's words"))
    # the quote in the rulebook's language; under it a translation into the reader's language,
    # unless the reader reads the rulebook's language
    translate = language() != rs.language
    quoted = [rs.entry(name).provenance for name in QUOTED_RULES]
    done: set[int] = set()
    for i, p in enumerate(quoted):
        if i in done or not p.quote:
            continue
        if p.table_header and p.table_header_translation and is_table_row(p.quote):
            # rows of one rulebook table: shown together under its header, then translated
            rows = [q for q in quoted if q.table_header == p.table_header and q.quote]
            done.update(j for j, q in enumerate(quoted) if q in rows)
            _quote_table(pdf, p.table_header, [q.quote or "" for q in rows], 8.5, k)
            if translate:
                _quote_table(
                    pdf,
                    tr(p.table_header_translation),
                    [tr(q.translation or "") for q in rows],
                    8,
                    k,
                )
            continue
        pdf.set_font(FAMILY, "", 8.5 * k)
        pdf.multi_cell(w, 4.2 * k, f"«{p.quote}»", new_x="LMARGIN", new_y="NEXT", align="L")
        if translate and p.translation:
            pdf.set_font(FAMILY, "", 8 * k)
            pdf.set_text_color(90, 90, 90)
            pdf.multi_cell(w, 4 * k, tr(p.translation), new_x="LMARGIN", new_y="NEXT", align="L")
            pdf.set_text_color(0, 0, 0)
        pdf.ln(0.8 * k)
    pdf.ln(1 * k)
    para(
        _(
            "Made by the Dixit Rules Explorer from its ruleset data. Where a rulebook is silent "
            "the explorer states its reading; the Compare page shows every source."
        ),
        7.5,
        3.6,
    )
    return bytes(pdf.output()), pdf.pages_count
