"""Colours readable by everybody (WCAG 2.1 AA): chart series at 3:1 or more against the chart
background, chart text and the site's text (captions and quotes included) at 4.5:1 or more."""

from __future__ import annotations

import tomllib

import plotly.graph_objects as go
import pytest

from explorer.figures import colours
from explorer.figures.colours import (
    CHART_BACKGROUND,
    CHART_TEXT,
    EDITION_PALETTE,
    OTHER_PALETTE,
    OUTCOME_PALETTE,
    PLAYER_PALETTE,
    ROLE_PALETTE,
    contrast_ratio,
    edition_style,
    player_style,
    readable_text,
)
from explorer.rules.catalogue import CANONICAL_ORDER
from tests.conftest import ROOT

SERIES = {
    **{f"edition {i}": c for i, c in enumerate(EDITION_PALETTE)},
    **{f"other {i}": c for i, c in enumerate(OTHER_PALETTE)},
    **{f"player {i}": c for i, c in enumerate(PLAYER_PALETTE)},
    **{f"outcome {k}": c for k, c in OUTCOME_PALETTE.items()},
    **{f"role {k}": c for k, c in ROLE_PALETTE.items()},
}
# Streamlit 1.67's light theme, where config.toml leaves a colour unset
STREAMLIT_DEFAULTS = {"backgroundColor": "#ffffff", "secondaryBackgroundColor": "#f8f8f7"}
FADED = 0.6  # captions, quote blocks and help text: the text colour at 60 % opacity


def test_the_contrast_ratio_is_wcag_s() -> None:
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21)
    assert contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1)
    assert contrast_ratio("#767676") == pytest.approx(4.54, abs=0.01)  # the classic AA grey
    assert contrast_ratio("#E69F00") == pytest.approx(2.25, abs=0.01)  # Okabe-Ito orange
    assert contrast_ratio("#fff", "#000") == contrast_ratio("#000000", "#FFFFFF")


@pytest.mark.parametrize("name", SERIES)
def test_every_series_colour_stands_out_from_the_chart_background(name: str) -> None:
    assert contrast_ratio(SERIES[name], CHART_BACKGROUND) >= 3, (name, SERIES[name])


def test_chart_text_is_readable() -> None:
    assert contrast_ratio(CHART_TEXT, CHART_BACKGROUND) >= 4.5


def test_palettes_have_no_repeats_and_enough_marks() -> None:
    assert len(set(EDITION_PALETTE)) == len(EDITION_PALETTE) >= len(CANONICAL_ORDER)
    assert len(set(PLAYER_PALETTE)) == len(PLAYER_PALETTE) == 12
    # editions, and players, are told apart by symbol and pattern too, not by colour alone
    shipped = [edition_style(r) for r in CANONICAL_ORDER]
    assert len({s.symbol for s in shipped}) == len({s.pattern for s in shipped}) == len(shipped)
    assert len({player_style(i).symbol for i in range(12)}) == 12
    assert len({player_style(i).dash for i in range(6)}) == 6
    house = edition_style("my-house-rules")
    assert house.colour in OTHER_PALETTE and house.symbol not in {s.symbol for s in shipped}


def test_readable_text_names_the_colour_of_every_text() -> None:
    fig = go.Figure(go.Bar(x=["a"], y=[1], name="a"))
    fig.add_hline(y=1, annotation_text="target")
    fig.add_annotation(text="own", font={"color": "#0072B2"})
    readable_text(fig)
    lay = fig.layout
    for font in (
        lay.font,
        lay.title.font,
        lay.legend.font,
        lay.legend.title.font,
        lay.xaxis.tickfont,
        lay.xaxis.title.font,
        lay.yaxis.tickfont,
        lay.yaxis.title.font,
    ):
        assert font.color == CHART_TEXT
    assert [a.font.color for a in lay.annotations] == [CHART_TEXT, "#0072B2"]


def _theme() -> dict[str, str]:
    with (ROOT / ".streamlit" / "config.toml").open("rb") as f:
        return {**STREAMLIT_DEFAULTS, **tomllib.load(f)["theme"]}


def _over(colour: str, background: str, alpha: float) -> str:
    """`colour` drawn at `alpha` opacity over `background`, as one colour."""
    a, b = (colour.lstrip("#"), background.lstrip("#"))
    mixed = [
        round(alpha * int(a[i : i + 2], 16) + (1 - alpha) * int(b[i : i + 2], 16))
        for i in (0, 2, 4)
    ]
    return "#" + "".join(f"{c:02x}" for c in mixed)


@pytest.mark.parametrize("background", ["backgroundColor", "secondaryBackgroundColor"])
def test_the_site_text_captions_and_inline_code_are_readable(background: str) -> None:
    """Body text, captions (Streamlit fades the text colour to 60 %) and inline code (in a
    caption too) on the page and in the sidebar, whose background is the secondary one."""
    theme = _theme()
    bg = theme[background]
    text, code = theme["textColor"], theme["codeTextColor"]
    assert contrast_ratio(text, bg) >= 4.5
    assert contrast_ratio(_over(text, bg, FADED), bg) >= 4.5, "captions, quotes, help text"
    assert contrast_ratio(_over(code, bg, FADED), bg) >= 4.5, "inline code in a caption"
    # buttons and chosen cards: white text on the primary colour
    assert contrast_ratio("#ffffff", theme["primaryColor"]) >= 4.5


def test_the_old_palette_failed_and_this_one_passes() -> None:
    """The colours the issue measured (orange 2.25, sky blue 2.31, yellow, light green) are gone."""
    assert {"#E69F00", "#56B4E9", "#F0E442", "#B2DF8A"}.isdisjoint(SERIES.values())
    assert colours.PLAYER_PALETTE[:4] == colours.EDITION_PALETTE[:4]
