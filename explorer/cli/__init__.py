"""The command line: `python -m explorer {rulesets,score,validate,simulate,game,questions}`,
one module per command.

May import every engine package (`rules`, `round`, `lab`, `game`, `night`, `links`, `text`);
never `ui` or `figures`. Bad input gives a one-line error and exit status 2, never a traceback.

Every command speaks the language of `--lang` or the environment (`lang.py`): help, errors and
`--format text` in it; JSON keeps English keys and ids, and only its prose follows.
"""
