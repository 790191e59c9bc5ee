"""Game night: keep the score of a real table, round by round, under your box's rules."""

from explorer.ui.night import render
from explorer.ui.page import start_page

start_page()

render()
