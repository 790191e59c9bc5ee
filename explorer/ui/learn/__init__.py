"""Learn to play: the lesson's and quiz's state, and the view that lays out each step; `render`
(in `page`) is the page's frame."""

from explorer.ui.learn.page import render

__all__ = ["render"]
