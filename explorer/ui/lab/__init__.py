"""The clue-difficulty lab: its widget state, shared caches, heavy-run gate and tables."""
