"""Questions on the clue and on the card you hand in."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import N_, _, n_, number, percent
from explorer.lab.exact import second_vote_rate
from explorer.lab.settings import LabSettings
from explorer.learn.lesson import DEMO_PLAYERS
from explorer.questions import live
from explorer.questions.common import caps, from_quotes, handed_in
from explorer.questions.model import Facts, LiveLink, Question
from explorer.questions.words import NOTHING_OWN, cap_words
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


# --- the clue ---------------------------------------------------------------------------------
def _clue_forms(rs: Ruleset) -> Facts:
    return from_quotes("clue-forms", rs)


def _say_clue_forms(f: Facts) -> str:
    lead = (
        _("What your rulebook allows is quoted below.") if f["fact"] != "none" else _(NOTHING_OWN)
    )
    return (
        lead
        + " "
        + _(
            "Across the rulebooks here a clue may be a word, a sentence, a sound, a quotation, a "
            "line of a song or a poem, a film title; one allows a gesture, and one a song or a "
            "mime "
            "as a variant. None asks for a clue of a given length."
        )
    )


def _gesture(rs: Ruleset) -> Facts:
    return from_quotes(
        "gesture-clue",
        rs,
        unsettled=("spoken",),
        also_others=True,
        others_if=("gesture", "mime"),
    )


def _say_gesture(f: Facts) -> str:
    fact = f["fact"]
    if fact == "variant":
        text = _(
            "Not in the usual game: your rulebook has the storyteller make up a sentence and say "
            "it aloud. Its 'Mime or songs' variant lets the storyteller sing, hum or even mime "
            "instead."
        )
    elif fact == "gesture":
        text = _(
            "Yes, a gesture: your rulebook counts it among the clues a storyteller may give, with "
            "a word, a sentence, a quotation or a sound."
        )
    elif fact == "spoken":
        text = _(
            "Your rulebook has the storyteller say the clue and names no gesture or mime, without "
            "forbidding one. The French Odyssey rulebook allows a gesture, and the original one "
            "mime as a variant (below)."
        )
    else:
        text = _(NOTHING_OWN)
    return text + " " + _("No rulebook here speaks of silence as a clue.")


def _in_jokes(rs: Ruleset) -> Facts:
    sf = rs.some_found
    return from_quotes(
        "in-jokes",
        rs,
        [("some_found.storyteller", sf.storyteller)],
        ["some_found"],
        unsettled=("group",),
        also_others=True,
    )


def _say_in_jokes(f: Facts) -> str:
    fact = f["fact"]
    if fact == "recommended":
        text = _(
            "Yes: your rulebook even recommends it, as a tip: refer to shared memories or "
            "associations that only part of the table will understand at once."
        )
    elif fact == "group":
        text = _(
            "Your rulebook neither forbids nor recommends it: it says how specific to be "
            "depends on your group. The French Odyssey rulebook recommends shared memories "
            "(below)."
        )
    else:
        text = _(
            "Your rulebook neither forbids nor recommends it. The French Odyssey rulebook "
            "recommends referring to shared memories that only part of the table will "
            "understand at once (below)."
        )
    return (
        text
        + " "
        + _(
            "The scoring rewards such clues: when some but not all players find your card, "
            "you score {points}."
        ).format(points=count(f.num("some_found.storyteller"), "point"))
    )


def _good_clue(rs: Ruleset) -> Facts:
    an, sf = rs.all_or_none, rs.some_found
    return from_quotes(
        "good-clue",
        rs,
        [("all_or_none.storyteller", an.storyteller), ("some_found.storyteller", sf.storyteller)],
        ["all_or_none", "some_found"],
        rules_settle=True,
    )


def _say_good_clue(f: Facts) -> str:
    return _(
        "One that some players understand, but not all: then you score {some} as the "
        "storyteller. If everybody or nobody finds your card, you score {none}."
    ).format(
        some=count(f.num("some_found.storyteller"), "point"),
        none=count(f.num("all_or_none.storyteller"), "point"),
    )


def _lab_clue(rulesets: Sequence[Ruleset]) -> LiveLink:
    n = live.table_size(rulesets)
    return live.lab(rulesets, n, N_("See the storyteller's points against clue difficulty"))


def _describe(rs: Ruleset) -> Facts:
    return from_quotes(
        "describe-card",
        rs,
        [("all_or_none.storyteller", rs.all_or_none.storyteller)],
        ["all_or_none"],
        rules_settle=True,
    )


def _say_describe(f: Facts) -> str:
    text = _(
        "No rule forbids it, but it makes a losing clue: if everybody finds your card, you "
        "score {points}."
    ).format(points=count(f.num("all_or_none.storyteller"), "point"))
    if f["fact"] == "advised-against":
        return text + " " + _("Your rulebook advises against it.")
    return text + " " + _(NOTHING_OWN)


# --- handing in -----------------------------------------------------------------------------
def _which_card(rs: Ruleset) -> Facts:
    return from_quotes("which-card", rs, [handed_in(rs)])


def _say_which_card(f: Facts) -> str:
    fact = f["fact"]
    if fact == "best":
        text = _(
            "The card of your hand that best fits the clue, in your own view: not just any card "
            "that could fit. It is what makes others take it for the storyteller's."
        )
    elif fact == "fits":
        text = _(
            "A card of your hand that, in your view, fits the clue (your rulebook does not say "
            "'best'). Its aim: that others take it for the storyteller's."
        )
    else:
        text = _(NOTHING_OWN)
    more = [(low, high, k) for low, high, k in f.bands("cards_handed_in") if (k or 1) > 1]
    for low, high, k in more:
        if low == high:
            text += " " + n_(
                "With {players} players, hand in {n} card.",
                "With {players} players, hand in {n} cards.",
                k or 1,
            ).format(players=number(low), n=number(k or 1))
        else:
            text += " " + n_(
                "With {low}–{high} players, hand in {n} card.",
                "With {low}–{high} players, hand in {n} cards.",
                k or 1,
            ).format(low=number(low), high=number(high), n=number(k or 1))
    return text


def _tactics(rs: Ruleset) -> Facts:
    # the lab's exact maths: a voter's cards receive 1 − E[p] + q' votes a round on average,
    # whatever the decoy pull (explorer.lab.exact), at the lesson's table size
    n = min(max(DEMO_PLAYERS, rs.min_players), rs.max_players)
    model = LabSettings().model
    received = 1.0 - model.mean + second_vote_rate(rs, n, model)
    return from_quotes(
        "hand-in-tactics",
        rs,
        [
            ("bonus_per_vote", rs.bonus_per_vote),
            caps(rs),
            ("lab.players", n),
            ("lab.find_percent", round(100 * model.mean)),
            ("lab.votes_received", round(received, 1)),
        ],
        ["bonus_per_vote", "bonus_cap"],
        status="not-settled",
    )


def _say_tactics(f: Facts) -> str:
    return (
        _(
            "The rules ask for a card that fits the clue but cannot check it, and no rule punishes"
            " a card that does not. Each vote on your card is worth {points} to you."
        ).format(points=count(f.num("bonus_per_vote"), "point"))
        + " "
        + cap_words(f.bands("cap"))
        + " "
        + _(
            "What the lab shows: the votes that miss the storyteller's card are shared among the "
            "other players' cards. With {rate} of voters finding the card on average, at {n} "
            "players each player's cards draw {votes} votes a round on average, however unevenly "
            "the decoys pull: a card that draws more takes them from the other decoys."
        ).format(
            rate=percent(f.num("lab.find_percent") / 100),
            n=number(f.num("lab.players")),
            votes=number(f.real("lab.votes_received"), 1),
        )
    )


def _lab_tactics(rulesets: Sequence[Ruleset]) -> LiveLink:
    n = live.table_size(rulesets)
    return live.lab(rulesets, n, N_("Try an uneven decoy pull in the lab"), alpha="0.3")


QUESTIONS: tuple[Question, ...] = (
    Question(
        "clue-forms",
        "clue",
        N_("What can a clue be: a word, a sentence, a sound, a song?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("clue word sentence sound song mime gesture quote allowed"),
        _clue_forms,
        _say_clue_forms,
    ),
    Question(
        "gesture-clue",
        "clue",
        N_("Can the clue be a mime, a gesture or silence?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_(
            "mime gesture silence silent sign act out without words body hands clue instead of "
            "saying"
        ),
        _gesture,
        _say_gesture,
        tables=N_(
            "Tables that want mime or songs agree on it before the game, as the original "
            "rulebook's 'Mime or songs' variant does."
        ),
    ),
    Question(
        "in-jokes",
        "clue",
        N_("Are in-jokes and personal references fair clues?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("inside joke personal reference memory friends fair cheating clue"),
        _in_jokes,
        _say_in_jokes,
        tables=N_(
            "Tables differ: many welcome shared references, as the French Odyssey rulebook "
            "does; some ask that a clue still relate to the picture, so that a player who was "
            "not there has a chance too."
        ),
    ),
    Question(
        "good-clue",
        "clue",
        N_("What makes a good clue? Why not an obvious one?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("good clue obvious easy hard difficult tip for the storyteller"),
        _good_clue,
        _say_good_clue,
        link=_lab_clue,
    ),
    Question(
        "describe-card",
        "clue",
        N_("Can the clue just describe what is on the card?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("describe picture colour object literal clue allowed"),
        _describe,
        _say_describe,
    ),
    Question(
        "which-card",
        "hand-in",
        N_("Which card should I hand in: one that could fit, or the one that fits best?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("hand in card choose best fits fit clue give"),
        _which_card,
        _say_which_card,
    ),
    Question(
        "hand-in-tactics",
        "hand-in",
        N_("Can I hand in a card that does not fit, to lure votes?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("hand in tactic bluff lure decoy trick bonus votes wrong card"),
        _tactics,
        _say_tactics,
        tables=N_(
            "Tables commonly see a card that fits the clue and could pass for the "
            "storyteller's as the good play; a card that plainly does not fit rarely draws "
            "votes, so the question seldom needs a ruling."
        ),
        link=_lab_tactics,
    ),
)
