"""Plotly figure builders: plain functions returning figures (plotly is imported inside them)."""
