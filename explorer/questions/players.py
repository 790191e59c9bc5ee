"""Questions on player counts: how many may play, three players, two."""

from __future__ import annotations

from explorer.i18n import N_, _, n_, number
from explorer.questions import live
from explorer.questions.common import from_quotes, from_rules
from explorer.questions.model import Facts, Question, Value, rule_bases, rule_cites
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


# --- player counts ----------------------------------------------------------------------------
def _range_values(rs: Ruleset) -> list[tuple[str, Value]]:
    return [("min_players", rs.min_players), ("max_players", rs.max_players)]


def box_for(low: int, high: int) -> str:
    """'Your box is for 3–6 players.'"""
    if low == high:
        return n_("Your box is for {n} player.", "Your box is for {n} players.", high).format(
            n=number(high)
        )
    return n_(
        "Your box is for {low}–{n} player.", "Your box is for {low}–{n} players.", high
    ).format(low=number(low), n=number(high))


def _not_for_three(f: Facts) -> str:
    low, high = f.num("min_players"), f.num("max_players")
    return n_(
        "Your box is not for 3 players: it is for {low}–{n} player.",
        "Your box is not for 3 players: it is for {low}–{n} players.",
        high,
    ).format(low=number(low), n=number(high))


def _three_draw(rs: Ruleset) -> Facts:
    if not rs.supports(3):
        return from_rules(rs, _range_values(rs), "players")
    values: list[tuple[str, Value]] = [
        ("hand_size@3", rs.hand_size(3)),
        ("cards_handed_in@3", rs.cards_handed_in(3)),
        *_range_values(rs),
    ]
    rules = ["hand_size", "cards_handed_in"]
    if set(rule_bases(rs, rule_cites(rs, *rules, players=3))) == {"publisher"}:
        # the document has no 3-player game: the publisher's variant settles the draw too, and
        # the document's own refill sentence (about its usual hand) is not what it rests on
        return from_rules(rs, values, *rules, players=3)
    return from_quotes("three-player-draw", rs, values, rules, players=3, rules_settle=True)


def _say_three_draw(f: Facts) -> str:
    if f.get("hand_size@3") is None:
        return _not_for_three(f)
    k, hand = f.num("cards_handed_in@3"), f.num("hand_size@3")
    if k == 1:
        return _("Everybody draws 1 card, back to {hand}.").format(hand=count(hand, "card"))
    return _(
        "The storyteller draws 1 card and each of the two others draws {k}: everybody draws "
        "back to {hand}, replacing the cards they played (the storyteller 1, the others {k} "
        "each)."
    ).format(k=number(k), hand=count(hand, "card"))


def _three_hand_in(rs: Ruleset) -> Facts:
    if not rs.supports(3):
        return from_rules(rs, _range_values(rs), "players")
    values: list[tuple[str, Value]] = [
        ("cards_handed_in@3", rs.cards_handed_in(3)),
        ("cards_on_table@3", rs.cards_on_table(3)),
        ("max_votes@3", rs.max_votes(3)),
        *_range_values(rs),
    ]
    return from_rules(rs, values, "cards_handed_in", "max_votes", players=3)


def _say_three_hand_in(f: Facts) -> str:
    if f.get("cards_handed_in@3") is None:
        return _not_for_three(f)
    k, table = f.num("cards_handed_in@3"), f.num("cards_on_table@3")
    votes = f.num("max_votes@3")
    if k == 1:
        return _("One each, as usual: {cards} are laid out.").format(cards=count(table, "card"))
    return n_(
        "Each of the two other players hands in {k} cards, so {cards} are laid out. Each has {n} "
        "vote and may not vote for any of their own cards.",
        "Each of the two other players hands in {k} cards, so {cards} are laid out. Each has {n} "
        "votes and may not vote for any of their own cards.",
        votes,
    ).format(k=number(k), cards=count(table, "card"), n=number(votes))


def _two(rs: Ruleset) -> Facts:
    values = _range_values(rs)
    if rs.supports(3):
        values += [
            ("hand_size@3", rs.hand_size(3)),
            ("cards_handed_in@3", rs.cards_handed_in(3)),
            ("cards_on_table@3", rs.cards_on_table(3)),
        ]
    return from_rules(rs, values, "players", status="not-covered")


def _say_two(f: Facts) -> str:
    low, high = f.num("min_players"), f.num("max_players")
    text = n_(
        "No rulebook here has a 2-player rule; your box is for {low}–{n} player.",
        "No rulebook here has a 2-player rule; your box is for {low}–{n} players.",
        high,
    ).format(low=number(low), n=number(high))
    k = f.get("cards_handed_in@3")
    if isinstance(k, int) and k > 1:
        text += " " + _(
            "The smallest game is the 3-player variant: everybody holds {hand}, the two others "
            "hand in {k} each, so {table} are laid out."
        ).format(
            hand=count(f.num("hand_size@3"), "card"),
            k=number(k),
            table=count(f.num("cards_on_table@3"), "card"),
        )
    return text


def _range(rs: Ruleset) -> Facts:
    return from_rules(rs, _range_values(rs), "players")


def _say_range(f: Facts) -> str:
    return box_for(f.num("min_players"), f.num("max_players"))


QUESTIONS: tuple[Question, ...] = (
    Question(
        "three-player-draw",
        "players",
        N_("How many cards do we draw with three players?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("three 3 players draw refill cards storyteller one two"),
        _three_draw,
        _say_three_draw,
        link=lambda rss: live.compare("hand_size"),
    ),
    Question(
        "three-player-hand-in",
        "players",
        N_("With three players, how many cards does each player hand in?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("three 3 players variant hand in two cards five laid out"),
        _three_hand_in,
        _say_three_hand_in,
        link=lambda rss: live.compare("cards_handed_in"),
    ),
    Question(
        "two-players",
        "players",
        N_("Can we play with two?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("two 2 players couple duo pair play"),
        _two,
        _say_two,
        tables=N_(
            "Tables that want to play with two sometimes invent a variant, for example with the "
            "cards of an imaginary third player; none is in these rulebooks, and this site does "
            "not score one."
        ),
    ),
    Question(
        "player-range",
        "players",
        N_("How many players can play?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("players how many number minimum maximum 12 twelve big group more"),
        _range,
        _say_range,
        link=lambda rss: live.compare("players"),
    ),
)
