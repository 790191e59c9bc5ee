"""Each page's state in its address: one codec per page, all built on `links.base`.

A codec encodes a frozen value into query parameters and decodes them back, never failing: it
returns what it could read plus notes on what it left out and why. May import `explorer.rules`,
`explorer.round`, `explorer.lab` (settings), `explorer.game`, `explorer.night` and
`explorer.text`; never Streamlit (the binder that reads and writes the address is
`explorer.ui.common.binder`).
"""
