"""What `python -m explorer game` prints: a scored night as JSON (keys and ids in English) or
as text for people (in the language asked for)."""

from __future__ import annotations

from typing import Any

from explorer.i18n import _, number, p_, tr
from explorer.night.editions import Evenings, difference_sentence, edition_status
from explorer.night.facts import Tally
from explorer.night.tally import stop_message
from explorer.round.game_words import end_sentence, how_it_ends, round_lines, winners_sentence


def _by_name(t: Tally, values: tuple[int, ...]) -> dict[str, int]:
    return dict(zip(t.night.players, values, strict=True))


def tally_json(t: Tally) -> dict[str, Any]:
    """`{"ruleset", "totals", "rounds": [{"storyteller", "points", "totals"}], "over",
    "winners"}`; `over` is null or `{"after_round", "reason", "reasons"}` (`reason` is the
    first of `reasons`, "target" before "pile")."""
    end = t.end
    return {
        "ruleset": t.rules.id,
        "totals": t.standings(),
        "rounds": [
            {
                "storyteller": r.scored.storyteller,
                "points": _by_name(t, r.points),
                "totals": _by_name(t, r.totals),
            }
            for r in t.rounds
        ],
        "over": None
        if end is None
        else {"after_round": end.after_round, "reason": end.reasons[0], "reasons": end.reasons},
        "winners": None if end is None else [t.night.players[s] for s in t.winners],
    }


def evenings_json(e: Evenings) -> dict[str, Any]:
    """Every edition side by side: `{"rulesets": {id: {...as tally_json, "stopped"}},
    "first_difference"}`; `stopped` is null or `{"round", "rule", "error"}` (round 0: the
    edition cannot play this table at all)."""
    out: dict[str, Any] = {}
    for t in e.tallies:
        one = tally_json(t)
        one["stopped"] = (
            None
            if t.stop is None
            else {"round": t.stop.at_round, "rule": t.stop.rule, "error": stop_message(t)}
        )
        out[t.rules.id] = one
    d = e.difference
    return {
        "rulesets": out,
        "first_difference": None
        if d is None
        else {"round": d.at_round, "kind": d.kind, "explanation": difference_sentence(e)},
    }


def _totals_line(t: Tally, totals: tuple[int, ...]) -> str:
    # TRANSLATORS: a player and their total, in a list of totals ("Ana 12, Ben 9")
    items = [
        _("{name} {points}").format(name=p, points=number(v))
        for p, v in zip(t.night.players, totals, strict=True)
    ]
    return p_("command line", "Totals: {totals}").format(totals=", ".join(items))


def tally_text(t: Tally) -> str:
    """The night for people: each round's sentences and totals, then the end and the winners."""
    rows = [
        _("{ruleset}: {n} players, {deck} cards").format(
            ruleset=tr(t.rules.name), n=number(t.night.n), deck=number(t.night.deck)
        )
    ]
    for k, r in enumerate(t.rounds, start=1):
        rows.append("")
        rows.append(_("Round {k}: {name} tells").format(k=number(k), name=r.scored.storyteller))
        rows.extend(f"  {line}" for line in round_lines(r.scored))
        rows.append("  " + _totals_line(t, r.totals))
    rows.append("")
    if t.end is not None:
        rows.append(
            _("Game over after round {k}.").format(k=number(t.end.after_round))
            + " "
            + end_sentence(t.end, t.game)
        )
        rows.append(winners_sentence(t.game))
    else:
        rows.append(_("The game goes on. {how}").format(how=how_it_ends(t.game)))
    return "\n".join(rows)


def evenings_text(e: Evenings) -> str:
    """Every edition: its verdict and final totals, then where they first disagree."""
    rows: list[str] = []
    for t in e.tallies:
        rows.append(f"{tr(t.rules.name)} ({t.rules.id})")
        rows.append("  " + edition_status(t))
        if t.stop is None or t.stop.at_round > 0:
            rows.append("  " + _totals_line(t, t.totals))
            won = winners_sentence(t.game)
            if won:
                rows.append("  " + won)
        rows.append("")
    diff = difference_sentence(e)
    if diff:
        rows.append(diff)
    return "\n".join(rows).rstrip()
