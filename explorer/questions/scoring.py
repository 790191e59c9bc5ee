"""Questions on scoring."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from explorer.i18n import N_, _, n_, number
from explorer.questions import live
from explorer.questions.common import caps, from_rules, lone_values, second_from
from explorer.questions.model import Facts, LiveLink, Question, Value
from explorer.questions.words import cap_words
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


# --- scoring ----------------------------------------------------------------------------------
def _has_extra(rs: Ruleset) -> bool:
    """Whether the finders' +1 applies at some table of the box (at its largest, then)."""
    return rs.extra_at(rs.max_players) is not None


def _extra_values(rs: Ruleset) -> list[tuple[str, Value]]:
    ef = rs.extra_at(rs.max_players)  # the +1 as the box's largest table has it
    if ef is None:
        return [("extra_finder.points", None)]
    return [
        ("extra_finder.points", ef.points),
        ("extra_finder.from_players", ef.from_players),
        ("extra_finder.kind", ef.kind),
        ("extra_finder.inside_cap", ef.inside_cap),
    ]


def _overview(rs: Ruleset) -> Facts:
    an, sf = rs.all_or_none, rs.some_found
    values: list[tuple[str, Value]] = [
        ("some_found.storyteller", sf.storyteller),
        ("some_found.finder", sf.finder),
        ("some_found.other", sf.other),
        ("all_or_none.storyteller", an.storyteller),
        ("all_or_none.others", an.others),
        ("bonus_per_vote", rs.bonus_per_vote),
        caps(rs),
        *lone_values(rs),
        *_extra_values(rs),
    ]
    rules = ["some_found", "all_or_none", "bonus_per_vote"]
    rules += ["bonus_cap"] if any(v is not None for _lo, _hi, v in caps(rs)[1]) else []
    rules += ["exactly_one_finder"] if rs.exactly_one_finder else []
    rules += ["extra_finder"] if _has_extra(rs) else []
    return from_rules(rs, values, *rules)


def _say_overview(f: Facts) -> str:
    teller, finder = f.num("some_found.storyteller"), f.num("some_found.finder")
    other, per = f.num("some_found.other"), f.num("bonus_per_vote")
    none_teller, none_others = f.num("all_or_none.storyteller"), f.num("all_or_none.others")
    parts = [
        n_(
            "When some voters find the storyteller's card but not all, the storyteller scores "
            "{n} point.",
            "When some voters find the storyteller's card but not all, the storyteller scores "
            "{n} points.",
            teller,
        ).format(n=number(teller)),
        n_(
            "Each voter who found it scores {n} point.",
            "Each voter who found it scores {n} points.",
            finder,
        ).format(n=number(finder)),
        n_(
            "Each voter who missed it scores {n} point.",
            "Each voter who missed it scores {n} points.",
            other,
        ).format(n=number(other)),
    ]
    parts += [
        n_(
            "When every voter finds it, or none does, the storyteller scores {n} point.",
            "When every voter finds it, or none does, the storyteller scores {n} points.",
            none_teller,
        ).format(n=number(none_teller)),
        n_(
            "Every other player then scores {n} point.",
            "Every other player then scores {n} points.",
            none_others,
        ).format(n=number(none_others)),
        n_(
            "On top of that, every player but the storyteller scores {n} point for each vote on "
            "a card they handed in.",
            "On top of that, every player but the storyteller scores {n} points for each vote "
            "on a card they handed in.",
            per,
        ).format(n=number(per)),
        cap_words(f.bands("cap")),
    ]
    lone = f.get("exactly_one_finder.points")
    if isinstance(lone, int):
        low, high = f.num("exactly_one_finder.low"), f.num("exactly_one_finder.high")
        if low == high:
            parts.append(
                n_(
                    "With {players} players, when exactly one voter finds it, the storyteller "
                    "and that voter score {n} point each instead.",
                    "With {players} players, when exactly one voter finds it, the storyteller "
                    "and that voter score {n} points each instead.",
                    lone,
                ).format(players=number(low), n=number(lone))
            )
        else:
            parts.append(
                n_(
                    "With {low}–{high} players, when exactly one voter finds it, the storyteller "
                    "and that voter score {n} point each instead.",
                    "With {low}–{high} players, when exactly one voter finds it, the storyteller "
                    "and that voter score {n} points each instead.",
                    lone,
                ).format(low=number(low), high=number(high), n=number(lone))
            )
    extra = _extra_sentence(f)
    return " ".join(parts + ([extra] if extra else []))


def _everybody(rs: Ruleset) -> Facts:
    an = rs.all_or_none
    values: list[tuple[str, Value]] = [
        ("all_or_none.storyteller", an.storyteller),
        ("all_or_none.others", an.others),
        ("some_found.finder", rs.some_found.finder),
        ("second_from", second_from(rs)),
        *_extra_values(rs),
    ]
    rules = ["all_or_none"] + (["extra_finder"] if _has_extra(rs) else [])
    return from_rules(rs, values, *rules)


def _extra_sentence(f: Facts) -> str:
    points, n = f.get("extra_finder.points"), f.get("extra_finder.from_players")
    if not isinstance(points, int) or not isinstance(n, int):
        return ""
    if f.get("extra_finder.kind") == "single-marker":
        text = n_(
            "From {players} players a finder who used a single voting marker scores {n} more "
            "point, in every outcome.",
            "From {players} players a finder who used a single voting marker scores {n} more "
            "points, in every outcome.",
            points,
        )
    else:
        text = n_(
            "From {players} players every finder scores {n} more point, in every outcome.",
            "From {players} players every finder scores {n} more points, in every outcome.",
            points,
        )
    return text.format(players=number(n), n=number(points))


def _say_everybody(f: Facts) -> str:
    others = f.num("all_or_none.others")
    text = _(
        "No. When every voter finds the storyteller's card, the storyteller scores "
        "{storyteller} and every other player {others}: {each} each, not {finder} + {each}."
    ).format(
        storyteller=count(f.num("all_or_none.storyteller"), "point"),
        others=count(others, "point"),
        each=number(others),
        finder=number(f.num("some_found.finder")),
    )
    if isinstance(f.get("second_from"), int):
        text += " " + _(
            "From {n} players a second voting marker on another player's card still earns that "
            "player a bonus point."
        ).format(n=number(f.num("second_from")))
    extra = _extra_sentence(f)
    return f"{text} {extra}" if extra else text


def _score_link(kind: str, label: str) -> Callable[[Sequence[Ruleset]], LiveLink]:
    def link(rulesets: Sequence[Ruleset]) -> LiveLink:
        n = live.table_size(rulesets)
        s = {
            "all": live.everybody_finds,
            "none": live.nobody_finds,
            "one": live.one_finds,
            "some": live.some_find,
        }[kind](n)
        return live.score(rulesets, s, label)

    return link


def _nobody(rs: Ruleset) -> Facts:
    an = rs.all_or_none
    values: list[tuple[str, Value]] = [
        ("all_or_none.storyteller", an.storyteller),
        ("all_or_none.others", an.others),
        ("bonus_per_vote", rs.bonus_per_vote),
        caps(rs),
    ]
    return from_rules(rs, values, "all_or_none", "bonus_per_vote")


def _say_nobody(f: Facts) -> str:
    return (
        _(
            "The storyteller scores {storyteller} and every other player {others}. Then, as in "
            "every round, each player but the storyteller scores {per} for each vote on a card "
            "they handed in."
        ).format(
            storyteller=count(f.num("all_or_none.storyteller"), "point"),
            others=count(f.num("all_or_none.others"), "point"),
            per=count(f.num("bonus_per_vote"), "point"),
        )
        + " "
        + cap_words(f.bands("cap"))
    )


def _lone(rs: Ruleset) -> Facts:
    sf = rs.some_found
    values: list[tuple[str, Value]] = [
        ("some_found.finder", sf.finder),
        ("some_found.storyteller", sf.storyteller),
        *lone_values(rs),
    ]
    return from_rules(rs, values, "exactly_one_finder", "some_found")


def _say_lone(f: Facts) -> str:
    usual = count(f.num("some_found.finder"), "point")
    points = f.get("exactly_one_finder.points")
    if not isinstance(points, int):
        return _(
            "No special points: the lone finder and the storyteller score {usual} each, as in "
            "any round where some but not all found the card."
        ).format(usual=usual)
    low, high = f.num("exactly_one_finder.low"), f.num("exactly_one_finder.high")
    finder = f.num("some_found.finder")
    if low == high:
        text = n_(
            "With {players} players, yes: the storyteller and the lone finder score {n} point "
            "each instead of {usual}.",
            "With {players} players, yes: the storyteller and the lone finder score {n} points "
            "each instead of {usual}.",
            points,
        ).format(players=number(low), n=number(points), usual=number(finder))
    else:
        text = n_(
            "With {low}–{high} players, yes: the storyteller and the lone finder score {n} point "
            "each instead of {usual}.",
            "With {low}–{high} players, yes: the storyteller and the lone finder score {n} "
            "points each instead of {usual}.",
            points,
        ).format(low=number(low), high=number(high), n=number(points), usual=number(finder))
    return (
        text
        + " "
        + n_(
            "At other player counts they score {n} point, as in any round where some found the "
            "card.",
            "At other player counts they score {n} points, as in any round where some found the "
            "card.",
            finder,
        ).format(n=number(finder))
    )


def _bonus(rs: Ruleset) -> Facts:
    return from_rules(rs, [("bonus_per_vote", rs.bonus_per_vote), caps(rs)], "bonus_per_vote")


def _say_bonus(f: Facts) -> str:
    return (
        _(
            "Yes: every player except the storyteller scores {per} for each vote on a card they "
            "handed in, whatever the outcome (everybody, nobody or some found the card)."
        ).format(per=count(f.num("bonus_per_vote"), "point"))
        + " "
        + cap_words(f.bands("cap"))
    )


def _cap(rs: Ruleset) -> Facts:
    return from_rules(rs, [caps(rs)], "bonus_cap")


def _say_cap(f: Facts) -> str:
    b = f.bands("cap")
    if all(v is None for _lo, _hi, v in b):
        return _("No: your rulebook sets no limit on bonus points.")
    if len(b) == 1:
        cap = b[0][2] or 0
        return n_(
            "Yes: at most {cap} bonus point per player per turn.",
            "Yes: at most {cap} bonus points per player per turn.",
            cap,
        ).format(cap=number(cap))
    return cap_words(b)


def _storyteller_bonus(rs: Ruleset) -> Facts:
    return from_rules(rs, [("bonus_per_vote", rs.bonus_per_vote)], "bonus_per_vote")


def _say_storyteller_bonus(f: Facts) -> str:
    return _(
        "No: the votes on the storyteller's card are the finders' votes, and they earn the "
        "storyteller nothing by themselves. Only the other players score {per} for each vote on "
        "their card."
    ).format(per=count(f.num("bonus_per_vote"), "point"))


def _extra(rs: Ruleset) -> Facts:
    # where there is no extra point, whether it would count inside a cap says nothing
    rules = ("extra_finder", "extra_cap") if _has_extra(rs) else ("extra_finder",)
    return from_rules(rs, [*_extra_values(rs), caps(rs)], *rules)


def _say_extra(f: Facts) -> str:
    extra = _extra_sentence(f)
    if not extra:
        return _("No: your rulebook has no extra point for finders.")
    if all(v is None for _lo, _hi, v in f.bands("cap")):
        return extra
    if f.get("extra_finder.inside_cap"):
        return extra + " " + _("It counts inside the bonus cap.")
    return extra + " " + _("It counts outside the bonus cap.")


QUESTIONS: tuple[Question, ...] = (
    Question(
        "how-scoring",
        "scoring",
        N_("How does scoring work?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_(
            "how scoring works count the points score a round storyteller points finders points "
            "who scores what rules overview"
        ),
        _overview,
        _say_overview,
        link=_score_link("some", N_("Set up a round on the Score page: every point explained")),
    ),
    Question(
        "everybody-found",
        "scoring",
        N_("Everybody found the storyteller's card: is it 3 + 2?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("everybody all found everyone guessed points 3+2 storyteller zero"),
        _everybody,
        _say_everybody,
        link=_score_link("all", N_("Score this round on the Score page")),
    ),
    Question(
        "nobody-found",
        "scoring",
        N_("Nobody found the storyteller's card: what does each player score?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("nobody found none guessed points zero"),
        _nobody,
        _say_nobody,
        link=_score_link("none", N_("Score this round on the Score page")),
    ),
    Question(
        "lone-finder",
        "scoring",
        N_("Only one player found it: do they score more?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("only one player found it exactly one finder alone lone single four points"),
        _lone,
        _say_lone,
        link=_score_link("one", N_("Score this round on the Score page")),
    ),
    Question(
        "bonus-points",
        "scoring",
        N_("Do I score when others vote for my card?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("bonus points votes my card others voted"),
        _bonus,
        _say_bonus,
        link=_score_link("some", N_("Score this round on the Score page")),
    ),
    Question(
        "bonus-cap",
        "scoring",
        N_("Is there a limit on bonus points?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("bonus cap limit maximum at most three 3 bonus points per turn"),
        _cap,
        _say_cap,
        link=lambda rss: live.compare("bonus_cap"),
    ),
    Question(
        "storyteller-bonus",
        "scoring",
        N_("Does the storyteller score for the votes on their card?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("storyteller bonus votes points own card"),
        _storyteller_bonus,
        _say_storyteller_bonus,
    ),
    Question(
        "extra-point",
        "scoring",
        N_("Is there an extra point for a confident finder?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("extra point single marker one marker confident finder bonus"),
        _extra,
        _say_extra,
        link=lambda rss: live.compare("extra_finder"),
    ),
)
