"""What the practice page shows after a round and at the end: plain rows and one figure.

Everything here is computed from the game record (no Streamlit): who owned which card, who
voted for what and why (bots), the points and what the same round scores under the other
rulesets.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from explorer.errors import DixitError
from explorer.game.bots import bot_reasons
from explorer.game.lexicon import load_lexicon
from explorer.game.state import GameState, TurnRecord
from explorer.round.scoring import score_round
from explorer.rules.files import load_rulesets

if TYPE_CHECKING:
    from plotly.graph_objects import Figure


@dataclass(frozen=True)
class OtherRuleset:
    """The same round under another ruleset: its points, or why it cannot be played there."""

    ruleset_id: str
    name: str
    points: dict[str, int] | None
    note: str


def round_votes(state: GameState, record: TurnRecord) -> dict[str, list[str]]:
    """The round's votes as `score_round` takes them (voter -> owners of the cards voted for)."""
    return {
        state.name(s): [state.name(record.owners[p - 1]) for p in record.votes[s]]
        for s in range(state.n)
        if s != record.storyteller
    }


def compare_round(state: GameState, record: TurnRecord) -> list[OtherRuleset]:
    """This round scored by every ruleset (the one in play first), or why one cannot score it."""
    votes = round_votes(state, record)
    storyteller = state.name(record.storyteller)
    handed = state.rules.cards_handed_in(state.n)
    rows: list[OtherRuleset] = []
    for rs in sorted(load_rulesets(), key=lambda r: r.id != state.setup.ruleset):
        here = rs.id == state.setup.ruleset
        if not rs.supports(state.n):
            rows.append(
                OtherRuleset(
                    rs.id,
                    rs.name,
                    None,
                    f"not for {state.n} players ({rs.min_players}–{rs.max_players})",
                )
            )
            continue
        if rs.cards_handed_in(state.n) != handed:
            rows.append(
                OtherRuleset(
                    rs.id,
                    rs.name,
                    None,
                    f"hands in {rs.cards_handed_in(state.n)} card(s) each at {state.n} players",
                )
            )
            continue
        try:
            res = score_round(
                rs,
                storyteller,
                votes,
                options=dict(state.setup.options) if here else None,
                players=state.players,
            )
        except DixitError as e:
            rows.append(OtherRuleset(rs.id, rs.name, None, f"cannot score this round: {e}"))
            continue
        rows.append(OtherRuleset(rs.id, rs.name, res.points, "in play" if here else ""))
    played = record.result.points
    return [
        r if r.points is None or r.note else replace(r, note=_difference(played, r.points))
        for r in rows
    ]


def _difference(played: dict[str, int], other: dict[str, int]) -> str:
    diff = [p for p in played if played[p] != other[p]]
    if not diff:
        return "same points"
    return "differs for " + ", ".join(diff)


def vote_rows(state: GameState, record: TurnRecord) -> list[dict[str, Any]]:
    """Per player: role, the card(s) they put on the table, their vote(s), and why (bots)."""
    reasons = bot_reasons(record, state.setup.bots)
    rows = []
    for seat in range(state.n):
        mine = [p for p in range(1, len(record.table) + 1) if record.owners[p - 1] == seat]
        votes = record.votes[seat]
        found = record.result.score_of(state.name(seat)).found
        rows.append(
            {
                "Player": state.name(seat),
                "Role": "storyteller" if seat == record.storyteller else "voter",
                "Their card(s)": ", ".join(map(str, mine)),
                "Voted for": ", ".join(f"{p} ({state.name(record.owners[p - 1])})" for p in votes),
                "Found it": "—" if found is None else ("yes" if found else "no"),
                "Bot's reason": reasons.get(seat, ""),
            }
        )
    return rows


def points_rows(state: GameState, record: TurnRecord) -> list[dict[str, Any]]:
    before = (
        state.history[state.history.index(record) - 1].scores_after
        if state.history.index(record) > 0
        else (0,) * state.n
    )
    rows = []
    for seat, pp in enumerate(record.result.scores):
        rows.append(
            {
                "Player": pp.player,
                "Base": pp.base,
                "Bonus": pp.bonus,
                "Extra": pp.extra,
                "This round": pp.total,
                "Before": before[seat],
                "Total": record.scores_after[seat],
            }
        )
    return rows


def clue_words(clue: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The clue's words the bots understood, and those they did not."""
    lex = load_lexicon()
    return lex.understood(clue), lex.not_understood(clue)


def standings_figure(state: GameState) -> Figure:
    """Scores after each turn, one line per player; the score target as a dashed line."""
    import plotly.graph_objects as go

    fig = go.Figure()
    turns = [0] + [r.turn for r in state.history]
    for seat, name in enumerate(state.players):
        ys = [0] + [r.scores_after[seat] for r in state.history]
        # names are user text: plotly reads tags such as <b> in trace names, so escape them
        fig.add_trace(go.Scatter(x=turns, y=ys, mode="lines+markers", name=html.escape(name)))
    target = state.rules.end_conditions.score_target
    if target is not None:
        fig.add_hline(y=target, line_dash="dash", annotation_text=f"target {target}")
    fig.update_layout(
        title="Scores after each turn",
        xaxis_title="turn",
        yaxis_title="points",
        height=420,
        margin={"l": 40, "r": 20, "t": 60, "b": 40},
        legend_title_text="player",
    )
    fig.update_xaxes(dtick=1)  # whole turns: no "turn 1.5"
    return fig


def victory_line(state: GameState) -> str:
    """Who won, in a sentence: 'Ada wins with 32 points.' or a shared victory (every ruleset
    shares a tie)."""
    won = state.winners
    best = max(state.scores, default=0)
    if len(won) == 1:
        return f"{won[0]} wins with {best} points."
    names = ", ".join(won[:-1]) + f" and {won[-1]}"
    return f"Shared victory: {names}, with {best} points each."
