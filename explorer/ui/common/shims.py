"""Small fixes for what Streamlit itself draws, put on every page by `start_page` (`install`).

Streamlit offers no option for these (theme and config were checked first); each is a few lines
of CSS or script, named for what it fixes and the Streamlit issue it works around, to drop when
Streamlit fixes it (README, "Accessibility"):

- **The collapsed sidebar out of the tab order.** Collapsed, the sidebar slides off screen but
  its links and menus stay focusable: ten Tab presses land on controls nobody can see (WCAG
  2.4.3, 2.4.7). Hidden (`visibility: hidden`) while `data-collapsed="true"`, it is skipped;
  opened, it is back at once.
- **A focus ring on every control.** Streamlit draws page links, sidebar links and expander
  headers with no outline and no ring when focused from the keyboard (WCAG 2.4.7): every control
  focused from the keyboard gets a 3 px ring in the theme's primary colour (6.1:1 on white).
- **Wide tables scroll by keyboard.** A table wider than the screen (a phone) scrolls inside a
  box that cannot be focused, so a keyboard cannot reach its right part (WCAG 2.1.1; axe's
  `scrollable-region-focusable`). Every such box that overflows becomes a focusable region named
  after its table (`st.table(alt=...)`, else `TABLE_REGION`); it stops being one when it fits.
- **No label cut at 200 % zoom.** Streamlit cuts a page link's, a widget's or a button's
  label that does not fit on one line in a column or a horizontal container ("Compare
  editi…"): they wrap onto more lines instead (WCAG 1.4.4, 1.4.10). Buttons, toggles and
  multiselects have a `wrap` option (Streamlit PR #16325, #16509; the pages pass `wrap=True`
  where they place them in a row), page links none: this covers them, and the buttons of
  pages written before the option.
- **A switched-off group's label readable.** Streamlit greys a disabled radio group's label
  to 2.6:1; its inputs are exempt as inactive, but the group's label is not tied to them (axe's
  `color-contrast`): it stays grey, at 5.3:1.
- **An invalid field looks invalid.** Streamlit has no error state for its inputs: a field
  `explorer.ui.common.focus.flag_invalid` marks `aria-invalid` gets a red border (WCAG 3.3.1).
"""

from __future__ import annotations

import json

import streamlit as st

from explorer.i18n import N_, _

PRIMARY = "#7b4fa0"  # .streamlit/config.toml's primaryColor
INVALID = "#b3261e"  # a field marked aria-invalid (`focus.flag_invalid`): 6.4:1 on white
DISABLED_TEXT = "#6b6b6b"  # a switched-off radio group's label: greyed, yet 5.3:1 on white
TABLE_REGION = N_("Table (scroll sideways to see every column)")

_CSS = f"""<style>
section[data-testid="stSidebar"][data-collapsed="true"] {{ visibility: hidden; }}
.stApp :is(a[href], button, summary, [role="button"], [role="tab"], [role="link"],
  [role="region"][tabindex], h1, h2, h3, h4, h5, h6):focus-visible {{
  outline: 3px solid {PRIMARY} !important;
  outline-offset: 2px !important;
}}
.stApp :is([data-baseweb="input"], [data-baseweb="textarea"], [data-baseweb="select"] > div)
  :has([aria-invalid="true"]) {{
  border-color: {INVALID} !important;
  box-shadow: 0 0 0 1px {INVALID};
}}
.stApp .stRadio:has(input:disabled) [data-testid="stWidgetLabel"] :is(p, span, div) {{
  color: {DISABLED_TEXT} !important;
}}
.stApp :is([data-testid="stPageLink-NavLink"], [data-testid="stWidgetLabel"], button)
  :is(span, div, p) {{
  white-space: normal !important;
  overflow: visible !important;
  text-overflow: clip !important;
}}
</style>"""

# once per document (the page's reruns keep it): watch the page, and make each overflowing table
# box a named, focusable region; the label in the page's language is refreshed on every run
_REGIONS = """<script>
window.__dixitTableRegion = LABEL;
(() => {
  if (window.__dixitRegions) return;
  window.__dixitRegions = true;
  const scroller = (table) => {
    for (let e = table.parentElement, i = 0; e && i < 3; e = e.parentElement, i++) {
      const x = getComputedStyle(e).overflowX;
      if (x === "auto" || x === "scroll") return e;
    }
    return null;
  };
  const fix = () => {
    document.querySelectorAll("table").forEach((table) => {
      const box = scroller(table);
      if (!box) return;
      if (box.scrollWidth > box.clientWidth + 1) {
        box.tabIndex = 0;
        box.setAttribute("role", "region");
        box.setAttribute("aria-label", table.getAttribute("aria-label") || window.__dixitTableRegion);
        box.dataset.dixitRegion = "1";
      } else if (box.dataset.dixitRegion) {
        ["tabindex", "role", "aria-label", "data-dixit-region"].forEach((a) => box.removeAttribute(a));
      }
    });
  };
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; fix(); });
  };
  new MutationObserver(soon).observe(document.body, { childList: true, subtree: true });
  window.addEventListener("resize", soon);
  fix();
})();
</script>"""


def install() -> None:
    """Put the fixes on this page (call once per run, inside `st.sidebar`: they take no room)."""
    st.html(_CSS)
    st.html(
        _REGIONS.replace("LABEL", json.dumps(_(TABLE_REGION)).replace("<", "\\u003c")),
        unsafe_allow_javascript=True,
    )
