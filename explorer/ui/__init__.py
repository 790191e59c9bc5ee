"""Streamlit glue, one package per page (`score`, `compare`, `lab`, `learn`, `practice`,
`night`, `house`) beside what every page shares (`common`: the address binder, navigation,
the page's start, the visitor's box and house rules, share links, rule sources, tables, cards).

The only package that imports Streamlit. May import every other package; nothing imports it
but `pages/`.
"""
