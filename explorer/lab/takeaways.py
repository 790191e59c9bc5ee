"""One plain-words line per lab chart: what it shows, worked out from the numbers drawn.

Every sentence is computed from the engine's results (nothing about an edition is written in
by hand), so it stays true whatever the settings are.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from explorer.errors import DixitError
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.games import GamesSummary
from explorer.lab.rounds import RoundsSummary
from explorer.lab.summary import Z95, GamesStats, as_stats
from explorer.lab.sweeps import ExactSweep, GamesSweep
from explorer.rules.files import load_ruleset
from explorer.rules.house import HOUSE_ID
from explorer.rules.ruleset import Ruleset

HOUSE_LABEL = "House rules"  # the table's own ruleset on the lab's charts and tables
SAME = 1e-9  # exact numbers this close are the same number
GOOD_SHARE = 0.9  # "a good clue": at least this share of the best expected score


def edition_name(ruleset_id: str) -> str:
    """The edition's name for readers ("House rules" for the table's own; its id when the id
    is not a known ruleset)."""
    if ruleset_id == HOUSE_ID:
        return HOUSE_LABEL
    try:
        return load_ruleset(ruleset_id).name
    except DixitError:
        return ruleset_id


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _label(edition: str | Ruleset) -> str:
    return edition.name if isinstance(edition, Ruleset) else edition_name(edition)


def _ruleset(edition: str | Ruleset) -> Ruleset:
    return edition if isinstance(edition, Ruleset) else load_ruleset(edition)


def _names(ids: Sequence[str | Ruleset]) -> str:
    names = [_label(i) for i in ids]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _groups(ids: Sequence[str], values: Sequence[Sequence[float]], tol: float) -> list[list[int]]:
    """Indices grouped by equal value vectors (within tol), in first-seen order."""
    groups: list[list[int]] = []
    for i in range(len(ids)):
        for g in groups:
            if np.allclose(values[g[0]], values[i], rtol=0.0, atol=tol):
                g.append(i)
                break
        else:
            groups.append([i])
    return groups


def _good_range(c: SweetSpot) -> tuple[float, float]:
    """The p range (on the curve's grid) around the best where the storyteller keeps at least
    GOOD_SHARE of the best expected score."""
    y = np.asarray(c.expected)
    ok = y >= GOOD_SHARE * c.best_value - SAME
    lo = hi = c.best_index
    while lo > 0 and ok[lo - 1]:
        lo -= 1
    while hi < len(y) - 1 and ok[hi + 1]:
        hi += 1
    return c.p[lo], c.p[hi]


def sweet_spot_takeaway(curves: Sequence[SweetSpot]) -> str:
    if not curves:
        return ""
    players = curves[0].players
    groups = _groups([c.ruleset_id for c in curves], [c.expected for c in curves], SAME)
    parts = []
    for g in groups:
        c = curves[g[0]]
        lo, hi = _good_range(c)
        who = "every edition shown" if len(groups) == 1 and len(curves) > 1 else None
        who = who or _names([curves[i].ruleset_id for i in g])
        parts.append(
            f"in {who} the storyteller scores most, {c.best_value:.2f} points a turn on average, "
            f"when p = {c.best_p:.2f} (each voter has a {_pct(c.best_p)} chance to find the "
            f"card); any p from {lo:.2f} to {hi:.2f} still gives at least {_pct(GOOD_SHARE)} "
            "of that"
        )
    c = curves[0]
    ends = (
        f" A clue nobody can find (p = {c.p[0]:g}) gives {c.expected[0]:.2f} points and one "
        f"everybody finds (p = {c.p[-1]:g}) gives {c.expected[-1]:.2f}."
        if len(groups) == 1
        else ""
    )
    best = max(curves, key=lambda s: s.best_value)
    lead = f" The highest peak: {best.name} ({best.best_value:.2f})." if len(groups) > 1 else ""
    return f"At {players} players, " + "; ".join(parts) + "." + ends + lead


def heatmap_takeaway(h: Heatmap) -> str:
    z = np.asarray(h.expected)
    best_i = z.argmax(axis=1)
    best_p = [h.p[i] for i in best_i]
    best_v = z.max(axis=1)
    n0, n1 = h.players[0], h.players[-1]
    if max(best_p) - min(best_p) < SAME:
        where = f"the best clarity is p = {best_p[0]:.2f} at every player count ({n0}–{n1})"
    else:
        where = (
            f"the best clarity moves from p = {best_p[0]:.2f} at {n0} players to "
            f"p = {best_p[-1]:.2f} at {n1}"
        )
    top = int(best_v.argmax())
    low = int(best_v.argmin())
    return (
        f"For {h.name}, {where}. The storyteller's best expected score is highest at "
        f"{h.players[top]} players ({best_v[top]:.2f} points a turn) and lowest at "
        f"{h.players[low]} ({best_v[low]:.2f})."
    )


def outcome_takeaway(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> str:
    if not exact:
        return ""
    shares = [[e.outcomes["none"], e.outcomes["some"], e.outcomes["all"]] for e in exact]
    groups = _groups([e.ruleset_id for e in exact], shares, SAME)
    parts = []
    for g in groups:
        o = exact[g[0]].outcomes
        who = "In every edition shown" if len(groups) == 1 and len(exact) > 1 else None
        who = who or "In " + _names([exact[i].ruleset_id for i in g])
        parts.append(
            f"{who}, {_pct(o['some'])} of rounds end with some but not all voters finding the "
            f"card, {_pct(o['none'])} with nobody and {_pct(o['all'])} with everybody finding it"
        )
    text = "; ".join(parts) + " (exact)."
    by_id = {e.ruleset_id: e for e in exact}
    gaps = [
        abs(s.outcomes[o] - by_id[s.ruleset_id].outcomes[o])
        for s in simulated
        if s.ruleset_id in by_id
        for o in ("none", "some", "all")
    ]
    if gaps:
        rounds = min(s.rounds for s in simulated)
        text += (
            f" The simulated shares ({rounds:,} rounds) are within {100 * max(gaps):.1f} "
            "percentage points of the exact ones."
        )
    return text


def points_takeaway(simulated: Sequence[RoundsSummary], exact: Sequence[ExactRound] = ()) -> str:
    """The storyteller's and a voter's mean points per round, exact where known."""
    if not simulated:
        return ""
    by_id = {e.ruleset_id: e for e in exact}
    means = []
    for s in simulated:
        e = by_id.get(s.ruleset_id)
        st = e.storyteller_mean if e is not None else s.storyteller_mean
        vo = e.voter_mean if e is not None and e.voter_mean is not None else s.voter_mean
        hist = np.asarray(s.storyteller_hist)
        means.append((s.ruleset_id, st, vo, int(hist.argmax()), float(hist.max() / hist.sum())))
    ahead = sum(st > vo for _, st, vo, _, _ in means)
    lead = (
        f"The storyteller averages more points per round than a voter in {ahead} of "
        f"{len(means)} edition{'s' if len(means) > 1 else ''} shown"
        if ahead
        else "A voter averages at least as many points per round as the storyteller in every "
        "edition shown"
    )
    groups = _groups([m[0] for m in means], [[round(m[1], 2), round(m[2], 2)] for m in means], SAME)
    details = "; ".join(
        (
            "every edition"
            if len(groups) == 1 and len(means) > 1
            else _names([means[i][0] for i in g])
        )
        + f": storyteller {means[g[0]][1]:.2f}, voter {means[g[0]][2]:.2f}"
        for g in groups
    )
    mode, share = means[0][3], means[0][4]
    return (
        f"{lead} ({details}). The storyteller's most common score is {mode} "
        f"({_pct(share)} of rounds in {edition_name(means[0][0])})."
    )


Games = Sequence[GamesSummary | GamesStats]


def game_length_takeaway(played: Games) -> str:
    games = as_stats(played)
    parts = []
    for g in games:
        lo, hi = g.turns_min, g.turns_max
        name = edition_name(g.ruleset_id)
        if lo == hi:
            parts.append(f"{name} always lasts {lo} turns")
        else:
            parts.append(f"{name} lasts {g.turns_mean:.1f} turns on average ({lo} to {hi})")
    if not parts:
        return ""
    shortest = min(games, key=lambda g: g.turns_mean)
    tail = f" Shortest on average: {edition_name(shortest.ruleset_id)}." if len(games) > 1 else ""
    return "With these settings, " + "; ".join(parts) + "." + tail


def end_reason_takeaway(games: Games) -> str:
    always_target, always_pile, mixed = [], [], []
    for g in games:
        share = g.end_reason_counts["score_target"] / g.games
        if share >= 1.0:
            always_target.append(g.ruleset_id)
        elif share <= 0.0:
            always_pile.append(g.ruleset_id)
        else:
            mixed.append(f"{edition_name(g.ruleset_id)} ({_pct(share)})")
    parts = []
    if always_target:
        parts.append(f"Someone always reaches the score target first in {_names(always_target)}")
    if always_pile:
        parts.append(f"the pile always runs out first in {_names(always_pile)}")
    if mixed:
        parts.append(
            "the score target ends only part of the games in "
            + (mixed[0] if len(mixed) == 1 else ", ".join(mixed[:-1]) + " and " + mixed[-1])
        )
    if not parts:
        return ""
    text = "; ".join(parts) + "."
    return text[0].upper() + text[1:]


def seat_takeaway(games: Games) -> str:
    """The biggest gap from a fair share of wins, and how big a gap chance alone makes."""
    if not games:
        return ""
    fair = 1.0 / games[0].players
    gaps = [
        (float(w) - fair, seat + 1, g.ruleset_id)
        for g in games
        for seat, w in enumerate(g.win_chance_by_seat)
    ]
    gap, seat, rid = max(gaps, key=lambda t: abs(t[0]))
    n = min(g.games for g in games)
    # three standard errors of one seat's share: the biggest of many gaps often passes two
    noise = 3.0 * math.sqrt(fair * (1.0 - fair) / n)
    verdict = "more than chance alone is likely to make" if abs(gap) > noise else "could be chance"
    return (
        f"A fair share is 1/{games[0].players} = {100 * fair:.1f}% of the wins per seat. The "
        f"biggest gap: seat {seat} in {edition_name(rid)} wins {100 * (fair + gap):.1f}% "
        f"({100 * gap:+.1f} points): {verdict} (with {n:,} games, gaps under ±{100 * noise:.1f} "
        "points can be chance)."
    )


def second_vote_note(ruleset_ids: Sequence[str | Ruleset], players: int) -> str:
    """Which editions shown (ids, or rulesets such as house rules) let voters cast a second
    vote at this player count (q's reach)."""
    two = [rid for rid in ruleset_ids if _ruleset(rid).max_votes(players) >= 2]
    if not two:
        return f"No edition shown allows a second vote at {players} players: q changes nothing."
    return f"At {players} players a second vote is allowed in {_names(two)}: q applies there."


# --- sweeps and what the rules do to a chart ---------------------------------------------------


def _counts(ns: Sequence[int]) -> str:
    """'3–6' for a run of counts, '5, 7' otherwise."""
    ns = sorted(ns)
    if len(ns) > 2 and ns == list(range(ns[0], ns[-1] + 1)):
        return f"{ns[0]}–{ns[-1]}"
    return ", ".join(str(n) for n in ns)


def exact_sweep_takeaway(sweeps: Sequence[ExactSweep]) -> str:
    """How the best p and the storyteller's best score move with the player count; editions
    whose numbers are the same are named together."""
    if not sweeps:
        return ""
    groups: dict[tuple[float, ...], list[int]] = {}
    for i, w in enumerate(sweeps):  # equal to 9 decimals: the same numbers
        key = tuple(round(x, 9) for x in (*w.players, *w.best_p, *w.best_value))
        groups.setdefault(key, []).append(i)
    parts = []
    for group in groups.values():
        w = sweeps[group[0]]
        who = _names([sweeps[i].ruleset_id for i in group])
        lo, hi = w.players[0], w.players[-1]
        if max(w.best_p) - min(w.best_p) < SAME:
            best = f"the best p stays at {w.best_p[0]:.2f} from {lo} to {hi} players"
        else:
            best = f"the best p moves from {w.best_p[0]:.2f} at {lo} players to {w.best_p[-1]:.2f} at {hi}"
        parts.append(
            f"in {who} {best}, worth {w.best_value[0]:.2f} points a turn at {lo} and "
            f"{w.best_value[-1]:.2f} at {hi}"
        )
    text = "; ".join(parts) + "."
    return text[0].upper() + text[1:]


def pile_notes(sweeps: Sequence[GamesSweep]) -> list[str]:
    """Where the pile ends every game after a few turns, in words (one line per edition)."""
    out = []
    for w in sweeps:
        short = [
            (n, d, t)
            for n, d, t in zip(w.players, w.decks, w.pile_turns, strict=True)
            if t is not None and t < n
        ]
        if not short:
            continue
        n, d, t = short[-1]
        at = [n for n, _, _ in short]
        where = (
            f"at {_counts(at)} players"
            if w.over == "players"
            else f"with {_counts([d for _, d, _ in short])} cards"
        )
        out.append(
            f"{w.name} {where}: the pile ends every game before each player has told a story "
            f"(at {n} players on {d} cards, after {t} turn{'s' if t != 1 else ''})."
        )
    return out


def pile_note(ruleset_id: str, players: int, deck: int, turns: int | None) -> str:
    """One edition at one table: what its pile does to the length of a game."""
    if turns is None:
        return ""
    name = edition_name(ruleset_id)
    if turns < players:
        return (
            f"{name} at {players} players on its {deck}-card deck always ends after {turns} "
            f"turn{'s' if turns != 1 else ''}: the pile runs out before {players - turns} of the "
            f"{players} players have told a story."
        )
    return f"{name} at {players} players: the {deck}-card pile ends every game after {turns} turns at the latest."


def deck_note(ruleset_ids: Sequence[str | Ruleset], deck: int) -> str:
    """Which editions (ids, or rulesets such as house rules) the deck setting does not apply
    to, and why."""
    fixed = [rid for rid in ruleset_ids if len(_ruleset(rid).decks) == 1]
    free = [rid for rid in ruleset_ids if rid not in fixed]
    if not fixed:
        return ""
    one = {_ruleset(rid).decks[0] for rid in fixed}
    size = f"{one.pop()}-card deck" if len(one) == 1 else "own single deck"
    text = f"The deck setting does not apply to {_names(fixed)}: played with its one {size} only"
    if free:
        text += f"; it applies to {_names(free)}"
    return text + "."


def sweep_length_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = []
    for w in sweeps:
        first, last = w.points[0], w.points[-1]
        parts.append(
            f"{w.name}: {first.turns_mean:.1f} turns at {first.players} players, "
            f"{last.turns_mean:.1f} at {last.players}"
        )
    return "; ".join(parts) + "." if parts else ""


def sweep_seat_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    """The first storyteller's biggest edge over a fair share, and whether chance explains it."""
    points = [(g.first_seat_edge, g.seat_se(0), g, w.name) for w in sweeps for g in w.points]
    if not points:
        return ""
    edge, se, g, name = max(points, key=lambda t: abs(t[0]))
    verdict = (
        "more than chance alone is likely to make" if abs(edge) > 3 * se else "could be chance"
    )
    return (
        f"Biggest edge of the first storyteller: {100 * edge:+.1f} points in {name} at "
        f"{g.players} players (±{100 * Z95 * se:.1f} for 95% confidence): {verdict}."
    )


def sweep_margin_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = [
        f"{w.name} {w.points[0].margin_mean:.1f} → {w.points[-1].margin_mean:.1f} points "
        f"({w.points[0].players} → {w.points[-1].players} players)"
        for w in sweeps
    ]
    return "The winner's average lead: " + "; ".join(parts) + "." if parts else ""


def deck_sweep_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = [
        f"{w.name}: " + ", ".join(f"{g.turns_mean:.1f} turns with {g.deck} cards" for g in w.points)
        for w in sweeps
    ]
    return "; ".join(parts) + "." if parts else ""
