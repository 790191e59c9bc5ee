"""How a turn ends a game, as facts (`GameEnd`), and its words written when shown."""

from __future__ import annotations

from explorer.game.ending import GameEnd, turn_end
from explorer.game.sentences import end_line
from explorer.i18n import using
from explorer.rules.files import load_ruleset

PLAYERS = ("Ana", "Ben", "Cleo", "Dev")


def test_the_end_keeps_who_reached_the_target_and_what_the_pile_did() -> None:
    tenth = load_ruleset("anniversary-10th")  # 30 points, or the last card drawn
    r, end = turn_end(tenth, 9, (31, 12, 30, 4), pile=4, needed=4, discards=20)
    assert r.pile_ends_game and end == GameEnd(9, (0, 2), 30, "last-card") and end.kind == "both"
    assert end_line(end, PLAYERS) == "Ana and Cleo both reached 30 points, the score target."
    _r, pile_only = turn_end(tenth, 9, (1, 2, 3, 4), pile=4, needed=4, discards=20)
    assert pile_only == GameEnd(9, (), None, "last-card") and pile_only.kind == "pile"
    assert end_line(pile_only, PLAYERS) == "The last card of the draw pile was drawn."
    odyssey = load_ruleset("odyssey-2011")  # 30 points, or a refill that cannot be completed
    _r, short = turn_end(odyssey, 2, (1, 2, 3, 4), pile=3, needed=4, discards=20)
    assert short == GameEnd(2, (), None, "short")
    with using("fr"):
        assert end_line(short, PLAYERS) != "The draw pile cannot refill every hand."
    assert turn_end(odyssey, 2, (29, 2, 3, 4), pile=30, needed=4, discards=0)[1] is None
