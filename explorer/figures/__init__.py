"""Plotly figure builders: plain functions that take engine results and return a Figure, usable
from a page, a notebook or a script. `colours` gives every edition one colour on every chart.

May import the engine packages (`rules`, `round`, `lab`, `game`, `night`, `text`); never Streamlit.
"""
