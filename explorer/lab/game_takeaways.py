"""One plain-words line per lab chart of whole games and of the sweeps over player counts and
decks: what it shows, worked out from the numbers drawn (rounds: `takeaways`).

Every simulated number is written with its 95% interval (`explorer.lab.stats`, written by
`explorer.lab.interval_words`), and every verdict is read off the interval printed beside it.
Where the largest of many gaps is judged, the sentence says so and prints the wider interval it
is judged with. Editions whose numbers cannot be told apart are named together (a tie is a
tie), and degenerate games (the pile ends every game within two turns) are labelled and kept
out of "shortest" and "longest" unless asked for.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from explorer.i18n import _, join_list, n_, number, percent, semicolons
from explorer.lab import interval_words as say
from explorer.lab import stats
from explorer.lab.games import GamesSummary
from explorer.lab.names import label, labels
from explorer.lab.stats import Estimate
from explorer.lab.summary import DEGENERATE_TURNS, GamesStats, as_stats
from explorer.lab.sweeps import GamesSweep
from explorer.lab.tables import pile_gaps, reference_deck
from explorer.lab.takeaways import capital
from explorer.rules.ruleset import Ruleset

Games = Sequence[GamesSummary | GamesStats]
TURN_DECIMALS = 1
GAP_DECIMALS = 1  # percentage points


def _extremes(
    games: Sequence[GamesStats], decimals: int = TURN_DECIMALS
) -> tuple[list[GamesStats], list[GamesStats]]:
    """The games shortest on average and those longest, each with those tied with it (whose
    difference from it could be chance at the printed precision)."""
    low = min(games, key=lambda g: g.turns_mean)
    high = max(games, key=lambda g: g.turns_mean)
    shortest = [g for g in games if not stats.distinguishable(g.turns, low.turns, decimals)]
    longest = [g for g in games if not stats.distinguishable(g.turns, high.turns, decimals)]
    return shortest, longest


def degenerate_clause(g: GamesStats) -> str:
    turns = g.pile_limit or 0
    return n_(
        "{edition} at {players} players on {deck} cards always ends after {n} turn: the pile "
        "runs out (a degenerate game, left out of the comparisons)",
        "{edition} at {players} players on {deck} cards always ends after {n} turns: the pile "
        "runs out (a degenerate game, left out of the comparisons)",
        turns,
    ).format(
        edition=label(g.ruleset),
        players=number(g.players),
        deck=number(g.deck),
        n=number(turns),
    )


def length_comparison(games: Sequence[GamesStats]) -> str:
    """Which editions are shortest and longest on average, ties named together ("" for
    fewer than two)."""
    if len(games) < 2:
        return ""
    shortest, longest = _extremes(games)
    if len(shortest) == len(games):
        return _("On average they all last as long: the gaps between them could be chance.")
    names = (labels([g.ruleset for g in shortest]), labels([g.ruleset for g in longest]))
    if len(shortest) > 1 or len(longest) > 1:
        return _(
            "Shortest on average: {shortest}; longest: {longest} (editions named together are "
            "tied: the gaps between them could be chance)."
        ).format(shortest=names[0], longest=names[1])
    return _("Shortest on average: {shortest}; longest: {longest}.").format(
        shortest=names[0], longest=names[1]
    )


def game_length_takeaway(played: Games, *, include_degenerate: bool = False) -> str:
    games = as_stats(played)
    parts = []
    for g in games:
        lo, hi = g.turns_min, g.turns_max
        name = label(g.ruleset)
        if g.degenerate:
            parts.append(degenerate_clause(g))
        elif lo == hi:
            parts.append(
                n_(
                    "{edition} always lasts {n} turn", "{edition} always lasts {n} turns", lo
                ).format(edition=name, n=number(lo))
            )
        else:
            parts.append(
                # TRANSLATORS: {mean} is "11.2 (95% interval: 11.1 to 11.3)"
                _("{edition} lasts {mean} turns on average (single games: {low} to {high})").format(
                    edition=name,
                    mean=say.long(g.turns, TURN_DECIMALS),
                    low=number(lo),
                    high=number(hi),
                )
            )
    if not parts:
        return ""
    text = _("With these settings, {clauses}.").format(clauses=semicolons(parts))
    compared = [g for g in games if include_degenerate or not g.degenerate]
    comparison = length_comparison(compared)
    return f"{text} {comparison}" if comparison else text


def end_reason_takeaway(played: Games) -> str:
    always_target: list[Ruleset] = []
    always_pile: list[Ruleset] = []
    mixed: list[str] = []
    for g in as_stats(played):
        est = g.end_estimate("score_target")
        if est.value >= 1.0:
            always_target.append(g.ruleset)
        elif est.value <= 0.0:
            always_pile.append(g.ruleset)
        else:
            mixed.append(f"{label(g.ruleset)} ({say.inside(est, 1, share=True)})")
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
            # TRANSLATORS: {editions}: edition names, each with its share and its interval,
            # "Dixit (2008) (40.2%; 95% interval: 37.2% to 43.3%)"
            _("the score target ends only part of the games in {editions}").format(
                editions=join_list(mixed)
            )
        )
    if not parts:
        return ""
    # TRANSLATORS: {clauses} are the sentence's clauses, joined by semicolons
    return capital(_("{clauses}.").format(clauses=semicolons(parts)))


def gap_from_fair(est: Estimate) -> str:
    """A seat's signed gap from a fair share in words: "{gap} points more than a fair share"
    or "… less than a fair share" (`est` in percentage points)."""
    size = say.gap_size(est, GAP_DECIMALS)
    value = est.rounded(GAP_DECIMALS)[0]
    if value == 0:
        return _("as much as a fair share")
    if value > 0:
        # TRANSLATORS: {gap} is a number of percentage points, "1.2"
        return _("{gap} points more than a fair share").format(gap=size)
    return _("{gap} points less than a fair share").format(gap=size)


def judged(est: Estimate, comparisons: int) -> str:
    """The interval a gap is judged with, and the verdict it gives; for the largest of several
    gaps, said to be the wider interval that this takes."""
    interval = say.gap_interval(est, GAP_DECIMALS)
    verdict = say.verdict_words(est, GAP_DECIMALS)
    if comparisons <= 1:
        return _("{interval}: {verdict}").format(interval=interval, verdict=verdict)
    return n_(
        "judged as the largest of {n} gap, with a wider interval ({interval}): {verdict}",
        "judged as the largest of {n} gaps, with a wider interval ({interval}): {verdict}",
        comparisons,
    ).format(n=number(comparisons), interval=interval, verdict=verdict)


def seat_takeaway(played: Games) -> str:
    """The biggest gap from a fair share of wins, judged as the largest of all seats' gaps."""
    games = as_stats(played)
    if not games:
        return ""
    m = sum(g.players for g in games)
    level = stats.wider_level(m)
    gaps = [
        (g.seat_gap(seat, level).scaled(100), seat + 1, g)
        for g in games
        for seat in range(g.players)
    ]
    est, seat, g = max(gaps, key=lambda t: abs(t[0].value))
    return _(
        "A fair share is 1/{players} = {fair} of the wins per seat. The biggest gap: seat "
        "{seat} in {edition} wins {share}, {gap}; {judged}."
    ).format(
        players=number(g.players),
        fair=percent(g.fair_share, 1),
        seat=number(seat),
        edition=label(g.ruleset),
        share=percent(g.win_chance_by_seat[seat - 1], 1),
        gap=gap_from_fair(est),
        judged=judged(est, m),
    )


def _sweep_points(sweeps: Sequence[GamesSweep], include_degenerate: bool) -> list[GamesStats]:
    return [g for w in sweeps for g in w.points if include_degenerate or not g.degenerate]


def _ends(sweeps: Sequence[GamesSweep]) -> Iterator[tuple[GamesSweep, GamesStats, GamesStats]]:
    """Each sweep with its first and last point that is not degenerate (sweeps with none are
    left out)."""
    for w in sweeps:
        real = [g for g in w.points if not g.degenerate]
        if real:
            yield w, real[0], real[-1]


def _left_out(w: GamesSweep) -> str:
    """' (at 11 and 12 players the pile ends every game within two turns: left out)'."""
    counts = [g.players if w.over == "players" else g.deck for g in w.points if g.degenerate]
    if not counts:
        return ""
    listed = join_list([number(c) for c in counts])
    if w.over == "players":
        text = _(
            "at {counts} players the pile ends every game within {turns} turns: a degenerate "
            "game, left out"
        )
    else:
        text = _(
            "with {counts} cards the pile ends every game within {turns} turns: a degenerate "
            "game, left out"
        )
    return " (" + text.format(counts=listed, turns=number(DEGENERATE_TURNS)) + ")"


def sweep_length_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    """Game length at the fewest and the most players each edition allows (degenerate counts
    left out and named), with intervals; which edition is shortest over all counts is not
    said (they differ by count)."""
    parts = []
    for w, first, last in _ends(sweeps):
        parts.append(
            # TRANSLATORS: {first}/{last}: mean turns per game with their intervals
            _("{edition}: {first} turns at {low} players, {last} at {high}").format(
                edition=label(w.ruleset),
                first=say.short(first.turns, TURN_DECIMALS),
                low=number(first.players),
                last=say.short(last.turns, TURN_DECIMALS),
                high=number(last.players),
            )
            + _left_out(w)
        )
    if not parts:
        return ""
    # TRANSLATORS: {clauses}: clauses with numbers, each with its 95% interval in brackets
    return _("{clauses} (95% intervals in brackets).").format(clauses=semicolons(parts))


def sweep_end_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    """The share of games the pile ends (the others end at the score target) at the fewest and
    the most players each edition allows, with intervals (degenerate counts left out and
    named): the "games ended by the pile" chart in words."""
    parts = []
    for w, first, last in _ends(sweeps):
        parts.append(
            # TRANSLATORS: {first}/{last}: shares of games with their intervals, "Dixit (2008):
            # the pile ends 12.0% (8.1%–17.4%) of games at 3 players, 100% at 6"
            _(
                "{edition}: the pile ends {first} of games at {low} players, {last} at {high}"
            ).format(
                edition=label(w.ruleset),
                first=say.short(first.end_estimate("deck"), 1, share=True),
                low=number(first.players),
                last=say.short(last.end_estimate("deck"), 1, share=True),
                high=number(last.players),
            )
            + _left_out(w)
        )
    if not parts:
        return ""
    return _("{clauses} (95% intervals in brackets).").format(clauses=semicolons(parts))


def sweep_seat_takeaway(sweeps: Sequence[GamesSweep], *, include_degenerate: bool = False) -> str:
    """The first storyteller's biggest gap from a fair share over every edition and player
    count, judged as the largest of them all."""
    points = _sweep_points(sweeps, include_degenerate)
    names = {id(g): w.ruleset for w in sweeps for g in w.points}
    if not points:
        return ""
    m = len(points)
    level = stats.wider_level(m)
    est, g = max(
        ((g.seat_gap(0, level).scaled(100), g) for g in points), key=lambda t: abs(t[0].value)
    )
    return n_(
        "The first storyteller's biggest gap: seat 1 in {edition} at {n} player wins "
        "{gap}; {judged}.",
        "The first storyteller's biggest gap: seat 1 in {edition} at {n} players wins "
        "{gap}; {judged}.",
        g.players,
    ).format(
        edition=label(names[id(g)]),
        n=number(g.players),
        gap=gap_from_fair(est),
        judged=judged(est, m),
    )


def sweep_margin_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = []
    for w, first, last in _ends(sweeps):
        parts.append(
            # TRANSLATORS: the winner's average lead at the fewest and the most players, each
            # with its interval: "Dixit (2008) 2.7 (2.6–2.8) → 3.1 (3.0–3.2) points (3 → 6 players)"
            _("{edition} {first} → {last} points ({low} → {high} players)").format(
                edition=label(w.ruleset),
                first=say.short(first.margin, TURN_DECIMALS),
                last=say.short(last.margin, TURN_DECIMALS),
                low=number(first.players),
                high=number(last.players),
            )
        )
    if not parts:
        return ""
    return _("The winner's average lead: {clauses} (95% intervals in brackets).").format(
        clauses=semicolons(parts)
    )


def _pile_gap(gap: Estimate, deck: int) -> str:
    est = gap.scaled(100)
    size = say.gap_size(est, GAP_DECIMALS)
    if est.rounded(GAP_DECIMALS)[0] >= 0:
        # TRANSLATORS: {gap}: a number of percentage points; {deck}: the reference deck, 84
        text = _("{gap} percentage points more than with {deck} cards")
    else:
        text = _("{gap} percentage points less than with {deck} cards")
    return (
        text.format(gap=size, deck=number(deck))
        + " ("
        + say.gap_interval(est, GAP_DECIMALS)
        + "): "
        + say.verdict_words(est, GAP_DECIMALS)
    )


def deck_sweep_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    """Per edition and deck: game length and the share of games the pile ends, each with its
    interval, and that share against the reference deck's (84 cards) with the difference's
    interval and verdict."""
    clauses = []
    for w in sweeps:
        ref = reference_deck(w)
        decks = []
        for g, gap in zip(w.points, pile_gaps(w), strict=True):
            text = _("with {deck} cards, {turns} turns and the pile ends {share} of games").format(
                deck=number(g.deck),
                turns=say.short(g.turns, TURN_DECIMALS),
                share=say.short(g.end_estimate("deck"), 1, share=True),
            )
            if g.deck != ref:
                text += ", " + _pile_gap(gap, ref)
            if g.degenerate:
                text += " " + _("(a degenerate game: the pile ends it within two turns)")
            decks.append(text)
        clauses.append(
            _("{edition} at {n} players: {decks}").format(
                edition=label(w.ruleset), n=number(w.players[0]), decks=semicolons(decks)
            )
        )
    if not clauses:
        return ""
    return _("{clauses} (95% intervals in brackets).").format(clauses=". ".join(clauses))
