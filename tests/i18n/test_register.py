"""The site addresses the reader as the glossary's [register] says: French «vous», Russian «вы»,
Dutch «je», Portuguese «você»; never «tu»/«ты»/«u». A word-boundary check of every catalog
message and ruleset text for the other register's pronouns and possessives (issue 23).

Reliable for these words: none of them is a common other word in its language (French «ton»,
"tone", and a Dutch «u» inside a quoted name could be: ALLOWED names such messages, none today).
Placeholders and code are taken out first. Verb forms («choisis» against «choisissez») are not
checked: no word list tells them apart reliably. Vietnamese has no informal pronoun the site
could slip into by accident («bạn» is the register), so it is not checked."""

from __future__ import annotations

import re
import tomllib

import pytest

from explorer.i18n.catalog import po_files
from tests.conftest import ROOT
from tests.i18n.catalogs import forms, read_catalog, ruleset_texts

WRONG = {
    "fr": ("tu", "te", "t'", "t’", "toi", "ta", "tes", "ton", "tien", "tienne"),
    "ru": ("ты", "тебя", "тебе", "тобой", "твой", "твоя", "твоё", "твое", "твои", "твоего",
           "твоей", "твоему", "твоим", "твоих", "твою"),
    "pt": ("tu", "teu", "tua", "teus", "tuas", "contigo", "ti"),
    "nl": ("u", "uw", "uzelf"),
}  # fmt: skip
# English ids whose translation may hold one of these words as another word
ALLOWED: set[tuple[str, str]] = set()


def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(w) + ("" if w.endswith(("'", "’")) else r"\b") for w in words)
    return re.compile(r"(?<![\w'’-])(?:" + alternatives + r")", re.IGNORECASE)


@pytest.mark.parametrize("lang", sorted(WRONG))
def test_catalogs_keep_the_register(lang: str) -> None:
    pattern = _pattern(WRONG[lang])
    wrong = []
    for path in po_files(lang):
        catalog = read_catalog(path)
        for message in catalog:
            english = " ".join(forms(message.id))
            if not english or (lang, english) in ALLOWED:
                continue
            for text in forms(message.string):
                bare = re.sub(r"\{[^{}]*\}|`[^`]*`", " ", text)  # placeholders and code
                if found := pattern.search(bare):
                    wrong.append(f"{path.name}: {found.group(0)!r} in {text!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", sorted(WRONG))
def test_ruleset_texts_keep_the_register(lang: str) -> None:
    """Translations only: a rulebook's quote keeps its own words."""
    pattern = _pattern(WRONG[lang])
    wrong = []
    for path in sorted((ROOT / "rulesets").glob("*.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        for texts in ruleset_texts(data):
            text = texts.get(lang, "")
            if text and (found := pattern.search(text)):
                wrong.append(f"{path.name}: {found.group(0)!r} in {text!r}")
    assert not wrong, "\n".join(wrong)
