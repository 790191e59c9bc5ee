"""The clue-difficulty lab: the clue model (`clue_model`), exact round distributions (`exact`),
the vectorised scorer (`vectorised`), simulated rounds (`rounds`) and whole games (`games`,
summarised in `summary`), sweeps over player counts and decks (`sweeps`), the forgiving range
of p (`forgiving`), each result carrying its ruleset (`result`), one statistics vocabulary
(`stats`: estimates, intervals and verdicts, written by `interval_words`), the numbers behind
each chart (`tables`, their column names in `columns`), a plain-words takeaway per chart
(`takeaways`, `game_takeaways`), editions' names (`names`), how a file cites a ruleset (`cite`)
and what the settings do (`notes`) in words, the page's settings as one frozen value
(`settings`) and its plan for them (`plan`: editions, decks, cost, and every computation as a
`Job`, `jobs`: its own cache key), its downloads
(`export`) and the settings file read back within fixed bounds (`settings_file`), what a run
will cost before it runs (`cost`), and the caches shared by every visitor (`shared`).

May import `errors`, `limits`, `i18n`, `text`, `rules` and `round`; numpy, never Streamlit or
Plotly (the charts are `explorer.figures.lab`).
"""
