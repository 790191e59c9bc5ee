"""The catalogs are complete and safe: every marked message is translated in every language,
placeholders survive translation, plural forms match each language's rules, and one English
message has one translation across the whole site."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from explorer.i18n.areas import area_names
from explorer.i18n.catalog import LOCALE_DIR
from explorer.i18n.extract import Message, by_area
from explorer.i18n.languages import BABEL_LOCALES, DEFAULT, LANGUAGES

TARGETS = [lang for lang in LANGUAGES if lang != DEFAULT]
EXTRACTED = by_area()
FIELD = re.compile(r"\{([^{}]*)\}")
FIX = "run `.venv/bin/python scripts/i18n.py update`, then translate (scripts/i18n.py todo/fill)"


def _catalog(lang: str, area: str) -> Catalog | None:
    path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{area}.po"
    if not path.exists():
        return None
    with path.open("rb") as fh:
        return read_po(fh, locale=BABEL_LOCALES[lang], abort_invalid=True)


def _fields(text: str) -> set[str]:
    return set(FIELD.findall(text))


CASES = [(area, lang) for area in area_names() for lang in TARGETS]


@pytest.mark.parametrize(("area", "lang"), CASES, ids=[f"{a}-{lang}" for a, lang in CASES])
def test_every_message_is_translated(area: str, lang: str) -> None:
    messages: dict[tuple[str | None, str], Message] = EXTRACTED.get(area, {})
    catalog = _catalog(lang, area)
    if not messages:
        return
    assert catalog is not None, f"no {lang}/{area}.po: {FIX}"
    missing = []
    for (context, msgid), m in messages.items():
        found = catalog.get(msgid, context=context)
        value = found.string if found is not None else None
        if not value or (isinstance(value, tuple) and not all(value)) or found.fuzzy:
            missing.append(f"{m.where}: {msgid[:70]!r}")
    assert not missing, f"{len(missing)} untranslated in {lang}/{area}.po ({FIX}):\n" + "\n".join(
        missing[:40]
    )


@pytest.mark.parametrize(("area", "lang"), CASES, ids=[f"{a}-{lang}" for a, lang in CASES])
def test_no_catalog_keeps_messages_the_code_no_longer_uses(area: str, lang: str) -> None:
    catalog = _catalog(lang, area)
    if catalog is None:
        return
    used = EXTRACTED.get(area, {})
    stale = [m.id for m in catalog if m.id and (m.context, _single(m.id)) not in used]
    assert not stale, f"{lang}/{area}.po has messages no code uses ({FIX}): {stale[:10]}"


def _single(msgid: str | tuple[str, ...]) -> str:
    return msgid[0] if isinstance(msgid, tuple) else msgid


@pytest.mark.parametrize(("area", "lang"), CASES, ids=[f"{a}-{lang}" for a, lang in CASES])
def test_translations_keep_their_placeholders_and_plural_forms(area: str, lang: str) -> None:
    catalog = _catalog(lang, area)
    if catalog is None:
        return
    # as many forms as the catalog's Plural-Forms header, which gettext indexes at run time (CLDR's
    # tags leave out "other": French and Portuguese have three forms, one/many/other, Dutch two)
    n_forms = catalog.num_plurals
    # `other` and, in Russian, `one` (1, 21, 31 …) stand for many numbers: they keep {n}
    every_form_keeps = lang in ("ru", "vi")
    problems = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        if isinstance(m.id, tuple):
            singular, plural = m.id[0], m.id[1]
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if len(strings) != n_forms:
                problems.append(f"{singular!r}: {len(strings)} plural forms, {lang} has {n_forms}")
                continue
            wanted = _fields(plural)
            allowed = wanted | _fields(singular)
            for i, s in enumerate(strings):
                got = _fields(s)
                if not got <= allowed:
                    problems.append(
                        f"{singular!r} form {i}: unknown placeholder(s) {got - allowed}"
                    )
                if (every_form_keeps or i == len(strings) - 1) and got != wanted:
                    problems.append(f"{singular!r} form {i}: placeholders {got}, want {wanted}")
        else:
            assert isinstance(m.string, str)
            want, got = _fields(m.id), _fields(m.string)
            if want != got:
                problems.append(f"{m.id[:60]!r}: placeholders {sorted(got)}, want {sorted(want)}")
    assert not problems, f"{lang}/{area}.po:\n" + "\n".join(problems[:30])


@pytest.mark.parametrize("lang", TARGETS)
def test_one_message_has_one_translation_across_the_site(lang: str) -> None:
    seen: dict[tuple[str | None, str], tuple[str, object]] = {}
    clashes = []
    for area in area_names():
        catalog = _catalog(lang, area)
        if catalog is None:
            continue
        for m in catalog:
            if not m.id or not m.string:
                continue
            key = (m.context, _single(m.id))
            if key in seen and seen[key][1] != m.string:
                clashes.append(f"{key[1][:50]!r}: {seen[key][0]} and {area} differ")
            seen.setdefault(key, (area, m.string))
    assert not clashes, f"{lang}: the same message translated two ways:\n" + "\n".join(clashes)


def test_every_source_file_has_an_area() -> None:
    from explorer.i18n.areas import area_of, sources

    for path in sources():
        assert area_of(path)


def test_the_catalog_directory_holds_only_the_five_translated_languages() -> None:
    present = {p.name for p in Path(LOCALE_DIR).iterdir() if p.is_dir()}
    assert present <= set(TARGETS), present - set(TARGETS)
