"""What the practice page shows after a round: plain rows computed from the game record.

Who owned which card, who voted for what and why (bots), each player's points, the clue words
the bots understood, and the rulesets to score the round under beside the game's own (the
record's `situation`, compared by `explorer.round.compare` as the Score page compares). Every
row is built from the record's facts when shown: nothing is scored again here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from explorer.game.bots import bot_reasons, language_names
from explorer.game.lexicon import load_lexicon
from explorer.game.setup import Setup
from explorer.game.state import GameState, TurnRecord
from explorer.i18n import N_, _, join_list, tr
from explorer.round.breakdown import points_rows as breakdown_rows
from explorer.rules.files import load_rulesets
from explorer.rules.resolve import canonical, is_house, resolve
from explorer.rules.ruleset import Ruleset


def rulesets_to_compare(setup: Setup, house: str | None = None) -> tuple[Ruleset, ...]:
    """The rulesets a played round is scored under beside the game's own: the game's house
    rules first when it is played under them (so the reference column is the game's own), then
    every edition, then the house rules `house` (an ident, e.g. the link's) when they differ
    from the game's, renamed if their name would clash with a column's."""
    own = is_house(setup.ruleset)
    out = [setup.rules] if own else []
    out += load_rulesets()
    if house and not (own and canonical(house) == canonical(setup.ruleset)):
        extra = resolve(house)
        if extra.name in {r.name for r in out}:
            extra = replace(
                extra, name=_("{ruleset} (from the link)").format(ruleset=tr(extra.name))
            )
        out.append(extra)
    return tuple(out)


# Column names of the debrief's rows: English keys, shown translated (`_(key)`) by the page.
PLAYER = N_("Player")
ROLE = N_("Role")
THEIR_CARDS = N_("Their card(s)")
VOTED_FOR = N_("Voted for")
FOUND_IT = N_("Found it")
REASON = N_("Bot's reason")
TOTAL = N_("Total")
THIS_ROUND = N_("This round")
BASE = N_("Base")
BONUS = N_("Bonus")
EXTRA = N_("Extra")
BEFORE = N_("Before")


def vote_rows(state: GameState, record: TurnRecord) -> list[dict[str, Any]]:
    """Per player: role, the card(s) they put on the table, their vote(s), and why (bots).
    Keys are the English column names above; values are in the reader's language."""
    reasons = bot_reasons(record, state.setup.bots)
    rows = []
    for seat in range(state.n):
        votes = record.votes[seat]
        found = record.scored.scores[seat].found
        rows.append(
            {
                PLAYER: state.name(seat),
                ROLE: _("storyteller") if seat == record.storyteller else _("voter"),
                THEIR_CARDS: ", ".join(map(str, record.own_places(seat))),
                VOTED_FOR: ", ".join(f"{p} ({state.name(record.owners[p - 1])})" for p in votes),
                FOUND_IT: "—" if found is None else (_("yes") if found else _("no")),
                REASON: reasons.get(seat, ""),
            }
        )
    return rows


def points_rows(state: GameState, record: TurnRecord) -> list[dict[str, Any]]:
    """Per player: the total after the round first (so a phone shows it without scrolling
    sideways), then this round's points, their base, bonus and extra parts, and the score
    before (`explorer.round.breakdown`, the rows the lesson's table is built from too)."""
    at = state.history.index(record)
    before = state.history[at - 1].scores_after if at > 0 else (0,) * state.n
    return [
        {
            PLAYER: r.player,
            TOTAL: r.after,
            THIS_ROUND: r.points,
            BASE: r.base,
            BONUS: r.bonus,
            EXTRA: r.extra,
            BEFORE: r.before,
        }
        for r in breakdown_rows(record.scored, before)
    ]


def clue_words(clue: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The clue's words the bots understood, and those they did not."""
    lex = load_lexicon()
    return lex.understood(clue), lex.not_understood(clue)


def clue_reading(clue: str) -> str:
    """What the bots made of a clue, in a sentence: the language they read it in, the words
    they knew and those they did not, or that they knew none and guessed."""
    reading = load_lexicon().read(clue)
    known = [w for w, _links in reading.known]
    unknown = join_list(reading.unknown)
    if not known:
        if unknown:
            return _(
                "The bots knew no word of this clue ({words}), so they guessed at random."
            ).format(words=unknown)
        return _("The bots knew no word of this clue, so they guessed at random.")
    if reading.languages:
        text = _("The bots read the clue as {language} and knew: {words}.").format(
            language=language_names(reading.languages), words=join_list(known)
        )
    else:
        text = _("The bots read the clue and knew: {words}.").format(words=join_list(known))
    if unknown:
        text += " " + _("Words they did not know: {words}.").format(words=unknown)
    return text
