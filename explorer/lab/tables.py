"""The numbers behind each lab chart, as rows (list of dicts): for tables and CSV downloads.

Each row names its ruleset twice: the id (stable, for code) and the edition name (for readers
opening the CSV)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from explorer.i18n import _, number
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.games import END_REASONS, GamesSummary
from explorer.lab.names import label
from explorer.lab.rounds import RoundsSummary
from explorer.lab.summary import Z95, GamesStats, as_stats
from explorer.lab.sweeps import ExactSweep, GamesSweep
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Outcome

Rows = list[dict[str, Any]]


def sweet_spot_rows(curves: Sequence[SweetSpot]) -> Rows:
    rows: Rows = []
    for c in curves:
        rid, name, best = c.ruleset_id, label(c.ruleset), c.best_index  # once per curve
        rows.extend(
            {
                "ruleset": rid,
                "edition": name,
                "players": c.players,
                "p": p,
                "storyteller_expected": e,
                "is_max": i == best,
            }
            for i, (p, e) in enumerate(zip(c.p, c.expected, strict=True))
        )
    return rows


def heatmap_rows(h: Heatmap) -> Rows:
    rid, name = h.ruleset_id, label(h.ruleset)
    return [
        {"ruleset": rid, "edition": name, "players": n, "p": p, "storyteller_expected": e}
        for n, row in zip(h.players, h.expected, strict=True)
        for p, e in zip(h.p, row, strict=True)
    ]


def outcome_rows(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> Rows:
    """Outcome shares, each ruleset's exact numbers followed by its simulated ones."""
    sources: list[tuple[Ruleset, str, dict[Outcome, float]]] = []
    for e in exact:
        sources.append((e.ruleset, "exact", e.outcomes))
        sources.extend(
            (s.ruleset, "simulated", s.outcomes) for s in simulated if s.ruleset_id == e.ruleset_id
        )
    known = {e.ruleset_id for e in exact}
    sources.extend(
        (s.ruleset, "simulated", s.outcomes) for s in simulated if s.ruleset_id not in known
    )
    return [
        {
            "ruleset": ruleset.id,
            "edition": label(ruleset),
            "source": source,
            "outcome": o,
            "share": share,
        }
        for ruleset, source, shares in sources
        for o, share in shares.items()
    ]


def points_rows(simulated: Sequence[RoundsSummary]) -> Rows:
    rows: Rows = []
    for s in simulated:
        for role, hist in (("storyteller", s.storyteller_hist), ("voter", s.voter_hist)):
            total = sum(hist)
            for points, count in enumerate(hist):
                if count:
                    rows.append(
                        {
                            "ruleset": s.ruleset_id,
                            "edition": label(s.ruleset),
                            "role": role,
                            "points": points,
                            "share": count / total,
                        }
                    )
    return rows


Games = Sequence[GamesSummary | GamesStats]


def game_length_rows(played: Games) -> Rows:
    rows: Rows = []
    for g in as_stats(played):
        for turns, count in enumerate(g.turn_counts):
            if count:
                rows.append(
                    {
                        "ruleset": g.ruleset_id,
                        "edition": label(g.ruleset),
                        "turns": turns,
                        "share": int(count) / g.games,
                    }
                )
    return rows


def end_reason_rows(played: Games) -> Rows:
    games = as_stats(played)
    return [
        {
            "ruleset": g.ruleset_id,
            "edition": label(g.ruleset),
            "end_reason": r,
            "share": g.end_reason_counts[r] / g.games,
        }
        for g in games
        for r in END_REASONS
    ]


def seat_rows(played: Games) -> Rows:
    games = as_stats(played)
    return [
        {
            "ruleset": g.ruleset_id,
            "edition": label(g.ruleset),
            "seat": seat + 1,
            "win_share": float(w),
        }
        for g in games
        for seat, w in enumerate(g.win_chance_by_seat)
    ]


def game_summary_rows(played: Games) -> Rows:
    return [
        {
            "edition": label(g.ruleset),
            "games": g.games,
            "deck": g.deck,
            "mean turns": g.turns_mean,
            "ended by score target": g.end_reason_counts["score_target"] / g.games,
            "winner's mean score": g.winner_score_mean,
            "winner's mean margin": g.margin_mean,
            "shared wins": g.shared_wins / g.games,
        }
        for g in as_stats(played)
    ]


def exact_sweep_rows(sweeps: Sequence[ExactSweep]) -> Rows:
    """The storyteller's exact numbers at each player count."""
    return [
        {
            "ruleset": w.ruleset_id,
            "edition": w.name,
            "players": n,
            "storyteller_expected": e,
            "best_p": bp,
            "storyteller_expected_at_best_p": bv,
        }
        for w in sweeps
        for n, e, bp, bv in zip(w.players, w.expected, w.best_p, w.best_value, strict=True)
    ]


def games_sweep_rows(sweeps: Sequence[GamesSweep]) -> Rows:
    """Each simulated point of a sweep with its spread: standard errors (95% interval =
    mean ± 1.96 se) and the 10th/90th percentiles of single games."""
    rows: Rows = []
    for w in sweeps:
        for g, limit in zip(w.points, w.pile_turns, strict=True):
            rows.append(
                {
                    "ruleset": w.ruleset_id,
                    "edition": w.name,
                    "players": g.players,
                    "deck": g.deck,
                    "games": g.games,
                    "turns_mean": g.turns_mean,
                    "turns_se": g.turns_se,
                    "turns_p10": g.turns_quantile(0.1),
                    "turns_p90": g.turns_quantile(0.9),
                    "pile_ends_every_game_after": "" if limit is None else limit,
                    "ended_by_pile": g.end_share("deck"),
                    "ended_by_pile_se": g.end_share_se("deck"),
                    "winner_margin_mean": g.margin_mean,
                    "winner_margin_se": g.margin_se,
                    "winner_margin_p10": g.margin_quantile(0.1),
                    "winner_margin_p90": g.margin_quantile(0.9),
                    "seat1_win_share": g.win_chance_by_seat[0],
                    "seat1_win_share_se": g.seat_se(0),
                    "fair_share": g.fair_share,
                    "seat1_edge": g.first_seat_edge,
                }
            )
    return rows


def interval(mean: float, se: float) -> tuple[float, float]:
    """The 95% interval of a simulated mean."""
    return mean - Z95 * se, mean + Z95 * se


def round_rows(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> Rows:
    """One round per edition: exact shares and means; the voter's mean from the simulation
    where it has no exact form (said in words, never an empty cell)."""
    sims = {s.ruleset_id: s for s in simulated}
    rows: Rows = []
    for e in exact:
        s = sims.get(e.ruleset_id)
        if e.voter_mean is not None:
            mean: float | None = e.voter_mean
            source = "exact"
            text = _("{mean} (exact)").format(mean=number(e.voter_mean, 2))
        elif s is not None:
            mean, source = s.voter_mean, "simulated"
            text = _("{mean} ± {error} (simulated)").format(
                mean=number(s.voter_mean, 2), error=number(s.voter_se, 2)
            )
        else:
            mean, source, text = None, "", _("needs the simulation")
        rows.append(
            {
                "ruleset": e.ruleset_id,
                "edition": label(e.ruleset),
                "all found": e.outcomes["all"],
                "none found": e.outcomes["none"],
                "some found": e.outcomes["some"],
                "storyteller's mean points": e.storyteller_mean,
                "voter's mean points": text,
                "voter_mean": mean,
                "voter_mean_source": source,
            }
        )
    return rows
