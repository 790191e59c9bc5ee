"""Read the catalogs as a reviewer does: a seeded random sample, or one whole area.

    .venv/bin/python scripts/i18n_read.py sample ru              # 60 messages of every area
    .venv/bin/python scripts/i18n_read.py sample ru --n 60 --seed 23 --json
    .venv/bin/python scripts/i18n_read.py dump ru learn > ru-learn.json

`sample` draws the same messages for the same language, number and seed (a review can be
repeated after the fixes and the counts compared). `dump` writes every message of one area with
its English, its place in the code and its translation in the format `scripts/i18n.py fill`
reads: edit the translations, then `scripts/i18n.py fill ru-learn.json` writes them back (only
the language present is touched).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from i18n import TARGETS, entry_head, read, translation  # scripts/i18n.py, beside this file

from explorer.i18n.areas import area_names
from explorer.i18n.extract import by_area


def entries(lang: str, area: str) -> list[dict[str, object]]:
    """Every message of `area` in the code, with its translation in `lang` (a list of forms
    for plurals), in the order of the code."""
    catalog = read(lang, area)
    return [
        {**entry_head(context, msgid, m), lang: translation(catalog, msgid, context)}
        for (context, msgid), m in sorted(
            by_area().get(area, {}).items(), key=lambda kv: kv[1].where
        )
    ]


def sample(lang: str, n: int, seed: int) -> list[dict[str, object]]:
    """`n` messages drawn at random (seeded) from every area of `lang`, each with its area."""
    pool = [{"area": area, **entry} for area in area_names() for entry in entries(lang, area)]
    return random.Random(f"{lang}-{seed}").sample(pool, min(n, len(pool)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample")
    s.add_argument("lang", choices=TARGETS)
    s.add_argument("--n", type=int, default=60)
    s.add_argument("--seed", type=int, default=23)
    s.add_argument("--json", action="store_true", help="JSON (fill format) instead of text")
    d = sub.add_parser("dump")
    d.add_argument("lang", choices=TARGETS)
    d.add_argument("area", choices=area_names())
    args = parser.parse_args()
    if args.command == "dump":
        json.dump(entries(args.lang, args.area), sys.stdout, ensure_ascii=False, indent=1)
        print()
        return
    picked = sample(args.lang, args.n, args.seed)
    if args.json:
        json.dump(picked, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return
    for number, entry in enumerate(picked, 1):
        english = entry["id"] if "plural" not in entry else f"{entry['id']} | {entry['plural']}"
        print(f"{number:2}. [{entry['area']}] {english}\n    {args.lang}: {entry[args.lang]}\n")


if __name__ == "__main__":
    main()
