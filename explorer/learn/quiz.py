"""The predict-the-points quiz: rounds generated for one box (seeded, always legal), checking a
learner's points player by player, naming the misconception behind a wrong answer, and the
levels with a streak that unlocks the next.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from explorer.errors import LearnError
from explorer.i18n import _, number, tr
from explorer.learn.lesson import NAMES, STREAK
from explorer.learn.mistakes import MISTAKES, Mistake, mistaken
from explorer.learn.twists import Twist, cap_at, twists
from explorer.round.explain import explain
from explorer.round.result import Explanation, ScoredRound
from explorer.round.scoring import score_situation
from explorer.round.situation import Situation
from explorer.rules.ruleset import Ruleset

MAX_POINTS = 99  # no round gives anybody more; a bigger typed number is refused


@dataclass(frozen=True)
class Level:
    id: str
    title: str
    text: str


def levels(rs: Ruleset) -> tuple[Level, ...]:
    """The quiz levels for a box: the shared rules first, then the box's own twists."""
    out = [
        Level(
            "some", _("Some found it"), _("Some voters find the storyteller's card, some don't.")
        ),
        Level(
            "bonus",
            _("Bonus votes"),
            _("Several votes land on players' cards: count each one."),
        ),
        Level(
            "all-none",
            _("Everybody or nobody"),
            _("Every voter, or no voter, finds the storyteller's card."),
        ),
    ]
    ts = twists(rs)
    if ts:
        names = ", ".join(t.title.lower() for t in ts)
        out.append(
            Level(
                "twists",
                _("Your box's twists"),
                # TRANSLATORS: {names} lists the box's twists, e.g. "three players, bonus capped at 3"
                _("Rounds where they matter: {names}.").format(names=names),
            )
        )
    return tuple(out)


@dataclass(frozen=True)
class Question:
    """One round to score: the box's ruleset, the level and seed it came from, the table."""

    ruleset: Ruleset
    level: str
    seed: int
    situation: Situation
    twist: str | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return self.situation.players

    @property
    def storyteller(self) -> str:
        return self.situation.storyteller_name

    def scored(self) -> ScoredRound:
        """The round's facts under the box's rules (IllegalRound if the box cannot play it)."""
        return score_situation(self.ruleset, self.situation)

    def vote_lines(self) -> tuple[str, ...]:
        """Each voter's markers in a sentence, in seat order ("Ben voted for Cleo's card")."""
        s = self.situation
        return tuple(
            vote_line(s.players, s.storyteller, seat, picks)
            for seat, picks in enumerate(s.votes)
            if picks
        )

    def explanation(self) -> tuple[Explanation, ...]:
        """How each point is scored, written now in the reader's language (a learner may
        change language between checking an answer and reading why)."""
        return explain(self.scored())

    def points(self) -> dict[str, int]:
        return {p.player: p.total for p in self.scored().scores}


def vote_line(names: tuple[str, ...], storyteller: int, seat: int, picks: tuple[int, ...]) -> str:
    """'Ben voted for Cleo's card (the storyteller's)': one voter's markers, in a sentence."""
    voter = names[seat]
    if len(picks) == 1:
        (x,) = picks
        if x == storyteller:
            return _("{voter} voted for {owner}'s card (the storyteller's)").format(
                voter=voter, owner=names[x]
            )
        return _("{voter} voted for {owner}'s card").format(voter=voter, owner=names[x])
    first, second = picks[0], picks[1]
    if first == storyteller:
        message = _("{voter} voted for {first}'s card (the storyteller's) and {second}'s card")
    elif second == storyteller:
        message = _("{voter} voted for {first}'s card and {second}'s card (the storyteller's)")
    else:
        message = _("{voter} voted for {first}'s card and {second}'s card")
    return message.format(voter=voter, first=names[first], second=names[second])


# --- generating rounds ----------------------------------------------------------------------
def _plain_counts(rs: Ruleset) -> list[int]:
    """Player counts where none of the box's twists changes the scoring."""
    one, ef = rs.exactly_one_finder, rs.extra_finder
    out = [
        n
        for n in range(max(4, rs.min_players), rs.max_players + 1)
        if rs.max_votes(n) == 1
        and rs.cards_handed_in(n) == 1
        and (one is None or n not in one.players)
        and (ef is None or n < ef.from_players)
        and n <= 7
    ]
    return out or list(range(rs.min_players, rs.max_players + 1))


def _twist_counts(rs: Ruleset, t: Twist) -> list[int]:
    every = range(rs.min_players, rs.max_players + 1)
    if t.id == "three-players":
        return [3]
    if t.id == "lone-finder" and rs.exactly_one_finder is not None:
        return [n for n in every if n in rs.exactly_one_finder.players]
    if t.id in ("second-marker", "extra-finder"):
        low = t.players
        return [n for n in every if n >= low and rs.max_votes(n) >= 2][:3] or [low]
    if t.id == "bonus-cap":
        return [n for n in every if n >= t.players][:3] or [t.players]
    return [t.players]


def _others(rng: random.Random, n: int, st: int, seat: int) -> list[int]:
    return [p for p in range(n) if p not in (st, seat)]


def _round(
    rng: random.Random,
    rs: Ruleset,
    n: int,
    *,
    finders: int,
    two_markers: float = 0.0,
    pile_on: int = 0,
) -> Situation:
    """A table of `n` with a random storyteller; `finders` voters find the card; each voter
    uses two markers with probability `two_markers` (where allowed); `pile_on` non-finders
    all vote for one player's card."""
    st = rng.randrange(n)
    voters = [s for s in range(n) if s != st]
    rng.shuffle(voters)
    found = set(voters[:finders])
    misses = [v for v in voters if v not in found]
    target = rng.choice(voters)
    max_votes = rs.max_votes(n)
    votes: list[tuple[int, ...]] = [() for _seat in range(n)]
    for i, v in enumerate(misses):
        piles = i < pile_on and target != v
        votes[v] = (target if piles else rng.choice(_others(rng, n, st, v)),)
    for v in found:
        votes[v] = (st,)
    if max_votes >= 2:
        for v in voters:
            if rng.random() < two_markers:
                if v in found:
                    extra = _others(rng, n, st, v)
                else:  # a second marker that misses keeps a miss a miss
                    extra = [p for p in _others(rng, n, st, v) if p != votes[v][0]]
                if extra:
                    votes[v] = (votes[v][0], rng.choice(extra))
    return Situation(NAMES[:n], st, tuple(votes))


def generate(rs: Ruleset, level: str, seed: int) -> Question:
    """A round of `level` for the box `rs`; the same (box, level, seed), the same round. Always
    legal for the box (checked by the engine before it is returned)."""
    ids = [lv.id for lv in levels(rs)]
    if level not in ids:
        raise LearnError(
            _("there is no quiz level {level} for {name} (levels: {levels}).").format(
                level=repr(level)[:40], name=tr(rs.name), levels=", ".join(ids)
            )
        )
    rng = random.Random(f"{rs.id}|{level}|{seed}")
    twist: str | None = None
    if level == "twists":
        t = rng.choice(twists(rs))
        twist = t.id
        n = rng.choice(_twist_counts(rs, t))
        v = n - 1
        if t.id == "lone-finder":
            s = _round(rng, rs, n, finders=1, pile_on=rng.randrange(v))
        elif t.id in ("second-marker", "extra-finder"):
            s = _round(rng, rs, n, finders=rng.randint(1, v - 1), two_markers=0.5)
        elif t.id == "bonus-cap":
            cap = cap_at(rs, n) or 0
            s = _round(rng, rs, n, finders=rng.randint(1, max(1, v - cap - 2)), pile_on=v)
        else:
            s = _round(rng, rs, n, finders=rng.randint(0, v), pile_on=rng.randrange(v))
    else:
        n = rng.choice(_plain_counts(rs))
        v = n - 1
        if level == "some":
            s = _round(rng, rs, n, finders=rng.randint(max(1, v - 2), v - 1))
        elif level == "bonus":
            s = _round(rng, rs, n, finders=rng.randint(1, max(1, v - 2)), pile_on=rng.randint(2, v))
        else:
            s = _round(rng, rs, n, finders=rng.choice((0, v)), pile_on=rng.randrange(v))
    q = Question(rs, level, seed, s, twist)
    q.scored()  # the engine checks the round is legal for the box
    return q


# --- checking answers -----------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerCheck:
    player: str
    expected: int
    given: int

    @property
    def right(self) -> bool:
        return self.expected == self.given


@dataclass(frozen=True)
class Named:
    """A misconception the answer matches, and the players whose points it explains."""

    mistake: Mistake
    players: tuple[str, ...]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: player by player, and the misconceptions it matches (facts:
    `Question.explanation` writes how each point is scored when it is shown)."""

    players: tuple[PlayerCheck, ...]
    mistakes: tuple[Named, ...]

    @property
    def right(self) -> bool:
        return all(p.right for p in self.players)


def read_answer(q: Question, answer: Mapping[str, object]) -> dict[str, int]:
    """The learner's points per player as whole numbers; LearnError saying what is missing."""
    out: dict[str, int] = {}
    for p in q.players:
        if p not in answer or answer[p] is None:
            raise LearnError(_("give {player}'s points (0 if none).").format(player=p))
        value = answer[p]
        whole = _("{player}'s points must be a whole number.").format(player=p)
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise LearnError(whole)
        try:
            points = int(str(value).strip()) if isinstance(value, str) else int(value)
        except ValueError:
            raise LearnError(
                _("{player}'s points must be a whole number, not {value}.").format(
                    player=p, value=repr(value)[:40]
                )
            ) from None
        if points != value and not isinstance(value, str):
            raise LearnError(whole)
        if not 0 <= points <= MAX_POINTS:
            raise LearnError(
                _("{player}'s points must be between 0 and {most}.").format(
                    player=p, most=number(MAX_POINTS)
                )
            )
        out[p] = points
    return out


def check(q: Question, answer: Mapping[str, object], others: Sequence[Ruleset]) -> Feedback:
    """Judge the learner's points player by player, and name every misconception that explains
    a wrong player's points (never one for a right answer). `others`: every ruleset, for the
    mistakes that borrow a rule the box lacks."""
    given = read_answer(q, answer)
    s = q.scored()
    right = {p.player: p.total for p in s.scores}
    checks = tuple(PlayerCheck(p, right[p], given[p]) for p in q.players)
    named: list[Named] = []
    for m in MISTAKES:
        totals = mistaken(s, m, others)
        if totals is None:
            continue
        hit = tuple(
            p for p in q.players if given[p] != right[p] and given[p] == totals[p] != right[p]
        )
        if hit:
            named.append(Named(m, hit))
    return Feedback(checks, tuple(named))


# --- mastery --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Progress:
    """Where a learner is: the level being played, the current streak there, levels mastered."""

    level: str
    streak: int = 0
    mastered: tuple[str, ...] = field(default=())
    answered: int = 0
    right: int = 0

    def unlocked(self, rs: Ruleset) -> tuple[str, ...]:
        ids = [lv.id for lv in levels(rs)]
        reach = max([ids.index(m) + 1 for m in self.mastered if m in ids] + [0])
        return tuple(ids[: min(reach + 1, len(ids))])

    def finished(self, rs: Ruleset) -> bool:
        return all(lv.id in self.mastered for lv in levels(rs))


def start(rs: Ruleset) -> Progress:
    return Progress(levels(rs)[0].id)


def record(rs: Ruleset, progress: Progress, right: bool) -> Progress:
    """The progress after one answer: a right answer extends the streak, and STREAK in a row
    master the level and move on to the next; a wrong one resets the streak."""
    p = replace(progress, answered=progress.answered + 1, right=progress.right + int(right))
    if not right:
        return replace(p, streak=0)
    streak = p.streak + 1
    if streak < STREAK:
        return replace(p, streak=streak)
    ids = [lv.id for lv in levels(rs)]
    mastered = p.mastered if p.level in p.mastered else (*p.mastered, p.level)
    later = [i for i in ids if i not in mastered]
    return replace(p, streak=0, mastered=mastered, level=later[0] if later else p.level)


def choose_level(rs: Ruleset, progress: Progress, level: str) -> Progress:
    """Switch to an unlocked level (the streak starts again); LearnError for a locked one."""
    if level not in progress.unlocked(rs):
        titles = {lv.id: lv.title for lv in levels(rs)}
        shown = titles.get(level, repr(level)[:40])
        raise LearnError(_("the level “{level}” is not unlocked yet.").format(level=shown))
    return replace(progress, level=level, streak=0)
