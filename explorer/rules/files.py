"""Where the shipped rulesets live, and loading ruleset files (shipped, or a user's) by id or path."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import _, n_, number
from explorer.rules.catalogue import edition_order
from explorer.rules.parse import parse_ruleset
from explorer.rules.ruleset import Ruleset
from explorer.rules.toml_text import MAX_FILE_BYTES as MAX_FILE_BYTES  # pages say it
from explorer.rules.toml_text import read_toml


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


def _read_limited(p: Path, source: str) -> bytes:
    """The file's bytes, read only when it is a regular file and at most MAX_FILE_BYTES + 1 of
    them (a device such as /dev/zero never ends; a FIFO may never be written to)."""
    try:
        # O_NONBLOCK: opening a FIFO nobody writes to returns at once instead of waiting
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
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


def _cannot_read(exc: OSError | ValueError) -> str:
    return _("cannot be read ({reason})").format(reason=getattr(exc, "strerror", None) or exc)


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load and validate one ruleset file (a shipped one or a user's)."""
    p = Path(path)
    return load_ruleset_text(_read_limited(p, p.name), p.name)


def read_ruleset_data(path: str | Path) -> dict[str, Any]:
    """The table a ruleset file holds, read and bounded exactly as `load_ruleset_file` reads
    it (a regular file, its size, a byte-order mark, nesting, keys and numbers), not yet
    validated as a ruleset: for code that changes a file's values before validating them."""
    p = Path(path)
    return read_toml(_read_limited(p, p.name), p.name)


def load_ruleset_text(raw: bytes | str, source: str = "<uploaded ruleset>") -> Ruleset:
    """Validate ruleset TOML given as text or bytes (for uploads); `source` names it in errors.
    The text is bounded before it is parsed (`explorer.rules.toml_text`)."""
    return parse_ruleset(read_toml(raw, source), source)


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


SHOWN_UNKNOWN = 5  # unknown ids quoted in one message; the rest are counted


def unknown_edition(ident: str | Sequence[str], known: Sequence[str] | None = None) -> RulesetError:
    """The one error for an edition id (or several) the site does not ship, listing the ones it
    does (`known`, default the shipped editions): every door (a link, a file, the command line,
    a notebook) says it this way. At most SHOWN_UNKNOWN ids are quoted, 40 characters each."""
    idents = [ident] if isinstance(ident, str) else [str(i) for i in ident]
    ids = [r.id for r in load_rulesets()] if known is None else list(known)
    names = ", ".join(repr(i[:40]) for i in idents[:SHOWN_UNKNOWN])
    more = len(idents) - SHOWN_UNKNOWN
    if more > 0:
        names = n_("{names} and {n} more", "{names} and {n} more", more).format(
            names=names, n=number(more)
        )
    return RulesetError(
        names,
        "",
        n_(
            "is not an edition this site knows (the editions: {known})",
            "are not editions this site knows (the editions: {known})",
            len(idents),
        ).format(known=", ".join(ids)),
    )


def load_ruleset(ruleset_id: str, directory: str | Path | None = None) -> Ruleset:
    """One ruleset by id; an unknown id raises `unknown_edition`, listing the known ones.

    >>> odyssey = load_ruleset("odyssey-vi")
    >>> odyssey.max_votes(8), odyssey.bonus_cap, odyssey.end_conditions.score_target
    (2, 3, 30)
    >>> load_ruleset("chess")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
        ...
    explorer.errors.RulesetError: 'chess': is not an edition this site knows (the editions: ...)
    """
    rulesets = load_rulesets(directory)
    for r in rulesets:
        if r.id == ruleset_id:
            return r
    raise unknown_edition(ruleset_id, [r.id for r in rulesets])
