"""One question drawn: its answers for the rulesets shown (rulesets that get the same answer
together, each with the rulebook sentences it rests on), the page that opens on it, and its link
with a copy button. Each answer is one Markdown block, so a page of every question stays light."""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urlencode

import streamlit as st
from streamlit.errors import StreamlitAPIException

from explorer.i18n import _, join_list, tr
from explorer.questions import Shared, grouped, live_link
from explorer.questions.answer import STATUS_MARK, TABLES_HEAD, Source, status_words
from explorer.questions.model import LiveLink, Question
from explorer.rules.ruleset import Ruleset
from explorer.rules.wording import BASIS_MARK, BASIS_WORDS
from explorer.text.escape import esc
from explorer.ui.questions import state

PAGES = {
    "score": ("pages/score.py", "🧮"),
    "compare": ("pages/compare.py", "📜"),
    "lab": ("pages/lab.py", "🎲"),
    "learn": ("pages/learn.py", "🎓"),
    "house": ("pages/house.py", "🏡"),
}


def name(rs: Ruleset) -> str:
    """A ruleset's name for Markdown (house rules carry a table's own name: escaped)."""
    return esc(tr(rs.name))


def source_md(src: Source) -> str:
    """One sentence as Markdown: the quote, its translation, then where it comes from."""
    p = src.provenance
    lines = []
    if src.quote:
        lines.append(f"> «{esc(src.quote)}»")
        if src.translation:
            lines.append(f"> *{esc(src.translation)}*")
    where = [f"{BASIS_MARK[p.basis]} {esc(BASIS_WORDS[p.basis])}"]
    if p.document:
        where.append(esc(tr(p.document)))
    if p.note:
        where.append(esc(tr(p.note)))
    if src.elsewhere:
        where.insert(0, esc(_("Another rulebook")))
    tail = ":small[:gray[" + " · ".join(where) + "]]"
    return "  \n".join(lines) + ("\n\n" if lines else "") + tail


def shared_md(shared: Shared, every: int) -> str:
    """One answer said for one or more rulesets, with each ruleset's sentences."""
    a = shared.first
    parts = []
    if every > 1:
        who = (
            _("Every edition shown")
            if len(shared.answers) == every
            else join_list([name(r) for r in shared.rulesets])
        )
        parts.append(f"**{who}**")
    parts.append(f"{STATUS_MARK[a.status]} *{esc(status_words(a.status))}*")
    parts.append(esc(a.text))
    if a.tables:
        parts.append(f"*{esc(_(TABLES_HEAD))}* {esc(a.tables)}")
    for answer in shared.answers:
        sources = answer.sources()
        if not sources:
            continue
        if len(shared.answers) > 1:
            parts.append(f"**:gray[{name(answer.ruleset)}]**")
        parts += [source_md(s) for s in sources]
    return "\n\n".join(parts)


def open_link(link: LiveLink) -> None:
    """A link to the page that opens on the question, keeping the site-wide keys."""
    path, icon = PAGES[link.page]
    params: dict[str, str | list[str]] = {**state.global_params(), **dict(link.params)}
    label = _(link.label)
    try:
        st.page_link(path, label=label, icon=icon, query_params=params)
    except StreamlitAPIException:  # run alone (AppTest): the address as the app serves it
        query = urlencode(params, doseq=True)
        st.markdown(f"{icon} [{esc(label)}](/{Path(path).stem}?{query})")


def show_question(
    q: Question, rulesets: Sequence[Ruleset], *, where: str, expanded: bool = False
) -> None:
    """The question as an expander holding its answers, its live link and its own link. Its
    content is made only while it is open (a page of every question stays light on a phone);
    `where` tells apart the same question shown twice (opened by the link, found, in its group).
    """
    box = st.expander(_(q.text), expanded=expanded, key=f"q_{where}_{q.id}", on_change="rerun")
    if not box.open:
        return
    with box:
        groups = grouped(q, rulesets)
        if len(groups) == 1:
            st.markdown(shared_md(groups[0], len(rulesets)))
        else:  # side by side where they fit (a phone stacks them), else one under the other
            columns = st.columns(len(groups)) if len(groups) <= 3 else None
            for i, shared in enumerate(groups):
                holder = columns[i] if columns else st.container()
                holder.container(border=True).markdown(shared_md(shared, len(rulesets)))
        link = live_link(q, rulesets)
        if link is not None:
            open_link(link)
        copy_link(state.question_url(q.id))


# One tap copies the link (the clipboard API, else the older copy command); the link itself is
# there too, for a long press. Streamlit drops inline handlers, so one listener on the document
# (added once) serves every copy button; the URL only ever sits in attributes, escaped.
COPY_JS = (
    "if(!window.dixitCopy){window.dixitCopy=true;document.addEventListener('click',e=>{"
    "const b=e.target.closest('button[data-copy-url]');if(!b)return;"
    "const u=b.dataset.copyUrl,ok=()=>{b.textContent=b.dataset.done};"
    "const old=()=>{const t=document.createElement('textarea');t.value=u;"
    "document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();ok()};"
    "if(navigator.clipboard&&window.isSecureContext){navigator.clipboard.writeText(u).then(ok,old)}"
    "else{old()}})}"
)
COPY_STYLE = (
    "font:inherit;font-size:0.9rem;padding:0.35rem 0.8rem;margin:0.25rem 0.5rem 0.25rem 0;"
    "border:1px solid rgba(128,128,128,0.45);border-radius:0.5rem;background:transparent;"
    "color:inherit;cursor:pointer;min-height:2.5rem"
)


def copy_link(url: str) -> None:
    """The question's link, with a button that copies it (visible on a phone, where a code
    box's copy button shows only on hover)."""
    href = html.escape(url, quote=True)
    label = html.escape("📋 " + _("Copy the link to this question"), quote=True)
    done = html.escape("✓ " + _("Link copied"), quote=True)
    st.html(
        f'<div data-testid="questionLink"><button type="button" style="{COPY_STYLE}" '
        f'data-copy-url="{href}" data-done="{done}">{label}</button><br>'
        f'<a href="{href}" style="font-size:0.8rem;word-break:break-all">{href}</a></div>'
        f"<script>{COPY_JS}</script>",
        unsafe_allow_javascript=True,
    )
