"""The numbers every part of the project shares, defined once.

Table sizes and deck sizes are facts of the game boxes; the rest bound what a visitor, a file or
a link can ask of the engine, so that no input makes it do unbounded work.

May import nothing of the engine: every package may import this module.
"""

from __future__ import annotations

# --- the game boxes ------------------------------------------------------------------------
MIN_PLAYERS = 3
MAX_PLAYERS = 12  # the boards number their card places 1 to 12
BOX_DECK = 84  # cards in one box
DECK_SIZES = (84, 168, 252)  # one, two or three boxes of cards shuffled together
MAX_VOTES = 2  # no ruleset gives a voter more than two votes (markers)

# --- what people type ------------------------------------------------------------------------
MAX_NAME = 40  # characters in a player's name
MAX_CLUE = 80  # characters in a clue

# --- randomness ------------------------------------------------------------------------------
MAX_SEED = 2**32 - 1
