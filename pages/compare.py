"""Compare editions: every rule side by side, where each value comes from, and what follows."""

from explorer.ui.common.page import start_page
from explorer.ui.compare import render

start_page()

render()
