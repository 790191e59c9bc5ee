"""A text to copy (a link) in a read-only field with a visible, labelled copy button beside it,
on a phone too (Streamlit's own copy button on `st.code` shows only while the pointer is over
the box: a phone never shows it until the box is tapped).

The button copies with the browser's clipboard (`navigator.clipboard`, inside the press, as
browsers require); where that is refused it selects the text and falls back to
`document.execCommand("copy")`. A polite live region says that it was copied. The field is a
real `<input>` labelled by a visible `<label>`: it can be selected by hand as well.
"""

from __future__ import annotations

import html
import json
import re

import streamlit as st

_CSS = """<style>
.dx-copy label { display: block; font-size: 0.875rem; margin-bottom: 0.25rem; }
.dx-copy .dx-row { display: flex; gap: 0.5rem; align-items: stretch; }
.dx-copy input {
  flex: 1 1 auto; min-width: 0; font: inherit; font-size: 0.875rem; padding: 0.5rem;
  border: 1px solid rgba(49, 51, 63, 0.35); border-radius: 0.5rem; background: #f6f6f8;
  color: #111111;
}
.dx-copy button {
  flex: 0 0 auto; min-height: 2.75rem; padding: 0.375rem 0.875rem; font: inherit;
  border: 1px solid rgba(49, 51, 63, 0.35); border-radius: 0.5rem; background: #ffffff;
  color: #111111; cursor: pointer;
}
.dx-copy button:hover { border-color: #7b4fa0; color: #7b4fa0; }
.dx-copy [role=status] { display: block; min-height: 1.25rem; font-size: 0.875rem; }
</style>"""

_SCRIPT = """<script>
(() => {
  const field = document.getElementById(%(field)s);
  const button = document.getElementById(%(button)s);
  const status = document.getElementById(%(status)s);
  if (!field || !button || button.dataset.ready) return;
  button.dataset.ready = "1";
  const done = () => { status.textContent = %(done)s; };
  const fallback = () => {
    field.focus(); field.select();
    try { if (document.execCommand("copy")) done(); } catch (e) { /* the text stays selected */ }
  };
  field.addEventListener("focus", () => field.select());
  button.addEventListener("click", () => {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(field.value).then(done, fallback);
    } else {
      fallback();
    }
  });
})();
</script>"""


def copy_field(text: str, *, label: str, button: str, done: str, key: str) -> None:
    """`text` in a read-only field labelled `label`, with a copy button saying `button`;
    `done` is announced once copied. `key` names the elements (letters, digits, - and _)."""
    base = "dx-copy-" + re.sub(r"[^A-Za-z0-9_-]", "-", key)
    field, press, status = f"{base}-field", f"{base}-button", f"{base}-status"
    body = (
        f'<div class="dx-copy"><label for="{field}">{html.escape(label)}</label>'
        f'<div class="dx-row"><input id="{field}" type="text" readonly '
        f'value="{html.escape(text, quote=True)}">'
        f'<button type="button" id="{press}">{html.escape(button)}</button></div>'
        f'<span id="{status}" role="status" aria-live="polite"></span></div>'
    )
    script = _SCRIPT % {  # JSON strings, with "</" broken so no text can close the script
        name: json.dumps(value, ensure_ascii=False).replace("</", "<\\/")
        for name, value in (("field", field), ("button", press), ("status", status), ("done", done))
    }
    st.html(_CSS + body + script, unsafe_allow_javascript=True)
