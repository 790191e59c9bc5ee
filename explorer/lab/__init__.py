"""The clue-difficulty lab: the clue model (`clue_model`), exact round distributions (`exact`),
the vectorised scorer (`vectorised`), simulated rounds (`rounds`) and whole games (`games`), the
numbers behind each chart (`tables`), a plain-words takeaway per chart (`takeaways`) and the
page's settings as one frozen value (`settings`).

May import `explorer.rules`, `explorer.round`, `explorer.text`, `explorer.errors` and
`explorer.limits`; numpy only, never Streamlit or Plotly (the charts are `explorer.figures.lab`).
"""
