"""Running a page file under Streamlit's AppTest, optionally opened from a link."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

from tests.conftest import ROOT


def run_page(page: str, params: dict[str, Any] | None = None) -> AppTest:
    """Run `pages/<page>.py` with `params` as the link's query parameters; no exception allowed."""
    at = AppTest.from_file(str(ROOT / "pages" / f"{page}.py"), default_timeout=60)
    for k, v in (params or {}).items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at
