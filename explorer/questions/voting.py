"""Questions on voting."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import N_, _, n_, number, percent
from explorer.lab.exact import finder_distribution
from explorer.lab.settings import LabSettings
from explorer.learn.lesson import DEMO_PLAYERS
from explorer.questions import live
from explorer.questions.common import from_quotes, from_rules, second_from, votes
from explorer.questions.model import Facts, LiveLink, Question, Value
from explorer.questions.words import NOTHING_OWN, by_band
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


# --- voting -----------------------------------------------------------------------------------
def _storyteller_vote(rs: Ruleset) -> Facts:
    return from_quotes("storyteller-vote", rs, status=None, rules_settle=True)


def _say_storyteller_vote(f: Facts) -> str:
    return _(
        "No. The storyteller knows their own card and does not vote; only the other players "
        "vote. This site's scoring refuses a round in which the storyteller voted."
    )


def _how_many(rs: Ruleset) -> Facts:
    return from_rules(rs, [votes(rs)], "max_votes")


def _say_how_many(f: Facts) -> str:
    def everywhere(v: int | None) -> str:
        if (v or 1) == 1:
            return _("One vote each.")
        return n_(
            "Up to {n} voting marker each, on different cards.",
            "Up to {n} voting markers each, on different cards.",
            v or 1,
        ).format(n=number(v or 1))

    def at(low: int, high: int, v: int | None) -> str:
        v = v or 1
        if v == 1:
            if low == high:
                return _("With {players} players, each voter has one vote.").format(
                    players=number(low)
                )
            return _("With {low}–{high} players, each voter has one vote.").format(
                low=number(low), high=number(high)
            )
        if low == high:
            return n_(
                "With {players} players, each voter has up to {n} voting marker, on different "
                "cards.",
                "With {players} players, each voter has up to {n} voting markers, on different "
                "cards.",
                v,
            ).format(players=number(low), n=number(v))
        return n_(
            "With {low}–{high} players, each voter has up to {n} voting marker, on different "
            "cards.",
            "With {low}–{high} players, each voter has up to {n} voting markers, on different "
            "cards.",
            v,
        ).format(low=number(low), high=number(high), n=number(v))

    each = by_band(f.bands("max_votes"), everywhere, at)
    return each + " " + _("Nobody may vote for their own card.")


def _own_card(rs: Ruleset) -> Facts:
    three = rs.cards_handed_in(3) if rs.supports(3) else None
    return from_quotes("vote-own-card", rs, [("cards_handed_in@3", three)], rules_settle=True)


def _say_own_card(f: Facts) -> str:
    text = _("No: nobody may vote for a card they handed in.")
    three = f.get("cards_handed_in@3")
    if isinstance(three, int) and three > 1:
        text += " " + n_(
            "With 3 players that means neither of your {n} card.",
            "With 3 players that means none of your {n} cards.",
            three,
        ).format(n=number(three))
    return text


def _two_markers(rs: Ruleset) -> Facts:
    n = second_from(rs)
    if n is None:
        return from_rules(rs, [("second_from", None)], "max_votes")
    return from_rules(rs, [("second_from", n)], "max_votes", players=n)


def _say_two_markers(f: Facts) -> str:
    n = f.get("second_from")
    if not isinstance(n, int):
        return _("The question does not arise in your box: every voter has one vote.")
    return _(
        "No: from {n} players each voter may use a second voting marker, but on a different "
        "card, never their own. You found the storyteller's card if either marker is on it; "
        "each marker on a card is a vote for its owner's bonus."
    ).format(n=number(n))


def _honest(rs: Ruleset) -> Facts:
    an, sf = rs.all_or_none, rs.some_found
    return from_quotes(
        "honest-voting",
        rs,
        [
            ("some_found.finder", sf.finder),
            ("some_found.other", sf.other),
            ("all_or_none.storyteller", an.storyteller),
            ("all_or_none.others", an.others),
            *_lab_facts(rs),
        ],
        ["some_found", "all_or_none"],
        status="not-settled",
    )


def _lab_facts(rs: Ruleset) -> list[tuple[str, Value]]:
    """What the lab's exact maths says of the rounds where one vote cast otherwise changes the
    storyteller's points (nobody, one, all but one or every voter found the card: one vote more
    or less on the card moves the round between 'some found' and 'everybody or nobody'), with
    the lab's default clue model at the lesson's table size."""
    n = min(max(DEMO_PLAYERS, rs.min_players), rs.max_players)
    model = LabSettings().model
    pk = finder_distribution(rs, n, model)  # P(k voters find the card), k = 0..n-1
    voters = n - 1
    swing = sum(float(pk[k]) for k in {0, 1, voters - 1, voters})
    return [
        ("lab.players", n),
        ("lab.find_percent", round(100 * model.mean)),
        ("lab.swing_percent", round(100 * swing)),
    ]


def _say_honest(f: Facts) -> str:
    return (
        _(
            "The rules describe the vote as a guess at the storyteller's "
            "card, none forbids voting otherwise, and nobody could check it. What the scoring makes "
            "of it: a vote away from the card you believe is the storyteller's costs you {finder} "
            "when you were right ({other} instead), and gives a bonus point to the card's owner. If "
            "you were the only one to find it, voting away turns the round into 'nobody found it': "
            "the storyteller scores {none} and every other player {others}."
        ).format(
            finder=count(f.num("some_found.finder"), "point"),
            other=number(f.num("some_found.other")),
            none=count(f.num("all_or_none.storyteller"), "point"),
            others=count(f.num("all_or_none.others"), "point"),
        )
        + " "
        + _(
            "What the lab shows: in its model voters try to find the card ({rate} of them find "
            "it, on average); at {n} players, in {share} of the rounds one vote cast otherwise would "
            "change the storyteller's points (nobody, one, all but one or everybody found the "
            "card)."
        ).format(
            rate=percent(f.num("lab.find_percent") / 100),
            n=number(f.num("lab.players")),
            share=percent(f.num("lab.swing_percent") / 100),
        )
    )


def _talk(rs: Ruleset) -> Facts:
    return from_quotes(
        "talk-before-vote",
        rs,
        unsettled=("secret",),
        also_others=True,
        others_if=("advised-against",),
    )


def _say_talk(f: Facts) -> str:
    fact = f["fact"]
    if fact == "advised-against":
        return _(
            "Your rulebook advises against it: the votes are secret, and talking before the "
            "reveal can give away whose card is whose. Arguing whether the clue fitted is for "
            "after the scoring."
        )
    if fact == "secret":
        return _(
            "Your rulebook says the vote is secret, but nothing about talking before it. The "
            "Russian rulebook warns that talking before the reveal can give away whose card is "
            "whose, and keeps arguments about the clue for after the scoring (below)."
        )
    return _(NOTHING_OWN)


def _lab_honest(rulesets: Sequence[Ruleset]) -> LiveLink:
    n = live.table_size(rulesets)
    return live.lab(rulesets, n, N_("See how often everybody or nobody finds it"))


QUESTIONS: tuple[Question, ...] = (
    Question(
        "storyteller-vote",
        "voting",
        N_("Can the storyteller vote?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("storyteller vote votes guess knows their card takes part"),
        _storyteller_vote,
        _say_storyteller_vote,
    ),
    Question(
        "how-many-votes",
        "voting",
        N_("How many votes does each player have?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("votes voting tokens markers two second how many seven 7 big table"),
        _how_many,
        _say_how_many,
        link=lambda rss: live.compare("max_votes"),
    ),
    Question(
        "vote-own-card",
        "voting",
        N_("Can I vote for my own card?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("vote for my own card vote for the card I handed in myself forbidden allowed"),
        _own_card,
        _say_own_card,
    ),
    Question(
        "two-markers-one-card",
        "voting",
        N_("With two voting markers, may both go on the same card?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("two markers same card both votes second marker"),
        _two_markers,
        _say_two_markers,
        link=lambda rss: live.compare("max_votes"),
    ),
    Question(
        "honest-voting",
        "voting",
        N_(
            "Must I vote for the card I really think is the storyteller's, or may I vote tactically?"
        ),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("honest tactical vote strategy deliberately wrong kingmaking"),
        _honest,
        _say_honest,
        tables=N_(
            "Tables commonly expect an honest guess; voting away on purpose to keep points "
            "from the storyteller is widely seen as poor sport, though no rule forbids it."
        ),
        link=_lab_honest,
    ),
    Question(
        "talk-before-vote",
        "voting",
        N_("Can we talk about the cards before voting?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("talk discuss before the vote voting reveal argue comment chat silence secret vote"),
        _talk,
        _say_talk,
        tables=N_(
            "Tables commonly keep quiet from the clue to the reveal, or keep to remarks that give "
            "nothing away; the storyteller adds nothing to the clue."
        ),
    ),
)
