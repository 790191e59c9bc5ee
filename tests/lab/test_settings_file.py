"""Reading a lab settings file back, hostile files included: every bound holds before the work
it bounds, and anything unreadable is one LinkError."""

from __future__ import annotations

import io
import json
import struct
import time
import tracemalloc
import zipfile
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.errors import LinkError
from explorer.lab import settings_file
from explorer.lab.settings_file import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_MEMBERS,
    MAX_SETTINGS_BYTES,
    read_settings,
)
from explorer.links.lab import LabLink
from explorer.rules.files import load_rulesets

LINK = LabLink(tuple((r.id, r.min_players, r.max_players) for r in load_rulesets()))
OK = json.dumps({"settings": {"players": ["7"], "p": ["0.3"]}}).encode()
# Bounds per input, 10-100x what was measured (a few ms and well under 1 MB at most, for any
# input the 1 MB limit admits), so a loaded CI machine cannot make them flake
CPU_PER_INPUT = 0.5  # s
MEMORY_PER_INPUT = 50_000_000  # bytes, peak traced while one input is read and decoded


def zipped(members: list[tuple[str, bytes]], method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as z:
        for name, data in members:
            z.writestr(name, data)
    return buf.getvalue()


def many_members(n: int) -> bytes:
    return zipped([*((str(i), b"") for i in range(n)), ("settings.json", OK)], zipfile.ZIP_STORED)


def lying_bomb(inflated: int = 200_000_000) -> bytes:
    """settings.json whose headers say 100 bytes and that inflates to `inflated` bytes (the
    zip is ~200 kB)."""
    big = b" " * inflated
    packed = zlib.compress(big, 9)[2:-4]  # raw deflate
    crc = zlib.crc32(big)
    name = b"settings.json"
    local = struct.pack(
        "<4sHHHHHIIIHH", b"PK\x03\x04", 20, 0, 8, 0, 0, crc, len(packed), 100, len(name), 0
    )
    central = struct.pack(
        "<4sHHHHHHIIIHHHHHII",
        *(b"PK\x01\x02", 20, 20, 0, 8, 0, 0, crc, len(packed), 100, len(name)),
        *(0, 0, 0, 0, 0, 0),
    )
    offset = len(local) + len(name) + len(packed)
    end = struct.pack("<4sHHHHIIH", b"PK\x05\x06", 0, 0, 1, 1, len(central) + len(name), offset, 0)
    return local + name + packed + central + name + end


def with_end_record(data: bytes, entries: int | None = None, size: int | None = None) -> bytes:
    """`data` (a zip) with its end record claiming other counts."""
    at = data.rfind(b"PK\x05\x06")
    old_entries, old_size = struct.unpack_from("<HI", data, at + 10)
    fields = struct.pack(
        "<HHI",
        old_entries if entries is None else entries,
        old_entries if entries is None else entries,
        old_size if size is None else size,
    )
    return data[: at + 8] + fields + data[at + 16 :]


def _measured(data: bytes) -> tuple[float, int, object]:
    """(CPU seconds, peak traced bytes, result or LinkError) of reading and decoding one file
    as the page does."""
    tracemalloc.start()
    t0 = time.process_time()
    try:
        out: object = LINK.decode(read_settings(data))
    except LinkError as err:
        out = err
    cpu = time.process_time() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return cpu, peak, out


# --- regression tests: the issue's files --------------------------------------------------
@pytest.mark.parametrize(
    "data",
    [
        b"not json",
        b"PK\x03\x04 broken zip",
        b"[1, 2]",
        json.dumps({"settings": {"players": {"x": 1}}}).encode(),
        json.dumps({"settings": {"players": [True]}}).encode(),
        json.dumps({"settings": {"players": None}}).encode(),
        b"[" * 100_000,
        b"\xff\xfe\x00garbage",
        b"x" * (MAX_FILE_BYTES + 1),
        b" " * (MAX_SETTINGS_BYTES + 1),
    ],
)
def test_a_bad_settings_file_is_a_plain_message(data: bytes) -> None:
    with pytest.raises(LinkError):
        read_settings(data)


def test_a_file_with_a_byte_order_mark_loads() -> None:
    """As Windows Notepad saves UTF-8 (the issue: refused as invalid)."""
    assert read_settings(b"\xef\xbb\xbf" + OK) == {"players": ["7"], "p": ["0.3"]}
    assert read_settings(OK.decode().encode("utf-16")) == {"players": ["7"], "p": ["0.3"]}
    assert LINK.decode(read_settings(b"\xef\xbb\xbf" + OK)).value.players == 7


@pytest.mark.parametrize("digits", [310, 5_000])
def test_huge_integers_are_refused_without_being_converted(digits: int) -> None:
    """The issue: a 5,000-digit integer raised ValueError (past Python's 4,300-digit limit),
    outside the handled error type."""
    data = b'{"settings": {"seed": ' + b"9" * digits + b"}}"
    cpu, _peak, out = _measured(data)
    assert isinstance(out, LinkError)
    assert f"{digits:,} characters" in str(out)
    assert cpu < CPU_PER_INPUT


def test_numbers_are_read_as_their_text_and_repaired_like_a_link() -> None:
    doc = b'{"settings": {"p": 1e400, "q": NaN, "spread": -Infinity, "players": 7, "seed": 12}}'
    assert read_settings(doc) == {
        "p": ["1e400"],
        "q": ["NaN"],
        "spread": ["-Infinity"],
        "players": ["7"],
        "seed": ["12"],
    }
    decoded = LINK.decode(read_settings(doc))
    assert decoded.value.players == 7 and decoded.value.seed == 12
    assert decoded.notes  # p, q and the spread repaired, each with a note


def test_nesting_is_measured_on_the_text_before_parsing() -> None:
    deep = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    with pytest.raises(LinkError, match="nested more than"):
        read_settings(deep.encode())
    # brackets inside strings are text, not nesting
    text = json.dumps({"settings": {"players": ["[" * 100 + "{" * 100]}})
    assert read_settings(text.encode()) == {"players": ["[" * 100 + "{" * 100]}


def test_a_zip_bomb_stops_at_the_size_limit() -> None:
    """Headers that lie about the size: inflated only as far as the limit (before: the whole
    200 MB were inflated and held, 616 MB at the peak for 300 MB)."""
    cpu, peak, out = _measured(lying_bomb())
    assert isinstance(out, LinkError)
    assert peak < 5_000_000 and cpu < CPU_PER_INPUT
    # an honest header is refused before anything is inflated
    honest = zipped([("settings.json", b" " * 10_000_000 + OK)])
    cpu, peak, out = _measured(honest)
    assert isinstance(out, LinkError) and "too large" in str(out)
    assert peak < 5_000_000


def test_a_zip_with_many_files_is_refused_before_its_directory_is_parsed() -> None:
    """Before: 10,000 empty files (840 kB) cost 0.4 s of CPU to list, 55,000 cost 2.7 s."""
    for data in (
        many_members(10_000),
        with_end_record(many_members(10_000), entries=1),  # the count lies: the size tells
        with_end_record(many_members(100), entries=1, size=100),  # both lie: zipfile counts
    ):
        cpu, _peak, out = _measured(data)
        assert isinstance(out, LinkError), out
        assert cpu < CPU_PER_INPUT
    assert read_settings(many_members(MAX_MEMBERS - 1)) == read_settings(OK)


def test_nested_zips_zip64_and_encrypted_members_are_refused() -> None:
    nested = zipped([("settings.json", zipped([("settings.json", OK)]))])
    with pytest.raises(LinkError):
        read_settings(nested)
    plain = zipped([("settings.json", OK)])
    at = plain.rfind(b"PK\x05\x06")
    zip64 = plain[:at] + b"PK\x06\x07" + bytes(16) + plain[at:]  # a Zip64 end locator
    with pytest.raises(LinkError, match="Zip64"):
        read_settings(zip64)
    lzma = zipped([("settings.json", OK)], zipfile.ZIP_LZMA)
    with pytest.raises(LinkError, match="compressed"):
        read_settings(lzma)
    encrypted = bytearray(zipped([("settings.json", OK)], zipfile.ZIP_STORED))
    encrypted[6] |= 1  # the local header's "encrypted" flag
    at = encrypted.find(b"PK\x01\x02")
    encrypted[at + 8] |= 1  # and the directory's
    with pytest.raises(LinkError):
        read_settings(bytes(encrypted))
    assert read_settings(zipped([("settings.json", OK)])) == read_settings(OK)


def test_file_text_in_messages_is_quoted_as_it_is_for_the_page_to_escape() -> None:
    """The page escapes every message (the issue: a key written as a Markdown link was shown
    as a live link); the engine's message keeps the key's text, cut short."""
    key = "[click](http://evil.example)"
    with pytest.raises(LinkError) as err:
        read_settings(json.dumps({"settings": {key: ["1"] * 41}}).encode())
    assert key in str(err.value)
    with pytest.raises(LinkError) as err:
        read_settings(json.dumps({"settings": {"x" * 500: [True]}}).encode())
    assert "x" * settings_file.QUOTED in str(err.value) and "x" * 41 not in str(err.value)


# --- fuzzing: any file the size limit admits ------------------------------------------------
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=30)
    | st.integers(0, 6_000).map(lambda n: int("9" * max(n, 1)) if n < 4_000 else "9" * n),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=20), inner),
    max_leaves=30,
)


def _json_text(value: object) -> bytes:
    if isinstance(value, str) and value.isdigit():  # a huge integer, written as one
        return b'{"settings": {"seed": ' + value.encode() + b"}}"
    return json.dumps({"settings": value}, allow_nan=True).encode()


@st.composite
def upload(draw: st.DrawFn) -> bytes:
    """Any file a visitor might send, up to the size limit."""
    kind = draw(st.sampled_from(["bytes", "json", "settings", "zip", "mutated", "big"]))
    if kind == "bytes":
        return draw(st.binary(max_size=2_000))
    if kind == "json":
        return _json_text(draw(json_values))
    params = draw(
        st.dictionaries(
            st.sampled_from(["players", "p", "spread", "alpha", "q", "deck", "rounds", "games"])
            | st.text(max_size=40),
            st.lists(st.text(max_size=60) | st.integers().map(str), max_size=5)
            | st.text(max_size=60),
            max_size=8,
        )
    )
    doc = json.dumps({"settings": params}).encode()
    prefix = draw(st.sampled_from([b"", b"\xef\xbb\xbf"]))
    if kind == "settings":
        return prefix + doc
    name = draw(st.sampled_from(["settings.json", "other.json", "settings.json/"]))
    method = draw(st.sampled_from([zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_LZMA]))
    data = zipped([(name, prefix + doc)], method)
    if kind == "mutated":
        out = bytearray(data)
        for at, byte in draw(
            st.lists(st.tuples(st.integers(0, len(out) - 1), st.integers(0, 255)), max_size=8)
        ):
            out[at] = byte
        return bytes(out)
    if kind == "big":  # near the limit: a pattern repeated
        pattern = draw(st.sampled_from([b"[", b'{"a":', b"9", b"PK\x05\x06", b" ", b"\xff"]))
        count = draw(st.integers(1, MAX_FILE_BYTES // len(pattern)))
        return (pattern * count)[:MAX_FILE_BYTES]
    return data


@settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(upload())
def test_any_upload_is_read_or_refused_in_plain_words_within_bounds(data: bytes) -> None:
    cpu, peak, out = _measured(data)
    assert out is not None  # a result, or a LinkError: nothing else escaped
    assert cpu < CPU_PER_INPUT, f"{cpu:.3f} s for {data[:60]!r}"
    assert peak < MEMORY_PER_INPUT, f"{peak / 1e6:.1f} MB for {data[:60]!r}"


HOUSE = "refresh-2021~cap:2~lone:4@3-8"


def _with_house(*values: str) -> bytes:
    return json.dumps({"settings": {"players": ["5"], "house": list(values)}}).encode()


def test_house_rules_in_a_settings_file_are_bounded_like_the_link_and_built_by_resolve() -> None:
    from explorer.errors import RulesetError
    from explorer.lab.settings_file import MAX_HOUSE_CHARS, MAX_VALUE_CHARS, house_from
    from explorer.links.house import MAX_LINK

    assert MAX_HOUSE_CHARS == MAX_LINK == 1_000 > MAX_VALUE_CHARS
    params = read_settings(_with_house(HOUSE))
    assert params["house"] == [HOUSE] and house_from(params) == "refresh-2021~lone:4@3-8~cap:2"
    assert house_from(read_settings(json.dumps({"settings": {}}).encode())) is None
    # a name that fills the link's 1,000 characters is read; one more character is refused
    named = HOUSE + "~n:" + "x" * (MAX_HOUSE_CHARS - len(HOUSE) - 3)
    assert read_settings(_with_house(named))["house"] == [named]
    with pytest.raises(LinkError, match="too long"):
        read_settings(_with_house(named + "x"))
    # one value only (a link holds one), and another setting keeps its own bound
    with pytest.raises(LinkError, match="too many values"):
        read_settings(_with_house(HOUSE, HOUSE))
    with pytest.raises(LinkError, match="too long"):
        read_settings(json.dumps({"settings": {"heat": ["x" * 201]}}).encode())
    # rules that do not build are the engine's error, naming the part
    with pytest.raises(RulesetError, match="not a rule the engine knows"):
        house_from(read_settings(_with_house("refresh-2021~zz:1")))
    with pytest.raises(RulesetError, match="not an edition"):
        house_from(read_settings(_with_house("no-such~cap:2")))
