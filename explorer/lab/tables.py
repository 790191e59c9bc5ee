"""The numbers behind each lab chart, as rows (list of dicts): for tables and CSV downloads.

Every row starts with its ruleset's citation (`explorer.lab.cite.ruleset_columns`: what
`resolve` reads back, the name, the content hash and the source documents), then its own
columns, all snake_case. Numbers and words never share a column: a simulated estimate comes as
its value, its standard error (`_se`) and its 95% interval (`_low`, `_high`, from
`explorer.lab.stats`); an exact one has a standard error of 0 and an interval of one point.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from explorer.i18n import _, number
from explorer.lab import stats
from explorer.lab.cite import ruleset_columns
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.games import END_REASONS, GamesSummary
from explorer.lab.rounds import RoundsSummary
from explorer.lab.stats import Estimate
from explorer.lab.summary import GamesStats, as_stats
from explorer.lab.sweeps import ExactSweep, GamesSweep
from explorer.limits import BOX_DECK
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Outcome

Rows = list[dict[str, Any]]
Games = Sequence[GamesSummary | GamesStats]


def estimate_columns(key: str, est: Estimate) -> dict[str, float]:
    """An estimate as four columns: `key`, `key_se`, `key_low`, `key_high`."""
    return {key: est.value, f"{key}_se": est.se, f"{key}_low": est.low, f"{key}_high": est.high}


def _forgiving(r: tuple[float, float] | None) -> dict[str, Any]:
    if r is None:
        return {"forgiving_p_low": None, "forgiving_p_high": None, "forgiving_width": None}
    return {"forgiving_p_low": r[0], "forgiving_p_high": r[1], "forgiving_width": r[1] - r[0]}


# --- exact ---------------------------------------------------------------------------------------
def sweet_spot_rows(curves: Sequence[SweetSpot]) -> Rows:
    rows: Rows = []
    for c in curves:
        cite, best, forgiving = ruleset_columns(c.ruleset), c.best_index, _forgiving(c.forgiving)
        rows.extend(
            {
                **cite,
                "players": c.players,
                "p": p,
                "storyteller_expected": e,
                "is_max": i == best,
                **forgiving,
            }
            for i, (p, e) in enumerate(zip(c.p, c.expected, strict=True))
        )
    return rows


def heatmap_rows(h: Heatmap) -> Rows:
    cite = ruleset_columns(h.ruleset)
    forgiving = h.forgiving or (None,) * len(h.players)
    return [
        {**cite, "players": n, "p": p, "storyteller_expected": e, **_forgiving(r)}
        for n, row, r in zip(h.players, h.expected, forgiving, strict=True)
        for p, e in zip(h.p, row, strict=True)
    ]


def exact_sweep_rows(sweeps: Sequence[ExactSweep]) -> Rows:
    """The storyteller's exact numbers at each player count, with the forgiving range of p
    (the p keeping 90% of the best expected score)."""
    rows: Rows = []
    for w in sweeps:
        cite = ruleset_columns(w.ruleset)
        forgiving = w.forgiving or (None,) * len(w.players)
        rows.extend(
            {
                **cite,
                "players": n,
                "storyteller_expected": e,
                "best_p": bp,
                "storyteller_expected_at_best_p": bv,
                **_forgiving(r),
            }
            for n, e, bp, bv, r in zip(
                w.players, w.expected, w.best_p, w.best_value, forgiving, strict=True
            )
        )
    return rows


# --- rounds --------------------------------------------------------------------------------------
def outcome_rows(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> Rows:
    """Outcome shares, each ruleset's exact numbers followed by its simulated ones."""
    sources: list[tuple[Ruleset, str, dict[Outcome, Estimate]]] = []

    def simulated_shares(s: RoundsSummary) -> dict[Outcome, Estimate]:
        return {o: stats.share(c, s.rounds) for o, c in s.outcome_counts.items()}

    for e in exact:
        sources.append((e.ruleset, "exact", {o: stats.exact(v) for o, v in e.outcomes.items()}))
        sources.extend(
            (s.ruleset, "simulated", simulated_shares(s))
            for s in simulated
            if s.ruleset_id == e.ruleset_id
        )
    known = {e.ruleset_id for e in exact}
    sources.extend(
        (s.ruleset, "simulated", simulated_shares(s))
        for s in simulated
        if s.ruleset_id not in known
    )
    return [
        {
            **ruleset_columns(ruleset),
            "source": source,
            "outcome": o,
            **estimate_columns("share", est),
        }
        for ruleset, source, shares in sources
        for o, est in shares.items()
    ]


def points_rows(simulated: Sequence[RoundsSummary]) -> Rows:
    rows: Rows = []
    for s in simulated:
        cite = ruleset_columns(s.ruleset)
        for role, hist in (("storyteller", s.storyteller_hist), ("voter", s.voter_hist)):
            total = sum(hist)
            for points, count in enumerate(hist):
                if count:
                    rows.append(
                        {
                            **cite,
                            "role": role,
                            "points": points,
                            **estimate_columns("share", stats.share(count, total)),
                        }
                    )
    return rows


def round_rows(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> Rows:
    """One round per edition: exact shares and means; the voter's mean from the simulation
    where it has no exact form (its source in a column of its own; no value without one)."""
    sims = {s.ruleset_id: s for s in simulated}
    rows: Rows = []
    for e in exact:
        s = sims.get(e.ruleset_id)
        if e.voter_mean is not None:
            voter: dict[str, Any] = estimate_columns("voter_mean", stats.exact(e.voter_mean))
            source = "exact"
        elif s is not None:
            voter = estimate_columns("voter_mean", stats.mean(s.voter_mean, s.voter_se))
            source = "simulated"
        else:
            voter = {"voter_mean": None, "voter_mean_se": None}
            voter |= {"voter_mean_low": None, "voter_mean_high": None}
            source = ""
        rows.append(
            {
                **ruleset_columns(e.ruleset),
                "all_found": e.outcomes["all"],
                "none_found": e.outcomes["none"],
                "some_found": e.outcomes["some"],
                "storyteller_mean": e.storyteller_mean,
                **voter,
                "voter_mean_source": source,
            }
        )
    return rows


def voter_mean_cell(row: Mapping[str, Any]) -> str:
    """The voter's mean of a `round_rows` row in words, for the page's table: exact, or the
    simulated mean with its 95% interval, or what it needs."""
    if row.get("voter_mean_source") == "exact":
        return _("{mean} (exact)").format(mean=number(row["voter_mean"], 2))
    if row.get("voter_mean_source") == "simulated":
        # TRANSLATORS: a simulated mean and its 95% interval, "2.04 (2.01–2.07, simulated)"
        return _("{mean} ({low}–{high}, simulated)").format(
            mean=number(row["voter_mean"], 2),
            low=number(row["voter_mean_low"], 2),
            high=number(row["voter_mean_high"], 2),
        )
    return _("needs the simulation")


# --- whole games ---------------------------------------------------------------------------------
def game_length_rows(played: Games) -> Rows:
    rows: Rows = []
    for g in as_stats(played):
        cite = ruleset_columns(g.ruleset)
        for turns, count in enumerate(g.turn_counts):
            if count:
                rows.append(
                    {
                        **cite,
                        "turns": turns,
                        **estimate_columns("share", stats.share(count, g.games)),
                    }
                )
    return rows


def end_reason_rows(played: Games) -> Rows:
    return [
        {
            **ruleset_columns(g.ruleset),
            "end_reason": r,
            **estimate_columns("share", g.end_estimate(r)),
        }
        for g in as_stats(played)
        for r in END_REASONS
    ]


def seat_rows(played: Games) -> Rows:
    """Each seat's share of the wins (ties split) with its standard error, and its signed gap
    from a fair share with the gap's 95% interval."""
    rows: Rows = []
    for g in as_stats(played):
        cite = ruleset_columns(g.ruleset)
        for seat, w in enumerate(g.win_chance_by_seat):
            gap = g.seat_gap(seat)
            rows.append(
                {
                    **cite,
                    "seat": seat + 1,
                    "win_share": float(w),
                    "win_share_se": g.seat_se(seat),
                    "fair_share": g.fair_share,
                    "gap": gap.value,
                    "gap_low": gap.low,
                    "gap_high": gap.high,
                }
            )
    return rows


def _pile(g: GamesStats) -> dict[str, Any]:
    return {"pile_ends_every_game_after": g.pile_limit, "degenerate": g.degenerate}


def game_summary_rows(played: Games) -> Rows:
    """One row per edition: its games' means and shares, each with its standard error and 95%
    interval; `degenerate` where the pile ends every game within two turns."""
    return [
        {
            **ruleset_columns(g.ruleset),
            "players": g.players,
            "deck": g.deck,
            "games": g.games,
            **_pile(g),
            **estimate_columns("turns_mean", g.turns),
            "turns_min": g.turns_min,
            "turns_max": g.turns_max,
            **estimate_columns("ended_by_score_target", g.end_estimate("score_target")),
            **estimate_columns("winner_score_mean", g.winner_score),
            **estimate_columns("winner_margin_mean", g.margin),
            **estimate_columns("shared_wins", g.shared_share),
        }
        for g in as_stats(played)
    ]


def reference_deck(w: GamesSweep) -> int:
    """The deck a deck sweep compares the others with: the box's 84 cards where the edition is
    played with them, else its first deck."""
    return BOX_DECK if BOX_DECK in w.decks else w.decks[0]


def pile_gaps(w: GamesSweep) -> list[Estimate]:
    """Per deck of a deck sweep: the share of games the pile ends less that share with the
    reference deck (`reference_deck`), with the difference's 95% interval."""
    ref = w.points[w.decks.index(reference_deck(w))].end_estimate("deck")
    return [stats.share_difference(g.end_estimate("deck"), ref) for g in w.points]


def games_sweep_rows(sweeps: Sequence[GamesSweep]) -> Rows:
    """Each simulated point of a sweep with its spread: standard errors and 95% intervals
    (`explorer.lab.stats`) and the 10th/90th percentiles of single games; a sweep over decks
    adds each deck's pile share less the reference deck's (84 cards)."""
    rows: Rows = []
    for w in sweeps:
        cite = ruleset_columns(w.ruleset)
        gaps = pile_gaps(w) if w.over == "deck" else [None] * len(w.points)
        for g, gap in zip(w.points, gaps, strict=True):
            seat1 = g.seat_gap(0)
            row = {
                **cite,
                "players": g.players,
                "deck": g.deck,
                "games": g.games,
                **_pile(g),
                **estimate_columns("turns_mean", g.turns),
                "turns_p10": g.turns_quantile(0.1),
                "turns_p90": g.turns_quantile(0.9),
                **estimate_columns("ended_by_pile", g.end_estimate("deck")),
                **estimate_columns("winner_margin_mean", g.margin),
                "winner_margin_p10": g.margin_quantile(0.1),
                "winner_margin_p90": g.margin_quantile(0.9),
                "seat1_win_share": g.win_chance_by_seat[0],
                "seat1_win_share_se": g.seat_se(0),
                "fair_share": g.fair_share,
                "seat1_gap": seat1.value,
                "seat1_gap_low": seat1.low,
                "seat1_gap_high": seat1.high,
            }
            if gap is not None:
                row["reference_deck"] = reference_deck(w)
                row |= estimate_columns("ended_by_pile_gap", gap)
            rows.append(row)
    return rows
