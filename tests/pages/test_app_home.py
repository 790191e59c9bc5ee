"""AppTest: the Home page and the navigation entry point run without exceptions."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from explorer import load_rulesets
from tests.conftest import ROOT


def test_home_page_runs() -> None:
    at = AppTest.from_file(str(ROOT / "pages/home.py"), default_timeout=30).run()
    assert not at.exception
    assert "Dixit Rules Explorer" in at.title[0].value
    # every edition with its whole summary (a table cut the summaries off)
    text = "\n".join(m.value for m in at.markdown)
    captions = "\n".join(c.value for c in at.caption)
    for r in load_rulesets():
        assert r.summary in text
        assert f"`{r.id}`" in captions and r.document in captions


def test_entry_point_runs_home_by_default() -> None:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=30).run()
    assert not at.exception
    assert "Dixit Rules Explorer" in at.title[0].value
