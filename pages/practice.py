"""Practice round: play Dixit against bots or pass the device around, under any ruleset."""

from explorer.ui.nav import use_app_navigation
from explorer.ui.practice import render

use_app_navigation()

render()
