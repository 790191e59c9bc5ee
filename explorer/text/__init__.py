"""Text that people type and read: player names and counted words (`names`), plain-text checks,
escaping user text for Markdown and HTML (`escape`) and for spreadsheets (`spreadsheet`), and
whole numbers from outside (`numbers`: the one reader of a number a visitor wrote, `is_whole`).

May import `errors`, `limits` and `i18n` (messages in the reader's language; `translate` writes
a text in all six).
"""
