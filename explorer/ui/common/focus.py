"""Where keyboard focus goes and what a screen reader hears after a visitor's action.

Streamlit redraws a page after every press: the pressed button is gone, and the browser drops
focus to the page's body, silently. Two calls put it right, each a few lines of script sent with
`st.html` (JavaScript allowed) that runs once, in the browser, when its element is drawn:

- `focus_heading(anchor)`: focus goes to the heading with that anchor (the `anchor=` of
  `st.header`/`st.subheader`, or the `key=` of the `st.container` whose first heading it is),
  made focusable for scripts only (`tabindex="-1"`, never a Tab stop) and scrolled into view; or
  to any control in such a container (`focus_control`), for the next press a player needs.
- `announce(text)`: `text` is said in the page's one polite live region (`role="status"`, made
  once at the end of the document, outside Streamlit's tree, so it outlives every rerun and is
  in place before its first message: a region added together with its text is not read).

Call them only in the run that follows the change (the caller knows: a press sets a flag its page
reads once). A page that called them on every run would pull focus back on every rerun, such as a
slider moved in the sidebar. Each call's script carries a new number, so two calls in a row with
the same text are two elements, both run. The element takes no room on the page.
"""

from __future__ import annotations

import json
from itertools import count

import streamlit as st

_SERIAL = count(1)  # makes every script's body new, so the browser runs each one

# the live region: made once, visually hidden, cleared then filled so a repeat is read again
_ANNOUNCE = """(() => {
  let region = document.getElementById("dixit-live");
  if (!region) {
    region = document.createElement("div");
    region.id = "dixit-live";
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    region.style.cssText = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;" +
      "overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0";
    document.body.appendChild(region);
  }
  region.textContent = "";
  setTimeout(() => { region.textContent = TEXT; }, 150);
})();"""

# the target may be drawn a moment after this script: look for it for up to three seconds
_FOCUS = """(() => {
  const find = () => {
    const byId = document.getElementById(ANCHOR);
    if (byId) return byId;
    const box = document.querySelector(".st-key-" + CSS.escape(ANCHOR));
    return box && box.querySelector(SELECTOR);
  };
  const until = Date.now() + 3000;
  const go = () => {
    const target = find();
    if (!target) {
      if (Date.now() < until) setTimeout(go, 50);
      return;
    }
    if (!target.matches("a, button, input, select, textarea, [tabindex]")) {
      target.setAttribute("tabindex", "-1");
    }
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "start", behavior: "instant" });
  };
  go();
})();"""

HEADINGS = "h1, h2, h3, h4, h5, h6"
CONTROLS = "button:not([disabled]), input:not([disabled]), [role=button], a[href]"


def _js(value: str) -> str:
    """`value` as a JavaScript string literal that is safe inside a <script> element."""
    text = json.dumps(value, ensure_ascii=False)
    for raw, safe in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(raw, safe)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _run(script: str) -> None:
    st.html(
        f'<script data-dixit="{next(_SERIAL)}">{script}</script>',
        unsafe_allow_javascript=True,
        width="content",
    )


def focus_heading(anchor: str) -> None:
    """Move focus to the heading `anchor` names (its id, or the key of its container)."""
    _run(_FOCUS.replace("ANCHOR", _js(anchor)).replace("SELECTOR", _js(HEADINGS)))


def focus_control(key: str) -> None:
    """Move focus to the first enabled control inside the container (or widget) keyed `key`."""
    _run(_FOCUS.replace("ANCHOR", _js(key)).replace("SELECTOR", _js(CONTROLS)))


def announce(text: str) -> None:
    """Say `text` (plain text, any visitor's words in it are safe) in the polite live region."""
    if text.strip():
        _run(_ANNOUNCE.replace("TEXT", _js(text)))
