"""Ruleset TOML as text: decoded (UTF-8, a byte-order mark allowed) and bounded BEFORE the parser
runs, then parsed.

`tomllib` does work that grows faster than the text on some inputs a ruleset never needs: its
memory grows with the square of a dotted key's parts (`a.a.a…a = 1`: 24 KB took 580 MB), its
time too (a header of 120,000 parts: seconds of CPU), it recurses once per nested array, and it
reads a number of any length (memory per digit, then `ValueError` beyond 4,300 digits). So every
measure below is taken on the raw text, strings and comments masked, in one linear pass each,
and a file over any bound is refused with a message naming what is wrong before it is parsed.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import _, n_, number
from explorer.rules.toml_values import key_name

# --- the bounds; a shipped ruleset needs 31 KB, depth 3, keys of 4 parts, 550 entries, 460
# lines, 600 quotes and numbers of 4 digits -------------------------------------------------
MAX_FILE_BYTES = 256 * 1024
MAX_DEPTH = 8  # arrays and inline tables inside one another (a ruleset needs 3)
MAX_KEY_PARTS = 8  # parts of one dotted key or table header, `a.b.c` being 3 (a ruleset needs 4)
# entries: `key = value` pairs, [table] headers, and commas between list items or inline pairs
MAX_ENTRIES = 2_000
MAX_NUMBER_CHARS = 20  # characters of one number (a ruleset's numbers have at most 4 digits)
MAX_LINES = 10_000  # (a shipped ruleset has 170 lines; written by the House rules page, 460)
# quotation marks and apostrophes, in strings or around them: each string costs the scan a
# step in Python (a shipped ruleset has 600)
MAX_QUOTES = 10_000

# Strings and comments, which may hold any character. Each alternative also matches an unclosed
# string (to the end of its line, or of the text), so the scan never starts again inside one and
# reads the text once, however it is written. The quantifiers are possessive: no backtracking
# state is kept per character (the old pattern kept ~128 bytes per character of a long string).
# A multi-line string ends at its first three quotes plus up to two more, as TOML reads it.
_TOML_SKIP = re.compile(
    r'"""(?:[^"\\]++|\\.|"(?!""))*+(?:"{3,5}|\\?\Z)'
    r"|'''.*?(?:'{3,5}|\Z)"
    r'|"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+(?:"|\\?$)'
    r"|'[^'\n]*+(?:'|$)"
    r"|#[^\n]*+",
    re.S | re.M,
)
_CURLY_AS_SQUARE = str.maketrans("{}", "[]")
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
# a whole run of bare-key characters, dots and blanks that holds a dot: a dotted key (its quoted
# parts masked as bare characters) is one such run, so its dots are counted whatever its spacing
# and quoting (the look-behind starts a match only where a run starts: one pass)
_DOTTED = re.compile(r"(?<![A-Za-z0-9_\-. \t])[A-Za-z0-9_\- \t]*+\.[A-Za-z0-9_\-. \t]*+")
_HEADER = re.compile(r"^[ \t]*\[", re.M)
# a number (or a bare key) starting with a digit; a fraction or an exponent's digits after a
# dot or sign count on their own
_NUMBER = re.compile(r"(?<![A-Za-z0-9_\-])[+\-]?[0-9][A-Za-z0-9_]*+")
# stands for a too-long number, to find which field holds it: written as TOML, and as read
_STAND_IN_TOML, _STAND_IN = '"\\u0000number"', "\x00number"


def decode(raw: bytes | str, source: str) -> str:
    """The text of a ruleset file: at most MAX_FILE_BYTES, UTF-8, without a leading byte-order
    mark (Windows Notepad writes one)."""
    if len(raw) > MAX_FILE_BYTES:
        raise RulesetError(
            source,
            "",
            # byte counts are written plainly (a technical figure, as the file system gives it)
            _("is too large ({size} bytes; at most {most})").format(
                size=len(raw), most=MAX_FILE_BYTES
            ),
        )
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise RulesetError(source, "", _("is not UTF-8 text")) from None
    return text.removeprefix("\ufeff")


def _mask(m: re.Match[str]) -> str:
    """A string becomes as many bare-key characters (a quoted key part is still one part), a
    comment as many blanks; line ends stay, so offsets and line numbers do not move."""
    found = m.group()
    if found[0] == "#":
        return " " * len(found)
    if "\n" not in found:
        return "q" * len(found)
    return "\n".join("q" * len(line) for line in found.split("\n"))


def masked(text: str) -> str:
    """`text` with its strings and comments masked, the same length (one linear pass)."""
    return _TOML_SKIP.sub(_mask, text)


def toml_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply the TOML text nests arrays and inline tables (strings and comments skipped),
    counted without parsing it and only up to `limit` + 1: `tomllib` recurses once per level
    and would overflow the stack on a deep enough file."""
    return _depth(masked(text), limit)


def _depth(plain: str, limit: int) -> int:
    """The nesting of `plain`'s brackets, up to `limit` + 1, in C-speed passes: each pass drops
    every innermost pair, so a nest of height h takes h passes; what is left is closers, then
    the openers never closed (each around all that follows it)."""
    brackets = _NOT_BRACKET.sub("", plain).translate(_CURLY_AS_SQUARE)
    passes = 0
    while "[]" in brackets and passes <= limit:
        brackets = brackets.replace("[]", "")
        passes += 1
    unclosed = len(brackets) - len(brackets.rstrip("["))
    return min(passes + unclosed, limit + 1)


def _line(plain: str, pos: int) -> str:
    return _("line {line}").format(line=number(plain.count("\n", 0, pos) + 1))


def check_bounds(text: str, source: str) -> None:
    """Refuse, naming what is wrong, a text whose parse would cost more than any ruleset's:
    lines, quotes, nesting, entries, dotted keys and long numbers, all measured before parsing
    (the cheapest first)."""
    lines = text.count("\n") + (not text.endswith("\n"))
    if lines > MAX_LINES:
        raise RulesetError(
            source,
            "",
            n_(
                "has {lines} line (a ruleset has at most {most})",
                "has {lines} lines (a ruleset has at most {most})",
                lines,
            ).format(lines=number(lines), most=number(MAX_LINES)),
        )
    quotes = text.count('"') + text.count("'")
    if quotes > MAX_QUOTES:
        raise RulesetError(
            source,
            "",
            n_(
                "has {count} quotation mark (a ruleset has at most {most})",
                "has {count} quotation marks (a ruleset has at most {most})",
                quotes,
            ).format(count=number(quotes), most=number(MAX_QUOTES)),
        )
    plain = masked(text)
    entries = plain.count("=") + plain.count(",") + len(_HEADER.findall(plain))
    if entries > MAX_ENTRIES:
        raise RulesetError(
            source,
            "",
            n_(
                "has {count} key, table or list item (a ruleset has at most {most})",
                "has {count} keys, tables and list items (a ruleset has at most {most})",
                entries,
            ).format(count=number(entries), most=number(MAX_ENTRIES)),
        )
    if _depth(plain, MAX_DEPTH) > MAX_DEPTH:
        raise RulesetError(
            source,
            "",
            _("nests arrays or tables more than {depth} deep (a ruleset needs 3)").format(
                depth=number(MAX_DEPTH)
            ),
        )
    for m in _DOTTED.finditer(plain):
        parts = m.group().count(".") + 1
        if parts > MAX_KEY_PARTS:
            raise RulesetError(
                source,
                _line(plain, m.start()),
                n_(
                    "has a key of {parts} dotted part (a ruleset's keys have at most {most})",
                    "has a key of {parts} dotted parts (a ruleset's keys have at most {most})",
                    parts,
                ).format(parts=number(parts), most=number(MAX_KEY_PARTS)),
            )
    long = [m for m in _NUMBER.finditer(plain) if len(m.group()) > MAX_NUMBER_CHARS]
    if long:
        size = len(long[0].group())
        field = _field_of_number(text, long)
        if field is not None:
            problem = n_(
                "is a number {length} character long (a ruleset's numbers have at most {most})",
                "is a number {length} characters long (a ruleset's numbers have at most {most})",
                size,
            )
        else:
            field = _line(plain, long[0].start())
            problem = n_(
                "has a number {length} character long (a ruleset's numbers have at most {most})",
                "has a number {length} characters long (a ruleset's numbers have at most {most})",
                size,
            )
        raise RulesetError(
            source, field, problem.format(length=number(size), most=number(MAX_NUMBER_CHARS))
        )


def _field_of_number(text: str, long: list[re.Match[str]]) -> str | None:
    """Which field holds the first too-long number, as the parser names fields
    (`hand_size[1].value`): the numbers swapped for short stand-ins, the text parsed (every
    other bound already holds) and the first stand-in looked for. None when the number is not
    a value (a key), or the text is not valid TOML."""
    pieces: list[str] = []
    end = 0
    for i, m in enumerate(long):
        pieces += [text[end : m.start()], _STAND_IN_TOML if i == 0 else "0"]
        end = m.end()
    try:
        data = tomllib.loads("".join(pieces) + text[end:])
    except (ValueError, RecursionError):  # TOMLDecodeError is a ValueError
        return None
    return next(_paths_to(data, _STAND_IN), None)


def _paths_to(value: Any, wanted: str, path: str = "") -> Iterator[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths_to(v, wanted, f"{path}.{key_name(k)}" if path else key_name(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths_to(v, wanted, f"{path}[{i}]")
    elif value == wanted:
        yield path


def read_toml(raw: bytes | str, source: str) -> dict[str, Any]:
    """The table a ruleset file's text holds: decoded, bounded, then parsed; any problem is a
    RulesetError naming `source`."""
    text = decode(raw, source)
    check_bounds(text, source)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(
            source, "", _("is not valid TOML ({reason})").format(reason=exc)
        ) from None
    except RecursionError:  # defensive: the bounds above keep it away
        raise RulesetError(source, "", _("is nested too deeply to be a ruleset")) from None
    except ValueError as exc:  # defensive: a number tomllib cannot read (bounded above)
        raise RulesetError(
            source, "", _("is not valid TOML ({reason})").format(reason=str(exc)[:100])
        ) from None
