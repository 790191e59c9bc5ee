"""A game's set-up: the ruleset and its readings, the seats (human or bot), the deck and the seed.

`check_setup` says in a sentence what to change when a set-up cannot be played. The ruleset a
set-up names (one ident: an edition's id or house rules, `explorer.rules.resolve`) is built once
per distinct (ruleset, readings) and kept in a small bounded cache: set-ups come from links, so
the cache key is normalised (the ident's one spelling) and the cache cannot grow without end.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, get_args

from explorer.errors import DixitError, SetupError
from explorer.game.cards import MAX_CARDS
from explorer.i18n import _, number, tr
from explorer.limits import MAX_SEED
from explorer.rules.endgame import check_deal
from explorer.rules.resolve import canonical, resolve
from explorer.rules.ruleset import Ruleset
from explorer.text.names import check_names
from explorer.text.numbers import is_whole

BotSkill = Literal["beginner", "good", "expert"]
Subtlety = Literal["obvious", "subtle", "cryptic"]
BOT_SKILLS: tuple[BotSkill, ...] = get_args(BotSkill)
SUBTLETIES: tuple[Subtlety, ...] = get_args(Subtlety)
RULES_CACHE = 32  # distinct (ruleset, readings) pairs kept built


def bot_skill(value: object) -> BotSkill | None:
    """A seat's bot skill (None: a human seat); SetupError for anything else."""
    if value is None or value in BOT_SKILLS:
        return value
    raise SetupError(_unknown_skill(value))


def _unknown_skill(value: object) -> str:
    return _("Unknown bot skill {value} (choose {choices}).").format(
        value=repr(value)[:40], choices=", ".join(BOT_SKILLS)
    )


def subtlety(value: object) -> Subtlety:
    """A clue subtlety; SetupError for anything else."""
    if value in SUBTLETIES:
        return value
    raise SetupError(
        _("Unknown clue subtlety {value} (choose {choices}).").format(
            value=repr(value)[:40], choices=", ".join(SUBTLETIES)
        )
    )


@dataclass(frozen=True)
class Setup:
    """Everything needed to deal a game. `ruleset`: the rules, as one ident (an edition's id,
    or house rules as the `house=` link writes them); `bots[i]` is None for a human seat, else
    a bot skill; `readings`: reading toggles as (toggle id, choice id) pairs; `first`: the seat
    that tells the first clue."""

    ruleset: str
    players: tuple[str, ...]
    bots: tuple[BotSkill | None, ...]
    deck: int
    seed: int
    subtlety: Subtlety = "subtle"
    readings: tuple[tuple[str, str], ...] = ()
    first: int = 0

    @property
    def rules(self) -> Ruleset:
        return rules_for(self.ruleset, self.readings)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, b in enumerate(self.bots) if b is None)


def rules_for(ident: str, readings: tuple[tuple[str, str], ...]) -> Ruleset:
    """The ruleset `ident` names with these readings; a toggle given twice is refused before
    any work."""
    toggles = [r for r, _choice in readings]
    if len(set(toggles)) != len(toggles):
        raise SetupError(_("Each reading toggle may be set only once."))
    return _built(canonical(ident), tuple(sorted(readings)))


@lru_cache(maxsize=RULES_CACHE)
def _built(ident: str, readings: tuple[tuple[str, str], ...]) -> Ruleset:
    return resolve(ident).with_readings(dict(readings))


def too_big_deck(deck: int) -> str:
    """Why a deck of `deck` cards (more than the game's cards) cannot be played."""
    return _(
        "A deck of {deck} cards cannot be played here: the practice game has {most} cards "
        "(three boxes). Choose {most} cards or fewer."
    ).format(deck=number(deck), most=number(MAX_CARDS))


def check_setup(setup: Setup) -> Ruleset:
    """The set-up's ruleset, or SetupError with a message saying what to change."""
    try:
        rules = setup.rules
    except DixitError as e:
        raise SetupError(str(e)) from None
    n = len(setup.players)
    if not rules.supports(n):
        raise SetupError(
            _("{ruleset} is for {fewest} to {most} players, not {n}.").format(
                ruleset=tr(rules.name),
                fewest=number(rules.min_players),
                most=number(rules.max_players),
                n=number(n),
            )
        )
    names = check_names(setup.players, SetupError)
    if names != setup.players:
        raise SetupError(_("Player names must not start or end with spaces."))
    if len(setup.bots) != n:
        raise SetupError(_("Say for every seat whether it is a human or a bot."))
    for b in setup.bots:
        if b is not None and b not in BOT_SKILLS:
            raise SetupError(_unknown_skill(b))
    if setup.subtlety not in SUBTLETIES:
        raise SetupError(
            _("Unknown clue subtlety {value}.").format(value=repr(setup.subtlety)[:40])
        )
    if setup.deck not in rules.decks:
        sizes = ", ".join(map(number, rules.decks))
        raise SetupError(
            _("{ruleset} is played with a deck of {sizes} cards, not {deck}.").format(
                ruleset=tr(rules.name), sizes=sizes, deck=number(setup.deck)
            )
        )
    if setup.deck > MAX_CARDS:
        raise SetupError(too_big_deck(setup.deck))
    check_deal(rules, n, setup.deck)  # DealError
    if not is_whole(setup.first):
        raise SetupError(_("Who tells first must be a seat number."))
    if not 0 <= setup.first < n:
        raise SetupError(_("Who tells first must be one of the {n} seats.").format(n=number(n)))
    if not is_whole(setup.seed):
        raise SetupError(_("The seed must be a whole number."))
    if not 0 <= setup.seed <= MAX_SEED:
        raise SetupError(_("The seed must be between 0 and {most}.").format(most=number(MAX_SEED)))
    return rules
