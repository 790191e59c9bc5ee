"""The quiz: rounds generated for one box (seeded, always legal) whose points the learner works
out, checking them player by player, naming the misconception behind a wrong answer in the
round's own numbers, and the levels with a streak that unlocks the next (or a link that opens
one).

The API a page (or a room of learners) uses: `levels(rs)`, `generate(rs, level, seed)` → a
`Question` (its `vote_lines()`, `points()`, `explanation()`), `check(question, answer,
rulesets)` → a `Feedback` (`right`, `wrong`, `mistakes`: each a `Named` with its `name` and
`correction` written when read), and the progress: `start`, `record`, `choose_level`,
`open_level`, `next_seed`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from explorer.errors import LearnError
from explorer.i18n import _, join_list, number, quoted, tr
from explorer.i18n.people import example_names
from explorer.learn.mistake_words import Mistake, Wording, wording
from explorer.learn.mistakes import changes_of, explanations, totals_with
from explorer.learn.twists import Twist, cap_at, twists
from explorer.learn.vote_words import vote_line
from explorer.round.explain import explain
from explorer.round.result import Explanation, ScoredRound
from explorer.round.scoring import score_situation
from explorer.round.situation import Situation
from explorer.rules.ruleset import Ruleset

MAX_POINTS = 99  # no round gives anybody more; a bigger typed number is refused
MAX_SEED = 10**9  # a round's seed is below this (nine digits in a link)


@dataclass(frozen=True)
class Level:
    """A quiz level: `streak` right answers in a row master it."""

    id: str
    title: str
    text: str
    streak: int


def levels(rs: Ruleset) -> tuple[Level, ...]:
    """The quiz levels for a box: the shared scoring (every outcome, with bonus votes), then
    the box's own twists, two right in a row each. Short on purpose: mastering both takes four
    rounds, about two minutes (`scripts/bench_learn.py` estimates it per box)."""
    out = [
        Level(
            "scoring",
            _("Scoring"),
            _("Some, every or no voter finds the storyteller's card; votes land on other cards."),
            2,
        )
    ]
    ts = twists(rs)
    if ts:
        names = join_list([quoted(t.title) for t in ts])
        out.append(
            Level(
                "twists",
                _("Your box's twists"),
                # TRANSLATORS: {names} lists the box's twists, each in quotation marks, e.g.
                # “The 3-player variant” and “At most 3 bonus points”
                _("Rounds where they matter: {names}.").format(names=names),
                2,
            )
        )
    return tuple(out)


def level_of(rs: Ruleset, level: str) -> Level:
    """The level `level` of the box; LearnError naming the levels there are."""
    for lv in levels(rs):
        if lv.id == level:
            return lv
    ids = [lv.id for lv in levels(rs)]
    raise LearnError(
        _("there is no quiz level {level} for {name} (levels: {levels}).").format(
            level=repr(level)[:40], name=tr(rs.name), levels=", ".join(ids)
        )
    )


def mastery_rounds(rs: Ruleset) -> int:
    """The fewest rounds that master every level (every answer right)."""
    return sum(lv.streak for lv in levels(rs))


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
        """Each voter's markers in a sentence, in seat order ("Ben voted for Cleo's card"; where
        the table gives two markers, whether the voter used one or both)."""
        s = self.situation
        markers = self.ruleset.max_votes(s.n)
        return tuple(
            vote_line(s.players, s.storyteller, seat, picks, markers)
            for seat, picks in enumerate(s.votes)
            if picks
        )

    def explanation(self) -> tuple[Explanation, ...]:
        """How each point is scored, written now in the reader's language (a learner may
        change language between checking an answer and reading why)."""
        return explain(self.scored())

    def points(self) -> dict[str, int]:
        return {p.player: p.total for p in self.scored().scores}


# --- generating rounds ----------------------------------------------------------------------
def _plain_counts(rs: Ruleset) -> list[int]:
    """Small player counts (4 or 5: few points to type) where none of the box's twists
    changes the scoring."""
    one = rs.exactly_one_finder
    out = [
        n
        for n in range(max(4, rs.min_players), rs.max_players + 1)
        if rs.max_votes(n) == 1
        and rs.cards_handed_in(n) == 1
        and (one is None or n not in one.players)
        and rs.extra_at(n) is None
        and n <= 5
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
        return [n for n in every if n >= low and rs.max_votes(n) >= 2][:2] or [low]
    if t.id == "bonus-cap":
        return [n for n in every if n >= t.players][:2] or [t.players]
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
    return Situation(example_names()[:n], st, tuple(votes))


def generate(rs: Ruleset, level: str, seed: int) -> Question:
    """A round of `level` for the box `rs`; the same (box, level, seed), the same round. Always
    legal for the box (checked by the engine before it is returned)."""
    level_of(rs, level)  # LearnError for a level the box does not have
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
        # half the rounds some find the card, a quarter everybody, a quarter nobody; the
        # voters who miss pile onto one player's card or spread out
        finders = rng.choice((rng.randint(1, v - 1), rng.randint(1, v - 1), 0, v))
        s = _round(rng, rs, n, finders=finders, pile_on=rng.randrange(v))
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
    """A misconception in an explanation of the answer, the players whose points it changes,
    and what it says about this round (`wording`: the round's numbers, no words). `name` and
    `correction` are written when read, in the reader's language, with the round's and the
    box's numbers ("from 7 players, one marker")."""

    mistake: Mistake
    players: tuple[str, ...]
    wording: Wording = field(default_factory=Wording)

    @property
    def name(self) -> str:
        return self.wording.name(self.mistake)

    @property
    def correction(self) -> str:
        return self.wording.correction(self.mistake)


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: player by player, and its explanations: each a set of
    misconceptions that, made together, give exactly the learner's points (facts:
    `Question.explanation` writes how each point is scored when it is shown). No
    explanation: no known mistake gives these points, and none is named."""

    players: tuple[PlayerCheck, ...]
    explanations: tuple[tuple[Named, ...], ...] = ()

    @property
    def right(self) -> bool:
        return all(p.right for p in self.players)

    @property
    def wrong(self) -> tuple[str, ...]:
        """The players whose points the learner got wrong, in seat order."""
        return tuple(p.player for p in self.players if not p.right)

    @property
    def mistakes(self) -> tuple[Named, ...]:
        """Every misconception named, once each, in the order the explanations give them."""
        out: dict[str, Named] = {}
        for explained in self.explanations:
            for named in explained:
                out.setdefault(named.mistake.id, named)
        return tuple(out.values())


def read_answer(q: Question, answer: Mapping[str, object]) -> dict[str, int]:
    """The learner's points per player as whole numbers; LearnError saying what is missing."""
    out: dict[str, int] = {}
    missing = [p for p in q.players if p not in answer or answer[p] is None]
    if len(missing) == len(q.players):
        raise LearnError(_("Type each player's points first (0 if none)."))
    if missing:
        # every empty box named at once: a learner who left two empty fixes both
        raise LearnError(
            _("{player}: give the points (0 if none).").format(player=join_list(missing))
        )
    for p in q.players:
        value = answer[p]
        whole = _("{player}: the points must be a whole number.").format(player=p)
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise LearnError(whole)
        try:
            points = int(str(value).strip()) if isinstance(value, str) else int(value)
        except ValueError:
            raise LearnError(
                _("{player}: the points must be a whole number, not {value}.").format(
                    player=p, value=repr(value)[:40]
                )
            ) from None
        if points != value and not isinstance(value, str):
            raise LearnError(whole)
        if not 0 <= points <= MAX_POINTS:
            raise LearnError(
                _("{player}: the points must be between 0 and {most}.").format(
                    player=p, most=number(MAX_POINTS)
                )
            )
        out[p] = points
    return out


def check(q: Question, answer: Mapping[str, object], others: Sequence[Ruleset]) -> Feedback:
    """Judge the learner's points player by player, and name the misconceptions only when
    together they give exactly the learner's points (every wrong player explained, no right
    one contradicted). `others`: every ruleset, for the mistakes that borrow a rule the box
    lacks."""
    given = read_answer(q, answer)
    s = q.scored()
    right = {p.player: p.total for p in s.scores}
    checks = tuple(PlayerCheck(p, right[p], given[p]) for p in q.players)
    found = []
    for group in explanations(s, given, others):
        named = []
        for m in group:
            changes = changes_of(s, m, others) or {}
            moved = totals_with(s, changes)
            # the wrong players this mistake counts differently (two mistakes may cancel out
            # on a player the learner got right)
            hit = tuple(p for p in q.players if moved[p] != right[p] != given[p])
            named.append(Named(m, hit, wording(m, s, others)))
        found.append(tuple(named))
    return Feedback(checks, tuple(found))


# --- mastery --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Progress:
    """Where a learner is: the level being played, the current streak there, levels mastered."""

    level: str
    streak: int = 0
    mastered: tuple[str, ...] = field(default=())
    answered: int = 0
    right: int = 0
    opened: tuple[str, ...] = field(default=())  # levels a link opened before their turn

    def unlocked(self, rs: Ruleset) -> tuple[str, ...]:
        ids = [lv.id for lv in levels(rs)]
        reach = max([ids.index(m) + 1 for m in self.mastered if m in ids] + [0])
        return tuple(i for n, i in enumerate(ids) if n <= reach or i in self.opened)

    def finished(self, rs: Ruleset) -> bool:
        return all(lv.id in self.mastered for lv in levels(rs))


def start(rs: Ruleset) -> Progress:
    return Progress(levels(rs)[0].id)


def record(rs: Ruleset, progress: Progress, right: bool, level: str | None = None) -> Progress:
    """The progress after one answer to a round of `level` (default: the level in play): a
    right answer extends the streak, and the level's streak in a row masters it and moves on
    to the next; a wrong one resets the streak. A round of another level (opened from a link)
    counts as answered without touching the streak."""
    p = replace(progress, answered=progress.answered + 1, right=progress.right + int(right))
    if level is not None and level != p.level:
        return p
    if not right:
        return replace(p, streak=0)
    streak = p.streak + 1
    if streak < level_of(rs, p.level).streak:
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


def open_level(rs: Ruleset, progress: Progress, level: str) -> Progress:
    """The progress once a link has opened a round of `level`: that level in play and unlocked
    (a teacher's twists round opens the twists, whatever the learner has mastered); its streak
    starts again unless it was already in play. LearnError for a level the box does not have."""
    level_of(rs, level)
    if level == progress.level:
        return progress
    opened = progress.opened if level in progress.opened else (*progress.opened, level)
    return replace(progress, level=level, streak=0, opened=opened)


# --- seeds ----------------------------------------------------------------------------------------
def next_seed(seed: int) -> int:
    """The seed of the round after the one seeded `seed`: a link's round leads to the same
    rounds after it."""
    return random.Random(f"next|{seed}").randrange(MAX_SEED)
