"""The command line: `python -m explorer {rulesets,score,validate,simulate}`, one module per command.

May import every engine package (`rules`, `round`, `lab`, `game`, `links`, `text`); never `ui` or
`figures`. Bad input gives a one-line error and exit status 2, never a traceback.
"""
