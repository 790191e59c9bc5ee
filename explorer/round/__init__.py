"""One round at the table: scoring it (`scoring` computes, `explain` narrates, `result` holds the
outcome), the table situation the Score page edits (`situation`), quick set-ups (`presets`), the
rule documents' worked examples (`examples`), the round under every ruleset (`compare`) and the
players × rulesets table (`table`).

May import `errors`, `limits`, `i18n`, `text` and `rules`. Every sentence it writes (explanations, reasons, notes) is in the reader's
language at the time of the call (`explorer.i18n.using`).
"""
