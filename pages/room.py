"""Class quiz: a teacher opens a room, the class answers the quiz on their phones, the teacher's
screen shows how the class is doing, live."""

from explorer.ui.common.page import start_page
from explorer.ui.rooms import render

start_page()

render()
