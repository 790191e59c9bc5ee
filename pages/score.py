"""Score a round: one table situation, every edition's points side by side, each point explained."""

from explorer.ui.common.page import start_page
from explorer.ui.score import render

start_page()

render()
