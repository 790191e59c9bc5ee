"""The lesson, measured: for each box and language, the words a beginner reads on the core path
(first step to the quiz; Vietnamese counted by words of two syllables) and the taps from Home to
the first quiz round, each against its limit (800 words, four minutes at 200 words a minute; 14
taps), and the time from Home to a first correctly scored round: reading at 200 words a minute,
3 s a tap (the tap, a scroll to Next on a phone, the page redrawn) and the first round answered
(the model below). Then how many rounds and about how long mastering the quiz takes, and what
the misconception detector costs per answer (against scoring the round, in the same run).

The quiz's time is an estimate from a reading-and-typing model, per round: 5 s to read who
tells, 2 s per voter's line (3 s with two markers), 3 s per player to work out and type their
points, 5 s to check, read the verdict and press Next round. Averaged over 200 visitors' seeds,
every answer right (the fewest rounds: the levels' streaks added up).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from explorer.i18n import LANGUAGES
from explorer.learn.quiz import check, generate, levels, mastery_rounds, next_seed
from explorer.rules.files import load_rulesets

ROOT = Path(__file__).resolve().parents[1]

VISITORS = 200
READ, LINE, TWO_MARKERS, PLAYER, VERDICT = 5.0, 2.0, 3.0, 3.0, 5.0
MAX_WORDS, MAX_TAPS, WPM, TAP = 800, 14, 200, 3.0


def _seconds(q) -> float:  # type: ignore[no-untyped-def]
    lines = [LINE if len(v) == 1 else TWO_MARKERS for v in q.situation.votes if v]
    return float(READ + sum(lines) + PLAYER * q.situation.n + VERDICT)


def _quiz(rs) -> tuple[int, float]:  # type: ignore[no-untyped-def]
    rng = random.Random(26)
    total = 0.0
    for _ in range(VISITORS):
        seed = rng.randrange(10**9)
        for level in levels(rs):
            for _round in range(level.streak):
                total += _seconds(generate(rs, level.id, seed))
                seed = next_seed(seed)
    return mastery_rounds(rs), total / VISITORS


def _first_round(rs) -> float:  # type: ignore[no-untyped-def]
    """Seconds to answer a visitor's first round (the first level), averaged over visitors."""
    rng = random.Random(30)
    first = levels(rs)[0].id
    rounds = [generate(rs, first, rng.randrange(10**9)) for _ in range(VISITORS)]
    return sum(_seconds(q) for q in rounds) / len(rounds)


def _detector(rs) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """µs per check of a wrong answer, and µs per scoring of the same round."""
    others = load_rulesets()
    rng = random.Random(1)
    qs = [generate(rs, lv.id, s) for s in range(150) for lv in levels(rs)]
    answers = [
        {p: max(0, v + rng.choice((-1, 0, 1, 2))) for p, v in q.points().items()} for q in qs
    ]
    t0 = time.perf_counter()
    for q in qs:
        q.scored()
    base = time.perf_counter() - t0
    t0 = time.perf_counter()
    for q, a in zip(qs, answers, strict=True):
        check(q, a, others)
    took = time.perf_counter() - t0
    return took / len(qs) * 1e6, base / len(qs) * 1e6


def run() -> list[str]:
    if str(ROOT) not in sys.path:  # the word count walks the page with the tests' AppTest helper
        sys.path.insert(0, str(ROOT))
    from tests.learn.words import walk

    out = [
        f"core path: words to read / taps from Home to the first quiz round (limits "
        f"{MAX_WORDS} words, {MAX_TAPS} taps; vi: words of two syllables)"
    ]
    out.append("  box                 " + " ".join(f"{lang:>9}" for lang in LANGUAGES))
    worst: list[float] = []
    over: list[str] = []
    for rs in load_rulesets():
        cells, answer = [], _first_round(rs)
        for lang in LANGUAGES:
            w = walk(rs.id, lang)
            cells.append(f"{w.reading:>5}/{w.taps:<3}")
            worst.append((w.reading / WPM * 60 + w.taps * TAP + answer) / 60)
            if w.reading > MAX_WORDS or w.taps > MAX_TAPS:
                over.append(f"{rs.id} {lang}")
        out.append(f"  {rs.id:<19} " + " ".join(cells))
    out.append(
        f"  every one within the limits: {'yes' if not over else 'NO: ' + ', '.join(over)}; "
        f"Home to a first correct round: {min(worst):.1f}-{max(worst):.1f} min "
        f"(reading at {WPM} wpm + {TAP:.0f} s a tap + the first round answered)"
    )
    out.append("quiz mastery (every answer right; estimated from reading and typing):")
    for rs in load_rulesets():
        rounds, seconds = _quiz(rs)
        out.append(
            f"  {rs.id:<19} {rounds} rounds, about {seconds:.0f} s "
            f"({seconds / 60:.1f} min; {seconds / rounds:.0f} s a round)"
        )
    for rs in load_rulesets()[:2]:
        each, base = _detector(rs)
        out.append(
            f"detector, {rs.id}: {each:.0f} µs per wrong answer checked "
            f"({each / base:.0f}× scoring the round)"
        )
    return out


if __name__ == "__main__":
    print("\n".join(run()))
