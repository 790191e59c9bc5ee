"""Text that people type and read: player names, plain-text checks, sentences that list names,
escaping user text for Markdown and HTML (`escape`) and for spreadsheets (`spreadsheet`), and
the one reader of a whole number a visitor wrote (`numbers`).

Imports nothing from the rest of the engine but `explorer.errors`, `explorer.limits` and
`explorer.i18n` (messages in the reader's language; `translate` writes a text in all six).
"""
