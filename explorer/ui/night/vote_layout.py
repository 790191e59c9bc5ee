"""The round form's layout, so that a thumb finds every name in the same place from voter to
voter: every row (who told, and each voter's vote) lists every player in seat order, in a grid
of equal columns that wraps the same way in every row; the storyteller's card is starred in its
own column; a voter's own card keeps its place but is never shown or reachable; a voter with two
markers cannot tap a third name, and is told why. Streamlit's segmented controls are drawn by
their own rules (each row as wide as its names, its own name left out); this is the style that
overrides them, keyed to the form's containers (`st-key-<key>`: a style only, no room taken).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence

from explorer.ui.common.shims import INVALID

STAR = "#fff1bf"  # the storyteller's column
STAR_TEXT = "#3b2a00"  # on it: 12.9:1
EDGE = "rgba(17, 17, 17, 0.2)"  # an unchosen name's border: Streamlit's own
NOTE = "#5c5c5c"  # the words under a full two-marker row: 6.7:1 on white
CHAR_PX = 7.0  # about a letter of a name on a button
CELL_PX = 20  # a button's padding and border
PHONE_PX = 320  # a round form's inside on a 390 px phone


def columns(names: Sequence[str]) -> int:
    """Names a row holds on a phone: as few rows as the names' length allows, as even as can
    be (5 names: 3 and 2; 8: 4 and 4; 12: 4, 4 and 4)."""
    n = len(names)
    widest = max((len(name) for name in names), default=1)
    fit = max(1, min(4, int(PHONE_PX // (CELL_PX + CHAR_PX * min(widest, 14)))))
    rows = math.ceil(n / fit)
    return math.ceil(n / rows)


def _css_text(text: str) -> str:
    """`text` as a CSS string (for `content:`), safe inside a <style> element."""
    return json.dumps(text).replace("<", "\\3C ").replace(">", "\\3E ")


def layout_css(
    form: str,
    votes: str,
    names: Sequence[str],
    teller: int,
    rows: dict[int, str],
    *,
    two: bool,
    full: str,
    star: str,
) -> str:
    """The style of the form keyed `form`: `votes` keys the voters' rows, `rows` maps each
    voter's seat to its control's key, `teller` is the storyteller's seat; `full` is what a
    full two-marker row says, `star` the storyteller's card's name after its star."""
    n = len(names)
    per_row = columns(names)
    wide = n if n <= 8 else math.ceil(n / 2)
    group = f".st-key-{form} [data-testid='stButtonGroup'] > div[role]"
    out = [
        f".st-key-{form} {{ container-type: inline-size; }}",
        f"{group} {{ display: grid !important; gap: 0.35rem; width: 100%;"
        f" grid-template-columns: repeat({per_row}, minmax(0, 1fr)); }}",
        f"@container (min-width: 640px) {{ {group} {{"
        f" grid-template-columns: repeat({wide}, minmax(0, 1fr)); }} }}",
        f"{group} > button {{ border-radius: 0.5rem !important; margin: 0 !important;"
        " min-height: 2.75rem; min-width: 0; width: 100%; position: relative;"
        " padding-left: 0.3rem !important; padding-right: 0.3rem !important; }",
        f"{group} > button p {{ white-space: normal; overflow-wrap: break-word; }}",
        # Streamlit joins a row's buttons, the right border of all but the last transparent
        f"{group} > button:not([aria-checked='true'], [aria-pressed='true'])"
        f" {{ border-color: {EDGE} !important; }}",
        f".st-key-{votes} [data-testid='stButtonGroup'] > div[role] > button:nth-of-type"
        f"({teller + 1}) {{ background-color: {STAR}; color: {STAR_TEXT}; }}",
        f".st-key-{votes} [data-testid='stButtonGroup'] > div[role] > button:nth-of-type"
        f"({teller + 1})::before {{ content: '⭐' / {_css_text(star)}; position: absolute;"
        " top: 0.1rem; left: 0.25rem; font-size: 0.7rem; line-height: 1; }",  # takes no width
    ]
    for seat, key in rows.items():
        own = f".st-key-{key} [data-testid='stButtonGroup'] > div[role] > button:nth-of-type"
        # its place kept, empty: a faint dashed outline, nothing to tap, read or focus
        out.append(f"{own}({seat + 1}) {{ visibility: hidden; position: relative; }}")
        out.append(
            f"{own}({seat + 1})::after {{ content: ''; visibility: visible; position: absolute;"
            " inset: 0; border: 1px dashed #c8c8c8; border-radius: 0.5rem; }"
        )
        if two:
            chosen = "button[aria-pressed='true']"
            both = f".st-key-{key}:has({chosen} ~ {chosen})"
            out.append(
                f"{both} button[aria-pressed='false'] {{ opacity: 0.4; pointer-events: none; }}"
            )
            out.append(
                f"{both}::after {{ content: {_css_text(full)}; display: block;"
                f" color: {NOTE}; font-size: 0.875rem; margin-top: 0.25rem; }}"
            )
    return "<style>\n" + "\n".join(out) + "\n</style>"


def missing_css(row: str, key: str, note: str) -> str:
    """A voter without a vote marked (a red outline and its note), until a name is tapped."""
    picked = "button:is([aria-checked='true'], [aria-pressed='true'])"
    return (
        "<style>\n"
        f".st-key-{key} [data-testid='stButtonGroup'] > div[role] {{"
        f" outline: 2px solid {INVALID}; outline-offset: 3px; border-radius: 0.5rem; }}\n"
        f".st-key-{row}:has({picked}) .st-key-{note} {{ display: none; }}\n"
        f".st-key-{row}:has({picked}) [data-testid='stButtonGroup'] > div[role] {{"
        " outline: none; }\n"
        "</style>"
    )
