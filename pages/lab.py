"""Clue-difficulty lab: what the clue's clarity does to outcomes, points and whole games."""

from explorer.ui.common.page import start_page
from explorer.ui.lab import render

start_page()

render()
