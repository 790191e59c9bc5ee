"""The command line's language: `--lang`, else the environment as gettext reads it (LANGUAGE,
then LC_ALL, LC_MESSAGES, LANG), else English; and argparse's own words in that language.

Text for people (`--format text`, help, error messages, prose values in JSON such as `error`)
follows the language; JSON keys, ids and numbers in JSON never do (scripts read them).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from explorer.i18n import DEFAULT, LANGUAGES, N_, NATIVE_NAMES, _, match_locale, n_

ENV_ORDER = ("LC_ALL", "LC_MESSAGES", "LANG")


def _tag(value: str) -> str | None:
    """The site's language for one locale name ("fr_FR.UTF-8", "ru_RU@euro", "pt-BR"), or None
    ("C", "POSIX", a language the site does not speak)."""
    name = value.split(".", 1)[0].split("@", 1)[0].strip()
    return match_locale(name) if name else None


def language_from_env(environ: Mapping[str, str]) -> str:
    """The language the environment asks for, as gettext reads it: LANGUAGE (a list such as
    "pt_BR:fr", the first of the six in it) wins; else the first set of LC_ALL, LC_MESSAGES and
    LANG decides; a language the site does not speak, or none, gives English."""
    for item in environ.get("LANGUAGE", "").split(":"):
        found = _tag(item)
        if found:
            return found
    for var in ENV_ORDER:
        value = environ.get(var, "")
        if value:
            return _tag(value) or DEFAULT
    return DEFAULT


def requested(argv: Sequence[str]) -> str | None:
    """The value of the last `--lang X` or `--lang=X` before a `--` (None without one): read
    before the parser is built, so that its help is written in that language."""
    found: str | None = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            found = argv[i + 1]
        elif arg.startswith("--lang="):
            found = arg.split("=", 1)[1]
    return found


def unknown_language(value: str) -> str:
    """The one-line message for a `--lang` the site does not speak, listing the six."""
    choices = ", ".join(f"{code} ({NATIVE_NAMES[code]})" for code in LANGUAGES)
    # TRANSLATORS: {value} is what was typed after --lang; {choices} lists "fr (Français), …"
    return _("unknown language {value}: choose one of {choices}").format(
        value=repr(value[:20]), choices=choices
    )


def lang_help() -> str:
    return _(
        "language of the text for people: {codes} (default: from LANGUAGE, LC_ALL, "
        "LC_MESSAGES or LANG, else English)"
    ).format(codes=", ".join(LANGUAGES))


# argparse's own words (its usage line, section titles, errors), looked up in our catalog while
# the command line is parsed. They keep argparse's %-placeholders exactly as written.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    # TRANSLATORS: keep %(argument_name)s and %(message)s as they are
    N_("argument %(argument_name)s: %(message)s"),
    # TRANSLATORS: keep %s as it is (the arguments that were not understood)
    N_("unrecognized arguments: %s"),
    # TRANSLATORS: keep %s as it is (the missing arguments)
    N_("the following arguments are required: %s"),
    # TRANSLATORS: keep %s as it is
    N_("one of the arguments %s is required"),
    # TRANSLATORS: keep %s as it is
    N_("not allowed with argument %s"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    # TRANSLATORS: keep %(value)r and %(choices)s as they are
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    # TRANSLATORS: keep %(type)s and %(value)r as they are (%(type)s is "int" or "float")
    N_("invalid %(type)s value: %(value)r"),
    # TRANSLATORS: keep %(option)s and %(matches)s as they are
    N_("ambiguous option: %(option)s could match %(matches)s"),
)


def _gettext(message: str | None) -> str | None:
    return _(message) if message else message  # argparse asks for None's translation too


def _ngettext(singular: str, plural: str, n: int) -> str:
    return n_(singular, plural, n)


@contextmanager
def argparse_speaks() -> Iterator[None]:
    """argparse's words in the current language inside the block (argparse looks its `_` up
    in its module on every call), restored after."""
    module: Any = argparse  # its `_` and `ngettext` are not part of its typed interface
    old = (module._, module.ngettext)
    module._, module.ngettext = _gettext, _ngettext
    try:
        yield
    finally:
        module._, module.ngettext = old
