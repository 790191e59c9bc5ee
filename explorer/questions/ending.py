"""Questions on the end of the game: what ends it, how long it lasts, ties, another score."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import N_, _, n_, number
from explorer.learn.lesson import end_turns
from explorer.questions import live
from explorer.questions.common import from_quotes, from_rules
from explorer.questions.model import Band, Facts, LiveLink, Question, Value
from explorer.questions.words import by_band
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


# --- the end of the game ----------------------------------------------------------------------
def _pile_words(kind: object, *, also: bool = False) -> str:
    """What an exhausted draw pile does (`also`: after a sentence on the score target)."""
    if kind == "reshuffle":
        return _(
            "When the draw pile runs out, the discards are shuffled into a new pile: the cards "
            "never end the game."
        )
    if kind == "end-on-last-draw":
        if also:
            return _(
                "The game also ends after the turn whose refill draws the last card of the draw "
                "pile (or cannot be completed)."
            )
        return _(
            "The game ends after the turn whose refill draws the last card of the draw pile (or "
            "cannot be completed)."
        )
    if also:
        return _(
            "The game also ends after the turn whose refill from the draw pile cannot be "
            "completed; a refill that empties the pile exactly lets one more turn run."
        )
    return _(
        "The game ends after the turn whose refill from the draw pile cannot be completed; a "
        "refill that empties the pile exactly lets one more turn run."
    )


def _end(rs: Ruleset) -> Facts:
    ec = rs.end_conditions
    values: list[tuple[str, Value]] = [
        ("score_target", ec.score_target),
        ("empty_pile", ec.empty_pile),
        ("ties", rs.ties),
    ]
    return from_rules(rs, values, "score_target", "empty_pile", "ties")


def _target_words(target: object) -> str:
    if not isinstance(target, int):
        return _("There is no score target.")
    return n_(
        "The game ends at the end of a turn in which someone has {n} point or more, after all of "
        "that turn's points.",
        "The game ends at the end of a turn in which someone has {n} points or more, after all "
        "of that turn's points.",
        target,
    ).format(n=number(target))


def _say_end(f: Facts) -> str:
    target = f.get("score_target")
    parts = [_target_words(target), _pile_words(f.get("empty_pile"), also=target is not None)]
    if f.get("ties") == "shared":
        parts.append(_("The highest total wins; tied leaders share the victory."))
    return " ".join(parts)


def _target(rs: Ruleset) -> Facts:
    return from_rules(rs, [("score_target", rs.end_conditions.score_target)], "score_target")


def _say_target(f: Facts) -> str:
    target = f.get("score_target")
    if not isinstance(target, int):
        return _(
            "Your rulebook has no score target: the game ends with the draw pile, and the "
            "highest total wins."
        )
    return _(
        "No: {points} or more. The game ends at the end of the turn in which someone reaches or "
        "passes {n}, and the highest total wins, even far beyond {n}."
    ).format(points=count(target, "point"), n=number(target))


def _pile(rs: Ruleset) -> Facts:
    return from_rules(rs, [("empty_pile", rs.end_conditions.empty_pile)], "empty_pile")


def _say_pile(f: Facts) -> str:
    return _pile_words(f.get("empty_pile"))


def _turns(rs: Ruleset) -> tuple[Band, ...]:
    """Turns before the pile ends a game on the box's deck, by player count (merged bands)."""
    out: list[Band] = []
    for n, turns in end_turns(rs):
        if out and out[-1][2] == turns and out[-1][1] == n - 1:
            out[-1] = (out[-1][0], n, turns)
        else:
            out.append((n, n, turns))
    return tuple(out)


def _how_long(rs: Ruleset) -> Facts:
    values: list[tuple[str, Value]] = [
        ("pile_turns", _turns(rs)),
        ("decks", rs.decks),
        ("score_target", rs.end_conditions.score_target),
        ("empty_pile", rs.end_conditions.empty_pile),
    ]
    return from_rules(rs, values, "empty_pile", "hand_size", "cards_handed_in", "score_target")


def _say_how_long(f: Facts) -> str:
    target = f.get("score_target")
    if f.get("empty_pile") == "reshuffle":
        if isinstance(target, int):
            return n_(
                "The cards never end it: only reaching {n} point does, so its length depends on "
                "the scores. The lab simulates whole games.",
                "The cards never end it: only reaching {n} points does, so its length depends on "
                "the scores. The lab simulates whole games.",
                target,
            ).format(n=number(target))
        return _("Neither the cards nor a score target end it: agree on an end beforehand.")
    deck = f.ints("decks")[0]

    def everywhere(t: int | None) -> str:
        return n_(
            "The draw pile ends a game after {n} turn.",
            "The draw pile ends a game after {n} turns.",
            t or 0,
        ).format(n=number(t or 0))

    def at(low: int, high: int, t: int | None) -> str:
        if low == high:
            return n_(
                "With {players} players, the draw pile ends a game after {n} turn.",
                "With {players} players, the draw pile ends a game after {n} turns.",
                t or 0,
            ).format(players=number(low), n=number(t or 0))
        return n_(
            "With {low}–{high} players, the draw pile ends a game after {n} turn.",
            "With {low}–{high} players, the draw pile ends a game after {n} turns.",
            t or 0,
        ).format(low=number(low), high=number(high), n=number(t or 0))

    text = (
        by_band(f.bands("pile_turns"), everywhere, at)
        + " "
        + n_(
            "These turns are counted with the box's {n} card.",
            "These turns are counted with the box's {n} cards.",
            deck,
        ).format(n=number(deck))
    )
    if isinstance(target, int):
        text += " " + n_(
            "A game can end sooner, at the end of the turn in which someone reaches {n} point; "
            "the lab simulates whole games.",
            "A game can end sooner, at the end of the turn in which someone reaches {n} points; "
            "the lab simulates whole games.",
            target,
        ).format(n=number(target))
    return text


def _lab_games(rulesets: Sequence[Ruleset]) -> LiveLink:
    return live.lab(rulesets, live.table_size(rulesets), N_("Simulate whole games in the lab"))


def _tie(rs: Ruleset) -> Facts:
    return from_quotes(
        "tie",
        rs,
        [("ties", rs.ties), ("score_target", rs.end_conditions.score_target)],
        ["ties", "score_target"],
        rules_settle=True,
        show_others=False,
    )


def _say_tie(f: Facts) -> str:
    text = _("Tied leaders share the victory.")
    target = f.get("score_target")
    if isinstance(target, int):
        text += " " + _(
            "When several players reach {n} in the same turn, all of that turn's points count "
            "first; the highest total wins, and a tie shares it. The order in which the rabbits "
            "move does not matter."
        ).format(n=number(target))
    return text


def _other_target(rs: Ruleset) -> Facts:
    target = rs.end_conditions.score_target
    return from_quotes("other-target", rs, [("score_target", target)], ["score_target"])


def _say_other_target(f: Facts) -> str:
    target = f.get("score_target")
    if isinstance(target, int):
        text = n_(
            "Your rulebook plays to {n} point and offers no other target.",
            "Your rulebook plays to {n} points and offers no other target.",
            target,
        ).format(n=number(target))
    else:
        text = _("Your rulebook has no score target.")
    if f["fact"] == "yes":
        text += " " + _(
            "It says nothing stops you from combining its variants into rules of your own."
        )
    else:
        text += " " + _(
            "It neither allows nor forbids another; the original rulebook says nothing stops a "
            "table from making rules of its own (below)."
        )
    return (
        text
        + " "
        + _(
            "Set the target your table agrees on in House rules, and every page of this site "
            "plays to it."
        )
    )


QUESTIONS: tuple[Question, ...] = (
    Question(
        "game-end",
        "end",
        N_("When does the game end?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("end game over finish when winner thirty 30"),
        _end,
        _say_end,
        link=lambda rss: live.compare("score_target"),
    ),
    Question(
        "exactly-target",
        "end",
        N_("Do you need exactly 30 points to win?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("exactly 30 thirty points target win overshoot more"),
        _target,
        _say_target,
        link=lambda rss: live.compare("score_target"),
    ),
    Question(
        "pile-runs-out",
        "end",
        N_("What happens when the draw pile runs out?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("draw pile empty runs out deck no cards left reshuffle discards"),
        _pile,
        _say_pile,
        link=lambda rss: live.compare("empty_pile"),
    ),
    Question(
        "how-long",
        "end",
        N_("How many turns does a game last?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("how long turns rounds length duration game"),
        _how_long,
        _say_how_long,
        link=_lab_games,
    ),
    Question(
        "tie",
        "end",
        N_("What if players tie, or several pass 30 in the same turn?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("tie draw same score equal winner both 30 same turn"),
        _tie,
        _say_tie,
    ),
    Question(
        "other-target",
        "end",
        N_("Can we play to another score, for a shorter or longer game?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_(
            "different score target play to 20 40 points instead of 30 lower higher shorter "
            "longer game change the end score house rules"
        ),
        _other_target,
        _say_other_target,
        tables=N_(
            "Tables that want a shorter or a longer game agree on another target before the "
            "first turn."
        ),
        link=lambda rss: live.house(),
    ),
)
