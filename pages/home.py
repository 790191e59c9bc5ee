"""Home: what Dixit is, how a round goes, and what this site offers."""

from explorer.ui.common.page import start_page
from explorer.ui.home import render

start_page()

render()
