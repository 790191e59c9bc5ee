"""Fuzzing the ruleset-file door (issue 19): random and adversarial TOML (dotted keys, deep
brackets, huge numbers, byte-order marks, junk bytes, mutations of real ruleset files) never
lets anything but a one-line RulesetError out of `load_ruleset_text`, and no input costs more
than the stated bounds (MAX_MB of traced memory, MAX_CPU of CPU)."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.errors import RulesetError
from explorer.rules.files import load_ruleset_text
from explorer.rules.toml_text import MAX_FILE_BYTES
from tests.rules.test_toml_bounds import MAX_CPU, MAX_MB, SHIPPED, cost

REAL = [p.read_text(encoding="utf-8") for p in SHIPPED]
BOM = "\ufeff"


def fuzz(examples: int) -> settings:
    """Bounded: the examples a test runs, no deadline (each measures its own cost)."""
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
    )


def _check(raw: str | bytes) -> None:
    """The property: loaded, or one RulesetError naming the source on one line; within the
    bounds either way."""
    if isinstance(raw, str) and len(raw.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        raw = raw[: MAX_FILE_BYTES // 4]  # the size check itself is tested elsewhere
    try:
        load_ruleset_text(raw, "fuzz.toml")
    except RulesetError as err:
        message = str(err)
        assert message.startswith("fuzz.toml: ") and "\n" not in message, message
        assert len(message) < 1000, message[:200]
    cpu, mb = cost(lambda: load_ruleset_text(raw, "fuzz.toml"))
    assert cpu < MAX_CPU and mb < MAX_MB, (cpu, mb, raw[:80])


# --- pieces ------------------------------------------------------------------------------------
parts = st.sampled_from(["a", "b_1", "x-y", "9", '"q"', "'q'", '""', '"a.b"', '"\\u002e"', "''"])
dots = st.sampled_from([".", " . ", "\t.", ". "])


@st.composite
def dotted_keys(draw: st.DrawFn) -> str:
    """A dotted key of up to 60,000 parts, as a key, a header, an array header or inside an
    inline table, after a real ruleset or alone."""
    n = draw(st.one_of(st.integers(1, 12), st.integers(13, 60_000)))
    part, dot = draw(parts), draw(dots)
    key = dot.join([part] * n)
    where = draw(st.sampled_from(["{k} = 1", "[{k}]", "[[{k}]]", "x = {{ {k} = 1 }}"]))
    head = draw(st.sampled_from(["", BOM, *REAL]))
    return head + "\n" + where.format(k=key) + "\n"


@st.composite
def deep_nests(draw: st.DrawFn) -> str:
    n = draw(st.integers(1, 20_000))
    opener = draw(st.sampled_from(["[", "{a = ", "[{a = [", "[ # [\n"]))
    closer = draw(st.sampled_from(["]", "}", "", "]}"]))
    return "x = " + opener * n + "1" + closer * draw(st.integers(0, n))


def _numbers(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(r"(?<![\w.\-])\d+(?![\w.])", text)]


big_numbers = st.one_of(
    st.integers(21, 6000).map(lambda n: "9" * n),
    st.integers(-(10**400), 10**400).map(str),
    st.integers(10, 3000).map(lambda n: "0x" + "f" * n),
    st.integers(10, 3000).map(lambda n: "1" + "_0" * n),
    st.integers(10, 3000).map(lambda n: "1." + "5" * n),
    st.integers(10, 3000).map(lambda n: "1e" + "9" * n),
    st.sampled_from(["1e400", "-1e400", "inf", "-inf", "nan", "+nan", "0.0", "-0", "1e-400"]),
)


@st.composite
def big_numbers_in_real_files(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(REAL))
    spans = _numbers(text)
    for _i in range(draw(st.integers(1, 3))):
        start, end = draw(st.sampled_from(spans))
        text = text[:start] + draw(big_numbers) + text[end:]
        spans = _numbers(text)
    return text


junk_text = st.text(
    alphabet=st.one_of(
        st.sampled_from([*"\"'#\\[]{}=.,:+-_eExo019 \t\n\r", BOM, "\x00", "\u202e"]),
        st.characters(),
    ),
    max_size=400,
)


@st.composite
def mutated_real_files(draw: st.DrawFn) -> str:
    """A real ruleset file with a few edits: a slice deleted, junk inserted, a slice repeated
    (up to the size limit), a BOM put in front."""
    text = draw(st.sampled_from(REAL))
    for _i in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 400)))
        kind = draw(st.sampled_from(["delete", "insert", "repeat", "replace"]))
        if kind == "delete":
            text = text[:i] + text[j:]
        elif kind == "insert":
            text = text[:i] + draw(junk_text) + text[i:]
        elif kind == "repeat" and j > i:
            times = draw(st.integers(2, MAX_FILE_BYTES // (j - i)))
            text = text[:i] + text[i:j] * times + text[j:]
        else:
            text = text[:i] + draw(junk_text) + text[j:]
    return (BOM if draw(st.booleans()) else "") + text


# --- the properties ------------------------------------------------------------------------------
@fuzz(40)
@given(dotted_keys())
def test_dotted_keys_of_any_length(text: str) -> None:
    _check(text)


@fuzz(30)
@given(deep_nests())
def test_deep_nesting(text: str) -> None:
    _check(text)


@fuzz(30)
@given(big_numbers_in_real_files())
def test_huge_numbers_in_real_files(text: str) -> None:
    _check(text)


@fuzz(50)
@given(mutated_real_files())
def test_mutated_real_files(text: str) -> None:
    _check(text)


@fuzz(100)
@given(st.one_of(junk_text, junk_text.map(lambda t: BOM + t)))
def test_junk_text(text: str) -> None:
    _check(text)


@fuzz(60)
@given(st.binary(max_size=2000), st.sampled_from([b"", b"\xef\xbb\xbf", REAL[0].encode()]))
def test_junk_bytes(data: bytes, head: bytes) -> None:
    _check(head + data)
