"""Plotly figure builders: plain functions that take engine results and return a Figure, usable
from a page, a notebook or a script. `colours` gives every edition one colour on every chart.

May import `errors`, `limits`, `i18n`, `text`, `rules`, `round`, `lab`, `game`, `night` and
`plotly`; never Streamlit.
"""
