"""What the game night page tells the table, in the reader's language, written when shown: what
changed (an edit, the browser's Back or Forward, a link's copy against a phone's), who gained or
lost, how far the evening is from its end, and what the two markers allow.

Built from facts (`changes.NightChange`, `stamp.relation`, `countdown.Countdown`) and the
ruleset's parameters. A player's name always stands where no language inflects it (after a
colon, in brackets); every number beside a counted word goes through `n_`.
"""

from __future__ import annotations

from explorer.i18n import _, join_list, n_, number, semicolons, sentences, tr
from explorer.night.changes import NightChange
from explorer.night.countdown import Countdown
from explorer.night.evening import Night
from explorer.night.stamp import Relation
from explorer.rules.ruleset import Ruleset
from explorer.text.names import players_words

MAX_LEADERS = 3  # leaders named before a round; more (a tie early on) says only the target


def signed(n: int) -> str:
    """+2, −3 (a true minus sign), 0."""
    if n > 0:
        return "+" + number(n)
    if n < 0:
        return "\u2212" + number(-n)
    return number(0)


def _teller(night: Night, k: int) -> str:
    return night.players[night.rounds[k - 1].storyteller]


# --- who gained or lost ------------------------------------------------------------------------
def gains_sentence(change: NightChange, night: Night) -> str:
    """ "Totals: Ana: 17 → 19 (+2); Ben: 15 → 12 (−3)." or that nobody's total changed."""
    gains = change.gains()
    if change.totals_before is None:
        return ""
    if not gains:
        return _("Nobody's total changed.")
    items = [
        # TRANSLATORS: one player's total before and after a change, e.g. "Ana: 17 → 19 (+2)"
        _("{name}: {before} → {after} ({change})").format(
            name=night.players[seat], before=number(b), after=number(a), change=signed(a - b)
        )
        for seat, b, a in gains
    ]
    return _("Totals: {changes}.").format(changes=semicolons(items))


# --- rounds no longer counted, counted, counted differently ------------------------------------
def _span(rounds: tuple[int, ...], night: Night, one: str, many: str) -> str:
    if len(rounds) == 1:
        k = rounds[0]
        return one.format(k=number(k), name=_teller(night, k))
    return many.format(first=number(rounds[0]), last=number(rounds[-1]))


def rounds_sentence(change: NightChange, before: Night, after: Night) -> str:
    """Which rounds stopped counting, count anew, or count differently, going from `before`
    to `after`."""
    parts = []
    if change.changed:
        if len(change.changed) == 1:
            k = change.changed[0]
            parts.append(
                _("Round {k} (storyteller: {name}) is counted differently.").format(
                    k=number(k), name=_teller(after, k)
                )
            )
        else:
            parts.append(
                _("Rounds {rounds} are counted differently.").format(
                    rounds=join_list([number(k) for k in change.changed])
                )
            )
    if change.removed:
        parts.append(
            _span(
                change.removed,
                before,
                _("Round {k} (storyteller: {name}) is no longer counted."),
                _("Rounds {first} to {last} are no longer counted."),
            )
        )
    if change.added:
        parts.append(
            _span(
                change.added,
                after,
                _("Round {k} (storyteller: {name}) is counted."),
                _("Rounds {first} to {last} are counted."),
            )
        )
    return sentences(parts)


def history_notice(change: NightChange, before: Night, after: Night) -> str:
    """The page now shows another state of the evening (the browser's Back or Forward)."""
    return sentences(
        [
            _("The browser's Back or Forward button changed the evening on this page."),
            rounds_sentence(change, before, after),
            gains_sentence(change, after),
        ]
    )


def live_notice(change: NightChange, before: Night, after: Night) -> str:
    """Another phone at a live evening changed it: which rounds, and who gained or lost."""
    return sentences(
        [
            _("Another phone at the table changed the evening."),
            rounds_sentence(change, before, after),
            gains_sentence(change, after),
        ]
    )


def edit_notice(k: int, change: NightChange, after: Night) -> str:
    """ "Round 3 changed. Totals: Ana: 17 → 19 (+2)…" """
    return sentences([_("Round {k} changed.").format(k=number(k)), gains_sentence(change, after)])


def undo_notice(k: int, change: NightChange, after: Night) -> str:
    return sentences([_("Round {k} undone.").format(k=number(k)), gains_sentence(change, after)])


def restore_notice(change: NightChange, before: Night, after: Night) -> str:
    """The evening put back as it was before the browser moved."""
    return sentences([_("The evening is back as it was."), rounds_sentence(change, before, after)])


# --- this page's copy against the one this phone showed last -----------------------------------
def copy_notice(relation: Relation, here: Night, phone: Night) -> str:
    """What the copy of an evening on this page holds, compared with the copy of the same
    evening this phone showed last (another tab, an earlier visit, an older link)."""
    n, m = len(here.rounds), len(phone.rounds)
    if relation == "behind":
        head = n_(
            "This page shows an older copy of this evening than the one this phone showed "
            "last, which has {n} round.",
            "This page shows an older copy of this evening than the one this phone showed "
            "last, which has {n} rounds.",
            m,
        ).format(n=number(m))
    elif relation == "ahead":
        head = n_(
            "This page shows a newer copy of this evening than the one this phone showed "
            "last, which had {n} round.",
            "This page shows a newer copy of this evening than the one this phone showed "
            "last, which had {n} rounds.",
            m,
        ).format(n=number(m))
    elif relation == "diverged":
        head = _(
            "This page's copy of this evening and the one this phone showed last went "
            "different ways: each was changed on its own."
        )
    else:
        return ""
    parts = [
        head,
        n_(
            "The copy on this page counts {n} round.",
            "The copy on this page counts {n} rounds.",
            n,
        ).format(n=number(n)),
    ]
    if relation == "diverged":
        parts.append(_first_difference(here, phone))
    return sentences(parts)


def _first_difference(here: Night, phone: Night) -> str:
    for k, (a, b) in enumerate(zip(here.rounds, phone.rounds, strict=False), start=1):
        if a == b:
            continue
        if a.storyteller != b.storyteller:
            return _(
                "Round {k} was told by one player on this page ({here}) and by another in the "
                "phone's other copy ({phone})."
            ).format(
                k=number(k),
                here=here.players[a.storyteller],
                phone=phone.players[b.storyteller],
            )
        return _("Round {k} has other votes on this page than in the phone's other copy.").format(
            k=number(k)
        )
    return ""


def open_phone_copy_label(phone: Night) -> str:
    n = len(phone.rounds)
    return n_(
        "Open the phone's other copy ({n} round)", "Open the phone's other copy ({n} rounds)", n
    ).format(n=number(n))


# --- how far from the end ----------------------------------------------------------------------
def round_title(c: Countdown) -> str:
    """ "Round 6 of 8" where the draw pile ends the game after round 8, else "Round 6"."""
    if c.last_round is not None:
        return _("Round {k} of {last}").format(k=number(c.next_round), last=number(c.last_round))
    return _("Round {k}").format(k=number(c.next_round))


def countdown_sentence(c: Countdown, night: Night) -> str:
    """How far the next round is from the end: the pile's rounds left, the target and who
    leads."""
    parts = []
    if c.is_last:
        parts.append(_("Last round: the draw pile runs out after it."))
    elif c.rounds_after is not None and c.last_round is not None:
        parts.append(
            n_(
                "The draw pile runs out after round {last}: {n} more round after this one.",
                "The draw pile runs out after round {last}: {n} more rounds after this one.",
                c.rounds_after,
            ).format(last=number(c.last_round), n=number(c.rounds_after))
        )
    if c.target is not None and not 0 < len(c.leaders) <= MAX_LEADERS:
        parts.append(
            n_("Score target: {n} point.", "Score target: {n} points.", c.target).format(
                n=number(c.target)
            )
        )
    elif c.target is not None:
        parts.append(
            n_(
                "Score target: {n} point; leading: {names} ({best}).",
                "Score target: {n} points; leading: {names} ({best}).",
                c.target,
            ).format(
                n=number(c.target),
                names=join_list([night.players[s] for s in c.leaders]),
                best=number(c.best),
            )
        )
    return sentences(parts)


# --- the markers -------------------------------------------------------------------------------
def markers_sentence(rules: Ruleset, n: int) -> str:
    """Why a voter may tap two names at this table."""
    return n_(
        "{ruleset} gives each voter two markers at {n} player: tap one or two names.",
        "{ruleset} gives each voter two markers at {n} players: tap one or two names.",
        n,
    ).format(ruleset=tr(rules.name), n=number(n))


def markers_full() -> str:
    """What a third tap on a voter's names is told."""
    return _("Two markers at most: tap a chosen name again to take it back.")


# --- the table ---------------------------------------------------------------------------------
def players_sentence(rules: Ruleset) -> str:
    """ "Dixit (2021 refresh) is played by 3–6 players." """
    return _("{ruleset} is played by {players}.").format(
        ruleset=tr(rules.name), players=players_words(rules.min_players, rules.max_players)
    )
