"""One plain-words line per lab chart of whole games and of the sweeps over player counts and
decks: what it shows, worked out from the numbers drawn (rounds: `takeaways`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from explorer.i18n import _, n_, number, percent, tr
from explorer.lab.games import GamesSummary
from explorer.lab.names import join, label, labels
from explorer.lab.summary import Z95, GamesStats, as_stats
from explorer.lab.sweeps import GamesSweep
from explorer.lab.takeaways import capital, num, pct, signed
from explorer.rules.ruleset import Ruleset

Games = Sequence[GamesSummary | GamesStats]


def game_length_takeaway(played: Games) -> str:
    games = as_stats(played)
    parts = []
    for g in games:
        lo, hi = g.turns_min, g.turns_max
        name = label(g.ruleset)
        if lo == hi:
            parts.append(
                n_(
                    "{edition} always lasts {n} turn", "{edition} always lasts {n} turns", lo
                ).format(edition=name, n=number(lo))
            )
        else:
            parts.append(
                # TRANSLATORS: {mean} has one decimal (12.3 turns)
                _("{edition} lasts {mean} turns on average ({low} to {high})").format(
                    edition=name, mean=num(g.turns_mean, 1), low=number(lo), high=number(hi)
                )
            )
    if not parts:
        return ""
    text = _("With these settings, {clauses}.").format(clauses="; ".join(parts))
    if len(games) > 1:
        shortest = min(games, key=lambda g: g.turns_mean)
        text += " " + _("Shortest on average: {edition}.").format(edition=label(shortest.ruleset))
    return text


def end_reason_takeaway(games: Games) -> str:
    always_target: list[Ruleset] = []
    always_pile: list[Ruleset] = []
    mixed: list[str] = []
    for g in games:
        share = g.end_reason_counts["score_target"] / g.games
        if share >= 1.0:
            always_target.append(g.ruleset)
        elif share <= 0.0:
            always_pile.append(g.ruleset)
        else:
            mixed.append(f"{label(g.ruleset)} ({pct(share)})")
    parts = []
    if always_target:
        parts.append(
            _("Someone always reaches the score target first in {editions}").format(
                editions=labels(always_target)
            )
        )
    if always_pile:
        parts.append(
            _("the pile always runs out first in {editions}").format(editions=labels(always_pile))
        )
    if mixed:
        parts.append(
            # TRANSLATORS: {editions}: edition names, each with its share, "Dixit (2008) (40%)"
            _("the score target ends only part of the games in {editions}").format(
                editions=join(mixed)
            )
        )
    if not parts:
        return ""
    # TRANSLATORS: {clauses} are the sentence's clauses, joined by semicolons
    return capital(_("{clauses}.").format(clauses="; ".join(parts)))


def _verdict(gap: float, noise: float) -> str:
    if abs(gap) > noise:
        return _("more than chance alone is likely to make")
    return _("could be chance")


def seat_takeaway(games: Games) -> str:
    """The biggest gap from a fair share of wins, and how big a gap chance alone makes."""
    if not games:
        return ""
    fair = 1.0 / games[0].players
    gaps = [
        (float(w) - fair, seat + 1, g.ruleset)
        for g in games
        for seat, w in enumerate(g.win_chance_by_seat)
    ]
    gap, seat, ruleset = max(gaps, key=lambda t: abs(t[0]))
    n = min(g.games for g in games)
    # three standard errors of one seat's share: the biggest of many gaps often passes two
    noise = 3.0 * math.sqrt(fair * (1.0 - fair) / n)
    return n_(
        "A fair share is 1/{players} = {fair} of the wins per seat. The biggest gap: seat "
        "{seat} in {edition} wins {share} ({gap} points): {verdict} (with {n} game, gaps under "
        "±{noise} points can be chance).",
        "A fair share is 1/{players} = {fair} of the wins per seat. The biggest gap: seat "
        "{seat} in {edition} wins {share} ({gap} points): {verdict} (with {n} games, gaps "
        "under ±{noise} points can be chance).",
        n,
    ).format(
        players=games[0].players,
        fair=percent(fair, 1),
        seat=seat,
        edition=label(ruleset),
        share=percent(fair + gap, 1),
        gap=signed(100 * gap),
        verdict=_verdict(gap, noise),
        n=number(n),
        noise=num(100 * noise, 1),
    )


def sweep_length_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = []
    for w in sweeps:
        first, last = w.points[0], w.points[-1]
        parts.append(
            # TRANSLATORS: {first}/{last}: mean turns per game, one decimal
            _("{edition}: {first} turns at {low} players, {last} at {high}").format(
                edition=tr(w.name),
                first=num(first.turns_mean, 1),
                low=number(first.players),
                last=num(last.turns_mean, 1),
                high=number(last.players),
            )
        )
    return _("{clauses}.").format(clauses="; ".join(parts)) if parts else ""


def sweep_seat_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    """The first storyteller's biggest edge over a fair share, and whether chance explains it."""
    points = [(g.first_seat_edge, g.seat_se(0), g, w.name) for w in sweeps for g in w.points]
    if not points:
        return ""
    edge, se, g, name = max(points, key=lambda t: abs(t[0]))
    return n_(
        "Biggest edge of the first storyteller: {edge} points in {edition} at {n} player "
        "(±{interval} for {confidence} confidence): {verdict}.",
        "Biggest edge of the first storyteller: {edge} points in {edition} at {n} players "
        "(±{interval} for {confidence} confidence): {verdict}.",
        g.players,
    ).format(
        edge=signed(100 * edge),
        edition=tr(name),
        n=number(g.players),
        interval=num(100 * Z95 * se, 1),
        confidence=percent(0.95),
        verdict=_verdict(edge, 3 * se),
    )


def sweep_margin_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = [
        # TRANSLATORS: the winner's average lead at the fewest and the most players
        _("{edition} {first} → {last} points ({low} → {high} players)").format(
            edition=tr(w.name),
            first=num(w.points[0].margin_mean, 1),
            last=num(w.points[-1].margin_mean, 1),
            low=number(w.points[0].players),
            high=number(w.points[-1].players),
        )
        for w in sweeps
    ]
    if not parts:
        return ""
    return _("The winner's average lead: {clauses}.").format(clauses="; ".join(parts))


def deck_sweep_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = [
        _("{edition}: {lengths}").format(
            edition=tr(w.name),
            lengths=", ".join(
                _("{turns} turns with {deck} cards").format(
                    turns=num(g.turns_mean, 1), deck=number(g.deck)
                )
                for g in w.points
            ),
        )
        for w in sweeps
    ]
    return _("{clauses}.").format(clauses="; ".join(parts)) if parts else ""
