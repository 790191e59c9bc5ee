"""The command line: `python -m explorer {rulesets,score,validate,simulate,game,questions}`,
one module per command.

May import `errors`, `limits`, `i18n`, `text`, `rules`, `round`, `lab`, `game`, `night`, `links`
and `questions`; never the pages' glue or the figures. Bad input gives a one-line error and exit status 2, never a traceback.

Every command speaks the language of `--lang` or the environment (`lang.py`): help, errors and
`--format text` in it; JSON keeps English keys and ids, and only its prose follows.
"""
