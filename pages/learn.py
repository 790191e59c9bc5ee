"""Learn to play: which box you have, the set-up, one example round step by step, scoring it one
rule at a time, the box's twists, a quiz that names your mistakes; then the end of a turn and of
the game, what makes a good clue and a reference card. Every step opens at its top. The frame and
each step's drawing are in `explorer.ui.learn`."""

from explorer.ui.common.page import start_page
from explorer.ui.learn import render

start_page()
render()
