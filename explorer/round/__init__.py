"""One round at the table: scoring it (`scoring` computes, `explain` narrates, `result` holds the
outcome; `by_names` reads a round given by names), the table situation the Score page edits
(`situation`), quick set-ups (`presets`), the rule documents' worked examples (`examples`), the
round under every ruleset (`compare`) and the players × rulesets table (`table`); and rounds
added up into a whole game: the one whole-game core (`game`) and its words (`game_words`).

May import `errors`, `limits`, `i18n`, `text` and `rules`. Every sentence it writes (explanations, reasons, notes) is in the reader's
language at the time of the call (`explorer.i18n.using`).
"""
