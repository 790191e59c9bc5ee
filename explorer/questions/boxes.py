"""Questions on boxes, expansions and variants: what the documents give, and what they do not."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.errors import DealError
from explorer.i18n import N_, _, join_list, n_, number, quoted, tr
from explorer.learn.lesson import DEMO_PLAYERS
from explorer.limits import BOX_DECK
from explorer.questions import live
from explorer.questions.common import caps, from_quotes, from_rules, second_from
from explorer.questions.model import Band, Facts, LiveLink, Question, Value
from explorer.questions.players import box_for
from explorer.questions.quotes import edition
from explorer.questions.words import NOTHING_OWN, cap_words
from explorer.rules.endgame import pile_turns
from explorer.rules.files import load_rulesets
from explorer.rules.matrix import disagreements, rules_matrix, same_box_pairs
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.wording import either
from explorer.text.names import count


def _turns_at(rs: Ruleset, n: int, deck: int) -> int | None:
    try:
        return pile_turns(rs, n, deck)
    except DealError:  # that deck cannot deal every hand
        return None


def _mix(rs: Ruleset) -> Facts:
    n = min(max(DEMO_PLAYERS, rs.min_players), rs.max_players)
    one, two = BOX_DECK, 2 * BOX_DECK
    values: list[tuple[str, Value]] = [
        ("decks", rs.decks),
        ("empty_pile", rs.end_conditions.empty_pile),
        ("players", n),
        ("compared_decks", (one, two)),
        (f"pile_turns@{n}@{one}", _turns_at(rs, n, one)),
        (f"pile_turns@{n}@{two}", _turns_at(rs, n, two)),
    ]
    return from_quotes("mix-boxes", rs, values, ["decks"])


def _say_mix(f: Facts) -> str:
    sizes = either([count(d, "card") for d in f.ints("decks")])
    if f["fact"] == "yes":
        text = _(
            "Yes: your rulebook lets you play its cards alone or mixed with other boxes' cards "
            "({sizes})."
        ).format(sizes=sizes)
    else:
        text = _(
            "Your rulebook does not say: it plays with its own cards ({sizes}). Mixing changes no "
            "rule, only how many cards there are; the 10th Anniversary rulebook says you may "
            "(below)."
        ).format(sizes=sizes)
    n = f.num("players")
    one, two = f.ints("compared_decks")
    a, b = f.get(f"pile_turns@{n}@{one}"), f.get(f"pile_turns@{n}@{two}")
    if f.get("empty_pile") == "reshuffle":
        return (
            text
            + " "
            + _(
                "Your box shuffles the discards back, so more cards only means the pictures repeat "
                "less."
            )
        )
    if isinstance(a, int) and isinstance(b, int):
        text += (
            " "
            + n_(
                "With {players} players, a draw pile of {deck} cards ends a game after {n} turn.",
                "With {players} players, a draw pile of {deck} cards ends a game after {n} turns.",
                a,
            ).format(players=number(n), deck=number(one), n=number(a))
            + " "
            + n_(
                "With {deck} cards, it lasts {n} turn.", "With {deck} cards, it lasts {n} turns.", b
            ).format(deck=number(two), n=number(b))
        )
    return text


def _expansion(rs: Ruleset) -> Facts:
    return from_quotes("expansion-alone", rs)


def _say_expansion(f: Facts) -> str:
    if f["fact"] == "needs-base":
        return _(
            "Your box is an expansion: its cards are played with the board, rabbits and voting "
            "tokens of a base game (Dixit or Dixit Odyssey). Its cards alone can be the draw "
            "pile."
        )
    return _(
        "Your rulebook does not speak of expansions. The 10th Anniversary rulebook says an "
        "expansion's cards are played with a base game's board, rabbits and voting tokens "
        "(below)."
    )


def _journey(rs: Ruleset) -> Facts:
    return Facts("not-covered")


def _say_journey(f: Facts) -> str:
    return _(
        "None of the rulebooks here is Dixit Journey's (or another box's not listed), so this "
        "site cannot say what yours says. If your rulebook reads like one of the editions here, "
        "choose that one as your box; where it differs, enter the difference as house rules, "
        "and every page uses them."
    )


def _party(rs: Ruleset) -> Facts:
    return from_quotes("odyssey-party", rs, status="not-covered")


def _say_party(f: Facts) -> str:
    if f["fact"] == "named":
        return _(
            "Your rulebook names the team variant 'Dixit Party' (in pairs, for 6, 8, 10 or 12 "
            "players) but gives none of its rules, so this site does not score it."
        )
    return _(
        "Your rulebook has no team variant. The French Odyssey rulebook names one, 'Dixit "
        "Party', without its rules (below); this site does not score it."
    )


def _partner(rs: Ruleset) -> Ruleset | None:
    every = load_rulesets()
    mine = edition(rs)
    for a, b in same_box_pairs(every):
        if a.id == mine:
            return b
        if b.id == mine:
            return a
    return None


def _two_books(rs: Ruleset) -> Facts:
    other = _partner(rs)
    if other is None:
        return Facts("not-covered", (("partner", None),))
    mine = next(r for r in load_rulesets() if r.id == edition(rs))
    rules = tuple(d.rule for d in disagreements(mine, other))
    return from_rules(rs, [("partner", other.id), ("differs", rules)], *rules)


def _say_two_books(f: Facts) -> str:
    partner = f.get("partner")
    if not isinstance(partner, str):
        return _(
            "Only one rulebook of your box is among the documents here, so this site cannot "
            "compare it with another; Compare shows where the editions differ."
        )
    other = next(r for r in load_rulesets() if r.id == partner)
    rules = f["differs"]
    assert isinstance(rules, tuple)
    labels = join_list([quoted(RULE_SPECS[str(r)].label) for r in rules])
    return _(
        "Your box came with another rulebook here too, {other}. The two disagree on these "
        "rules: {rules}. Neither is wrong about its own text: Compare shows both sentences side "
        "by side. Choose the one you have as your box."
    ).format(other=quoted(tr(other.document)), rules=labels)


def _variants(rs: Ruleset) -> Facts:
    return from_quotes("own-variants", rs)


def _say_variants(f: Facts) -> str:
    if f["fact"] == "yes":
        text = _(
            "Yes: your rulebook says nothing stops you from combining its variants into rules of your own."
        )
    else:
        text = _(NOTHING_OWN)
    return (
        text
        + " "
        + _(
            "Whatever your table changes, the House rules page turns it into rules every page of "
            "this site uses."
        )
    )


def _which_box(rs: Ruleset) -> Facts:
    ends = rs.end_conditions
    values: list[tuple[str, Value]] = [
        ("min_players", rs.min_players),
        ("max_players", rs.max_players),
        ("second_from", second_from(rs)),
        caps(rs),
        ("score_target", ends.score_target),
        ("differs", tuple(row.rule for row in rules_matrix(load_rulesets()) if row.differs)),
    ]
    rules = ["players", "max_votes", "bonus_cap", "score_target"]
    return from_quotes("which-box", rs, values, rules, rules_settle=True, show_others=False)


def _say_which_box(f: Facts) -> str:
    parts = [box_for(f.num("min_players"), f.num("max_players"))]
    if f["fact"] == "needs-base":
        parts.append(
            _(
                "It is an expansion: its cards are played with a base game's board, rabbits and "
                "voting tokens."
            )
        )
    second = f.get("second_from")
    if isinstance(second, int):
        parts.append(
            n_(
                "From {n} player on, each voter may use a second voting marker.",
                "From {n} players on, each voter may use a second voting marker.",
                second,
            ).format(n=number(second))
        )
    else:
        parts.append(_("Every voter has one vote."))
    parts.append(_cap_sentence(f.bands("cap")))
    target = f.get("score_target")
    if isinstance(target, int):
        parts.append(
            n_(
                "The game ends once a turn takes someone to {n} point; the highest total wins.",
                "The game ends once a turn takes someone to {n} points; the highest total wins.",
                target,
            ).format(n=number(target))
        )
    else:
        parts.append(_("There is no score target: the draw pile ends the game."))
    rules = f["differs"]
    assert isinstance(rules, tuple)
    labels = join_list([quoted(RULE_SPECS[str(r)].label) for r in rules])
    parts.append(
        _(
            "Which box to buy is not a rules question. The editions here differ on these rules: "
            "{rules}. Compare shows every rule of every edition side by side."
        ).format(rules=labels)
    )
    return " ".join(parts)


def _cap_sentence(bands: tuple[Band, ...]) -> str:
    """The bonus cap said on its own (not after a sentence on the bonus)."""
    if all(v is None for _lo, _hi, v in bands):
        return _("The bonus points for votes on your card have no limit.")
    if len(bands) == 1:
        cap = bands[0][2] or 0
        return n_(
            "The bonus points for votes on your card are capped at {n} point per turn.",
            "The bonus points for votes on your card are capped at {n} points per turn.",
            cap,
        ).format(n=number(cap))
    return cap_words(bands, lead=True)


def _same_picture(rs: Ruleset) -> Facts:
    return from_quotes("same-picture", rs, [("decks", rs.decks)], ["decks"], unsettled=("count",))


def _say_same_picture(f: Facts) -> str:
    if f["fact"] == "unique":
        text = _(
            "Not with your box alone: its cards all show different pictures. The same picture "
            "twice means the cards of two boxes were mixed (two copies of a box, or boxes that "
            "share pictures)."
        )
    else:
        text = _(
            "Your rulebook gives its number of cards without saying they all differ; a box's "
            "cards do all show different pictures, as the 10th Anniversary rulebook says of its "
            "own (below). The same picture twice means the cards of two boxes were mixed."
        )
    return text + " " + _("No rulebook here says what to do then.")


def _link_two_books(rulesets: Sequence[Ruleset]) -> LiveLink:
    return live.compare()


QUESTIONS: tuple[Question, ...] = (
    Question(
        "which-box",
        "boxes",
        N_("Which box should we buy? How do the boxes differ?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("which box to buy choose best edition editions difference differ compare versus vs"),
        _which_box,
        _say_which_box,
        link=lambda rss: live.compare(label=N_("Compare every rule of every edition")),
        about=("*",),
    ),
    Question(
        "mix-boxes",
        "boxes",
        N_("Can we mix the cards of several boxes?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("mix boxes expansion cards together shuffle 168 more cards"),
        _mix,
        _say_mix,
        tables=N_(
            "Tables commonly mix boxes freely: the rules do not depend on which pictures are in "
            "the draw pile."
        ),
        link=lambda rss: live.compare("decks", deck=2 * BOX_DECK),
        about=("*",),
    ),
    Question(
        "expansion-alone",
        "boxes",
        N_("Can we play an expansion without a base game?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("expansion alone without base game anniversary board tokens"),
        _expansion,
        _say_expansion,
        about=("anniversary",),
    ),
    Question(
        "journey",
        "boxes",
        N_("We have Dixit Journey or another box: which rules apply?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("journey other box edition which rules version"),
        _journey,
        _say_journey,
        link=lambda rss: live.house(),
        about=("other",),
    ),
    Question(
        "odyssey-party",
        "boxes",
        N_("How do team games (Odyssey's 'Dixit Party') work?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("team teams pairs party duo odyssey variant"),
        _party,
        _say_party,
        tables=N_(
            "The publisher's own Dixit Party rules exist outside these documents; tables that "
            "play in pairs follow those, or agree beforehand how a pair tells, votes and scores."
        ),
        about=("odyssey",),
    ),
    Question(
        "same-picture",
        "boxes",
        N_("Two players hold the same picture: how can that be?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("same card identical picture twice duplicate two copies double same image alike"),
        _same_picture,
        _say_same_picture,
        tables=N_(
            "Tables that shuffle boxes with pictures in common together take the duplicates out "
            "first, so that no two cards on the table look alike."
        ),
        about=("*",),
    ),
    Question(
        "two-rulebooks",
        "boxes",
        N_("Our box's rulebooks disagree: which one is right?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("rulebooks disagree different translation version which right"),
        _two_books,
        _say_two_books,
        link=_link_two_books,
        about=("*",),
    ),
    Question(
        "own-variants",
        "boxes",
        N_("Can we make our own rules or combine variants?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("house rules own variants combine change custom"),
        _variants,
        _say_variants,
        link=lambda rss: live.house(),
    ),
)
