"""The numbers behind each lab chart, as rows (list of dicts): for tables and CSV downloads.

Each row names its ruleset twice: the id (stable, for code) and the edition name (for readers
opening the CSV)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.games import END_REASONS, GamesSummary
from explorer.lab.rounds import RoundsSummary
from explorer.lab.takeaways import edition_name
from explorer.rules.values import Outcome

Rows = list[dict[str, Any]]


def sweet_spot_rows(curves: Sequence[SweetSpot]) -> Rows:
    return [
        {
            "ruleset": c.ruleset_id,
            "edition": edition_name(c.ruleset_id),
            "players": c.players,
            "p": p,
            "storyteller_expected": e,
            "is_max": i == c.best_index,
        }
        for c in curves
        for i, (p, e) in enumerate(zip(c.p, c.expected, strict=True))
    ]


def heatmap_rows(h: Heatmap) -> Rows:
    return [
        {
            "ruleset": h.ruleset_id,
            "edition": edition_name(h.ruleset_id),
            "players": n,
            "p": p,
            "storyteller_expected": e,
        }
        for n, row in zip(h.players, h.expected, strict=True)
        for p, e in zip(h.p, row, strict=True)
    ]


def outcome_rows(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> Rows:
    """Outcome shares, each ruleset's exact numbers followed by its simulated ones."""
    sources: list[tuple[str, str, dict[Outcome, float]]] = []
    for e in exact:
        sources.append((e.ruleset_id, "exact", e.outcomes))
        sources.extend(
            (s.ruleset_id, "simulated", s.outcomes)
            for s in simulated
            if s.ruleset_id == e.ruleset_id
        )
    known = {e.ruleset_id for e in exact}
    sources.extend(
        (s.ruleset_id, "simulated", s.outcomes) for s in simulated if s.ruleset_id not in known
    )
    return [
        {
            "ruleset": rid,
            "edition": edition_name(rid),
            "source": source,
            "outcome": o,
            "share": share,
        }
        for rid, source, shares in sources
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
                            "edition": edition_name(s.ruleset_id),
                            "role": role,
                            "points": points,
                            "share": count / total,
                        }
                    )
    return rows


def game_length_rows(games: Sequence[GamesSummary]) -> Rows:
    rows: Rows = []
    for g in games:
        counts = np.bincount(g.turns)
        for turns, count in enumerate(counts):
            if count:
                rows.append(
                    {
                        "ruleset": g.ruleset_id,
                        "edition": edition_name(g.ruleset_id),
                        "turns": turns,
                        "share": int(count) / g.games,
                    }
                )
    return rows


def end_reason_rows(games: Sequence[GamesSummary]) -> Rows:
    return [
        {
            "ruleset": g.ruleset_id,
            "edition": edition_name(g.ruleset_id),
            "end_reason": r,
            "share": g.end_reason_counts[r] / g.games,
        }
        for g in games
        for r in END_REASONS
    ]


def seat_rows(games: Sequence[GamesSummary]) -> Rows:
    return [
        {
            "ruleset": g.ruleset_id,
            "edition": edition_name(g.ruleset_id),
            "seat": seat + 1,
            "win_share": float(w),
        }
        for g in games
        for seat, w in enumerate(g.win_chance_by_seat)
    ]


def game_summary_rows(games: Sequence[GamesSummary]) -> Rows:
    return [
        {
            "edition": edition_name(g.ruleset_id),
            "games": g.games,
            "mean turns": float(g.turns.mean()),
            "ended by score target": g.end_reason_counts["score_target"] / g.games,
            "winner's mean score": float(g.scores.max(axis=1).mean()),
            "winner's mean margin": float(g.margin.mean()),
            "shared wins": g.shared_wins / g.games,
        }
        for g in games
    ]
