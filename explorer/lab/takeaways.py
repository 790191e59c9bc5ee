"""One plain-words line per lab chart: what it shows, worked out from the numbers drawn.

Every sentence is computed from the engine's results (nothing about an edition is written in
by hand), so it stays true whatever the settings are.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from explorer.errors import DixitError
from explorer.i18n import N_, _, n_, number, percent, tr
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.games import GamesSummary
from explorer.lab.rounds import RoundsSummary
from explorer.lab.summary import Z95, GamesStats, as_stats
from explorer.lab.sweeps import ExactSweep, GamesSweep
from explorer.rules.files import load_ruleset
from explorer.rules.house import HOUSE_ID
from explorer.rules.ruleset import Ruleset

# TRANSLATORS: the table's own rules, shown as one more edition on the lab's charts and tables
HOUSE_LABEL = N_("House rules")
SAME = 1e-9  # exact numbers this close are the same number
GOOD_SHARE = 0.9  # "a good clue": at least this share of the best expected score


def edition_name(ruleset_id: str) -> str:
    """The edition's name for readers, in their language ("House rules" for the table's own;
    its id when the id is not a known ruleset)."""
    if ruleset_id == HOUSE_ID:
        return _(HOUSE_LABEL)
    try:
        return tr(load_ruleset(ruleset_id).name)
    except DixitError:
        return ruleset_id


def _pct(x: float) -> str:
    return percent(x)


def _n(x: float, decimals: int = 2) -> str:
    return number(x, decimals)


def _short_number(x: float) -> str:
    """0 and 1 as they are, other values with two decimals (the ends of the p grid)."""
    return number(x, 0 if float(x).is_integer() else 2)


def signed(x: float, decimals: int = 1) -> str:
    """`x` with its sign always written (+1.5, -0.3), in the reader's style."""
    sign = "-" if math.copysign(1.0, x) < 0 else "+"
    return sign + number(abs(x), decimals)


def _label(edition: str | Ruleset) -> str:
    return tr(edition.name) if isinstance(edition, Ruleset) else edition_name(edition)


def _ruleset(edition: str | Ruleset) -> Ruleset:
    return edition if isinstance(edition, Ruleset) else load_ruleset(edition)


def join(items: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C' in the reader's language."""
    items = list(items)
    if len(items) < 2:
        return items[0] if items else ""
    # TRANSLATORS: the end of a list of editions: "A, B and C" ({items} is "A, B")
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _names(ids: Sequence[str | Ruleset]) -> str:
    return join([_label(i) for i in ids])


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


def _in_editions(every: bool, ids: Sequence[str | Ruleset]) -> str:
    """'in every edition shown', or 'in A and B' (in the middle of a sentence)."""
    if every:
        return _("in every edition shown")
    # TRANSLATORS: {editions} is one or more edition names, "Dixit (2008) and Dixit Odyssey"
    return _("in {editions}").format(editions=_names(ids))


def sweet_spot_takeaway(curves: Sequence[SweetSpot]) -> str:
    if not curves:
        return ""
    players = curves[0].players
    groups = _groups([c.ruleset_id for c in curves], [c.expected for c in curves], SAME)
    parts = []
    for k, g in enumerate(groups):
        c = curves[g[0]]
        lo, hi = _good_range(c)
        fields = {
            "where": _in_editions(
                len(groups) == 1 and len(curves) > 1, [curves[i].ruleset_id for i in g]
            ),
            "points": _n(c.best_value),
            "p": _n(c.best_p),
            "chance": _pct(c.best_p),
            "low": _n(lo),
            "high": _n(hi),
            "share": _pct(GOOD_SHARE),
        }
        if k == 0:
            parts.append(
                n_(
                    "At {n} player, {where} the storyteller scores most, {points} points a turn "
                    "on average, when p = {p} (each voter has a {chance} chance to find the "
                    "card); any p from {low} to {high} still gives at least {share} of that",
                    "At {n} players, {where} the storyteller scores most, {points} points a "
                    "turn on average, when p = {p} (each voter has a {chance} chance to find "
                    "the card); any p from {low} to {high} still gives at least {share} of that",
                    players,
                ).format(n=number(players), **fields)
            )
        else:
            parts.append(
                # TRANSLATORS: one more clause after "At 6 players, in … the storyteller …;"
                _(
                    "{where} the storyteller scores most, {points} points a turn on average, "
                    "when p = {p} (each voter has a {chance} chance to find the card); any p "
                    "from {low} to {high} still gives at least {share} of that"
                ).format(**fields)
            )
    # TRANSLATORS: {clauses} are the sentence's clauses, joined by semicolons
    text = _("{clauses}.").format(clauses="; ".join(parts))
    c = curves[0]
    if len(groups) == 1:
        text += " " + _(
            "A clue nobody can find (p = {p_none}) gives {points_none} points and one "
            "everybody finds (p = {p_all}) gives {points_all}."
        ).format(
            p_none=_short_number(c.p[0]),
            points_none=_n(c.expected[0]),
            p_all=_short_number(c.p[-1]),
            points_all=_n(c.expected[-1]),
        )
    else:
        best = max(curves, key=lambda s: s.best_value)
        text += " " + _("The highest peak: {edition} ({points}).").format(
            edition=tr(best.name), points=_n(best.best_value)
        )
    return text


def heatmap_takeaway(h: Heatmap) -> str:
    z = np.asarray(h.expected)
    best_i = z.argmax(axis=1)
    best_p = [h.p[i] for i in best_i]
    best_v = z.max(axis=1)
    n0, n1 = h.players[0], h.players[-1]
    name = tr(h.name)
    if max(best_p) - min(best_p) < SAME:
        where = _(
            "For {edition}, the best clarity is p = {p} at every player count ({low}–{high})."
        ).format(edition=name, p=_n(best_p[0]), low=number(n0), high=number(n1))
    else:
        where = n_(
            "For {edition}, the best clarity moves from p = {p} at {n} player to p = {p_last} "
            "at {last}.",
            "For {edition}, the best clarity moves from p = {p} at {n} players to p = {p_last} "
            "at {last}.",
            n0,
        ).format(edition=name, p=_n(best_p[0]), n=number(n0), p_last=_n(best_p[-1]), last=n1)
    top = int(best_v.argmax())
    low = int(best_v.argmin())
    return (
        where
        + " "
        + n_(
            "The storyteller's best expected score is highest at {n} player ({points} points "
            "a turn) and lowest at {low} ({low_points}).",
            "The storyteller's best expected score is highest at {n} players ({points} points "
            "a turn) and lowest at {low} ({low_points}).",
            h.players[top],
        ).format(
            n=number(h.players[top]),
            points=_n(best_v[top]),
            low=number(h.players[low]),
            low_points=_n(best_v[low]),
        )
    )


def outcome_takeaway(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> str:
    if not exact:
        return ""
    shares = [[e.outcomes["none"], e.outcomes["some"], e.outcomes["all"]] for e in exact]
    groups = _groups([e.ruleset_id for e in exact], shares, SAME)
    parts = []
    for g in groups:
        o = exact[g[0]].outcomes
        if len(groups) == 1 and len(exact) > 1:
            who = _("In every edition shown")
        else:
            who = _("In {editions}").format(editions=_names([exact[i].ruleset_id for i in g]))
        parts.append(
            _(
                "{where}, {some} of rounds end with some but not all voters finding the card, "
                "{none} with nobody and {all} with everybody finding it"
            ).format(where=who, some=_pct(o["some"]), none=_pct(o["none"]), all=_pct(o["all"]))
        )
    # TRANSLATORS: {outcomes}: clauses on how rounds end, joined by semicolons
    text = _("{outcomes} (exact).").format(outcomes="; ".join(parts))
    by_id = {e.ruleset_id: e for e in exact}
    gaps = [
        abs(s.outcomes[o] - by_id[s.ruleset_id].outcomes[o])
        for s in simulated
        if s.ruleset_id in by_id
        for o in ("none", "some", "all")
    ]
    if gaps:
        rounds = min(s.rounds for s in simulated)
        text += " " + n_(
            "The simulated shares ({n} round) are within {gap} percentage points of the exact "
            "ones.",
            "The simulated shares ({n} rounds) are within {gap} percentage points of the exact "
            "ones.",
            rounds,
        ).format(n=number(rounds), gap=_n(100 * max(gaps), 1))
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
    ahead = sum(st > vo for _id, st, vo, _m, _s in means)
    if ahead:
        lead = n_(
            "The storyteller averages more points per round than a voter in {ahead} of {n} "
            "edition shown",
            "The storyteller averages more points per round than a voter in {ahead} of {n} "
            "editions shown",
            len(means),
        ).format(ahead=number(ahead), n=number(len(means)))
    else:
        lead = _(
            "A voter averages at least as many points per round as the storyteller in every "
            "edition shown"
        )
    groups = _groups([m[0] for m in means], [[round(m[1], 2), round(m[2], 2)] for m in means], SAME)
    details = "; ".join(
        _("{editions}: storyteller {storyteller}, voter {voter}").format(
            editions=(
                _("every edition")
                if len(groups) == 1 and len(means) > 1
                else _names([means[i][0] for i in g])
            ),
            storyteller=_n(means[g[0]][1]),
            voter=_n(means[g[0]][2]),
        )
        for g in groups
    )
    mode, share = means[0][3], means[0][4]
    return _(
        "{lead} ({details}). The storyteller's most common score is {mode} ({share} of rounds "
        "in {edition})."
    ).format(
        lead=lead,
        details=details,
        mode=number(mode),
        share=_pct(share),
        edition=edition_name(means[0][0]),
    )


Games = Sequence[GamesSummary | GamesStats]


def game_length_takeaway(played: Games) -> str:
    games = as_stats(played)
    parts = []
    for g in games:
        lo, hi = g.turns_min, g.turns_max
        name = edition_name(g.ruleset_id)
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
                    edition=name, mean=_n(g.turns_mean, 1), low=number(lo), high=number(hi)
                )
            )
    if not parts:
        return ""
    text = _("With these settings, {clauses}.").format(clauses="; ".join(parts))
    if len(games) > 1:
        shortest = min(games, key=lambda g: g.turns_mean)
        text += " " + _("Shortest on average: {edition}.").format(
            edition=edition_name(shortest.ruleset_id)
        )
    return text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def end_reason_takeaway(games: Games) -> str:
    always_target: list[str] = []
    always_pile: list[str] = []
    mixed: list[str] = []
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
        parts.append(
            _("Someone always reaches the score target first in {editions}").format(
                editions=_names(always_target)
            )
        )
    if always_pile:
        parts.append(
            _("the pile always runs out first in {editions}").format(editions=_names(always_pile))
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
    return _capital(_("{clauses}.").format(clauses="; ".join(parts)))


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
        (float(w) - fair, seat + 1, g.ruleset_id)
        for g in games
        for seat, w in enumerate(g.win_chance_by_seat)
    ]
    gap, seat, rid = max(gaps, key=lambda t: abs(t[0]))
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
        edition=edition_name(rid),
        share=percent(fair + gap, 1),
        gap=signed(100 * gap),
        verdict=_verdict(gap, noise),
        n=number(n),
        noise=_n(100 * noise, 1),
    )


def second_vote_note(ruleset_ids: Sequence[str | Ruleset], players: int) -> str:
    """Which editions shown (ids, or rulesets such as house rules) let voters cast a second
    vote at this player count (q's reach)."""
    two = [rid for rid in ruleset_ids if _ruleset(rid).max_votes(players) >= 2]
    if not two:
        return n_(
            "No edition shown allows a second vote at {n} player: q changes nothing.",
            "No edition shown allows a second vote at {n} players: q changes nothing.",
            players,
        ).format(n=number(players))
    return n_(
        "At {n} player a second vote is allowed in {editions}: q applies there.",
        "At {n} players a second vote is allowed in {editions}: q applies there.",
        players,
    ).format(n=number(players), editions=_names(two))


# --- sweeps and what the rules do to a chart ---------------------------------------------------


def _counts(ns: Sequence[int]) -> str:
    """'3–6' for a run of counts, '5, 7' otherwise."""
    ns = sorted(ns)
    if len(ns) > 2 and ns == list(range(ns[0], ns[-1] + 1)):
        return f"{number(ns[0])}–{number(ns[-1])}"
    return ", ".join(number(n) for n in ns)


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
        fields = {
            "editions": _names([sweeps[i].ruleset_id for i in group]),
            "low": number(w.players[0]),
            "high": number(w.players[-1]),
            "p": _n(w.best_p[0]),
            "p_high": _n(w.best_p[-1]),
            "points": _n(w.best_value[0]),
            "points_high": _n(w.best_value[-1]),
        }
        if max(w.best_p) - min(w.best_p) < SAME:
            text = _(
                "in {editions} the best p stays at {p} from {low} to {high} players, worth "
                "{points} points a turn at {low} and {points_high} at {high}"
            )
        else:
            text = _(
                "in {editions} the best p moves from {p} at {low} players to {p_high} at "
                "{high}, worth {points} points a turn at {low} and {points_high} at {high}"
            )
        parts.append(text.format(**fields))
    return _capital(_("{clauses}.").format(clauses="; ".join(parts)))


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
        fields = {
            "edition": tr(w.name),
            "players": number(n),
            "cards": number(d),
            "n": number(t),
        }
        if w.over == "players":
            text = n_(
                "{edition} at {counts} players: the pile ends every game before each player "
                "has told a story (at {players} players on {cards} cards, after {n} turn).",
                "{edition} at {counts} players: the pile ends every game before each player "
                "has told a story (at {players} players on {cards} cards, after {n} turns).",
                t,
            ).format(counts=_counts([n for n, _d, _t in short]), **fields)
        else:
            text = n_(
                "{edition} with {counts} cards: the pile ends every game before each player "
                "has told a story (at {players} players on {cards} cards, after {n} turn).",
                "{edition} with {counts} cards: the pile ends every game before each player "
                "has told a story (at {players} players on {cards} cards, after {n} turns).",
                t,
            ).format(counts=_counts([d for _n, d, _t in short]), **fields)
        out.append(text)
    return out


def pile_note(ruleset_id: str, players: int, deck: int, turns: int | None) -> str:
    """One edition at one table: what its pile does to the length of a game."""
    if turns is None:
        return ""
    fields = {
        "edition": edition_name(ruleset_id),
        "players": number(players),
        "deck": number(deck),
        "n": number(turns),
    }
    if turns < players:
        return n_(
            "{edition} at {players} players on its {deck}-card deck always ends after {n} turn: "
            "the pile runs out before {left} of the {players} players have told a story.",
            "{edition} at {players} players on its {deck}-card deck always ends after {n} turns: "
            "the pile runs out before {left} of the {players} players have told a story.",
            turns,
        ).format(left=number(players - turns), **fields)
    return n_(
        "{edition} at {players} players: the {deck}-card pile ends every game after {n} turn "
        "at the latest.",
        "{edition} at {players} players: the {deck}-card pile ends every game after {n} turns "
        "at the latest.",
        turns,
    ).format(**fields)


def deck_note(ruleset_ids: Sequence[str | Ruleset], deck: int) -> str:
    """Which editions (ids, or rulesets such as house rules) the deck setting does not apply
    to, and why."""
    fixed = [rid for rid in ruleset_ids if len(_ruleset(rid).decks) == 1]
    free = [rid for rid in ruleset_ids if rid not in fixed]
    if not fixed:
        return ""
    one = {_ruleset(rid).decks[0] for rid in fixed}
    fields = {"editions": _names(fixed), "others": _names(free)}
    if len(one) == 1:
        fields["deck"] = number(one.pop())
        if free:
            text = _(
                "The deck setting does not apply to {editions}: played with its one "
                "{deck}-card deck only; it applies to {others}."
            )
        else:
            text = _(
                "The deck setting does not apply to {editions}: played with its one "
                "{deck}-card deck only."
            )
    elif free:
        text = _(
            "The deck setting does not apply to {editions}: played with its own single deck "
            "only; it applies to {others}."
        )
    else:
        text = _(
            "The deck setting does not apply to {editions}: played with its own single deck only."
        )
    return text.format(**fields)


def sweep_length_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = []
    for w in sweeps:
        first, last = w.points[0], w.points[-1]
        parts.append(
            # TRANSLATORS: {first}/{last}: mean turns per game, one decimal
            _("{edition}: {first} turns at {low} players, {last} at {high}").format(
                edition=tr(w.name),
                first=_n(first.turns_mean, 1),
                low=number(first.players),
                last=_n(last.turns_mean, 1),
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
        interval=_n(100 * Z95 * se, 1),
        confidence=percent(0.95),
        verdict=_verdict(edge, 3 * se),
    )


def sweep_margin_takeaway(sweeps: Sequence[GamesSweep]) -> str:
    parts = [
        # TRANSLATORS: the winner's average lead at the fewest and the most players
        _("{edition} {first} → {last} points ({low} → {high} players)").format(
            edition=tr(w.name),
            first=_n(w.points[0].margin_mean, 1),
            last=_n(w.points[-1].margin_mean, 1),
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
                    turns=_n(g.turns_mean, 1), deck=number(g.deck)
                )
                for g in w.points
            ),
        )
        for w in sweeps
    ]
    return _("{clauses}.").format(clauses="; ".join(parts)) if parts else ""
