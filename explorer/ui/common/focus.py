"""Open a new view at its top: after a press that replaces what a part of the page shows (the
lesson's Next, a quiz's next round), scroll that part's head into view and move the keyboard
focus to its heading, so a screen reader announces it.

Streamlit keeps the scroll position across a rerun: a press on a button at the bottom of a step
left the new step scrolled to its bottom. `focus_on_change` draws a small script (an `st.html`
element with JavaScript allowed) only on the run where the view changed, never on other runs:

- The part's head is a container given a `key` (Streamlit marks it with the class
  `st-key-<key>`); the script scrolls that container to the top of the view, just below the
  app's sticky header bar (`scrollIntoView` with a scroll margin the bar's height, which
  scrolls Streamlit's inner scrolling element as well as the window), then focuses the
  first heading inside it (given `tabindex="-1"` so it can take focus without entering the
  tab order; `preventScroll` keeps the scroll where it was put).
- Elements still being replaced while the script runs can move the page, so it does the same
  again once the app reports the run finished (`data-test-script-state` back to
  "notRunning"), then stops watching.

A later accessibility pass can reuse this for any part of any page: give the part's head a
keyed container, and call `focus_on_change` with a token naming what is shown.
"""

from __future__ import annotations

import json

import streamlit as st

_STATE = "_dixit_focus_tokens"  # the last token seen per watcher, for the visit

_SCRIPT = """<script>
(() => {
  const cls = %(cls)s, token = %(token)s;
  const go = () => {
    const head = document.querySelector("." + cls);
    if (!head) return false;
    // below the app's own sticky header bar, which would cover the top of the part
    const bar = document.querySelector('[data-testid="stHeader"]');
    const below = bar ? bar.getBoundingClientRect().bottom : 0;
    head.style.scrollMarginTop = Math.max(0, Math.round(below) + 8) + "px";
    head.scrollIntoView({block: "start"});
    const h = head.querySelector("h1, h2, h3, h4");
    if (h) {
      h.setAttribute("tabindex", "-1");
      h.focus({preventScroll: true});
    }
    return true;
  };
  go();
  const app = document.querySelector("[data-test-script-state]");
  if (!app) return;
  const watch = new MutationObserver(() => {
    if (app.getAttribute("data-test-script-state") === "notRunning") {
      watch.disconnect();
      requestAnimationFrame(go);
    }
  });
  watch.observe(app, {attributes: true, attributeFilter: ["data-test-script-state"]});
  setTimeout(() => watch.disconnect(), 15000);
  window.__dixitFocused = token;
})();
</script>"""


def changed(watcher: str, token: str) -> bool:
    """Whether `token` (what the watched part shows now) differs from the last run's; the
    first run of a visit is no change (the page opens at its top)."""
    seen = st.session_state.setdefault(_STATE, {})
    last = seen.get(watcher)
    seen[watcher] = token
    return last is not None and last != token


def focus_on_change(watcher: str, token: str, head_key: str) -> None:
    """Scroll the container keyed `head_key` to the top of the view and focus its heading, when
    `token` changed since the last run of this `watcher` (one watcher per part of a page)."""
    if not changed(watcher, token):
        return
    script = _SCRIPT % {
        "cls": json.dumps(f"st-key-{head_key}"),
        "token": json.dumps(f"{watcher}:{token}"),
    }
    with st.sidebar:  # out of the page's flow: the script takes no room among the content
        st.html(script, unsafe_allow_javascript=True)
