"""What the settings do on the lab's page, in words: where q and the deck apply, and where the
pile ends games early. (What each chart shows: `takeaways` and `game_takeaways`.)"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import _, join_list, n_, number, semicolons
from explorer.lab.names import label, labels
from explorer.lab.sweeps import GamesSweep, player_counts
from explorer.rules.ruleset import Ruleset


def second_vote_note(rulesets: Sequence[Ruleset], players: int) -> str:
    """Which editions shown let voters cast a second vote at this player count (q's reach)."""
    two = [r for r in rulesets if r.max_votes(players) >= 2]
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
    ).format(n=number(players), editions=labels(two))


def deck_note(rulesets: Sequence[Ruleset], deck: int) -> str:
    """Which editions shown the deck setting does not apply to, and why."""
    fixed = [r for r in rulesets if len(r.decks) == 1]
    free = [r for r in rulesets if r not in fixed]
    if not fixed:
        return ""
    one = {r.decks[0] for r in fixed}
    fields = {"editions": labels(fixed), "others": labels(free)}
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


def pile_note(ruleset: Ruleset, players: int, deck: int, turns: int | None) -> str:
    """One edition at one table: what its pile does to the length of a game."""
    if turns is None:
        return ""
    fields = {
        "edition": label(ruleset),
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


def _counts(ns: Sequence[int]) -> str:
    """'3–6' for a run of counts, '5, 7' otherwise."""
    ns = sorted(ns)
    if len(ns) > 2 and ns == list(range(ns[0], ns[-1] + 1)):
        return f"{number(ns[0])}–{number(ns[-1])}"
    return join_list(number(n) for n in ns)


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
            "edition": label(w.ruleset),
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


def player_ranges(rulesets: Sequence[Ruleset]) -> str:
    """Each edition's own player range within the lab's, editions with the same range named
    together: "Dixit (2008): 3–6; Dixit Odyssey (2011) and Dixit 10th Anniversary: 3–12"."""
    ranges: dict[tuple[int, ...], list[Ruleset]] = {}
    for r in rulesets:
        ranges.setdefault(player_counts(r), []).append(r)
    return semicolons(
        # TRANSLATORS: editions and the player counts they allow, "Dixit (2008): 3–6"
        _("{editions}: {counts}").format(editions=labels(group), counts=_counts(list(counts)))
        for counts, group in ranges.items()
        if counts
    )
