"""Practice round: play Dixit against bots or pass the device around, under any ruleset."""

from explorer.ui.practice import render

render()
