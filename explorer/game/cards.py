"""A deterministic deck of dream-like card pictures, drawn as compact SVG by this project.

Each card combines a main motif, a small second motif, a palette (a mood) and a composition.
The combination is the card's identity: card `i` is always the same picture, and the first 252
cards are all different. Each card carries hidden tags (its motifs, mood and composition) that
the bots' word associations work with; the players see the picture, and read its description
(`describe`, written from the same tags), the picture's text alternative.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache
from html import escape

from explorer.errors import CardError
from explorer.game.card_words import sentence
from explorer.i18n import _, number

MAX_CARDS = 252


@dataclass(frozen=True)
class Palette:
    mood: str
    sky_top: str
    sky_bottom: str
    ground: str
    light: str
    accent: str
    accent2: str
    ink: str


PALETTES: tuple[Palette, ...] = (
    Palette("night", "#0b1640", "#3a2f7a", "#1a1f4d", "#f4e9b8", "#7ec8e3", "#f2b84b", "#0a0d24"),
    Palette("dusk", "#3b1d5e", "#f08a5d", "#4a2a4f", "#ffe6b3", "#f7c873", "#e94f64", "#2a1230"),
    Palette("dawn", "#f7b2d0", "#fff1c1", "#8fbf9a", "#ffffff", "#e0607e", "#f6b042", "#4a3b5c"),
    Palette("sea", "#0e4d64", "#7fd1c7", "#0b3c5d", "#e8fbff", "#f9d56e", "#ff7b54", "#06283d"),
    Palette("forest", "#234d20", "#a9c77e", "#1e3a18", "#f7f3d0", "#e3a857", "#c0504d", "#122610"),
    Palette("fire", "#5c0f14", "#f6a14a", "#3b0a10", "#ffe8c2", "#ffd166", "#9b2335", "#2a0508"),
    Palette("winter", "#7fa7cf", "#eef4fa", "#c9d9ea", "#ffffff", "#4f6d8a", "#d9534f", "#2d3e50"),
)

COMPOSITIONS: tuple[str, ...] = ("hills", "sea-view", "floating", "doorway", "giant")


def _f(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _star_points(r1: float, r2: float, n: int = 5) -> str:
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = math.pi * i / n - math.pi / 2
        pts.append(f"{_f(r * math.cos(a))},{_f(r * math.sin(a))}")
    return " ".join(pts)


# Each motif is drawn around (0, 0) in a box of about 100 x 100 units.
def _motifs(p: Palette) -> dict[str, str]:
    L, A, B, K = p.light, p.accent, p.accent2, p.ink
    rays = "".join(
        f'<line x1="{_f(30 * math.cos(a))}" y1="{_f(30 * math.sin(a))}" '
        f'x2="{_f(44 * math.cos(a))}" y2="{_f(44 * math.sin(a))}"/>'
        for a in (i * math.pi / 4 for i in range(8))
    )
    ticks = "".join(
        f'<circle cx="{_f(30 * math.cos(a))}" cy="{_f(30 * math.sin(a))}" r="2.5"/>'
        for a in (i * math.pi / 6 for i in range(12))
    )
    return {
        "moon": f'<path d="M6-42A42 42 0 1 0 6 42A54 54 0 0 1 6-42Z" fill="{L}"/>',
        "sun": f'<g stroke="{B}" stroke-width="6" stroke-linecap="round">{rays}</g>'
        f'<circle r="24" fill="{B}"/><circle r="16" fill="{A}" opacity=".6"/>',
        "tree": f'<rect x="-6" y="0" width="12" height="48" fill="{K}"/>'
        f'<circle cx="-18" cy="-6" r="22" fill="{A}"/><circle cx="18" cy="-8" r="22" fill="{A}"/>'
        f'<circle cy="-30" r="26" fill="{B}" opacity=".85"/>',
        "house": f'<path d="M-34 0L0-36L34 0Z" fill="{B}"/><rect x="-28" y="0" width="56" height="44" fill="{L}"/>'
        f'<rect x="-8" y="16" width="16" height="28" fill="{K}"/><rect x="12" y="8" width="10" height="10" fill="{A}"/>',
        "bird": f'<path d="M-46 4Q-24-34 0 2Q24-34 46 4Q22-8 0 14Q-22-8-46 4Z" fill="{K}"/>',
        "fish": f'<ellipse rx="32" ry="18" fill="{A}"/><path d="M28 0L50-18V18Z" fill="{B}"/>'
        f'<circle cx="-18" cy="-4" r="4" fill="{K}"/>',
        "key": f'<circle cx="-28" r="16" fill="none" stroke="{A}" stroke-width="8"/>'
        f'<path d="M-12-4H46V4H-12ZM30 4h6v14h-6ZM40 4h6v10h-6Z" fill="{A}"/>',
        "boat": f'<path d="M-44 10H44L30 30H-30Z" fill="{B}"/><line x1="0" y1="10" x2="0" y2="-46" stroke="{K}" stroke-width="3"/>'
        f'<path d="M3-42L36 4H3Z" fill="{L}"/><path d="M-3-30L-30 4H-3Z" fill="{A}"/>',
        "mountain": f'<path d="M-50 40L-10-36L30 40Z" fill="{K}" opacity=".8"/><path d="M-10 40L22-18L50 40Z" fill="{A}"/>'
        f'<path d="M-10-36L-22-13L-14-17L-8-10L2-13Z" fill="{L}"/>',
        "door": f'<path d="M-24 46V-20A24 24 0 0 1 24-20V46Z" fill="{B}"/>'
        f'<path d="M-16 46V-18A16 16 0 0 1 16-18V46Z" fill="{L}" opacity=".9"/><circle cx="10" cy="12" r="3" fill="{K}"/>',
        "eye": f'<path d="M-48 0Q0-40 48 0Q0 40-48 0Z" fill="{L}"/><circle r="17" fill="{A}"/>'
        f'<circle r="8" fill="{K}"/><circle cx="-5" cy="-5" r="3" fill="{L}"/>',
        "star": f'<polygon points="{_star_points(46, 19)}" fill="{B}"/><polygon points="{_star_points(22, 9)}" fill="{L}" opacity=".7"/>',
        "ladder": f'<g stroke="{L}" stroke-width="5" stroke-linecap="round"><line x1="-16" y1="50" x2="-10" y2="-50"/>'
        f'<line x1="16" y1="50" x2="10" y2="-50"/>'
        + "".join(f'<line x1="-14" y1="{y}" x2="14" y2="{y}"/>' for y in (36, 16, -4, -24, -42))
        + "</g>",
        "balloon": f'<path d="M0 18C-40-2-34-48 0-48S40-2 0 18Z" fill="{B}"/><path d="M0 18C-12-2-12-48 0-48S12-2 0 18Z" fill="{A}" opacity=".7"/>'
        f'<path d="M-4 18L-8 36M4 18L8 36" stroke="{K}" stroke-width="2"/><rect x="-10" y="36" width="20" height="12" fill="{K}"/>',
        "snail": f'<path d="M-44 30H36Q44 30 40 20L30 14" fill="{A}" stroke="{A}" stroke-width="8" stroke-linecap="round"/>'
        f'<circle cx="0" cy="0" r="28" fill="{B}"/><path d="M0 0m-4 0a4 4 0 1 1 8 0a10 10 0 1 1-18 0a16 16 0 1 1 30 0" fill="none" stroke="{K}" stroke-width="3"/>'
        f'<path d="M32 14L38-6M38 14L48-4" stroke="{K}" stroke-width="2"/>',
        "clock": f'<circle r="40" fill="{L}" stroke="{B}" stroke-width="6"/><g fill="{K}">{ticks}</g>'
        f'<path d="M0 0V-26M0 0L18 10" stroke="{K}" stroke-width="4" stroke-linecap="round"/>',
        "whale": f'<path d="M-46 6Q-40-26 0-24Q36-22 40 0L52-16V20L40 8Q30 30-10 28Q-44 26-46 6Z" fill="{A}"/>'
        f'<circle cx="-28" cy="-4" r="3" fill="{K}"/><path d="M-14-26Q-18-44-28-46M-14-26Q-10-44 0-46" stroke="{L}" stroke-width="3" fill="none"/>',
        "lighthouse": f'<path d="M-60-44L-8-36V-28L-60-20Z" fill="{L}" opacity=".35"/><path d="M-14 50L-9-26H9L14 50Z" fill="{L}"/>'
        f'<path d="M-12 30H12L13 42H-13ZM-10 4H10L11 16H-11Z" fill="{B}"/><rect x="-10" y="-40" width="20" height="14" fill="{A}"/>'
        f'<path d="M-12-40L0-50L12-40Z" fill="{K}"/>',
        "flower": f'<path d="M0 8V50" stroke="{K}" stroke-width="4"/><path d="M0 34Q-18 24-22 36Q-10 42 0 34Z" fill="{K}"/>'
        + "".join(
            f'<circle cx="{_f(18 * math.cos(a))}" cy="{_f(-10 + 18 * math.sin(a))}" r="12" fill="{B}"/>'
            for a in (i * math.pi * 2 / 6 for i in range(6))
        )
        + f'<circle cy="-10" r="9" fill="{A}"/>',
        "cloud": f'<g fill="{L}"><circle cx="-24" cy="6" r="16"/><circle cx="0" cy="-6" r="24"/><circle cx="24" cy="6" r="16"/>'
        f'<rect x="-24" y="6" width="48" height="16"/></g>',
        "rabbit": f'<ellipse cx="-6" cy="-34" rx="6" ry="18" fill="{L}"/><ellipse cx="8" cy="-34" rx="6" ry="18" fill="{L}"/>'
        f'<ellipse cx="0" cy="22" rx="22" ry="26" fill="{L}"/><circle cy="-10" r="15" fill="{L}"/><circle cx="5" cy="-12" r="2.5" fill="{K}"/>'
        f'<circle cx="-20" cy="40" r="7" fill="{L}"/>',
        "umbrella": f'<path d="M-44 0A44 40 0 0 1 44 0Q33-8 22 0Q11-8 0 0Q-11-8-22 0Q-33-8-44 0Z" fill="{B}"/>'
        f'<path d="M0-40V36Q0 46-10 42" stroke="{K}" stroke-width="4" fill="none"/>',
        "crown": f'<path d="M-40 24L-44-24L-20 0L0-34L20 0L44-24L40 24Z" fill="{A}"/><rect x="-40" y="24" width="80" height="10" fill="{B}"/>'
        f'<circle cy="-34" r="5" fill="{L}"/>',
        "feather": f'<path d="M-30 44Q-30-20 34-46Q20 20-30 44Z" fill="{L}"/><path d="M-36 50Q0 0 34-46" stroke="{K}" stroke-width="2" fill="none"/>',
    }


MOTIFS: tuple[str, ...] = tuple(_motifs(PALETTES[0]))

# Where the main and second motif sit in each composition: (x, y, scale) in a 120 x 180 card.
_LAYOUT: dict[str, tuple[tuple[float, float, float], tuple[float, float, float]]] = {
    "hills": ((60, 78, 0.55), (26, 128, 0.22)),
    "sea-view": ((60, 66, 0.52), (94, 110, 0.2)),
    "floating": ((60, 94, 0.36), (30, 38, 0.2)),
    "doorway": ((60, 100, 0.42), (82, 158, 0.18)),
    "giant": ((60, 86, 0.95), (24, 160, 0.14)),
}


def _ground(card: Card, p: Palette) -> str:
    if card.composition == "hills":
        return (
            f'<path d="M0 128Q40 108 80 126T120 118V180H0Z" fill="{p.accent}" opacity=".45"/>'
            f'<path d="M0 142Q30 124 62 140T120 136V180H0Z" fill="{p.ground}"/>'
        )
    if card.composition == "sea-view":
        waves = "".join(
            f'<path d="M{x} {y}q6-4 12 0t12 0" stroke="{p.light}" stroke-width="1.2" fill="none" opacity=".5"/>'
            for x, y in ((10, 132), (58, 146), (30, 162), (84, 128), (80, 170))
        )
        return f'<rect y="118" width="120" height="62" fill="{p.ground}"/>{waves}'
    if card.composition == "floating":
        return (
            f'<path d="M22 112Q60 100 98 112L62 170Z" fill="{p.ground}"/>'
            f'<path d="M22 112Q60 100 98 112Q60 120 22 112Z" fill="{p.accent}" opacity=".6"/>'
        )
    if card.composition == "doorway":
        return (
            f'<path d="M0 0H120V180H0ZM22 168V64A38 38 0 0 1 98 64V168Z" fill="{p.ink}" opacity=".88" fill-rule="evenodd"/>'
            f'<rect y="166" width="120" height="14" fill="{p.ground}"/>'
        )
    return f'<rect y="156" width="120" height="24" fill="{p.ground}"/>'


@dataclass(frozen=True)
class Card:
    """One card: its number in the deck, what it shows and its hidden tags."""

    id: int
    motif: str
    second: str
    palette: Palette
    composition: str

    @property
    def tags(self) -> tuple[str, str, str, str]:
        """Hidden tags, strongest first: main motif, second motif, mood, composition."""
        return (self.motif, self.second, self.palette.mood, self.composition)


@cache
def card(card_id: int) -> Card:
    """Card number `card_id` (0 to MAX_CARDS - 1); always the same picture."""
    if not isinstance(card_id, int) or not 0 <= card_id < MAX_CARDS:
        raise CardError(f"there is no card {card_id!r}: cards are numbered 0 to {MAX_CARDS - 1}")
    m = len(MOTIFS)
    q, primary = divmod(card_id, m)
    offset = 1 + (q * 5 + card_id * 7) % (m - 1)
    second = (primary + offset) % m
    palette = PALETTES[(card_id * 3 + q) % len(PALETTES)]
    composition = COMPOSITIONS[(card_id + 2 * q) % len(COMPOSITIONS)]
    return Card(card_id, MOTIFS[primary], MOTIFS[second], palette, composition)


def deck(size: int) -> tuple[Card, ...]:
    """The first `size` cards."""
    if not 1 <= size <= MAX_CARDS:
        raise CardError(f"a deck has 1 to {MAX_CARDS} cards, not {size}")
    return tuple(card(i) for i in range(size))


def _placed(
    svg: str, x: float, y: float, s: float, *, flip: bool = False, turn: int = 0, extra: str = ""
) -> str:
    rot = f" rotate({turn})" if turn else ""
    sy = -s if flip else s
    return f'<g transform="translate({_f(x)} {_f(y)}) scale({s} {sy}){rot}"{extra}>{svg}</g>'


def describe(which: Card | int) -> str:
    """What the card shows, as one short sentence in the current language ("The moon above the
    hills, a bird on the slope, at night."), written from the tags that draw it."""
    c = which if isinstance(which, Card) else card(which)
    return sentence(*c.tags)


def card_name(place: int | str, card_id: int) -> str:
    """A card's accessible name (a picker's button, a picture's alt text): its place on the
    screen as shown there (3, or "3 · yours") and what it shows ("Card 3: The moon above…")."""
    # TRANSLATORS: a card's name for screen readers: {place} is its number on the screen,
    # {description} what it shows ("The moon above the hills, a bird on the slope, at night.")
    return _("Card {place}: {description}").format(
        place=number(place) if isinstance(place, int) else place, description=describe(card_id)
    )


_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 180">'


def card_svg(card_id: int) -> str:
    """The card's picture as a standalone SVG document (120 x 180 view box), an image whose
    `<title>` is its description in the current language (`describe`)."""
    title = escape(describe(card_id), quote=False)
    return f'{_OPEN[:-1]} role="img"><title>{title}</title>{_picture(card_id)[len(_OPEN) :]}'


@cache
def _picture(card_id: int) -> str:
    """The card's picture without its title (the same in every language)."""
    c = card(card_id)
    p = c.palette
    motifs = _motifs(p)
    rnd = random.Random(card_id)
    (px, py, ps), (sx, sy, ss) = _LAYOUT[c.composition]
    dots = "".join(
        f'<circle cx="{_f(rnd.uniform(4, 116))}" cy="{_f(rnd.uniform(4, 100))}" r="{_f(rnd.uniform(0.5, 1.5))}"/>'
        for _dot in range(9)
    )
    tilt = rnd.choice((-8, -4, 0, 4, 8))
    parts = [
        _OPEN,
        f'<defs><linearGradient id="s{card_id}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{p.sky_top}"/><stop offset="1" stop-color="{p.sky_bottom}"/>'
        f"</linearGradient></defs>",
        f'<rect width="120" height="180" fill="url(#s{card_id})"/>',
        f'<g fill="{p.light}" opacity=".7">{dots}</g>',
        _ground(c, p),
    ]
    if c.composition == "sea-view":
        parts.append(_placed(motifs[c.motif], px, 236 - py, ps, flip=True, extra=' opacity=".22"'))
    parts.append(_placed(motifs[c.second], sx, sy, ss))
    parts.append(_placed(motifs[c.motif], px, py, ps, turn=tilt))
    parts.append(
        f'<rect x="2" y="2" width="116" height="176" rx="6" fill="none" stroke="{p.light}" stroke-width="2" opacity=".8"/>'
    )
    parts.append("</svg>")
    return "".join(parts)
