"""One plain-words line per lab chart of rounds: what it shows, worked out from the numbers drawn
(the storyteller's sweet spot, the heatmap, how rounds end, points per round, the storyteller
over player counts). Whole games and their sweeps: `game_takeaways`; what the settings do:
`notes`; editions' names: `names`.

Every sentence is computed from the engine's results (nothing about an edition is written in
by hand), so it stays true whatever the settings are.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from explorer.i18n import _, join_list, n_, number, percent, semicolons, sentences
from explorer.lab import interval_words as words
from explorer.lab import stats
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.forgiving import FORGIVING_SHARE, inward
from explorer.lab.names import label, labels
from explorer.lab.rounds import RoundsSummary
from explorer.lab.stats import Estimate
from explorer.lab.sweeps import ExactSweep
from explorer.rules.ruleset import Ruleset

SAME = 1e-9  # exact numbers this close are the same number


def pct(x: float) -> str:
    return percent(x)


def num(x: float, decimals: int = 2) -> str:
    return number(x, decimals)


def _short_number(x: float) -> str:
    """0 and 1 as they are, other values with two decimals (the ends of the p grid)."""
    return number(x, 0 if float(x).is_integer() else 2)


def _groups(values: Sequence[Sequence[float]], tol: float) -> list[list[int]]:
    """Indices grouped by equal value vectors (within tol), in first-seen order."""
    groups: list[list[int]] = []
    for i in range(len(values)):
        for g in groups:
            if np.allclose(values[g[0]], values[i], rtol=0.0, atol=tol):
                g.append(i)
                break
        else:
            groups.append([i])
    return groups


def _range(c: SweetSpot) -> tuple[float, float]:
    """The curve's forgiving range (`explorer.lab.forgiving`); its best p alone without one."""
    return inward(c.forgiving) if c.forgiving is not None else (c.best_p, c.best_p)


def _tied_best(values: Sequence[float], decimals: int = 2, *, lowest: bool = False) -> list[int]:
    """The indices of the highest (or lowest) value, with every value that prints the same."""
    shown = [round(v, decimals) for v in values]
    top = min(shown) if lowest else max(shown)
    return [i for i, v in enumerate(shown) if v == top]


def _in_editions(every: bool, rulesets: Sequence[Ruleset]) -> str:
    """'in every edition shown', or 'in A and B' (in the middle of a sentence)."""
    if every:
        return _("in every edition shown")
    # TRANSLATORS: {editions} is one or more edition names, "Dixit (2008) and Dixit Odyssey"
    return _("in {editions}").format(editions=labels(rulesets))


def sweet_spot_takeaway(curves: Sequence[SweetSpot]) -> str:
    if not curves:
        return ""
    players = curves[0].players
    groups = _groups([c.expected for c in curves], SAME)
    parts = []
    for k, g in enumerate(groups):
        c = curves[g[0]]
        lo, hi = _range(c)
        fields = {
            "where": _in_editions(
                len(groups) == 1 and len(curves) > 1, [curves[i].ruleset for i in g]
            ),
            "points": num(c.best_value),
            "p": num(c.best_p),
            "chance": pct(c.best_p),
            "low": num(lo),
            "high": num(hi),
            "share": pct(FORGIVING_SHARE),
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
    text = _("{clauses}.").format(clauses=semicolons(parts))
    c = curves[0]
    if len(groups) == 1:
        text += " " + _(
            "A clue nobody can find (p = {p_none}) gives {points_none} points and one "
            "everybody finds (p = {p_all}) gives {points_all}."
        ).format(
            p_none=_short_number(c.p[0]),
            points_none=num(c.expected[0]),
            p_all=_short_number(c.p[-1]),
            points_all=num(c.expected[-1]),
        )
    else:
        top = _tied_best([c.best_value for c in curves])
        text += " " + _("The highest peak: {edition} ({points}).").format(
            edition=labels([curves[i].ruleset for i in top]), points=num(curves[top[0]].best_value)
        )
    return text


def _counts(players: Sequence[int]) -> str:
    return join_list([number(n) for n in players])


def heatmap_takeaway(h: Heatmap) -> str:
    z = np.asarray(h.expected)
    best_i = z.argmax(axis=1)
    best_p = [h.p[i] for i in best_i]
    best_v = [float(v) for v in z.max(axis=1)]
    n0, n1 = h.players[0], h.players[-1]
    name = label(h.ruleset)
    if max(best_p) - min(best_p) < SAME:
        where = _(
            "For {edition}, the best clarity is p = {p} at every player count ({low}–{high})."
        ).format(edition=name, p=num(best_p[0]), low=number(n0), high=number(n1))
    else:
        where = n_(
            "For {edition}, the best clarity moves from p = {p} at {n} player to p = {p_last} "
            "at {last}.",
            "For {edition}, the best clarity moves from p = {p} at {n} players to p = {p_last} "
            "at {last}.",
            n0,
        ).format(edition=name, p=num(best_p[0]), n=number(n0), p_last=num(best_p[-1]), last=n1)
    top, low = _tied_best(best_v), _tied_best(best_v, lowest=True)
    text = (
        where
        + " "
        + n_(
            "The storyteller's best expected score is highest at {n} player ({points} points "
            "a turn) and lowest at {low} ({low_points}).",
            "The storyteller's best expected score is highest at {n} players ({points} points "
            "a turn) and lowest at {low} ({low_points}).",
            h.players[top[-1]],
        ).format(
            n=_counts([h.players[i] for i in top]),
            points=num(best_v[top[0]]),
            low=_counts([h.players[i] for i in low]),
            low_points=num(best_v[low[0]]),
        )
    )
    ranges = h.forgiving or ()
    widths = [r[1] - r[0] if r is not None else -1.0 for r in ranges]
    if ranges and max(widths) >= 0:
        wide = _tied_best(widths)
        lo, hi = inward(ranges[wide[0]] or (0.0, 0.0))
        text += " " + n_(
            "The sweet spot is most forgiving at {n} player: any p from {low} to {high} keeps "
            "{share} of the storyteller's best (the band on the chart).",
            "The sweet spot is most forgiving at {n} players: any p from {low} to {high} keeps "
            "{share} of the storyteller's best (the band on the chart).",
            h.players[wide[-1]],
        ).format(
            n=_counts([h.players[i] for i in wide]),
            low=num(lo),
            high=num(hi),
            share=pct(FORGIVING_SHARE),
        )
    return text


def outcome_takeaway(exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()) -> str:
    if not exact:
        return ""
    shares = [[e.outcomes["none"], e.outcomes["some"], e.outcomes["all"]] for e in exact]
    groups = _groups(shares, SAME)
    parts = []
    for g in groups:
        o = exact[g[0]].outcomes
        if len(groups) == 1 and len(exact) > 1:
            who = _("In every edition shown")
        else:
            who = _("In {editions}").format(editions=labels([exact[i].ruleset for i in g]))
        parts.append(
            _(
                "{where}, {some} of rounds end with some but not all voters finding the card, "
                "{none} with nobody and {all} with everybody finding it"
            ).format(where=who, some=pct(o["some"]), none=pct(o["none"]), all=pct(o["all"]))
        )
    # TRANSLATORS: {outcomes}: sentences on how rounds end, one per group of editions
    text = _("{outcomes} (exact).").format(outcomes=sentences(parts).removesuffix("."))
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
        ).format(n=number(rounds), gap=num(100 * max(gaps), 1))
    return text


def points_takeaway(simulated: Sequence[RoundsSummary], exact: Sequence[ExactRound] = ()) -> str:
    """The storyteller's and a voter's mean points per round, exact where known, else with
    their 95% intervals."""
    if not simulated:
        return ""
    by_id = {e.ruleset_id: e for e in exact}
    means: list[tuple[Ruleset, Estimate, Estimate, int, Estimate]] = []
    for s in simulated:
        e = by_id.get(s.ruleset_id)
        st = (
            stats.exact(e.storyteller_mean)
            if e is not None
            else stats.mean(s.storyteller_mean, s.storyteller_se)
        )
        vo = (
            stats.exact(e.voter_mean)
            if e is not None and e.voter_mean is not None
            else stats.mean(s.voter_mean, s.voter_se)
        )
        hist = np.asarray(s.storyteller_hist)
        commonest = stats.share(int(hist.max()), int(hist.sum()))
        means.append((s.ruleset, st, vo, int(hist.argmax()), commonest))
    ahead = sum(
        st.value > vo.value and stats.distinguishable(st, vo, 2) for _r, st, vo, _m, _s in means
    )
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
    groups = _groups([[round(m[1].value, 2), round(m[2].value, 2)] for m in means], SAME)
    details = semicolons(
        _("{editions}: storyteller {storyteller}, voter {voter}").format(
            editions=(
                _("every edition")
                if len(groups) == 1 and len(means) > 1
                else labels([means[i][0] for i in g])
            ),
            storyteller=words.short(means[g[0]][1], 2),
            voter=words.short(means[g[0]][2], 2),
        )
        for g in groups
    )
    mode, share = means[0][3], means[0][4]
    return _(
        "{lead} ({details}). The storyteller's most common score is {mode} (in {edition}: "
        "{share} of rounds)."
    ).format(
        lead=lead,
        details=details,
        mode=number(mode),
        share=words.inside(share, 0, share=True),
        edition=label(means[0][0]),
    )


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def exact_sweep_takeaway(sweeps: Sequence[ExactSweep]) -> str:
    """How the best p and the storyteller's best score move with the player count, and where
    the sweet spot is most forgiving (its widest range of p keeping 90% of the best, over every
    edition and player count); editions whose numbers are the same are named together."""
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
            "editions": labels([sweeps[i].ruleset for i in group]),
            "low": number(w.players[0]),
            "high": number(w.players[-1]),
            "p": num(w.best_p[0]),
            "p_high": num(w.best_p[-1]),
            "points": num(w.best_value[0]),
            "points_high": num(w.best_value[-1]),
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
    text = capital(_("{clauses}.").format(clauses=semicolons(parts)))
    forgiving = most_forgiving(sweeps)
    return f"{text} {forgiving}" if forgiving else text


def most_forgiving(sweeps: Sequence[ExactSweep]) -> str:
    """Where the sweet spot is most forgiving: the widest range of p keeping 90% of the
    storyteller's best, over every edition and player count (ties at two decimals named
    together), and where it is least forgiving."""
    spots = [
        (round(r[1] - r[0], 2), w.ruleset, n, r)
        for w in sweeps
        for n, r in zip(w.players, w.forgiving, strict=True)
        if r is not None
    ]
    if not spots:
        return ""

    def where(width: float) -> tuple[str, tuple[float, float]]:
        at: dict[tuple[Ruleset, ...], list[int]] = {}
        for n in sorted({n for wd, _ruleset, n, _r in spots if wd == width}):
            here = tuple(r for wd, r, m, _r in spots if wd == width and m == n)
            at.setdefault(here, []).append(n)
        places = [
            # TRANSLATORS: a place on the sweep: "Dixit Odyssey (2011) at 11 and 12 players"
            n_(
                "{editions} at {counts} player", "{editions} at {counts} players", counts[-1]
            ).format(editions=labels(rulesets), counts=_counts(counts))
            for rulesets, counts in at.items()
        ]
        r = next(r for wd, _ruleset, _n, r in spots if wd == width)
        return join_list(places), inward(r)

    wide, wide_r = where(max(s[0] for s in spots))
    narrow, narrow_r = where(min(s[0] for s in spots))
    return _(
        "The sweet spot is most forgiving in {wide}: any p from {low} to {high} keeps {share} "
        "of the storyteller's best (a range {width} wide); least forgiving in {narrow} ({n_low} "
        "to {n_high}, {n_width} wide)."
    ).format(
        wide=wide,
        low=num(wide_r[0]),
        high=num(wide_r[1]),
        share=pct(FORGIVING_SHARE),
        width=num(wide_r[1] - wide_r[0]),
        narrow=narrow,
        n_low=num(narrow_r[0]),
        n_high=num(narrow_r[1]),
        n_width=num(narrow_r[1] - narrow_r[0]),
    )
