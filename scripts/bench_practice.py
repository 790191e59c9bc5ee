"""Practice game: a whole bot game, a resume-code replay and card drawing, against score_round.

The baseline is `score_round` on the same rounds, measured in the same process: a game turn
costs a few rounds' scoring, so the ratios show what the game machinery and the bots add.
"""

from __future__ import annotations

import time

from explorer import load_ruleset, score_round
from explorer.game.actions import NextTurn
from explorer.game.bots import play_bots
from explorer.game.cards import _picture, card_svg
from explorer.game.play import apply, new_game
from explorer.game.resume import decode, encode
from explorer.game.setup import BotSkill, Setup
from explorer.game.state import GameState


def _bot_game(rid: str, n: int, seed: int) -> GameState:
    good: BotSkill = "good"
    bots = (good,) * n
    s = new_game(Setup(rid, tuple(f"P{i}" for i in range(n)), bots, 84, seed))
    while s.phase != "over":
        s = apply(play_bots(s), NextTurn())
    return s


def run() -> list[str]:
    games = [_bot_game("original-2008", 5, seed) for seed in range(3)]  # warm caches
    t0 = time.perf_counter()
    games = [_bot_game("original-2008", 5, seed) for seed in range(20)]
    game_t = (time.perf_counter() - t0) / len(games)
    turns = sum(len(g.history) for g in games) / len(games)
    rs = load_ruleset("original-2008")
    t0 = time.perf_counter()
    k = 0
    for g in games:
        for rec in g.history:
            votes = {
                g.name(s): [g.name(rec.owners[p - 1]) for p in rec.votes[s]]
                for s in range(g.n)
                if s != rec.storyteller
            }
            score_round(rs, g.name(rec.storyteller), votes, players=g.players)
            k += 1
    score_t = (time.perf_counter() - t0) / k
    code = encode(games[0])
    t0 = time.perf_counter()
    for _ in range(10):
        decode(code)
    resume_t = (time.perf_counter() - t0) / 10
    _picture.cache_clear()  # drawn afresh: the cost of a picture, not of a cache hit
    t0 = time.perf_counter()
    for i in range(252):
        card_svg(i)
    svg_t = (time.perf_counter() - t0) / 252
    return [
        f"bot game, original-2008, 5 players ({turns:.0f} turns): {game_t * 1e3:.1f} ms "
        f"({game_t / turns / score_t:.0f}× score_round per turn)",
        f"resume: decode + replay of a whole game ({len(code)} chars): {resume_t * 1e3:.1f} ms "
        f"({resume_t / turns / score_t:.0f}× score_round per turn)",
        f"card SVG, uncached: {svg_t * 1e6:.0f} µs each ({svg_t / score_t:.1f}× one score_round)",
    ]
