"""The clue-difficulty lab: the clue model (`clue_model`), exact round distributions (`exact`),
the vectorised scorer (`vectorised`), simulated rounds (`rounds`) and whole games (`games`), the
numbers behind each chart (`tables`), a plain-words takeaway per chart (`takeaways`), the
page's settings as one frozen value (`settings`), its downloads (`export`) and the settings file
read back within fixed bounds (`settings_file`), and what a run will cost before it runs
(`cost`).

May import `explorer.rules`, `explorer.round`, `explorer.text`, `explorer.errors` and
`explorer.limits`; numpy only, never Streamlit or Plotly (the charts are `explorer.figures.lab`).
"""
