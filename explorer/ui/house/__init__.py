"""House rules: the form that edits a ruleset's values."""
