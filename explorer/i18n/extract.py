"""Find every marked message in the sources (Babel's Python extractor), area by area."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from babel.messages.extract import extract_from_file

from explorer.i18n.areas import ROOT, area_of, sources

KEYWORDS = {"_": None, "N_": None, "n_": (1, 2), "p_": ((1, "c"), 2)}


@dataclass(frozen=True)
class Message:
    id: str
    plural: str | None
    context: str | None
    area: str
    where: str  # file:line of one place that uses it
    comments: tuple[str, ...] = ()


def extract_file(path: Path) -> list[Message]:
    area = area_of(path)
    rel = path.resolve().relative_to(ROOT).as_posix()
    out: list[Message] = []
    for lineno, msg, comments, context in extract_from_file(
        "python", path, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
    ):
        if isinstance(msg, tuple):
            singular, plural = msg[0], msg[1]
        else:
            singular, plural = msg, None
        if not singular:
            continue
        out.append(Message(singular, plural, context, area, f"{rel}:{lineno}", tuple(comments)))
    return out


def extract_all() -> list[Message]:
    return [m for path in sources() for m in extract_file(path)]


def by_area() -> dict[str, dict[tuple[str | None, str], Message]]:
    """area → (context, id) → the message (first place it is used)."""
    out: dict[str, dict[tuple[str | None, str], Message]] = {}
    for m in extract_all():
        out.setdefault(m.area, {}).setdefault((m.context, m.id), m)
    return out
