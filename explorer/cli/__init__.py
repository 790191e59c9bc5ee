"""The command line: `python -m explorer {rulesets,score,…}`."""
