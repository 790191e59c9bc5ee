"""Every figure the site draws is seen: drawn by Chromium from its own HTML at 390 and 1400 px,
each series' colour covers a real part of the plot and fills its legend swatch, read from the
screenshot's pixels (`figure_pixels`). Issue 30: the Score chart drew one edition's bars; the
others' were a white pattern on a transparent background (Plotly's default pattern fill mode,
which every template but Plotly's own leaves in place, Streamlit's included).

Each figure is built from real engine results (`tests/figures/site_figures.py`) twice: with
Streamlit's template the default, as the app builds it, and with Plotly's, as a notebook does.
The Score page is also read as the live app draws it, with Streamlit's chart theme.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

import plotly.graph_objects as go
import pytest

from explorer.links.score import encode
from tests.browser.conftest import wait_idle
from tests.browser.figure_pixels import draw, measure
from tests.figures.site_figures import NAMES, TWO_MARKERS, build_all

pytestmark = pytest.mark.browser

WIDTHS = (390, 1400)
TEMPLATES = ("streamlit", "plotly")


@pytest.fixture(scope="module")
def figures(chromium_path: str) -> dict[str, dict[str, go.Figure]]:
    return {t: build_all(t) for t in TEMPLATES}


@pytest.fixture(scope="module")
def drawer(browser):  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1400, "height": 600})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    yield page
    ctx.close()


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("name", NAMES)
def test_every_series_of_every_figure_is_seen(  # type: ignore[no-untyped-def]
    name: str, template: str, figures, drawer, artifacts_dir: Path
) -> None:
    fig = figures[template][name]
    unseen = []
    for width in WIDTHS:
        drawn = draw(drawer, fig, f"{template}-{name}", width, artifacts_dir / "figures")
        series = drawn.series()
        assert series, f"{name} at {width} px: no series found to look at"
        unseen += [f"at {width} px: {p}" for p in drawn.unseen()]
    assert not unseen, f"{name} (built with the {template} template):\n" + "\n".join(unseen)


def test_the_score_chart_is_seen_as_the_app_draws_it(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    """Odyssey at 8 players, three voters using both markers, on a phone: the page's chart,
    with Streamlit's chart theme applied, shows both editions that can score it."""
    ctx = browser.new_context(viewport={"width": 390, "height": 900})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    query = urlencode({"box": "odyssey-2011", **encode(TWO_MARKERS)})
    page.goto(f"{app_url}/score?{query}")
    wait_idle(page)
    root = '[data-testid="stPlotlyChart"] .js-plotly-plot'
    page.wait_for_function(
        "(root) => { const gd = document.querySelector(root);"
        " return !!(gd && gd._fullLayout && gd.querySelector('.legend .traces')); }",
        arg=root,
    )
    drawn = measure(page, root, "score-app", artifacts_dir / "score-chart-app-390.png")
    ctx.close()
    names = [s.name for s in drawn.series()]
    assert names == ["Dixit Odyssey (2011)", "Dixit Odyssey (Vietnamese rulebook)"]
    assert not drawn.unseen(), "\n".join(drawn.unseen())
