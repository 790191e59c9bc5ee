"""Engine results as plain pandas DataFrames (to keep) and as escaped HTML (to read).

The points table is `explorer.round.table.points_table` — the one the Score page draws — as a
DataFrame: one row per player (index `player`), one column per ruleset, nullable integers with
<NA> where a ruleset cannot play the round. The explanation is every scoring line with the rule
it applies and that rule's source, quote and translation included.

Column and index names are keys (`player`, `ruleset`, `text`, …: English, like JSON keys); the
text in the cells and the ruleset names in the column labels are in the current language
(`explorer.i18n.set_language`). A comparison is `explorer.round.compare.compare_round`'s; an
argument of another kind raises the engine's error (a `DixitError`) saying so.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import pandas as pd

from explorer.errors import RulesetError, SituationError
from explorer.i18n import _, language, p_, tr
from explorer.notebook import checks
from explorer.round.compare import Comparison
from explorer.round.table import points_table
from explorer.rules.matrix import rules_matrix
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Provenance
from explorer.rules.wording import BASIS_MARK, BASIS_WORDS

NOT_PLAYABLE_MARK = "—"
DIFF_STYLE = "background-color: #ffe08a; color: #3b2a00; font-weight: 600"


def column_names(rulesets: Sequence[Ruleset]) -> dict[str, str]:
    """Ruleset id → a column label: its name, or name [id] for a later ruleset with a name
    already taken (a house-rules file copied from an edition and not renamed)."""
    out: dict[str, str] = {}
    for r in rulesets:
        name = tr(r.name)
        taken = name in out.values()
        out[r.id] = f"{name} [{r.id}]" if taken else name
    return out


def points_frame(c: Comparison, *, reference: str | None = None) -> pd.DataFrame:
    """Players × rulesets points of a comparison (the `reference` ruleset's column first, then
    the playable ones, then those that cannot play it, as on the Score page)."""
    c = checks.comparison(c)
    ids = [v.ruleset.id for v in c.verdicts]
    if reference is not None and reference not in ids:
        raise RulesetError(
            checks.shown(reference),
            "id",
            _("is not one of the comparison's rulesets ({known})").format(known=", ".join(ids)),
        )
    t = points_table(c, reference=reference)
    labels = column_names([v.ruleset for v in c.verdicts])
    data = {
        labels[col.ruleset_id]: pd.array(
            list(col.points) if col.points is not None else [None] * len(t.players), dtype="Int64"
        )
        for col in t.columns
    }
    frame = pd.DataFrame(data, index=pd.Index(list(t.players), name="player"))
    frame.columns.name = "ruleset"
    return frame


def styled_points(c: Comparison, frame: pd.DataFrame | None = None) -> Any:
    """The points table for display: the storyteller marked, the cells of players whose points
    differ between playable rulesets highlighted; a column that cannot play the round shows
    "—", and the caption says why."""
    c = checks.comparison(c)
    if frame is not None:
        checks.kind_of(frame, "frame", pd.DataFrame, SituationError)
    frame = points_frame(c) if frame is None else frame
    differ = set(c.differing_players())
    teller = c.situation.storyteller_name
    playable = [col for col in frame.columns if frame[col].notna().all()]

    def highlight(col: pd.Series) -> list[str]:
        if col.name not in playable:
            return [""] * len(col)
        return [DIFF_STYLE if p in differ else "" for p in col.index]

    labels = column_names([v.ruleset for v in c.verdicts])
    why = " ".join(f"{labels[v.ruleset.id]}: {v.reason}" for v in c.verdicts if v.result is None)
    not_playable = p_("notebook", "not playable here")
    caption = f"{NOT_PLAYABLE_MARK} {not_playable} — {why}" if why else ""
    return (
        frame.style.apply(highlight, axis=0)
        .set_caption(html.escape(caption))
        .set_table_styles(
            [{"selector": "caption", "props": "caption-side: bottom; text-align: left"}]
        )
        .format(na_rep=NOT_PLAYABLE_MARK, escape="html")
        .format_index(
            lambda p: html.escape(
                p_("notebook", "{name} (storyteller)").format(name=p) if p == teller else str(p)
            ),
            axis=0,
        )
        .format_index(html.escape, axis=1)
    )


def _cite(p: Provenance) -> dict[str, Any]:
    return {
        "basis": p.basis,
        "document": p.document,
        "quote": p.quote,
        "translation": tr(p.translation) if p.translation else p.translation,
        "note": tr(p.note) if p.note else p.note,
    }


def explanation_frame(c: Comparison) -> pd.DataFrame:
    """Every scoring step of every playable ruleset: the sentence, the rule it applies, and
    where that rule comes from (basis, document, quote, translation, note)."""
    c = checks.comparison(c)
    rows = [
        {
            "ruleset": v.ruleset.id,
            "edition": tr(v.ruleset.name),
            "step": e.step,
            "text": e.text,
            "rule": e.rule,
            "rule_label": e.rule_label,
            **_cite(e.provenance),
        }
        for v in c.verdicts
        if v.result is not None
        for e in v.result.explanation
    ]
    columns = ["ruleset", "edition", "step", "text", "rule", "rule_label"]
    return pd.DataFrame(rows, columns=[*columns, *_cite_keys()])


def _cite_keys() -> list[str]:
    return ["basis", "document", "quote", "translation", "note"]


def _source_html(label: str, p: Provenance, doc_language: str) -> str:
    """The rule's source: its basis, the quote in the document's language, under it the
    translation in the reader's (none when the reader reads the document's language)."""
    e = html.escape
    parts = [f"{BASIS_MARK[p.basis]} <b>{e(label)}</b> — {e(_(BASIS_WORDS[p.basis]))}"]
    if p.document:
        parts[0] += f" [{e(p.document)}]"
    if p.quote:
        parts.append(f"«{e(p.quote)}»")
    if p.translation and not (p.quote and language() == doc_language):
        parts.append(f"<i>{e(tr(p.translation))}</i>")
    if p.note:
        parts.append(e(tr(p.note)))
    return "<br>".join(parts)


def explanation_html(c: Comparison) -> str:
    """Each ruleset's points explained line by line, every line with its rule's source and
    quote; all text escaped (player names are user text)."""
    c = checks.comparison(c)
    e = html.escape
    out: list[str] = []
    for v in c.verdicts:
        name = e(tr(v.ruleset.name))
        if v.result is None:
            not_playable = e(p_("notebook", "not playable here"))
            out.append(
                f"<details><summary><b>{name}</b>: {not_playable}</summary>"
                f"<p>{e(v.reason or '')}</p></details>"
            )
            continue
        lines = []
        for r in v.ruleset.readings:
            chosen = r.choice(v.ruleset.chosen(r.id))
            # TRANSLATORS: {reading} is a question a rulebook leaves open, {choice} our answer
            reading = _("Reading in force — {reading}: {choice}").format(
                reading=tr(r.label), choice=tr(chosen.label)
            )
            lines.append(f"<p><i>{e(reading)}</i></p>")
        items = "".join(
            f"<li>{e(x.text)}<blockquote style='margin:0.2em 0 0.6em 1em;font-size:90%;"
            f"opacity:0.85'>{_source_html(x.rule_label, x.provenance, v.ruleset.language)}"
            "</blockquote></li>"
            for x in v.result.explanation
        )
        # TRANSLATORS: {name} is an edition's name, in bold
        summary = e(_("{name}: how each point was scored")).format(name=f"<b>{name}</b>")
        out.append(
            f"<details><summary>{summary}</summary>{''.join(lines)}<ul>{items}</ul></details>"
        )
    return "".join(out)


def rules_frame(rulesets: Sequence[Ruleset | str]) -> pd.DataFrame:
    """The rules matrix (one row per rule, one column per ruleset, each value in short words)
    with a `differs` column: where a house ruleset departs from the editions at a glance.
    A ruleset may be given by its id."""
    chosen = checks.rulesets(rulesets)
    labels = column_names(chosen)
    rows = rules_matrix(chosen)
    data: dict[str, list[Any]] = {
        labels[r.id]: [row.cell(r.id).text for row in rows] for r in chosen
    }
    data["differs"] = [row.differs for row in rows]
    frame = pd.DataFrame(data, index=pd.Index([row.label for row in rows], name="rule"))
    frame.columns.name = "ruleset"
    return frame
