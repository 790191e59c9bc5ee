"""Game night: keep the score of a real table, round by round, under your box's rules."""

from explorer.ui.common.page import start_page
from explorer.ui.night import render

start_page()

render()
