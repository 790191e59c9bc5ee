"""Your evening under every edition: the same rounds scored under each shipped ruleset (and
house rules), side by side, and the first round where they part ways, explained.

An edition that cannot play the table (a player count it does not allow, a deck too small to
deal) is kept with the reason, not dropped; one that cannot score a round (two markers where it
allows one) is scored up to that round and says so; one whose game ends sooner (its pile or its
score target) stops there, and the rounds after are not counted under it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from explorer.i18n import _, join_list, n_, number, tr
from explorer.night.evening import Night
from explorer.night.facts import Difference, Tally
from explorer.night.tally import rules_of, stop_message, tally_until
from explorer.round.compare import compare_round
from explorer.round.game_words import end_sentence
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset

CACHE = 16  # evenings kept (a night under every edition: at most ~1 MB each)


@dataclass(frozen=True)
class Evenings:
    """The night under each ruleset (the night's own first), and the first difference."""

    night: Night
    tallies: tuple[Tally, ...]
    difference: Difference | None

    @property
    def playing(self) -> tuple[Tally, ...]:
        """The tallies of the rulesets that can play this table at all."""
        return tuple(t for t in self.tallies if t.stop is None or t.stop.at_round > 0)


def side_by_side(night: Night, rulesets: Sequence[Ruleset]) -> Evenings:
    """`night` under each of `rulesets`, in that order."""
    tallies = tuple(tally_until(night, rs) for rs in rulesets)
    return Evenings(night, tallies, first_difference(night, tallies))


def every_edition(night: Night, extra: Sequence[Ruleset] = ()) -> Evenings:
    """The night under its own rules first, then every shipped edition, then `extra` (rulesets
    already in the list are left out)."""
    if not extra:
        return _every_edition(night)
    return side_by_side(night, _rulesets(night, extra))


@lru_cache(maxsize=CACHE)
def _every_edition(night: Night) -> Evenings:
    return side_by_side(night, _rulesets(night, ()))


def _rulesets(night: Night, extra: Sequence[Ruleset]) -> list[Ruleset]:
    out = [rules_of(night)]
    for rs in (*load_rulesets(), *extra):
        if all(rs.id != o.id for o in out):
            out.append(rs)
    return out


def _state(t: Tally, k: int) -> tuple[object, ...]:
    if t.stop is not None and k >= t.stop.at_round:
        return ("unscorable",) if k == t.stop.at_round else ("stopped",)
    if t.end is not None and k > t.end.after_round:
        return ("over",)
    return ("points", t.rounds[k - 1].points, t.end is not None and t.end.after_round == k)


def first_difference(night: Night, tallies: Sequence[Tally]) -> Difference | None:
    """The first round where the rulesets that can play the table disagree (None: never)."""
    playing = [t for t in tallies if t.stop is None or t.stop.at_round > 0]
    for k in range(1, len(night.rounds) + 1):
        states = [_state(t, k) for t in playing]
        if len(set(states)) < 2:
            continue
        if any(s[0] == "unscorable" for s in states):
            return Difference(k, "unscorable")
        if len({s[1] for s in states if s[0] == "points"}) > 1:
            return Difference(k, "points")
        return Difference(k, "end")
    return None


# --- in words ----------------------------------------------------------------------------------
def edition_status(t: Tally) -> str:
    """One edition's verdict on the night: cannot play it, stopped at a round, over, or on."""
    if t.stop is not None:
        return stop_message(t)
    if t.end is not None:
        text = _("Over after round {k}.").format(k=number(t.end.after_round))
        after = t.rounds_after_end
        if after:
            text += " " + n_(
                "The {n} later round would not have been played.",
                "The {n} later rounds would not have been played.",
                after,
            ).format(n=number(after))
        return text + " " + end_sentence(t.end, t.game)
    return _("The game goes on after round {k}.").format(k=number(len(t.rounds)))


def difference_sentence(e: Evenings) -> str:
    """Where the editions first part ways, and why (the round's own comparison)."""
    d = e.difference
    if d is None:
        if len(e.playing) < 2:
            return ""
        return _("Every edition that can play this table scores every round alike.")
    head = _("Round {k} is the first where the editions disagree.").format(k=number(d.at_round))
    playing = e.playing
    if d.kind == "end":
        ended = [t for t in playing if t.end is not None and t.end.after_round == d.at_round]
        goes_on = [t for t in playing if t not in ended]
        why: dict[str, list[str]] = {}  # the same end in words → the editions ending so
        for t in ended:
            assert t.end is not None
            why.setdefault(end_sentence(t.end, t.game), []).append(tr(t.rules.name))
        parts = [head]
        for sentence, names in why.items():
            parts.append(_("Under {edition} the game ends there.").format(edition=join_list(names)))
            parts.append(sentence)
        if goes_on:
            parts.append(
                _("Under {editions} it goes on.").format(
                    editions=join_list([tr(t.rules.name) for t in goes_on])
                )
            )
        return " ".join(parts)
    summary = compare_round(e.night.situation(d.at_round), [t.rules for t in playing]).summary
    return f"{head} {summary or ''}".strip()
