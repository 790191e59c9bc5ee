"""Questions on setting up: the hands, the first storyteller, the cards laid out."""

from __future__ import annotations

from explorer.i18n import N_, _, n_, number
from explorer.questions import live
from explorer.questions.common import from_quotes, from_rules, hand_sizes, handed_in
from explorer.questions.model import Facts, Question, bands
from explorer.questions.words import NOTHING_OWN, by_band
from explorer.rules.ruleset import Ruleset


# --- set-up -----------------------------------------------------------------------------------
def _hand_size(rs: Ruleset) -> Facts:
    return from_rules(rs, [hand_sizes(rs)], "hand_size")


def _say_hand_size(f: Facts) -> str:
    def everywhere(v: int | None) -> str:
        return n_(
            "Each player holds {n} card, hidden from the others, and draws back to that many "
            "after every turn.",
            "Each player holds {n} cards, hidden from the others, and draws back to that many "
            "after every turn.",
            v or 0,
        ).format(n=number(v or 0))

    def at(low: int, high: int, v: int | None) -> str:
        if low == high:
            return n_(
                "With {players} players, each player holds {n} card.",
                "With {players} players, each player holds {n} cards.",
                v or 0,
            ).format(players=number(low), n=number(v or 0))
        return n_(
            "With {low}–{high} players, each player holds {n} card.",
            "With {low}–{high} players, each player holds {n} cards.",
            v or 0,
        ).format(low=number(low), high=number(high), n=number(v or 0))

    hands = f.bands("hand_size")
    text = by_band(hands, everywhere, at)
    if len(hands) == 1:
        return text
    return (
        text
        + " "
        + _(
            "Each hand is hidden from the others, and everybody draws back to their number after "
            "every turn."
        )
    )


def _first(rs: Ruleset) -> Facts:
    return from_quotes("first-storyteller", rs)


def _say_first(f: Facts) -> str:
    fact = f["fact"]
    if fact == "first-idea":
        return _(
            "The first player to think of a clue tells first; after that the role passes to the "
            "left every turn."
        )
    if fact == "choose":
        return _(
            "Your table chooses the first storyteller; after that the role passes to the left "
            "every turn."
        )
    if fact == "unsaid":
        return _("Your rulebook does not say who tells first.")
    return _(NOTHING_OWN)


def _on_table(rs: Ruleset) -> Facts:
    table = ("cards_on_table", bands(rs, rs.cards_on_table))
    return from_rules(rs, [handed_in(rs), table], "cards_handed_in")


def _say_on_table(f: Facts) -> str:
    table = dict((low, t) for low, _high, t in f.bands("cards_on_table"))

    def one_each(low: int, high: int) -> str:
        if low == high:
            return _(
                "With {players} players, the storyteller's card and one card from each other "
                "player: as many cards as players."
            ).format(players=number(low))
        return _(
            "With {low}–{high} players, the storyteller's card and one card from each other "
            "player: as many cards as players."
        ).format(low=number(low), high=number(high))

    def more(low: int, high: int, k: int) -> str:
        if low == high:
            t = table.get(low) or 0
            return n_(
                "With {players} players, each other player hands in {k}, so {n} card is laid "
                "out, the storyteller's included.",
                "With {players} players, each other player hands in {k}, so {n} cards are laid "
                "out, the storyteller's included.",
                t,
            ).format(players=number(low), k=number(k), n=number(t))
        return _(
            "With {low}–{high} players, each other player hands in {k}; they are laid out with "
            "the storyteller's card."
        ).format(low=number(low), high=number(high), k=number(k))

    def at(low: int, high: int, k: int | None) -> str:
        return one_each(low, high) if (k or 1) == 1 else more(low, high, k or 1)

    def everywhere(k: int | None) -> str:
        if (k or 1) == 1:
            return _(
                "The storyteller's card and one card from each other player: as many cards as "
                "players."
            )
        return _(
            "Each other player hands in {k}; they are laid out with the storyteller's card."
        ).format(k=number(k or 1))

    return by_band(f.bands("cards_handed_in"), everywhere, at)


QUESTIONS: tuple[Question, ...] = (
    Question(
        "hand-size",
        "setup",
        N_("How many cards does each player hold?"),
        # TRANSLATORS: search words for the question above (not shown): add the words players
        # of your language type for it, separated by spaces
        N_("hand cards deal start how many six seven"),
        _hand_size,
        _say_hand_size,
        link=lambda rss: live.compare("hand_size"),
    ),
    Question(
        "first-storyteller",
        "setup",
        N_("Who is the first storyteller?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("first storyteller start begins who tells first"),
        _first,
        _say_first,
        tables=N_(
            "Many tables let whoever has a clue ready first begin, as two of the rulebooks "
            "here say; others pick someone at random."
        ),
    ),
    Question(
        "cards-on-table",
        "setup",
        N_("How many cards are laid out each turn?"),
        # TRANSLATORS: search words (not shown), separated by spaces
        N_("cards table laid out shown number places"),
        _on_table,
        _say_on_table,
        link=lambda rss: live.compare("cards_handed_in"),
    ),
)
