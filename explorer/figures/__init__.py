"""Plotly figure builders (plain functions returning figures; usable in a notebook)."""
