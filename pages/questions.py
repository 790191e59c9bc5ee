"""Questions players ask: each answered for your box, with the rulebook sentence it rests on;
a search box, and a link that opens each question (`q=`)."""

from explorer.ui.common.page import start_page
from explorer.ui.questions import render

start_page()

render()
