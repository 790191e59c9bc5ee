"""The rules as data: typed rule values and their provenance (`values`), the `Ruleset` with its
accessors and reading toggles, the rule registry (`specs`: each rule's parser, house-text token
(`tokens`), value words (`value_words`) and form widgets (`widgets`)), reading a file's values
(`toml_values`), parsing and validating ruleset TOML (`parse`), decoding and bounding TOML text
before it is parsed (`toml_text`), finding and loading the files (`files`), the editions' order
(`catalogue`), the rules matrix across rulesets (`matrix`), how the pile and the score target end
a game and the one `GameEnd` fact (`endgame`), rule values in words (`wording`), a ruleset
written back as a file (`write`), house rules built from an edition (`house`), read back as
changes (`house_diff`), written as one line of text (`house_text`) or a table's
per-player-count values (`house_bands`), one ident for any ruleset (`resolve`), and a ruleset's
content hash (`fingerprint`).

May import `errors`, `limits`, `i18n` and `text`: everything else in the engine builds on this
package. Texts a ruleset file writes (names,
summaries, translations, notes, reading labels) are `explorer.i18n.Text` (show them with `tr()`);
texts the engine writes into a ruleset are in all six languages, since rulesets are cached and
shared; texts it returns (values in words, errors) are in the reader's language.
"""
