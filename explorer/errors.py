"""The engine's exception types: each message names what is wrong in words a player understands."""

from __future__ import annotations


class DixitError(ValueError):
    """Base class for every error the engine raises on bad input."""


class RulesetError(DixitError):
    """A ruleset file is invalid. The message names the file, the field and the problem."""

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: {field}" if field else source
        super().__init__(f"{where}: {problem}")


class IllegalRound(DixitError):
    """A round that the ruleset does not allow. The message names the broken rule."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(message)


class OptionError(DixitError):
    """An unknown reading toggle or an unknown choice for one."""
