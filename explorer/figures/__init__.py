"""Plotly figure builders: plain functions returning figures, usable in a notebook (plotly is
imported inside them, so `import explorer` stays light)."""
