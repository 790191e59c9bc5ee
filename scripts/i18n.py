"""Keep the translation catalogs in step with the code.

    .venv/bin/python scripts/i18n.py update            # extract; add new messages to every .po,
                                                        # drop ones no longer used
    .venv/bin/python scripts/i18n.py stats             # untranslated messages per area/language
    .venv/bin/python scripts/i18n.py todo AREA > t.json  # untranslated messages of AREA as JSON
    .venv/bin/python scripts/i18n.py fill t.json        # write the translations filled into it

`todo` writes a list of {"id", "plural"?, "context"?, "where", "fr": "", "ru": "", ...}; fill in
each language (a list of forms for plurals: ru three, vi one, the others two) and `fill` puts
them in the catalogs. French messages are written with their no-break spaces
(`explorer.i18n.typography`), whoever typed them. The catalogs are the source of truth and are committed; the app reads
them directly (no compile step).
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.catalog import Message as Message_
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from explorer.i18n.areas import area_names
from explorer.i18n.catalog import LOCALE_DIR
from explorer.i18n.extract import Message, by_area
from explorer.i18n.languages import BABEL_LOCALES, DEFAULT, LANGUAGES, PLURAL_FORMS
from explorer.i18n.typography import french_spacing

STABLE_DATE = datetime(2026, 1, 1, tzinfo=UTC)
TARGETS = [lang for lang in LANGUAGES if lang != DEFAULT]
TYPOGRAPHY = {"fr": french_spacing}


def po_path(lang: str, area: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{area}.po"


def read(lang: str, area: str) -> Catalog:
    path = po_path(lang, area)
    if not path.exists():
        return Catalog(locale=BABEL_LOCALES[lang], domain=area, project="Dixit Rules Explorer")
    with path.open("rb") as fh:
        return read_po(fh, locale=BABEL_LOCALES[lang])


def write(catalog: Catalog, lang: str, area: str) -> None:
    path = po_path(lang, area)
    path.parent.mkdir(parents=True, exist_ok=True)
    catalog.project = "Dixit Rules Explorer"
    catalog.version = "1"
    catalog.msgid_bugs_address = ""
    catalog.copyright_holder = "Dixit Rules Explorer"
    catalog.fuzzy = False
    if lang in PLURAL_FORMS:  # the site's rule where it differs from CLDR's (0 pontos)
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
    # a fixed date and file-only locations: a catalog changes only when its messages do, so
    # work on two branches merges without conflicts over line numbers and timestamps
    catalog.creation_date = STABLE_DATE
    catalog.revision_date = STABLE_DATE
    if lang in TYPOGRAPHY:  # a translation written without the language's spaces gets them
        for msg in catalog:
            if msg.id and msg.string:
                fix = TYPOGRAPHY[lang]
                string: Any = msg.string
                msg.string = (
                    tuple(fix(form) for form in string)
                    if isinstance(string, tuple | list)
                    else fix(string)
                )
    with path.open("wb") as fh:
        write_po(
            fh,
            catalog,
            width=0,
            sort_output=True,
            ignore_obsolete=True,
            omit_header=False,
            include_previous=False,
            include_lineno=False,
        )


def template(messages: dict[tuple[str | None, str], Message]) -> Catalog:
    pot = Catalog(domain="messages", project="Dixit Rules Explorer")
    for m in messages.values():
        msgid: str | tuple[str, str] = (m.id, m.plural) if m.plural else m.id
        file, line = m.where.rsplit(":", 1)
        pot.add(
            msgid, locations=[(file, int(line))], auto_comments=list(m.comments), context=m.context
        )
    return pot


Known = dict[tuple[str | None, str], Any]


def _key(msg: Message_) -> tuple[str | None, str]:
    """A catalog message's (context, singular msgid)."""
    return (msg.context, str(msg.id[0] if isinstance(msg.id, list | tuple) else msg.id))


def translated(lang: str) -> Known:
    """Every translated message of `lang` (its string or plural forms), from every area."""
    return {
        _key(msg): msg.string
        for area in area_names()
        for msg in read(lang, area)
        if msg.id and not _untranslated(msg)
    }


def update() -> None:
    """Extract, then add new messages to every catalog and drop unused ones. A message new to
    an area that another area already translates (code moved between areas, or one message
    used in two) takes that translation, so moving a module never loses one."""
    extracted = by_area()
    known = {lang: translated(lang) for lang in TARGETS}
    for area in area_names():
        for lang in TARGETS:
            # a template per language: Catalog.update adds the template's own Message objects
            # for new messages, so one shared template would carry a translation filled in for
            # one language into the next (a moved message got French in every catalog)
            pot = template(extracted.get(area, {}))
            catalog = read(lang, area)
            catalog.update(pot, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            for msg in catalog:
                found = known[lang].get(_key(msg))
                # only a translation of the same shape: a singular's string carried into a
                # message that became plural would be read as its forms, a letter each
                if msg.id and _untranslated(msg) and _same_shape(msg, found):
                    msg.string = found
            if len(pot) or po_path(lang, area).exists():
                write(catalog, lang, area)
    print("catalogs updated")


def _same_shape(msg: Message_, string: Any) -> bool:
    """Whether `string` (a carried translation, or None) fits `msg`: plural forms for a plural
    message, one string for a singular one."""
    if string is None:
        return False
    return isinstance(string, str) != bool(msg.pluralizable)


def _untranslated(msg: Message_) -> bool:
    s = msg.string
    return not s or (isinstance(s, tuple) and not all(s))


def stats() -> None:
    for area in area_names():
        row = []
        for lang in TARGETS:
            cat = read(lang, area)
            todo = sum(1 for m in cat if m.id and _untranslated(m))
            row.append(f"{lang}:{todo}/{sum(1 for m in cat if m.id)}")
        print(f"{area:8} " + "  ".join(row))


def entry_head(context: str | None, msgid: str, m: Message) -> dict[str, object]:
    """A message as the JSON `fill` reads starts: its English (and plural), context and place."""
    entry: dict[str, object] = {"id": msgid}
    if m.plural:
        entry["plural"] = m.plural
    if context:
        entry["context"] = context
    entry["where"] = m.where
    return entry


def translation(catalog: Catalog, msgid: str, context: str | None) -> str | list[str]:
    """The committed translation ("" when there is none; a list of forms for plurals)."""
    found = catalog.get(msgid, context=context)
    value = (found.string if found is not None else "") or ""
    return list(value) if isinstance(value, tuple) else value


def todo(area: str) -> None:
    extracted = by_area().get(area, {})
    out = []
    cats = {lang: read(lang, area) for lang in TARGETS}
    for (context, msgid), m in sorted(extracted.items(), key=lambda kv: kv[1].where):
        entry = entry_head(context, msgid, m)
        if m.comments:
            entry["note"] = " ".join(m.comments)
        missing = False
        for lang in TARGETS:
            value = translation(cats[lang], msgid, context)
            entry[lang] = value
            missing = missing or not value or (isinstance(value, list) and not all(value))
        if missing:
            out.append(entry)
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    print()


def fill(path: Path) -> None:
    entries = json.loads(path.read_text(encoding="utf-8"))
    extracted = by_area()
    where: dict[tuple[str | None, str], list[tuple[str, Message]]] = {}
    for area, msgs in extracted.items():
        for key, m in msgs.items():
            where.setdefault(key, []).append((area, m))  # a message may be in several areas
    touched: dict[tuple[str, str], Catalog] = {}
    skipped = 0
    for e in entries:
        key = (e.get("context"), e["id"])
        if key not in where:
            skipped += 1
            print(f"not in the code (skipped): {e['id'][:60]!r}", file=sys.stderr)
            continue
        for (area, m), lang in ((place, lang) for place in where[key] for lang in TARGETS):
            value = e.get(lang)
            if not value:
                continue
            cat = touched.get((lang, area)) or read(lang, area)
            touched[(lang, area)] = cat
            msgid: str | tuple[str, str] = (m.id, m.plural) if m.plural else m.id
            string = tuple(value) if isinstance(value, list) else value
            if m.plural and isinstance(string, str):
                string = (string,)
            found = cat.get(m.id, context=m.context)
            if found is not None:  # Catalog.add keeps an existing entry's (empty) string
                found.string = string
                found.flags.discard("fuzzy")
                continue
            cat.add(
                msgid,
                string=string,
                context=m.context,
                locations=[(m.where.rsplit(":", 1)[0], int(m.where.rsplit(":", 1)[1]))],
            )
    for (lang, area), cat in touched.items():
        write(cat, lang, area)
    print(f"filled {len(entries) - skipped} messages into {len(touched)} catalogs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("update")
    sub.add_parser("stats")
    t = sub.add_parser("todo")
    t.add_argument("area", choices=area_names())
    f = sub.add_parser("fill")
    f.add_argument("json", type=Path)
    args = parser.parse_args()
    if args.command == "update":
        update()
    elif args.command == "stats":
        stats()
    elif args.command == "todo":
        todo(args.area)
    else:
        fill(args.json)


if __name__ == "__main__":
    main()
