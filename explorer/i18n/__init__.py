"""The site's six languages: gettext catalogs read with Babel, the visitor's language, locale-aware
numbers, and ruleset texts that carry their own translations.

    from explorer.i18n import _, n_, N_, p_
    _("Storyteller")                        # in the current language
    n_("{n} vote", "{n} votes", n).format(n=number(n))
    with using("fr"): ...                   # the CLI, notebooks and tests pick a language
    join_list(["A", "B", "C"])             # "A, B et C": lists, clauses, sentences (lists.py)

Mark every string a person reads: `_()` where it is used, `N_()` for a module-level constant
(translated later with `_(CONSTANT)`), `n_()` for plurals, `p_()` when one English word needs two
translations. Placeholders are `str.format` names (`{name}`), never f-strings (the extractor
cannot see into them). Catalogs: `explorer/i18n/locale/<lang>/LC_MESSAGES/<area>.po`, one per
area of the code (`areas.py`), updated by `scripts/i18n.py`.

May import `errors` only: the lowest layer but for `errors` and `limits`, every other package
may import this one.
"""

from explorer.i18n.current import N_, _, language, n_, p_, set_language, using
from explorer.i18n.languages import DEFAULT, LANGUAGES, NATIVE_NAMES, PSEUDO, match_locale
from explorer.i18n.lists import join_list, join_or, labelled, quoted, semicolons, sentences
from explorer.i18n.numbers import number, percent
from explorer.i18n.text import Text, tr

__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "NATIVE_NAMES",
    "N_",
    "PSEUDO",
    "Text",
    "_",
    "join_list",
    "join_or",
    "labelled",
    "language",
    "match_locale",
    "n_",
    "number",
    "p_",
    "percent",
    "quoted",
    "semicolons",
    "sentences",
    "set_language",
    "tr",
    "using",
]
