"""axe-core in the browser tests: inject the checker into a loaded page and read its WCAG
violations as text a person can act on.

axe-core is the npm package pinned in `tests/browser/package.json`; `make test` installs it
(`npm ci`, with a stamp, like the venv). Without it the tests that use it skip, saying how to get
it, unless REQUIRE_BROWSER=1 (CI), where its absence fails the run.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

AXE_JS = Path(__file__).with_name("node_modules") / "axe-core" / "axe.min.js"
# WCAG 2.0, 2.1 and 2.2, levels A and AA: what the "0 violations" is measured against.
WCAG_TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa")
MAX_TARGETS = 4  # node targets listed per rule and reason (the count says how many in all)

_RUN = """async (tags) => {
  const result = await axe.run(document, {
    runOnly: { type: "tag", values: tags },
    resultTypes: ["violations"],
  });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact || "",
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(" ")),
    summaries: v.nodes.map((n) => n.failureSummary || ""),
  }));
}"""


# Streamlit's generated class names (".st-emotion-cache-1ucad3v", ".e1yqkw3v0"): noise in a report
_GENERATED = re.compile(r"\.(?:st-emotion-cache-[\w-]+|e[a-z0-9]*\d[a-z0-9]*)(?=[\s.:\[>#]|$)")


def _short(target: str) -> str:
    """A node's selector without Streamlit's generated class names."""
    short = re.sub(r">\s+>", "> * >", _GENERATED.sub("", target)).strip()
    return re.sub(r"^>", "* >", short) or target


@dataclass(frozen=True)
class Violation:
    """One axe rule broken on a page: where (CSS selectors of the nodes) and why (each node's
    failure summary, which names e.g. the contrast ratio and the colours found)."""

    rule: str
    impact: str
    help: str
    targets: tuple[str, ...]
    summaries: tuple[str, ...]

    def text(self) -> str:
        """The rule, then its nodes grouped by reason (the same colours, the same fix)."""
        by_reason: dict[str, list[str]] = {}
        for target, why in zip(self.targets, self.summaries, strict=True):
            by_reason.setdefault(" ".join(why.split()), []).append(_short(target))
        lines = [f"{self.rule} [{self.impact}] {len(self.targets)} node(s): {self.help}"]
        for why, where in by_reason.items():
            shown = " | ".join(where[:MAX_TARGETS])
            more = f" (+{len(where) - MAX_TARGETS} more)" if len(where) > MAX_TARGETS else ""
            lines.append(f"  {len(where)}x {why}\n      at: {shown}{more}")
        return "\n".join(lines)


def axe_script() -> Path:
    """The installed axe-core script; skips (or fails under REQUIRE_BROWSER=1) without it."""
    if AXE_JS.is_file():
        return AXE_JS
    how = (
        f"axe-core is not installed ({AXE_JS.relative_to(AXE_JS.parents[4])} is missing): "
        "`make test` installs it with npm, or run `npm ci` in tests/browser"
    )
    if os.environ.get("REQUIRE_BROWSER") == "1":
        pytest.fail(f"REQUIRE_BROWSER=1 but {how}")
    pytest.skip(how)


def run_axe(page: Any, script: Path) -> list[Violation]:
    """Inject axe-core into the page (once per document) and run the WCAG A/AA rules on it."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(script))
    raw = page.evaluate(_RUN, list(WCAG_TAGS))
    return [
        Violation(v["id"], v["impact"], v["help"], tuple(v["targets"]), tuple(v["summaries"]))
        for v in raw
    ]


def report(violations: list[Violation]) -> str:
    """Every violation as a few readable lines, most severe first."""
    order = {"critical": 0, "serious": 1, "moderate": 2, "minor": 3}
    ranked = sorted(violations, key=lambda v: (order.get(v.impact, 4), v.rule))
    return "\n".join(v.text() for v in ranked) or "no violations"


def problems(page: Any, script: Path, out: Path, name: str) -> list[str]:
    """axe on the page as it is: its report written to `out`/`name`.txt, and the problems
    (empty when there are none) for a test to collect and assert on at its end."""
    violations = run_axe(page, script)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{name}.txt").write_text(report(violations), encoding="utf-8")
    return [f"{name}:\n{report(violations)}"] if violations else []
