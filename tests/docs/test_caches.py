"""Every cache in the app is bounded (issue #10): one process serves every visitor, so a cache
keyed by what a visitor sends must not grow with what they send.

Streamlit caches need `max_entries`; a `functools` cache without a size is allowed only where
its key cannot come from a visitor, or comes from a small fixed set (listed here, with why).
"""

from __future__ import annotations

import ast

from tests.conftest import ROOT

# function → why its unbounded cache cannot grow with what visitors send
UNBOUNDED_ALLOWED = {
    "explorer/game/cards.py:card": "card ids 0..MAX_CARDS-1; any other id raises (not cached)",
    "explorer/game/cards.py:_picture": "calls card() first, so the same bounded ids",
    "explorer/game/lexicon.py:load_lexicon": "no arguments",
    "explorer/game/rebuild.py:_english_only": "no arguments",
    "explorer/game/rebuild.py:_clue_words": "no arguments",
    "explorer/rules/files.py:_load_all": "keyed by the rulesets folder, set by code, not links",
    "explorer/lab/cost.py:calibrate": "no arguments",
    "explorer/lab/export.py:project_version": "no arguments",
    "explorer/i18n/catalog.py:translations": "one of the six languages; any other raises first",
    "explorer/i18n/numbers.py:_percent_pattern": "seven locales × decimal counts set by code",
    "explorer/i18n/pseudo.py:_known": "no arguments (the test-only pseudo-locale)",
}


def _decorated() -> list[tuple[str, ast.expr]]:
    found = []
    for path in sorted((ROOT / "explorer").rglob("*.py")) + sorted((ROOT / "pages").glob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                where = f"{path.relative_to(ROOT).as_posix()}:{node.name}"
                found.extend((where, d) for d in node.decorator_list)
    return found


def _name(d: ast.expr) -> str:
    target = d.func if isinstance(d, ast.Call) else d
    return ast.unparse(target)


def _keywords(d: ast.expr) -> dict[str, ast.expr]:
    return {k.arg: k.value for k in d.keywords if k.arg} if isinstance(d, ast.Call) else {}


def test_streamlit_caches_have_max_entries() -> None:
    caches = [
        (w, d) for w, d in _decorated() if _name(d).endswith(("cache_data", "cache_resource"))
    ]
    unbounded = [w for w, d in caches if "max_entries" not in _keywords(d)]
    assert not unbounded, f"st.cache_* without max_entries: {unbounded}"


def test_functools_caches_are_bounded_or_listed() -> None:
    unbounded = []
    for where, d in _decorated():
        name = _name(d)
        if name in ("cache", "functools.cache"):
            unbounded.append(where)
        elif name in ("lru_cache", "functools.lru_cache"):
            size = _keywords(d).get("maxsize")
            if isinstance(d, ast.Call) and d.args:
                size = d.args[0]
            if size is None or (isinstance(size, ast.Constant) and size.value is None):
                if not (isinstance(d, ast.Call) and (d.args or "maxsize" in _keywords(d))):
                    continue  # bare @lru_cache: 128 entries
                unbounded.append(where)
    assert sorted(set(unbounded) - set(UNBOUNDED_ALLOWED)) == []
    assert set(UNBOUNDED_ALLOWED) <= set(unbounded), "a listed cache is gone: drop it from here"
