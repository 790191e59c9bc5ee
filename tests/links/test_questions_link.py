"""The Questions page's `q`: a question id read back exactly; anything else opens no question,
with a note naming what the link said (and the nearest id, when one is close)."""

from __future__ import annotations

from explorer.links.base import params_of
from explorer.links.questions import QuestionsLink
from explorer.questions import IDS

LINK = QuestionsLink(IDS)


def test_every_question_goes_into_the_link_and_back() -> None:
    for qid in IDS:
        decoded = LINK.decode(params_of(LINK.encode(qid)))
        assert decoded.value == qid and decoded.notes == ()
    assert LINK.encode(None) == {} and LINK.decode({}).value is None
    assert LINK.decode({"q": [""]}).value is None


def test_an_unknown_question_is_left_out_with_a_note() -> None:
    d = LINK.decode({"q": ["monopoly"]})
    assert d.value is None and "monopoly" in d.notes[0] and "no question" in d.notes[0]
    typo = LINK.decode({"q": ["three-player-drw"]})
    assert typo.value is None and "`three-player-draw`" in typo.notes[0]


def test_a_hostile_question_is_quoted_inert_and_bounded() -> None:
    d = LINK.decode({"q": ["<script>alert(1)</script>" + "x" * 10_000]})
    assert d.value is None and "<script>" not in d.notes[0] and len(d.notes[0]) < 300
    twice = LINK.decode({"q": ["nope", "tie"]})  # the last one is used, and said
    assert twice.value == "tie" and "2 times" in twice.notes[0]
    huge = LINK.decode({"q": ["x" * 5_000]})
    assert huge.value is None and huge.notes
