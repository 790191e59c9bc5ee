"""Streamlit glue, one package per page (`home`, `score`, `compare`, `lab`, `learn`,
`questions`, `practice`, `night`, `house`; each page file calls its package's `render()` or a
few of its functions) beside what every page shares (`common`: the address binder, navigation,
the page's start, the visitor's box and house rules, share links, rule sources, tables, cards).

May import `errors`, `limits`, `i18n`, `text`, `rules`, `round`, `lab`, `game`, `night`, `learn`,
`links`, `figures`, `questions`, `rooms`, `streamlit` and `plotly`: the only package that imports
Streamlit, and nothing imports it but `pages/`. The address is read and written only by `common.binder` (a test keeps it so).
"""
