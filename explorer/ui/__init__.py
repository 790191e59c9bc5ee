"""Streamlit glue shared by the pages (imports Streamlit; the engine never imports this)."""
