"""Every error the engine raises on bad input, in one place.

Each is a `DixitError` (itself a `ValueError`), and each message names what is wrong in words a
player understands. Catch `DixitError` to catch them all.

May import nothing of the engine: every package may import this module.
"""

from __future__ import annotations


class DixitError(ValueError):
    """Base class for every error the engine raises on bad input."""


# --- rules ---------------------------------------------------------------------------------
class RulesetError(DixitError):
    """A ruleset file is invalid. The message names the file, the field and the problem."""

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: {field}" if field else source
        super().__init__(f"{where}: {problem}")


class ReadingError(DixitError):
    """An unknown reading toggle, or an unknown choice for one."""


class DealError(DixitError):
    """A deck too small to deal every player's hand under a ruleset (the message gives the
    deck, the hand and the players): for a game, a game night, a simulation alike."""


# --- a round ---------------------------------------------------------------------------------
class IllegalRound(DixitError):
    """A round that the ruleset does not allow. The message names the broken rule."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(message)


class SituationError(DixitError):
    """A table situation that cannot exist (or a player name the table cannot use)."""


# --- links -------------------------------------------------------------------------------------
class LinkError(DixitError):
    """A part of a page's address that cannot be read; the message says which and why."""


# --- the lab -------------------------------------------------------------------------------------
class ClueModelError(DixitError):
    """Clue-model parameters out of range."""


class SimulationError(DixitError):
    """A simulation that cannot be run as asked (size, seed, deck, a game that never ends)."""


# --- a game ----------------------------------------------------------------------------------------
class SetupError(DixitError):
    """A game set-up that cannot be played."""


class IllegalAction(DixitError):
    """An action the rules do not allow now. `rule` names the broken rule."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(message)


class ResumeCodeError(DixitError):
    """A resume code that cannot be read or replayed."""


class LinkKeyError(DixitError):
    """A configured link key (DIXIT_LINK_KEY) too weak or malformed to lock practice links."""


class NightError(DixitError):
    """A game night's round (or table) that cannot be scored: `at_round` is the round's number
    (from 1; None for the table itself) and `rule` names the broken rule."""

    def __init__(self, rule: str, message: str, at_round: int | None = None) -> None:
        self.rule = rule
        self.at_round = at_round
        super().__init__(message)


class CardError(DixitError):
    """A card number or deck size the generated deck does not have."""


class LexiconError(DixitError):
    """A bots' lexicon file that cannot be read."""


# --- the command line ------------------------------------------------------------------------
class RequestError(DixitError):
    """A command-line request (a JSON line, an argument) that does not say what to do."""


# --- learning ----------------------------------------------------------------------------------------
class LearnError(DixitError):
    """A quiz answer or lesson request that cannot be used (the message says why)."""


class LanguageError(DixitError):
    """A language the site does not speak (the message lists the six it does)."""


# --- rooms -----------------------------------------------------------------------------------------
class RoomError(DixitError):
    """A room that cannot be opened, found, joined or moved on as asked (the message says why):
    a code that opens no room, a member link that is not this room's, a full room or site."""
