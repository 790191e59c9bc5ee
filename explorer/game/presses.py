"""What a page asks of a game when a player presses: a typed clue made to fit, and a press
applied once (a press arriving twice, or late, leaves the game as it is)."""

from __future__ import annotations

from explorer.game.actions import Action
from explorer.game.play import apply
from explorer.game.state import GameState
from explorer.i18n import _, number
from explorer.limits import MAX_CLUE


def fit_clue(text: str) -> tuple[str, str | None]:
    """A typed or pasted clue made to fit: surrounding spaces dropped and, when longer than
    MAX_CLUE characters, cut to it (at a word break when one is near). Returns the clue and a
    note saying what was cut (None when nothing was)."""
    clue = (text or "").strip()
    if len(clue) <= MAX_CLUE:
        return clue, None
    cut = clue[:MAX_CLUE]
    space = cut.rfind(" ")
    if space >= MAX_CLUE - 15:  # do not leave half a word behind when a break is near
        cut = cut[:space]
    cut = cut.rstrip()
    return cut, _(
        "The clue had {count} characters; it was cut to {kept} (at most {most}). "
        "Check it and press again."
    ).format(count=number(len(clue)), kept=number(len(cut)), most=number(MAX_CLUE))


Token = tuple[int, str, int]  # (turn, phase, seat): the moment a press was made for


def token(state: GameState, seat: int) -> Token:
    """What a press for `seat` in this state is about: the turn, the phase and the seat."""
    return (state.turn, state.phase, seat)


def apply_once(state: GameState, at: Token, action: Action) -> GameState:
    """Apply a press made at moment `at` once: when the game has already moved past that moment
    (the same press arriving twice, or late), the state comes back unchanged. An action the rules
    forbid at that moment still raises IllegalAction."""
    turn, phase, seat = at
    if (state.turn, state.phase) != (turn, phase):
        return state
    if phase in ("clue", "hand-in", "vote") and seat not in state.waiting_for:
        return state
    return apply(state, action)
