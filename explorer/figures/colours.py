"""One colour per edition on every chart of every page, distinct colours for players, and what
marks a series besides its colour; chart text that is readable.

Every series colour has a contrast of 3:1 or more against the white chart background and every
chart text colour 4.5:1 or more (WCAG 2.1 AA, 1.4.11 and 1.4.3; `tests/figures/test_contrast.py`
measures them with `contrast_ratio`). Editions take the Okabe-Ito colours (safe for colour-blind
readers), orange darkened to pass and sky blue, which no darkening keeps apart from blue, swapped
for Paul Tol's wine; by their place in the shipped order, so an edition keeps its colour when
another drops out of a chart. A ruleset the project does not ship (house rules, a user's file)
takes the colours after them, by id.

Colour alone never tells series apart for everybody: each palette has marker symbols, line dashes
and bar patterns in the same order (`edition_style`, `player_style`), for builders to use with the
colour, and `readable_text` sets every text of a figure to `CHART_TEXT` (Streamlit's chart theme
draws axis labels in a grey at 3.7:1 unless a figure names the colour of each).

A patterned bar takes its whole marker from `bar_marker` (`SeriesStyle.bar`): filled with its
colour, the pattern drawn over it in white. Plotly draws a pattern in one of two modes, and its
default ("replace") paints only the pattern's lines, in the bar's colour or the one given, on a
transparent background: a white pattern is then an invisible bar and an empty legend swatch,
a coloured one a few thin lines. Only Plotly's own template asks for "overlay"; Streamlit's
(the default for every figure built once Streamlit is imported, so in the app) leaves the
default, and so did the Score chart until issue 30. `bar_marker` names every part of the fill,
so a bar looks the same under any template.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

from explorer.rules.catalogue import CANONICAL_ORDER

CHART_BACKGROUND = "#ffffff"
# every text on a chart: titles, axis titles and ticks, legends, annotations (12.6:1 on white)
CHART_TEXT = "#333333"

# blue, dark orange, green, reddish purple, wine; then two for editions to come
EDITION_PALETTE = ("#0072B2", "#B86E00", "#009E73", "#CC79A7", "#882255", "#C0392B", "#6E6E6E")
# black, indigo, brown, slate: apart from every shipped edition's colour for every reader
OTHER_PALETTE = ("#000000", "#332288", "#8C564B", "#5D6D7E")

# Twelve colours that stay apart from each other (a 12-player game's standings); the first six,
# a common table, stay apart for colour-blind readers too. Past them, symbols tell players apart.
PLAYER_PALETTE = (
    "#0072B2",
    "#B86E00",
    "#009E73",
    "#CC79A7",
    "#000000",
    "#882255",
    "#332288",
    "#C0392B",
    "#8C564B",
    "#5D6D7E",
    "#E0115F",
    "#3B3B3B",
)

# What a series is drawn with besides its colour, in palette order (Plotly's names).
SYMBOLS = (
    "circle",
    "square",
    "diamond",
    "triangle-up",
    "x",
    "star",
    "cross",
    "triangle-down",
    "pentagon",
    "hexagram",
    "star-square",
    "hourglass",
)
DASHES = ("solid", "dash", "dot", "dashdot", "longdash", "longdashdot")
PATTERNS = ("", "/", ".", "x", "\\", "-", "+", "|")  # bar fills (marker.pattern.shape)
# A pattern's lines: white over the bar's colour (which is 3:1 or more on white, so the lines
# stand out from it as much), thin enough that the colour fills most of the bar and its swatch.
PATTERN_INK = CHART_BACKGROUND
PATTERN_SOLIDITY = 0.2
PATTERN_SIZE = 8  # px: a few repeats across a phone's narrow bar and a legend swatch

# The lab's other series (for its builders): round outcomes and the two roles.
OUTCOME_PALETTE = {"none": "#6A3D9A", "some": "#117733", "all": "#B86E00"}
ROLE_PALETTE = {"storyteller": "#0072B2", "voter": "#B86E00"}


@dataclass(frozen=True)
class SeriesStyle:
    """How one series is told apart: its colour, and a marker symbol, a line dash and a bar
    pattern for readers who cannot tell the colours apart."""

    colour: str
    symbol: str
    dash: str
    pattern: str

    @property
    def bar(self) -> dict[str, Any]:
        """This series' bar marker (`bar_marker`)."""
        return bar_marker(self.colour, self.pattern)


def bar_marker(colour: str, pattern: str = "") -> dict[str, Any]:
    """A bar's whole marker: filled with `colour`, `pattern` (a `PATTERNS` shape; "" none)
    drawn over it in `PATTERN_INK`, its outline in its colour. Every part of the fill is named
    ("overlay" above all), so no template can leave the bar empty."""
    return {
        "color": colour,
        "line": {"color": colour, "width": 1},
        "pattern": {
            "shape": pattern,
            "fillmode": "overlay",
            "bgcolor": colour,
            "fgcolor": PATTERN_INK,
            "fgopacity": 1,
            "solidity": PATTERN_SOLIDITY,
            "size": PATTERN_SIZE,
        },
    }


def _style(colour: str, place: int) -> SeriesStyle:
    return SeriesStyle(
        colour,
        SYMBOLS[place % len(SYMBOLS)],
        DASHES[place % len(DASHES)],
        PATTERNS[place % len(PATTERNS)],
    )


def _other_place(ruleset_id: str) -> int:
    return sum(map(ord, ruleset_id)) % len(OTHER_PALETTE)


def edition_colour(ruleset_id: str) -> str:
    """The colour of this edition on every chart."""
    if ruleset_id in CANONICAL_ORDER:
        return EDITION_PALETTE[CANONICAL_ORDER.index(ruleset_id)]
    return OTHER_PALETTE[_other_place(ruleset_id)]


def edition_style(ruleset_id: str) -> SeriesStyle:
    """This edition's colour, symbol, dash and pattern on every chart (a ruleset the project
    does not ship takes the ones after the shipped editions')."""
    if ruleset_id in CANONICAL_ORDER:
        return _style(edition_colour(ruleset_id), CANONICAL_ORDER.index(ruleset_id))
    return _style(edition_colour(ruleset_id), len(CANONICAL_ORDER) + _other_place(ruleset_id))


def player_colours(n: int) -> tuple[str, ...]:
    """`n` distinct colours for `n` players (at most twelve)."""
    return PLAYER_PALETTE[:n]


def player_style(seat: int) -> SeriesStyle:
    """The player in this seat: colour, symbol, dash and pattern (seats 0 to 11)."""
    return _style(PLAYER_PALETTE[seat % len(PLAYER_PALETTE)], seat)


def _luminance(colour: str) -> float:
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    channels = [int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(colour: str, background: str = CHART_BACKGROUND) -> float:
    """WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (the same) to 21 (black on white)."""
    a, b = sorted((_luminance(colour), _luminance(background)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def readable_text(fig: go.Figure) -> go.Figure:
    """Every text of `fig` in `CHART_TEXT` (titles, axes, legend, colour bars, annotations that
    name no colour of their own); returns `fig`. Streamlit's chart theme sets each of these to
    its own grey unless the figure names it, so `layout.font` alone is not enough."""
    font = {"color": CHART_TEXT}
    fig.update_layout(font=font, title_font=font, legend_font=font, legend_title_font=font)
    fig.update_xaxes(tickfont=font, title_font=font)
    fig.update_yaxes(tickfont=font, title_font=font)
    fig.update_coloraxes(colorbar_tickfont=font, colorbar_title_font=font)
    fig.for_each_annotation(lambda a: a.update(font_color=CHART_TEXT) if not a.font.color else a)
    return fig
