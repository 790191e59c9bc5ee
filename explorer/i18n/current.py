"""The current language, and the functions that translate into it.

The language lives in a context variable: each Streamlit script run (its own thread) sets it
first thing, the CLI sets it from `--lang` or the environment, a notebook with `set_language`.
Where nothing set it, the registered fallback answers (the app registers the visit's language,
so a widget callback, which runs before the page sets anything, speaks it too); without one,
English.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from explorer.errors import LanguageError
from explorer.i18n.catalog import translations
from explorer.i18n.languages import DEFAULT, LANGUAGES, NATIVE_NAMES, PSEUDO
from explorer.i18n.pseudo import pseudo_gettext, pseudo_ngettext

_LANG: ContextVar[str | None] = ContextVar("dixit_language", default=None)
_FALLBACK: list[Callable[[], str | None]] = []


def set_fallback(provider: Callable[[], str | None]) -> None:
    """Where no language was set in this context, ask `provider` (it returns one of the six,
    or None for English). The app registers the visit's language (explorer.ui.common.lang)."""
    _FALLBACK[:] = [provider]


def language() -> str:
    """The language text is produced in now: one of LANGUAGES (or the test pseudo-locale)."""
    lang = _LANG.get()
    if lang is None:
        found = _FALLBACK[0]() if _FALLBACK else None
        lang = found if found in LANGUAGES or found == PSEUDO else DEFAULT
    return lang


def check_language(lang: object) -> str:
    """`lang` when it is one of the six (or the pseudo-locale); a LanguageError otherwise."""
    if isinstance(lang, str) and (lang in LANGUAGES or lang == PSEUDO):
        return lang
    shown = repr(lang)[:40]
    names = ", ".join(f"{code} ({NATIVE_NAMES[code]})" for code in LANGUAGES)
    raise LanguageError(f"unknown language {shown}: choose one of {names}")


def set_language(lang: str) -> None:
    """Speak `lang` from now on in this thread (or task)."""
    _LANG.set(check_language(lang))


@contextmanager
def using(lang: str) -> Iterator[str]:
    """Speak `lang` inside the block, then go back to the language before it."""
    token = _LANG.set(check_language(lang))
    try:
        yield lang
    finally:
        _LANG.reset(token)


def _(message: str) -> str:
    """`message` in the current language (English when it has no translation yet)."""
    lang = language()
    if lang == DEFAULT:
        return message
    if lang == PSEUDO:
        return pseudo_gettext(message)
    return translations(lang).gettext(message)


def n_(singular: str, plural: str, n: int) -> str:
    """The singular or one of the plural forms for `n`, as the current language counts
    (Russian has three forms, Vietnamese one); fill `{n}` with `.format(n=number(n))`."""
    lang = language()
    if lang == DEFAULT:
        return singular if n == 1 else plural
    if lang == PSEUDO:
        return pseudo_ngettext(singular, plural, n)
    return translations(lang).ngettext(singular, plural, n)


def p_(context: str, message: str) -> str:
    """`message` in the current language where the same English needs a different word by
    context (e.g. p_("score track", "Board") against p_("game box", "Board"))."""
    lang = language()
    if lang == DEFAULT:
        return message
    if lang == PSEUDO:
        return pseudo_gettext(message, context)
    return translations(lang).pgettext(context, message)


def N_(message: str) -> str:
    """Mark a module-level constant for extraction; translate it where it is shown: `_(X)`."""
    return message
