"""A game rebuilt from a resume code's moves, every bot move made again by the bots themselves.

A code lists every move, the bots' included (so a code still opens in an older copy of the app).
The human players' moves are applied as they are, each checked by the rules. A bot's move is
never taken from the code: the bot makes it again from the game as it stands (its draws are
seeded by the game's seed, the turn and its seat, so it is the move the bot made when the game
was played), and the code must say the same, or it is refused as edited. A hand-made code can
therefore hold only the human players' own moves: bots that vote as the forger wishes are refused
before the game is shown, so such a game is never written again as an encrypted code.

Which bot moves match:
- today's bots, a clue told in any of the site's languages (bots tell their clues in the reader's
  language, and a reader may change language during a game);
- for a game's opening moves, the bots of the first practice release, which read English only
  (their links still exist: tests/links/legacy_links.json). Once a move is one only today's
  bots make, the rest of the game must be today's too: a game never goes back to older bots.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from explorer.errors import ResumeCodeError
from explorer.game.actions import Action, GiveClue
from explorer.game.bots import bot_action
from explorer.game.lexicon import Lexicon, load_lexicon
from explorer.game.play import apply, new_game
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.i18n import DEFAULT, LANGUAGES, _, language, number, using


def rebuild(setup: Setup, actions: Sequence[Action]) -> GameState:
    """The game after `actions` from the deal, each bot move made by the bot (ResumeCodeError
    when the code's differs; IllegalAction when a human move breaks a rule)."""
    state = new_game(setup)
    older = True  # every bot move so far may be the first release's bots'
    for action in actions:
        seat = _bot_to_act(state, action)
        if seat is not None:
            action, older = _own_move(state, seat, action, older)
        state = apply(state, action)
    return state


def _bot_to_act(state: GameState, action: Action) -> int | None:
    """The seat of the bot that `action` is a move of, when that bot is one the game waits on
    (any other move goes to the rules, which refuse it or apply it as a human's)."""
    seat = getattr(action, "player", None)
    if not isinstance(seat, int) or seat not in state.waiting_for:
        return None
    return seat if state.setup.bots[seat] is not None else None


def _own_move(state: GameState, seat: int, said: Action, older: bool) -> tuple[Action, bool]:
    """The bot's own move when the code says it (and whether the first release's bots still
    account for every bot move so far); ResumeCodeError when the code says another."""
    first = _first_release_move(state, seat) if older else None
    if first == said:
        return first, True
    if _today(state, seat, said):
        return said, False
    raise ResumeCodeError(
        _(
            "This resume code was edited: on turn {turn}, the move recorded for player {name} is "
            "not the one the bot makes. A code can hold only the human players' own moves; the "
            "bots play for themselves."
        ).format(name=state.name(seat), turn=number(state.turn))
    )


def _today(state: GameState, seat: int, said: Action) -> bool:
    """Whether today's bot makes the move `said` (a clue: told in one of the site's languages,
    tried in those that have its word, so a long game's clues cost a try or two each)."""
    if not isinstance(said, GiveClue):
        return bot_action(state, seat) == said
    tongues = _clue_words().get(said.clue) or LANGUAGES  # a clue no lexicon has: its fallback
    for lang in dict.fromkeys((language(), *tongues)):  # the reader's first: the likeliest
        with using(lang):
            if bot_action(state, seat) == said:
                return True
    return False


@cache
def _clue_words() -> dict[str, tuple[str, ...]]:
    """Every clue a bot can tell (a lexicon word, capitalised) -> the languages that have it."""
    lex = load_lexicon()
    found: dict[str, list[str]] = {}
    for lang in lex.languages:
        for _tag, levels in lang.tags:
            for _level, words in levels:
                for w in words:
                    found.setdefault(w.capitalize(), []).append(lang.code)
    return {clue: tuple(dict.fromkeys(codes)) for clue, codes in found.items()}


def _first_release_move(state: GameState, seat: int) -> Action:
    with using(DEFAULT):  # its clues were English, its one fallback word too
        return bot_action(state, seat, _english_only())


@cache
def _english_only() -> Lexicon:
    """The words of the first release's bots: today's English lexicon alone."""
    return Lexicon(load_lexicon().languages[:1])
