"""The lab's figures are built once per process and sent as they are (issue #10: a warm lab
visit must cost little more CPU than a bare page). A shared figure must send exactly the chart
the plain figure would, and the cache must tell languages apart."""

from __future__ import annotations

import json

import plotly.graph_objects as go
import plotly.io as pio
from streamlit.testing.v1 import AppTest

from explorer.ui.lab import cache as lab_cache
from tests.conftest import ROOT


def _small_figure(title: str) -> go.Figure:
    fig = go.Figure(go.Bar(x=[1, 2, 3], y=[0.5, 1.5, 2.5], name="<b>x</b>"))
    fig.update_layout(title=title, height=300)
    return fig


def test_a_shared_figure_sends_exactly_what_the_plain_figure_sends() -> None:
    plain = _small_figure("sweet spot")
    copied = lab_cache.SharedFigure(plain)  # a copy: the same chart, keys maybe reordered
    assert json.loads(pio.to_json(copied, validate=False)) == json.loads(pio.to_json(plain))
    spec = pio.to_json(plain, validate=False)
    shared = lab_cache.SharedFigure.of(_small_figure("sweet spot"))
    assert pio.to_json(shared, validate=False) == spec
    # the dict is worked out once and handed out as it is
    assert shared.to_dict() is shared.to_dict()
    assert copied.to_dict() is copied.to_dict()


def test_the_page_sends_each_cached_figure_unchanged() -> None:
    lab_cache.clear()
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=60)
    at.query_params["rounds"] = "1000"
    at.query_params["games"] = "100"
    at.run()
    assert not at.exception
    sent = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    assert len(sent) == 13
    cached = [json.loads(pio.to_json(go.Figure(f), validate=False)) for f in _figures()]
    assert all(spec in cached for spec in sent)
    # a second visit reuses every figure and sends the same charts
    again = at.run()
    assert [json.loads(c.proto.spec) for c in again.get("plotly_chart")] == sent


def _figures() -> list[lab_cache.SharedFigure]:
    return [f for f in (lab_cache.FIGURES.peek(k) for k in list(lab_cache.FIGURES._data)) if f]


def test_each_language_is_its_own_figure_and_each_is_built_once() -> None:
    lab_cache.clear()
    built: list[str] = []

    def build(lang: str) -> go.Figure:
        built.append(lang)
        return _small_figure(f"title in {lang}")

    en = lab_cache.cached_figure("test", ("k",), lambda: build("en"))
    again = lab_cache.cached_figure("test", ("k",), lambda: build("en"), lang="en")
    fr = lab_cache.cached_figure("test", ("k",), lambda: build("fr"), lang="fr")
    assert en is again
    assert fr is not en and fr.layout.title.text == "title in fr"
    assert built == ["en", "fr"]


def test_the_figure_cache_is_bounded() -> None:
    lab_cache.clear()
    for i in range(lab_cache.FIGURES.max_entries + 20):
        lab_cache.cached_figure("test", (i,), lambda: _small_figure("t"))
    assert len(lab_cache.FIGURES) == lab_cache.FIGURES.max_entries
    lab_cache.clear()


def test_sharing_a_figure_does_not_copy_it() -> None:
    plain = _small_figure("t")
    spec = pio.to_json(plain, validate=False)
    trace = plain.data[0]
    shared = lab_cache.SharedFigure.of(plain)
    assert shared is plain and shared.data[0] is trace
    assert pio.to_json(shared, validate=False) == spec
