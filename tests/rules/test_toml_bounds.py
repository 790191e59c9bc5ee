"""The ruleset-file door under hostile files (issue 19): every file the size limit admits is read
or refused with a RulesetError naming the file, the field (or line) and the problem, within the
stated bounds: less than 50 MB of traced memory and 0.5 s of CPU. Before the text was bounded, a
24 KB dotted key took 580 MB, a 120,000-part header 8.5 s, and big integers escaped as
OverflowError and ValueError. The figures measured now are in scripts/bench_ruleset_files.py
(at most ~35 ms and ~1 MB for any case there, on a loaded 2-core machine): the bounds below are
10 times that or more.
"""

from __future__ import annotations

import contextlib
import gc
import re
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest

from explorer import load_ruleset
from explorer.errors import RulesetError
from explorer.rules.files import load_ruleset_file, load_ruleset_text, read_ruleset_data
from explorer.rules.parse import parse_ruleset
from explorer.rules.toml_text import (
    MAX_DEPTH,
    MAX_ENTRIES,
    MAX_FILE_BYTES,
    MAX_KEY_PARTS,
    MAX_LINES,
    MAX_NUMBER_CHARS,
    MAX_QUOTES,
    masked,
    toml_depth,
)
from explorer.rules.write import to_toml
from tests.conftest import ROOT

MAX_MB = 50  # traced memory growth while one file is read or refused
MAX_CPU = 0.5  # seconds of CPU (process time: other processes on the machine do not count)
SHIPPED = sorted((ROOT / "rulesets").glob("*.toml"))
REFRESH = (ROOT / "rulesets" / "refresh-2021.toml").read_text(encoding="utf-8")
LIMIT = MAX_FILE_BYTES - 64


def cost(read: Callable[[], object]) -> tuple[float, float]:
    """CPU seconds of `read()` (untraced), and the peak traced memory growth in MB of a second
    run; a RulesetError is expected, anything else escapes. The collector waits meanwhile (a
    full collection of the test process's heap would be counted against the file)."""
    gc.disable()
    try:
        t0 = time.process_time()
        with contextlib.suppress(RulesetError):
            read()
        cpu = time.process_time() - t0
        tracemalloc.start()
        try:
            base = tracemalloc.get_traced_memory()[0]
            with contextlib.suppress(RulesetError):
                read()
            peak = tracemalloc.get_traced_memory()[1] - base
        finally:
            tracemalloc.stop()
    finally:
        gc.enable()
    return cpu, peak / 1e6


def refused(raw: str | bytes, source: str = "t.toml") -> RulesetError:
    with pytest.raises(RulesetError) as caught:
        load_ruleset_text(raw, source)
    return caught.value


def _fill(head: str, item: str, tail: str) -> str:
    return head + item * ((LIMIT - len(head) - len(tail)) // len(item)) + tail


# --- the files ---------------------------------------------------------------------
DOTTED_24KB = "a." * 12_000 + "a = 1\n"
HEADER_120K = "[" + ".".join(["a"] * 120_000) + "]\n"


def test_the_24_kb_dotted_key_is_refused_before_parsing_naming_its_line() -> None:
    err = refused(DOTTED_24KB, "dotted.toml")
    assert str(err) == (
        "dotted.toml: line 1: has a key of 12,001 dotted parts (a ruleset's keys have at most 8)"
    )
    cpu, mb = cost(lambda: load_ruleset_text(DOTTED_24KB))
    assert cpu < MAX_CPU and mb < MAX_MB, (cpu, mb)  # was 1.1 s and 580 MB


def test_the_120000_part_header_is_refused_at_once() -> None:
    assert "120,000 dotted parts" in str(refused(HEADER_120K))
    cpu, mb = cost(lambda: load_ruleset_text(HEADER_120K))
    assert cpu < MAX_CPU and mb < MAX_MB, (cpu, mb)  # was 8.5 s and 119 MB


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ('"a"."b"."c"."d"."e"."f"."g"."h"."i" = 1', 9),  # quoted parts
        ("'a' . b . \"c\" . d . e . f . g . h . i = 1", 9),  # spaced and mixed
        ("[a.b.c.d.e.f.g.h.i]", 9),
        ("[[a . b.c.d.e.f.g.h.i.j]]", 10),
        ("x = { a.b.c.d.e.f.g.h.i = 1 }", 9),  # inside an inline table
        ("x = [{ y = 1, a.b.c.d.e.f.g.h.i.j.k = 1 }]", 11),
        ('"".""."".""."".""."".""."" = 1', 9),  # empty quoted parts
    ],
)
def test_dotted_keys_are_counted_however_they_are_quoted_or_spaced(text: str, parts: int) -> None:
    err = refused(REFRESH.replace("ties", "ties0", 0) + "\n" + text + "\n")
    assert err.field.startswith("line ") and f"key of {parts} dotted parts" in err.problem


@pytest.mark.parametrize(
    "text",
    [
        'x = "a.a.a.a.a.a.a.a.a.a.a.a.a.a"',  # dots in strings and comments are not keys
        "x = 'a.a.a.a.a.a.a.a.a.a.a.a.a.a'",
        'x = """\na.a.a.a.a.a.a.a.a.a.a.a\n"""',
        "# a.a.a.a.a.a.a.a.a.a.a.a.a.a",
        "a.b.c.d.e.f.g.h = 1",  # eight parts: within the bound
    ],
)
def test_dots_outside_keys_and_keys_within_the_bound_pass_the_scan(text: str) -> None:
    try:
        load_ruleset_text(REFRESH + "\n" + text + "\n")
    except RulesetError as err:
        assert "dotted parts" not in str(err)  # refused for what it is: an unknown key


def test_every_shipped_and_written_ruleset_is_well_within_every_bound() -> None:
    texts = [p.read_text(encoding="utf-8") for p in SHIPPED]
    texts += [to_toml(load_ruleset(p.stem)) for p in SHIPPED]
    for text in texts:
        plain = masked(text)
        assert len(text.encode()) * 4 < MAX_FILE_BYTES
        assert text.count("\n") * 4 < MAX_LINES
        assert toml_depth(text) <= 3
        assert max(run.count(".") + 1 for run in re.findall(r"[\w.\- \t]+", plain)) <= 4
        assert plain.count("=") + plain.count(",") + plain.count("[") * 3 < MAX_ENTRIES
        assert max(len(n) for n in re.findall(r"\d+", plain)) <= 4 < MAX_NUMBER_CHARS
        assert len(masked(text)) == len(text)  # masking keeps offsets and line numbers


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("\n" * (MAX_LINES + 1), "10,001 lines"),
        ("x = [" + "1, " * MAX_ENTRIES + "]", "keys, tables and list items"),
        ("".join(f"k{i} = {i}\n" for i in range(MAX_ENTRIES + 1)), "2,001 keys"),
        ("x = " + "[" * 9 + "]" * 9, "more than 8 deep"),
        ("a." * MAX_KEY_PARTS + "a = 1", f"key of {MAX_KEY_PARTS + 1} dotted parts"),
        ("x = 0x" + "f" * 30, "x: is a number 32 characters long"),
        ("x = 1e" + "9" * 30, "x: is a number 32 characters long"),  # an exponent
        ("x = 1e+" + "9" * 30, "line 1: has a number 30 characters long"),
        ("x = 1." + "0" * 30, "line 1: has a number 30 characters long"),  # a fraction
        ("x = 1979-05-27T07:32:00." + "9" * 30, "has a number 30 characters long"),
        ("9" * 30 + " = 1", "line 1: has a number 30 characters long"),  # a key
    ],
)
def test_each_bound_names_what_is_over_it(text: str, words: str) -> None:
    assert words in str(refused(text))


# --- big numbers, in every numeric field ---------------------------------------------------
def _numbers(text: str) -> list[re.Match[str]]:
    """Every integer of a ruleset file (outside strings and comments)."""
    return list(re.finditer(r"(?<![\w.\-])\d+(?![\w.])", masked(text)))


NUMBERED = [(p.name, p.read_text(encoding="utf-8")) for p in SHIPPED] + [
    (f"written-{p.stem}", to_toml(load_ruleset(p.stem))) for p in SHIPPED
]


@pytest.mark.parametrize(("name", "text"), NUMBERED, ids=[n for n, _t in NUMBERED])
def test_a_big_integer_in_any_numeric_field_names_the_field(name: str, text: str) -> None:
    numbers = _numbers(text)
    assert len(numbers) >= 20
    bigs = ["9" * 310, "9" * 5000, "-" + "1" * 400, "0x" + "f" * 300]
    for i, m in enumerate(numbers):
        big = bigs[i % len(bigs)]
        changed = text[: m.start()] + big + text[m.end() :]
        err = refused(changed, name)
        assert err.field and not err.field.startswith("line "), (m.group(), str(err))
        assert err.problem == (
            f"is a number {len(big):,} characters long (a ruleset's numbers have at most "
            f"{MAX_NUMBER_CHARS})"
        )


@pytest.mark.parametrize("value", ["1e400", "-inf", "nan", "3e0"])
def test_a_float_in_any_numeric_field_is_refused_naming_the_field(value: str) -> None:
    text = to_toml(load_ruleset("odyssey-vi"))
    for m in _numbers(text):
        err = refused(text[: m.start()] + value + text[m.end() :])
        assert err.field and "must be an integer, not a number" in err.problem, str(err)


@pytest.mark.parametrize(
    ("value", "shown"),
    [(10**309, "a number 310 digits long"), (-(10**5000), "a number 5,001 digits long")],
    ids=["310-digits", "5001-digits"],
)
def test_a_big_integer_given_as_data_is_named_by_its_length(value: int, shown: str) -> None:
    """Code that builds a ruleset from data (house rules, notebooks) reaches the range check
    with any integer; Babel cannot format 10**309 and `str` refuses 5,000 digits."""
    for field in ("year", "score_target"):
        data = read_ruleset_data(ROOT / "rulesets" / "refresh-2021.toml")
        if field == "year":
            data["year"] = value
        else:
            data["score_target"]["value"] = value
        with pytest.raises(RulesetError, match=f"must be between .*, not {shown}$"):
            parse_ruleset(data, "data")


# --- a byte-order mark --------------------------------------------------------------------
def test_a_byte_order_mark_is_read_on_every_path(tmp_path: Path) -> None:
    plain = load_ruleset("refresh-2021")
    bom = b"\xef\xbb\xbf" + REFRESH.encode()
    assert load_ruleset_text(bom, "bom.toml") == plain
    assert load_ruleset_text("\ufeff" + REFRESH, "bom.toml") == plain
    (tmp_path / "bom.toml").write_bytes(bom)
    assert load_ruleset_file(tmp_path / "bom.toml") == plain
    assert read_ruleset_data(tmp_path / "bom.toml")["id"] == "refresh-2021"


def test_only_a_leading_byte_order_mark_is_dropped() -> None:
    assert "not valid TOML" in str(refused("\ufeff\ufeff" + REFRESH))
    assert "not valid TOML" in str(refused(REFRESH + "\ufeff"))


# --- hostile keys in messages ---------------------------------------------------------------
def test_hostile_keys_are_named_short_and_escaped() -> None:
    long_key = refused("a" * 100_000 + " = 1")
    assert str(long_key) == "t.toml: '" + "a" * 40 + "…': unknown key"
    control = refused('"\\u001b[31m\\u202e" = 1\n' + REFRESH)
    assert "\x1b" not in str(control) and "\u202e" not in str(control)
    assert "'\\x1b[31m\\u202e': unknown key" in str(control)
    many = refused("".join(f"k{i} = 1\n" for i in range(500)))
    assert "(499 in all)" in str(many) and len(str(many)) < 200


# --- within the stated bounds -------------------------------------------------------------
WORST = {
    "dotted key at the size limit": _fill("", "a.", "a = 1\n"),
    "quoted header parts": "[" + '"a".' * 4999 + '"a"]\n',
    "strings up to the quote bound": "x = [" + '"",' * 1999 + "]\n" + '"" ' * 3000,
    "alternating quotes": _fill("", "''\"\"", ""),
    "dotted key in an inline table": _fill("x = {", "a.", "a = 1}\n"),
    "inline tables": _fill("x = [", "{},", "]\n"),
    "brackets": _fill("x = [", "[]", "]\n"),
    "integers": _fill("x = [", "1,", "]\n"),
    "4,000-digit integers": _fill("x = [", "9" * 4000 + ",", "]\n"),
    "long hex number": _fill("x = 0x", "f", "\n"),
    "long float": _fill("x = 1.", "1", "\n"),
    "long bare key": _fill("", "a", " = 1\n"),
    "escapes in a string": _fill('x = "', "\\u0041", '"\n'),
    "empty strings": _fill("", '"" ', ""),
    "comments": _fill("", "#\n", ""),
    "lines": _fill("", "\n", ""),
    "unclosed strings": _fill("", '"\\', ""),
    "closers": _fill("", "]", ""),
    "many-line string": 'x = """' + "a" * (LIMIT - 20) + '"""\n',
}


@pytest.mark.parametrize("name", list(WORST))
def test_any_file_the_size_limit_admits_costs_little(name: str) -> None:
    text = WORST[name]
    assert len(text.encode()) <= MAX_FILE_BYTES
    refused(text)
    cpu, mb = cost(lambda: load_ruleset_text(text))
    assert cpu < MAX_CPU and mb < MAX_MB, (name, cpu, mb)


def test_the_readme_states_the_bounds_in_force() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    stated = (
        f"at most {MAX_FILE_BYTES // 1024} KB, {MAX_LINES:,} lines, {MAX_QUOTES:,} quotation "
        f"marks, {MAX_ENTRIES:,} keys, tables and list items, {MAX_DEPTH} levels of nesting, "
        f"{MAX_KEY_PARTS} parts to a dotted key, {MAX_NUMBER_CHARS} characters to a number"
    )
    assert stated in readme
