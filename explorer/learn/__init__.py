"""Teaching a beginner: which box they have (`boxes`), the twists that box adds to the common
rules (`twists`), a round step by step (`lesson`), the predict-the-points quiz with its
misconception detector (`quiz`, `mistakes`) and a one-page reference card as a PDF (`card`).

Everything here is derived from ruleset data, never from edition ids.

May import `errors`, `limits`, `i18n`, `text`, `rules`, `round` and `game` (the demonstration
round is a game's); fpdf2 for the card, no Streamlit, no Plotly.
"""
