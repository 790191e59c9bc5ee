"""The rule documents' worked examples as table situations, with the points each document gives."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from explorer.i18n import N_, _
from explorer.round.situation import Situation


@dataclass(frozen=True)
class Example:
    """A worked example from a rule document, with the points the document gives.

    `label` and `source` are in the reader's language (the English is marked for translation).
    """

    id: str
    english_label: str
    english_source: str
    situation: Situation
    expected: tuple[tuple[str, int], ...]

    @property
    def label(self) -> str:
        return _(self.english_label)

    @property
    def source(self) -> str:
        return _(self.english_source)


def _example(
    names: str, teller: str, votes: Mapping[str, Sequence[str]], edition: str
) -> Situation:
    players = tuple(names.split(","))
    seat = {p: i for i, p in enumerate(players)}
    v = tuple(tuple(seat[x] for x in votes.get(p, ())) for p in players)
    return Situation(players, seat[teller], v, (), edition)


EXAMPLES: tuple[Example, ...] = (
    Example(
        "refresh-some",
        N_("2021: A and B find it"),
        N_("001, worked example: R tells; A and B find R's card; C votes for A's card, D for C's."),
        _example(
            "R,A,B,C,D", "R", {"A": ["R"], "B": ["R"], "C": ["A"], "D": ["C"]}, "refresh-2021"
        ),
        (("R", 3), ("A", 4), ("B", 3), ("C", 1), ("D", 0)),
    ),
    Example(
        "refresh-nobody",
        N_("2021: nobody finds it"),
        N_(
            "001, worked example: nobody finds R's card; A votes for B's card, B for A's, C for "
            "A's, D for C's."
        ),
        _example(
            "R,A,B,C,D", "R", {"A": ["B"], "B": ["A"], "C": ["A"], "D": ["C"]}, "refresh-2021"
        ),
        (("R", 0), ("A", 4), ("B", 3), ("C", 3), ("D", 2)),
    ),
    Example(
        "refresh-all",
        N_("2021: all find it"),
        N_("001, worked example: all four players find R's card."),
        _example(
            "R,A,B,C,D", "R", {"A": ["R"], "B": ["R"], "C": ["R"], "D": ["R"]}, "refresh-2021"
        ),
        (("R", 0), ("A", 2), ("B", 2), ("C", 2), ("D", 2)),
    ),
    Example(
        "original-juliano",
        N_("2008: Juliano's turn"),
        N_(
            "003, Exemplo de Turno: Juliano tells; only Léo finds it; two votes on Léo's card, "
            "one on Tomás's. The document does not say whether Matilde or Nicolau voted for "
            "Tomás; here Matilde votes for Léo and Nicolau for Tomás (Tomás's own vote must be "
            "Léo's)."
        ),
        _example(
            "Juliano,Matilde,Nicolau,Léo,Tomás",
            "Juliano",
            {"Matilde": ["Léo"], "Nicolau": ["Tomás"], "Léo": ["Juliano"], "Tomás": ["Léo"]},
            "original-2008",
        ),
        (("Léo", 5), ("Juliano", 3), ("Tomás", 1), ("Matilde", 0), ("Nicolau", 0)),
    ),
)


def example(example_id: str) -> Example:
    for e in EXAMPLES:
        if e.id == example_id:
            return e
    raise KeyError(example_id)


def find_example(s: Situation) -> Example | None:
    """The worked example this situation is (same table, votes and edition), if any."""
    for e in EXAMPLES:
        x = e.situation
        if (x.players, x.storyteller, x.votes, x.edition) == (
            s.players,
            s.storyteller,
            s.votes,
            s.edition,
        ):
            return e
    return None


def with_example_edition(s: Situation) -> Situation:
    """`s` with `edition` set exactly when its table is a rule document's worked example.

    The edition only ever means "this table is that edition's worked example", so it follows
    the table: a situation whose names, storyteller and votes are an example's gets that
    example's edition (its own, when two examples share the table and it names one of them);
    any other situation gets none, whatever edition it carried (a stale `ed` in a link).
    """
    table = (s.players, s.storyteller, s.votes)
    matches = [
        e.situation.edition
        for e in EXAMPLES
        if (e.situation.players, e.situation.storyteller, e.situation.votes) == table
    ]
    edition = s.edition if s.edition in matches else (matches[0] if matches else None)
    return s if edition == s.edition else replace(s, edition=edition)
