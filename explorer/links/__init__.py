"""Each page's state in its address: one codec per page, all built on `links.base`.

A codec encodes a frozen value into query parameters and decodes them back, never failing: it
returns what it could read plus notes on what it left out and why.

May import `errors`, `limits`, `i18n`, `text`, `rules`, `round`, `lab` (settings), `game`,
`night` and `rooms`; never Streamlit (the binder that reads and writes the address is
`explorer.ui.common.binder`).
"""
