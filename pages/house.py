"""House rules: build your table's own rules from an edition and see them beside the editions."""

from explorer.ui.common.page import start_page
from explorer.ui.house import render

start_page()

render()
