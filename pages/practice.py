"""Practice round: play Dixit against bots or pass the device around, under any ruleset."""

from explorer.ui.common.page import start_page
from explorer.ui.practice import render

start_page()

render()
