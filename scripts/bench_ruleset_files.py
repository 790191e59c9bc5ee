"""Hostile ruleset files (the House rules upload, `load_ruleset_text`, the CLI's file arguments):
the CPU time and traced memory each costs before it is loaded or refused, beside a shipped file.

Every file here is within the size limit (`MAX_FILE_BYTES`); issue 19 measured 580 MB for the
24 KB dotted key and 8.5 s for the 120,000-part header before the text was bounded. Run alone
(`python scripts/bench_ruleset_files.py [name…]`) for the table with each outcome.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

from explorer.errors import RulesetError
from explorer.rules.files import load_ruleset_text
from explorer.rules.toml_text import MAX_FILE_BYTES

ROOT = Path(__file__).resolve().parents[1]

LIMIT = MAX_FILE_BYTES - 64  # every case stays inside the size limit


def _fill(head: str, item: str, tail: str) -> str:
    return head + item * ((LIMIT - len(head) - len(tail)) // len(item)) + tail


def _numbered(template: str) -> str:
    lines, size, i = [], 0, 0
    while size + len(template) + 8 < LIMIT:
        lines.append(template.format(i=i))
        size += len(lines[-1])
        i += 1
    return "".join(lines)


def cases() -> Iterator[tuple[str, str | bytes]]:
    shipped = (ROOT / "rulesets" / "refresh-2021.toml").read_text(encoding="utf-8")
    yield "shipped refresh-2021", shipped
    yield "dotted key 24 KB", "a." * 12_000 + "a = 1\n"
    yield "dotted key, size limit", _fill("", "a.", "a = 1\n")
    yield "header 120,000 parts", "[" + ".".join(["a"] * 120_000) + "]\n"
    yield "header, quoted parts", _fill("[", '"a".', '"a"]\n')
    yield "header, 5,000 quoted parts", "[" + '"a".' * 4999 + '"a"]\n'
    yield "empty strings", _fill("", '"" ', "")
    yield "strings up to the quote bound", "x = [" + '"",' * 1999 + "]\n" + '"" ' * 3000
    yield "dotted key in inline table", _fill("x = {", "a.", "a = 1}\n")
    yield "year 310 digits", shipped.replace("year = 2021", "year = " + "9" * 310)
    yield "year 5,000 digits", shipped.replace("year = 2021", "year = " + "9" * 5000)
    yield "year 1e400", shipped.replace("year = 2021", "year = 1e400")
    yield "byte-order mark", "\ufeff" + shipped
    yield "distinct 8-part keys", _numbered("k{i}.b.c.d.e.f.g.h = 1\n")
    yield "distinct keys", _numbered("k{i} = 1\n")
    yield "distinct tables", _numbered("[t{i}]\n")
    yield "distinct keys, 9,000 lines", "".join(f"k{i}.b.c.d.e.f.g.h = 1\n" for i in range(9000))
    yield "array of tables", _fill("", "[[a.b.c.d]]\n", "")
    yield "inline tables", _fill("x = [", "{},", "]\n")
    yield "inline dotted tables", _fill("x = [", "{a.b.c.d = 1},", "]\n")
    yield "arrays", _fill("x = [", "[],", "]\n")
    yield "integers", _fill("x = [", "1,", "]\n")
    yield "floats", _fill("x = [", "1e1,", "]\n")
    yield "dates", _fill("x = [", "1979-05-27T07:32:00Z,", "]\n")
    yield "4,000-digit integers", _fill("x = [", "9" * 4000 + ",", "]\n")
    yield "long hex number", _fill("x = 0x", "f", "\n")
    yield "long float", _fill("x = 1.", "1", "\n")
    yield "long bare key", _fill("", "a", " = 1\n")
    yield "long string", _fill('x = "', "a", '"\n')
    yield "escapes in a string", _fill('x = "', "\\u0041", '"\n')
    yield "multi-line string", _fill('x = """', "a\n", '"""\n')
    yield "unclosed strings", _fill("", '"\\', "")
    yield "binary junk", bytes(range(256)) * (LIMIT // 256)


def measure(text: str | bytes) -> tuple[float, float, str]:
    """CPU seconds (untraced) and peak traced MB of one load, and its outcome."""
    gc.collect()
    t0 = time.process_time()
    try:
        load_ruleset_text(text, "t.toml")
        outcome = "loaded"
    except RulesetError as exc:
        outcome = str(exc)
    except Exception as exc:  # the benchmark reports what escapes
        outcome = f"ESCAPED {type(exc).__name__}: {exc}"
    cpu = time.process_time() - t0
    gc.collect()
    tracemalloc.start()
    with contextlib.suppress(Exception):
        load_ruleset_text(text, "t.toml")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return cpu, peak / 1e6, outcome


def run() -> list[str]:
    rows = [(name, *measure(text)) for name, text in cases()]
    base = max(rows[0][1], 1e-4)
    slowest = max(rows[1:], key=lambda r: r[1])
    largest = max(rows[1:], key=lambda r: r[2])
    escaped = [r[0] for r in rows if r[3].startswith("ESCAPED")]
    return [
        f"{len(rows) - 1} hostile files: slowest {slowest[0]!r} {slowest[1] * 1000:.0f} ms "
        f"({slowest[1] / base:.0f}× a shipped file), largest {largest[0]!r} {largest[2]:.1f} MB; "
        f"escaped: {escaped or 'none'}"
    ]


if __name__ == "__main__":
    only = sys.argv[1:]
    for name, text in cases():
        if not only or any(o in name for o in only):
            cpu, mb, outcome = measure(text)
            print(f"{name:28} {len(text):>7}  {cpu * 1000:8.1f} ms  {mb:7.1f} MB  {outcome[:90]}")
