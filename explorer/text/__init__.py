"""Text that people type and read: player names, plain-text checks, sentences that list names,
and escaping user text for Markdown and HTML.

Imports nothing from the rest of the engine but `explorer.errors` and `explorer.limits`.
"""
