"""Where keyboard focus goes and what a screen reader hears after a visitor's action: the one
helper the lesson, the quiz and the practice page share.

Streamlit redraws a page after every press: the pressed button may be gone, the browser drops
focus to the page's body, silently, and the scroll position stays where it was (a press at the
bottom of a step left the next step scrolled to its bottom). Three calls put it right, each a few
lines of script sent with `st.html` (JavaScript allowed, drawn in the sidebar: out of the page's
flow, it takes no room among the content) that runs once, in the browser, when drawn:

- `focus_heading(key)`: the container keyed `key` (Streamlit marks it with the class
  `st-key-<key>`) is scrolled to the top of the view, just below the app's sticky header bar,
  and focus goes to its first heading, made focusable for scripts only (`tabindex="-1"`, never a
  Tab stop), so a screen reader reads it. `focus_control(key)` does the same for the first
  enabled control inside the container (or the widget) keyed `key`: the next press a player
  needs (the first one shown: a control hidden in place is skipped).
- `focus_on_change(watcher, token, key)`: `focus_heading(key)`, but only when `token` (what a
  part of the page shows) differs from the last run's for that `watcher`; the first run of a
  visit is no change (the page opens at its top). The lesson's steps and the quiz's rounds.
- `announce(text)`: `text` is said in the page's one polite live region (`role="status"`, made
  once at the end of the document, outside Streamlit's tree, so it outlives every rerun and is in
  place before its first message: a region added together with its text is not read).

The target may be drawn a moment after the script, and elements still being replaced can move
the page: the script looks for its target for up to three seconds, and does its work again once
the app reports the run finished (`data-test-script-state` back to "notRunning"), unless the
visitor has moved focus meanwhile.

Call `focus_heading`, `focus_control` and `announce` only in the run that follows the change (the
caller knows: a press sets a flag its page reads once). A page that called them on every run
would pull focus back on every rerun, such as a slider moved in the sidebar. Each script carries
a new number, so two calls in a row with the same text are two elements, both run.
"""

from __future__ import annotations

import json
from itertools import count

import streamlit as st

_STATE = "_dixit_focus_tokens"  # the last token seen per watcher, for the visit
_SERIAL = count(1)  # makes every script's body new, so the browser runs each one

HEADINGS = "h1, h2, h3, h4, h5, h6"
CONTROLS = "button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [role=button]"

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

_FOCUS = """(() => {
  const key = KEY, selector = SELECTOR;
  let target = null;
  const find = () => {
    const box = document.querySelector(".st-key-" + CSS.escape(key));
    if (!box) return null;
    if (box.matches(selector)) return box;
    // the first one shown: a control hidden in place (visibility: hidden) takes no focus
    const shown = (e) => !e.checkVisibility || e.checkVisibility({ visibilityProperty: true });
    return [...box.querySelectorAll(selector)].find(shown) || null;
  };
  const go = () => {
    const found = find();
    if (!found) return false;
    target = found;
    const head = target.closest(".st-key-" + CSS.escape(key)) || target;
    // below the app's own sticky header bar, which would cover the top of the part
    const bar = document.querySelector('[data-testid="stHeader"]');
    const below = bar ? bar.getBoundingClientRect().bottom : 0;
    head.style.scrollMarginTop = Math.max(0, Math.round(below) + 8) + "px";
    head.scrollIntoView({ block: "start", behavior: "instant" });
    if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) {
      target.setAttribute("tabindex", "-1");
    }
    target.focus({ preventScroll: true });
    return true;
  };
  const until = Date.now() + 3000;
  const first = () => { if (!go() && Date.now() < until) setTimeout(first, 50); };
  first();
  const app = document.querySelector("[data-test-script-state]");
  if (!app) return;
  const watch = new MutationObserver(() => {
    if (app.getAttribute("data-test-script-state") !== "notRunning") return;
    watch.disconnect();
    requestAnimationFrame(() => {
      const now = document.activeElement;
      // again, unless the visitor has gone somewhere else meanwhile
      if (!now || now === document.body || now === target || !now.isConnected) go();
    });
  });
  watch.observe(app, { attributes: true, attributeFilter: ["data-test-script-state"] });
  setTimeout(() => watch.disconnect(), 15000);
})();"""


def _js(value: str) -> str:
    """`value` as a JavaScript string literal that is safe inside a <script> element."""
    text = json.dumps(value, ensure_ascii=False)
    for raw, safe in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(raw, safe)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _run(script: str) -> None:
    with st.sidebar:  # out of the page's flow: the script takes no room among the content
        st.html(
            f'<script data-dixit="{next(_SERIAL)}">{script}</script>',
            unsafe_allow_javascript=True,
        )


def _focus(key: str, selector: str) -> None:
    _run(_FOCUS.replace("KEY", _js(key)).replace("SELECTOR", _js(selector)))


def focus_heading(key: str) -> None:
    """Scroll the container keyed `key` into view and move focus to its first heading."""
    _focus(key, HEADINGS)


def focus_control(key: str) -> None:
    """Scroll the container (or widget) keyed `key` into view and move focus to its first
    enabled control."""
    _focus(key, CONTROLS)


# a field the last press refused: its control marked invalid and described by the error under
# it (given an id for that), and focused when asked
_INVALID = """(() => {
  const key = KEY, note = NOTE, focus = FOCUS;
  const until = Date.now() + 3000;
  const go = () => {
    const box = document.querySelector(".st-key-" + CSS.escape(key));
    const said = document.querySelector(".st-key-" + CSS.escape(note));
    const control = box && box.querySelector(
      "input, textarea, [role=combobox], [role=radiogroup], [role=listbox]");
    if (!control || !said) {
      if (Date.now() < until) setTimeout(go, 50);
      return;
    }
    said.id = said.id || "dixit-problem-" + key;
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", said.id);
    if (focus) {
      box.scrollIntoView({ block: "center", behavior: "instant" });
      control.focus({ preventScroll: true });
    }
  };
  go();
})();"""


def flag_invalid(key: str, note_key: str, *, focus: bool) -> None:
    """Mark the control of the widget keyed `key` invalid (`aria-invalid`), described by the
    error drawn in the container keyed `note_key`; focus it when `focus` (the run after the
    press that was refused; on later runs it is only marked again)."""
    _run(
        _INVALID.replace("KEY", _js(key))
        .replace("NOTE", _js(note_key))
        .replace("FOCUS", "true" if focus else "false")
    )


def changed(watcher: str, token: str) -> bool:
    """Whether `token` (what the watched part shows now) differs from the last run's; the
    first run of a visit is no change (the page opens at its top)."""
    seen = st.session_state.setdefault(_STATE, {})
    last = seen.get(watcher)
    seen[watcher] = token
    return last is not None and last != token


def focus_on_change(watcher: str, token: str, key: str) -> None:
    """`focus_heading(key)` when `token` changed since the last run of this `watcher` (one
    watcher per part of a page)."""
    if changed(watcher, token):
        focus_heading(key)


def announce(text: str) -> None:
    """Say `text` (plain text, any visitor's words in it are safe) in the polite live region."""
    if text.strip():
        _run(_ANNOUNCE.replace("TEXT", _js(text)))
