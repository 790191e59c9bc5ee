"""A quiz round and the verdict on an answer in words, as the lesson's quiz and the class quiz
both show them (`explorer.ui.learn.round_view` lays them out): the round's facts, the verdict's
heading, a named mistake and its correction. Markdown where a word is stressed."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import _, join_list, labelled, number
from explorer.learn.quiz import Feedback, Named, Question
from explorer.learn.twists import twists


def facts_line(q: Question) -> str:
    """The round's facts only (no words about who finds what); a twists round names its twist
    first: 'The 3-player variant. 3 players; **Ana** tells.'"""
    what = next((t.title + ". " for t in twists(q.ruleset) if t.id == q.twist), "")
    return what + _("{n} players; **{name}** tells.").format(
        n=number(len(q.players)), name=q.storyteller
    )


def verdict_line(fb: Feedback) -> str:
    """The verdict's heading: right, wrong for every player, or which players are wrong."""
    if fb.right:
        return _("Right! Every player's points are correct.")
    if not any(c.right for c in fb.players):
        return _("Wrong for every player. The right points:")
    return _("Not quite: {players} wrong. The right points:").format(
        players=join_list(list(fb.wrong))
    )


def looks_like(explained: Sequence[Named]) -> str:
    """The mistakes that together give the answer, named: '**Looks like: Bonus counted once**'."""
    return _("**Looks like: {mistakes}**").format(mistakes=" + ".join(n.name for n in explained))


def mistake_line(named: Named) -> str:
    """The players a named mistake changes, then its correction after a colon: 'Ben and Cleo:
    when every voter finds the card…' (the names lead it, never trail after its full stop)."""
    text = named.correction
    return labelled(join_list(named.players), text[:1].lower() + text[1:])
