"""The way into a class quiz from elsewhere on the site (the lesson's quiz step): one link."""

from __future__ import annotations

from explorer.i18n import _
from explorer.ui.common.nav import page_link


def class_quiz_link() -> None:
    """A link to the class quiz page, keeping the visitor's box, house rules and language."""
    page_link(
        "pages/room.py",
        _("Teachers: run this quiz with your whole class, on their phones"),
        icon="🏫",
    )
