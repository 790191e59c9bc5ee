"""Where the shipped rulesets live, and loading ruleset files (shipped, or a user's) by id or path."""

from __future__ import annotations

import os
import re
import stat
import sys
import tomllib
from functools import cache
from pathlib import Path

from explorer.errors import RulesetError
from explorer.i18n import _, number
from explorer.rules.catalogue import edition_order
from explorer.rules.parse import parse_ruleset
from explorer.rules.ruleset import Ruleset


def _rulesets_dir() -> Path:
    """Where the shipped rulesets are: `DIXIT_RULESETS_DIR` if set, else the repo's top-level
    `rulesets/` (a checkout, an editable install, Community Cloud), else the copy a wheel
    installs under `<prefix>/share/dixit-rules-explorer/rulesets`."""
    override = os.environ.get("DIXIT_RULESETS_DIR")
    if override:
        return Path(override)
    beside = Path(__file__).resolve().parents[2] / "rulesets"
    installed = Path(sys.prefix) / "share" / "dixit-rules-explorer" / "rulesets"
    return beside if beside.is_dir() or not installed.is_dir() else installed


RULESETS_DIR = _rulesets_dir()

MAX_FILE_BYTES = 256 * 1024


MAX_DEPTH = 8  # arrays and inline tables inside one another (a ruleset needs 3)


def _read_limited(p: Path, source: str) -> bytes:
    """The file's bytes, read only when it is a regular file and at most MAX_FILE_BYTES + 1 of
    them (a device such as /dev/zero never ends; a FIFO may never be written to)."""
    try:
        # O_NONBLOCK: opening a FIFO nobody writes to returns at once instead of waiting
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise RulesetError(source, "", _cannot_read(exc)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RulesetError(source, "", _("is not a regular file (a ruleset is a .toml file)"))
        with os.fdopen(os.dup(fd), "rb") as f:
            return f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RulesetError(source, "", _cannot_read(exc)) from None
    finally:
        os.close(fd)


def _cannot_read(exc: OSError) -> str:
    return _("cannot be read ({reason})").format(reason=exc.strerror or exc)


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load and validate one ruleset file (a shipped one or a user's)."""
    p = Path(path)
    return load_ruleset_text(_read_limited(p, p.name), p.name)


# Strings and comments, which may hold brackets. Each alternative also matches an unclosed
# string (to the end of its line, or of the text), so the scan never starts again inside one
# and reads the text once, however it is written.
_TOML_SKIP = re.compile(
    r'"""(?:[^\\]|\\.)*?(?:"""|\\?\Z)'
    r"|'''.*?(?:'''|\Z)"
    r'|"(?:[^"\\\n]|\\.)*(?:"|\\?$)'
    r"|'[^'\n]*(?:'|$)"
    r"|#[^\n]*",
    re.S | re.M,
)
_TOML_OPEN_CLOSE = re.compile(r"[\[\]{}]")


def toml_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply the TOML text nests arrays and inline tables (strings and comments skipped),
    counted without parsing it and only up to `limit` + 1: `tomllib` recurses once per level
    and would overflow the stack on a deep enough file."""
    deepest = depth = 0
    for m in _TOML_OPEN_CLOSE.finditer(_TOML_SKIP.sub("", text)):
        depth = depth + 1 if m.group() in "[{" else max(depth - 1, 0)
        deepest = max(deepest, depth)
        if deepest > limit:
            break
    return deepest


def load_ruleset_text(raw: bytes | str, source: str = "<uploaded ruleset>") -> Ruleset:
    """Validate ruleset TOML given as text or bytes (for uploads); `source` names it in errors."""
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
    if toml_depth(text) > MAX_DEPTH:
        raise RulesetError(
            source,
            "",
            _("nests arrays or tables more than {depth} deep (a ruleset needs 3)").format(
                depth=number(MAX_DEPTH)
            ),
        )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(
            source, "", _("is not valid TOML ({reason})").format(reason=exc)
        ) from None
    except RecursionError:
        raise RulesetError(source, "", _("is nested too deeply to be a ruleset")) from None
    return parse_ruleset(data, source)


@cache
def _load_all(directory: str) -> tuple[Ruleset, ...]:
    files = sorted(Path(directory).glob("*.toml"))
    if not files:
        raise RulesetError(directory, "", _("holds no ruleset files"))
    rulesets = [load_ruleset_file(f) for f in files]
    for f, r in zip(files, rulesets, strict=True):
        if f.stem != r.id:
            raise RulesetError(
                f.name,
                "id",
                _("is {id} but the file is named {file}").format(
                    id=repr(r.id), file=f"{f.stem}.toml"
                ),
            )
    return tuple(sorted(rulesets, key=edition_order))


def load_rulesets(directory: str | Path | None = None) -> tuple[Ruleset, ...]:
    """Every ruleset in `rulesets/` (or `directory`), validated, in a stable order."""
    return _load_all(str(Path(directory) if directory else RULESETS_DIR))


def load_ruleset(ruleset_id: str, directory: str | Path | None = None) -> Ruleset:
    """One ruleset by id; an unknown id raises RulesetError listing the known ones."""
    rulesets = load_rulesets(directory)
    for r in rulesets:
        if r.id == ruleset_id:
            return r
    known = ", ".join(r.id for r in rulesets)
    raise RulesetError(
        str(ruleset_id)[:60], "id", _("no such ruleset (known: {known})").format(known=known)
    )
