"""The server's own bounds on what one browser may send (issue #10: one process serves every
visitor, so no visitor's message or upload may be large enough to crowd out the rest)."""

from __future__ import annotations

import tomllib

from tests.conftest import ROOT


def test_one_browser_can_send_at_most_a_megabyte() -> None:
    server = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())["server"]
    assert server["maxWidgetStateSize"] <= 1  # MB per message (Streamlit's default: 25)
    assert server["maxUploadSize"] <= 1  # MB per upload (default: 200; a ruleset is 256 KB)
