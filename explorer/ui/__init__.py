"""Streamlit glue shared by the pages: the address binder (`binder`), navigation (`nav`), the
source of a rule (`sources`), tables, cards, cached lab calls, and each page's widget state.

The only package that imports Streamlit. May import every other package; nothing imports it
but `pages/`.
"""
