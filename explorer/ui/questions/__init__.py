"""The Questions page: the questions players ask, answered for the visitor's box.

The questions, their answers and the search are `explorer.questions`; these modules keep the
page's state (`state`: the question opened, the box, the address of a question), draw one
question (`show`) and lay out the page (`view`; `render`, its `show`, is the page).
"""

from explorer.ui.questions.view import show as render

__all__ = ["render"]
