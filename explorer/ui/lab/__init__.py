"""The clue-difficulty lab's Streamlit glue: the page's sections laid out from the engine's plan
(`intro`, `settings_view`, `exact_view`, `rounds_view`, `games_view`, `sweeps_view`,
`files_view`, each showing through `output`), its settings in the address (`state`), the
results shared by every visitor (`cache`), heavy runs behind a Run press (`heavy`), and its
tables as Markdown (`tables`)."""
