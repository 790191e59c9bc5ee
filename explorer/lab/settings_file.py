"""Reading a lab settings file back: `settings.json`, or the lab's zip holding it.

The file comes from a visitor, so every bound is checked before the work it bounds:

- the file: at most `MAX_FILE_BYTES` (the server refuses bigger uploads before this runs);
- a zip: its end record is read first, and a directory of more than `MAX_MEMBERS` files or
  `MAX_DIRECTORY_BYTES` bytes (or a Zip64 one, which the lab never writes) is refused before
  the directory is parsed; `settings.json` must be stored or deflated (as the lab writes it:
  LZMA would size its memory from the member's own header) and is inflated
  `MAX_SETTINGS_BYTES` bytes at most, whatever its header claims (a zip bomb stops there); a
  zip inside the zip is never opened;
- the JSON: UTF-8 (with or without a byte-order mark, as Windows Notepad saves it) or UTF-16
  with one; its nesting depth is measured on the raw text before the parser runs; every number
  is kept as its literal text (at most `MAX_NUMBER_CHARS` characters: no 5,000-digit integer
  is ever converted), then read by the page's link codec like any value from an address;
- the settings: at most `MAX_PARAMS` of them, `MAX_VALUES` values each, `MAX_VALUE_CHARS`
  characters a value, but the house rules (`house`, their link text) `MAX_HOUSE_CHARS`, as in
  an address, and one value only; the page builds them through `explorer.rules.resolve`.

Anything else is a `LinkError` in plain words; its message quotes the file's text as it is,
so the page shows it escaped (never as Markdown).
"""

from __future__ import annotations

import io
import json
import re
import struct
import zipfile
import zlib

from explorer.errors import LinkError
from explorer.i18n import _, number
from explorer.lab.export import HOUSE_PARAM, SETTINGS_FILE
from explorer.rules.house_text import MAX_TEXT
from explorer.rules.resolve import canonical, resolve

MAX_FILE_BYTES = 1_000_000  # the upload (the server's own limit, maxUploadSize, is 1 MB)
MAX_MEMBERS = 64  # files in a zip (the lab writes 13)
MAX_DIRECTORY_BYTES = 64_000  # a zip's directory (the lab's: about 2 kB)
MAX_SETTINGS_BYTES = 64_000  # settings.json, inflated (the lab's: about 1 kB)
MAX_DEPTH = 8  # JSON nesting (the lab's file: 3)
MAX_NUMBER_CHARS = 40  # one number's literal text
MAX_PARAMS = 40
MAX_VALUES = 40  # values of one parameter (editions)
MAX_VALUE_CHARS = 200
MAX_HOUSE_CHARS = MAX_TEXT  # the house rules' link text: 1,000 characters, as in an address
QUOTED = 40  # characters of a setting's name quoted in a message
COMPRESSIONS = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)  # what the lab writes (and reads)

Params = dict[str, list[str]]

_END = b"PK\x05\x06"  # a zip's end of central directory record
_END_SIZE = 22
_ZIP64_LOCATOR = b"PK\x06\x07"
_ENCRYPTED = 0x1  # a member's flag bit
_MAX_COMMENT = 65_535
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')  # strings whole (their brackets skipped)


def _no_zip(reason: str) -> LinkError:
    return LinkError(_("the zip cannot be read ({reason}).").format(reason=reason))


def _check_directory(data: bytes) -> None:
    """The zip's directory is small enough to parse: read from its end record, as zipfile
    finds it (the last 22 bytes, else the last signature within a comment's reach)."""
    at = len(data) - _END_SIZE
    if at < 0 or data[at : at + 4] != _END or data[-2:] != b"\0\0":
        at = data.rfind(_END, max(0, len(data) - _END_SIZE - _MAX_COMMENT))
    if at < 0 or len(data) < at + _END_SIZE:
        raise _no_zip(_("it has no end record"))
    if at >= 20 and data[at - 20 : at - 16] == _ZIP64_LOCATOR:
        raise _no_zip(_("a Zip64 file, which the lab never writes"))
    entries, size = struct.unpack_from("<HI", data, at + 10)
    if entries > MAX_MEMBERS:
        raise LinkError(
            _("the zip holds {count} files; a lab zip holds at most {most}.").format(
                count=number(entries), most=number(MAX_MEMBERS)
            )
        )
    if size > MAX_DIRECTORY_BYTES:
        raise LinkError(
            _("the zip's list of files is {size} bytes long; at most {most}.").format(
                size=number(size), most=number(MAX_DIRECTORY_BYTES)
            )
        )


def _from_zip(data: bytes) -> bytes:
    """settings.json inside a zip, inflated `MAX_SETTINGS_BYTES` bytes at most."""
    _check_directory(data)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            if len(z.infolist()) > MAX_MEMBERS:  # the end record undercounted
                raise LinkError(
                    _("the zip holds more than {most} files.").format(most=number(MAX_MEMBERS))
                )
            try:
                info = z.getinfo(SETTINGS_FILE)
            except KeyError:
                raise LinkError(_("the zip holds no {file}.").format(file=SETTINGS_FILE)) from None
            if info.file_size > MAX_SETTINGS_BYTES:
                raise LinkError(_("the zip's {file} is too large.").format(file=SETTINGS_FILE))
            if info.compress_type not in COMPRESSIONS or info.flag_bits & _ENCRYPTED:
                # (LZMA sizes its memory from the member's own header: hundreds of MB)
                raise _no_zip(_("encrypted or compressed in a way the lab never writes"))
            with z.open(info) as member:
                text = member.read(MAX_SETTINGS_BYTES + 1)  # whatever the header claimed
    except LinkError:
        raise
    except (zipfile.BadZipFile, OSError, EOFError, zlib.error, ValueError) as err:
        raise _no_zip(type(err).__name__) from None
    except (RuntimeError, NotImplementedError):  # encrypted, or an unknown compression
        raise _no_zip(_("encrypted or compressed in a way the lab never writes")) from None
    if len(text) > MAX_SETTINGS_BYTES:
        raise LinkError(_("the zip's {file} is too large.").format(file=SETTINGS_FILE))
    return text


def _text(data: bytes) -> str:
    """The file as text: UTF-8 (a byte-order mark allowed), or UTF-16 with its mark."""
    try:
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
            return data.decode("utf-16")
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LinkError(
            _("the file is not a lab settings file (JSON) or a lab zip: it is not text.")
        ) from None


def _check_depth(text: str) -> None:
    """JSON nesting at most MAX_DEPTH, counted on the raw text before the parser runs."""
    depth = 0
    for m in _TOKENS.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise LinkError(
                    _("the settings file is nested more than {most} levels deep.").format(
                        most=number(MAX_DEPTH)
                    )
                )
        elif token in "]}":
            depth -= 1


def _literal(text: str) -> str:
    """A JSON number (or NaN, Infinity) as its literal text: the link codec reads it like a
    value in an address. Never converted here, so a 5,000-digit integer costs nothing."""
    if len(text) > MAX_NUMBER_CHARS:
        raise LinkError(
            _("a number in the settings file has {count} characters; at most {most}.").format(
                count=number(len(text)), most=number(MAX_NUMBER_CHARS)
            )
        )
    return text


def _params_from(doc: object) -> Params:
    if not isinstance(doc, dict) or not isinstance(doc.get("settings"), dict):
        raise LinkError(_("the file has no lab settings (a 'settings' object)."))
    raw = doc["settings"]
    if len(raw) > MAX_PARAMS:
        raise LinkError(
            _("the settings file has {count} settings; at most {most}.").format(
                count=number(len(raw)), most=number(MAX_PARAMS)
            )
        )
    out: Params = {}
    for key, value in raw.items():
        values = value if isinstance(value, list) else [value]
        name = key[:QUOTED]
        if len(values) > MAX_VALUES:
            raise LinkError(_("the setting '{name}' has too many values.").format(name=name))
        if not all(isinstance(v, str) for v in values):  # numbers come as their text
            raise LinkError(_("the setting '{name}' is not text or a number.").format(name=name))
        longest = MAX_HOUSE_CHARS if key == HOUSE_PARAM else MAX_VALUE_CHARS
        if key == HOUSE_PARAM and len(values) > 1:
            raise LinkError(_("the setting '{name}' has too many values.").format(name=name))
        if len(key) > MAX_VALUE_CHARS or any(len(v) > longest for v in values):
            raise LinkError(_("a setting in the file is too long."))
        out[key] = list(values)
    return out


def read_settings(data: bytes) -> Params:
    """The address parameters in a lab settings file, or in a lab zip holding one.
    LinkError, in plain words, for anything else (bounds in the module docstring)."""
    if len(data) > MAX_FILE_BYTES:
        raise LinkError(
            _("the file is larger than {size} MB.").format(size=number(MAX_FILE_BYTES // 1_000_000))
        )
    if data[:2] == b"PK":
        data = _from_zip(data)
    elif len(data) > MAX_SETTINGS_BYTES:
        raise LinkError(_("the settings file is too large."))
    text = _text(data)
    _check_depth(text)
    try:
        doc = json.loads(text, parse_int=_literal, parse_float=_literal, parse_constant=_literal)
    except (json.JSONDecodeError, RecursionError):
        raise LinkError(_("the file is not a lab settings file (JSON) or a lab zip.")) from None
    return _params_from(doc)


def house_from(params: Params) -> str | None:
    """The house rules a settings file holds, as their one ident once they build (through
    `explorer.rules.resolve`, from text at most `MAX_HOUSE_CHARS` long: checked when the file
    was read); None when it holds none. RulesetError naming what is wrong when they do not
    build."""
    values = params.get(HOUSE_PARAM) or [""]
    text = values[-1].strip()
    if not text:
        return None
    ident = canonical(text, house=True)
    resolve(ident)  # built once, cached for every page (RulesetError when it cannot be)
    return ident
