"""Practice bots: they tell clues, hand in cards and vote by word association.

A bot weighs each card by how strongly the clue's words point at the card's hidden tags
(`explorer.game.lexicon`), adds noise set by its skill, and takes the best legal choice. Every bot
draw comes from a generator seeded by (game seed, turn, seat), so a game replays exactly.
Bots only ever produce legal actions; `why_*` say in a phrase what a bot was thinking.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence

import numpy as np

from explorer.errors import IllegalAction
from explorer.game.cards import PALETTES, card
from explorer.game.lexicon import Level, Lexicon, load_lexicon
from explorer.game.state import Action, GameState, GiveClue, HandIn, TurnRecord, Vote, apply

NOISE: dict[str, float] = {"beginner": 1.6, "good": 0.8, "expert": 0.3}
SECOND_VOTE_RATIO = 0.8  # a bot puts a second marker on a card nearly as likely as its first

_COMPOSITION_WORDS = {
    "hills": "the hills",
    "sea-view": "the view over the water",
    "floating": "the floating island",
    "doorway": "the archway",
    "giant": "how huge it looks",
}
_MOODS = {p.mood for p in PALETTES}


def tag_phrase(tag: str) -> str:
    """A tag in words: 'the moon', 'the night colours', 'the floating island'."""
    if tag in _COMPOSITION_WORDS:
        return _COMPOSITION_WORDS[tag]
    if tag in _MOODS:
        return f"the {tag} colours"
    return f"the {tag}"


def bot_rng(seed: int, turn: int, seat: int, step: int) -> np.random.Generator:
    return np.random.default_rng([seed, turn, seat, step, 7])


def _noisy(
    lex: Lexicon, clue: str, cards: Sequence[int], skill: str, rng: np.random.Generator
) -> list[float]:
    noise = rng.normal(0.0, NOISE[skill], size=len(cards))
    return [
        lex.association(clue, card(c).tags) + float(z) for c, z in zip(cards, noise, strict=True)
    ]


def choose_clue(
    hand: Sequence[int], subtlety: Level, rng: np.random.Generator, lex: Lexicon | None = None
) -> tuple[int, str]:
    """A card from `hand` and a one-word clue of the given subtlety about its main motif.

    Prefers words that point at the chosen card more than at the bot's other cards.
    """
    lex = lex or load_lexicon()
    options: list[tuple[float, int, str]] = []
    for c in hand:
        tags = card(c).tags
        words = lex.words_for(tags[0], subtlety) or lex.words_for(tags[2], subtlety)
        for w in words:
            others = max((lex.association(w, card(o).tags) for o in hand if o != c), default=0.0)
            options.append((lex.association(w, tags) - others + float(rng.uniform(0, 1.5)), c, w))
    if not options:
        c = int(hand[int(rng.integers(len(hand)))])
        return c, "Dream"
    _, c, w = max(options)
    return c, w.capitalize()


def choose_hand_in(
    hand: Sequence[int],
    clue: str,
    count: int,
    skill: str,
    rng: np.random.Generator,
    lex: Lexicon | None = None,
) -> tuple[int, ...]:
    """The `count` cards of `hand` that fit the clue best (to this bot)."""
    lex = lex or load_lexicon()
    scores = _noisy(lex, clue, hand, skill, rng)
    ranked = sorted(range(len(hand)), key=lambda i: -scores[i])
    return tuple(int(hand[i]) for i in ranked[:count])


def choose_votes(
    table: Sequence[int],
    own_places: Sequence[int],
    clue: str,
    max_votes: int,
    skill: str,
    rng: np.random.Generator,
    lex: Lexicon | None = None,
) -> tuple[int, ...]:
    """Places (1-based) to vote for: the best fits that are not the bot's own cards."""
    lex = lex or load_lexicon()
    scores = _noisy(lex, clue, table, skill, rng)
    allowed = [p for p in range(1, len(table) + 1) if p not in own_places]
    ranked = sorted(allowed, key=lambda p: -scores[p - 1])
    picks = [ranked[0]]
    if max_votes >= 2 and len(ranked) > 1:
        best, second = scores[ranked[0] - 1], scores[ranked[1] - 1]
        if best > 0 and second >= SECOND_VOTE_RATIO * best:
            picks.append(ranked[1])
    return tuple(picks)


def bot_action(state: GameState, seat: int) -> Action:
    """The legal action the bot in `seat` takes now."""
    skill = state.setup.bots[seat]
    if skill is None:
        raise IllegalAction("bots", f"{state.name(seat)} is a human player, not a bot.")
    lex = load_lexicon()
    seed, turn = state.setup.seed, state.turn
    if state.phase == "clue":
        subtlety: Level = state.setup.subtlety
        c, clue = choose_clue(state.hands[seat], subtlety, bot_rng(seed, turn, seat, 0), lex)
        return GiveClue(seat, c, clue)
    assert state.clue is not None
    if state.phase == "hand-in":
        cards = choose_hand_in(
            state.hands[seat],
            state.clue,
            state.cards_to_hand_in,
            skill,
            bot_rng(seed, turn, seat, 1),
            lex,
        )
        return HandIn(seat, cards)
    if state.phase == "vote":
        places = choose_votes(
            state.table,
            state.own_places(seat),
            state.clue,
            state.votes_allowed,
            skill,
            bot_rng(seed, turn, seat, 2),
            lex,
        )
        return Vote(seat, places)
    raise IllegalAction("bots", f"bots do not act in the {state.phase} phase.")


def play_bots(state: GameState) -> GameState:
    """Let bots act until a human must act or the round is revealed."""
    while state.waiting_for:
        bots = [s for s in state.waiting_for if state.setup.bots[s] is not None]
        if not bots:
            return state
        state = apply(state, bot_action(state, bots[0]))
    return state


# --- what the bots were thinking -----------------------------------------------------------
_LANGUAGE_NAMES = {
    "en": "English",
    "fr": "French",
    "ru": "Russian",
    "vi": "Vietnamese",
    "pt": "Portuguese",
    "nl": "Dutch",
}
# Ways a bot says which words made it think of what; picked by a stable hash of the moment, so
# reasons vary from card to card but a replayed game says the same.
_FIT = (
    "{words} made me think of {what}",
    "{words} brought {what} to mind",
    "I saw {what} and thought of {words}",
    "{words} pointed straight at {what}",
    "{what} seemed to fit {words}",
)
_HUNCH = (
    "nothing I saw fit {words} well; I {verb} on a hunch",
    "{words} matched none of these pictures, so I {verb} on a hunch",
)


def _pick(options: Sequence[str], *key: object) -> str:
    return options[zlib.crc32(repr(key).encode()) % len(options)]


def _quoted(ws: Sequence[str]) -> str:
    quoted = [f"'{w}'" for w in ws]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def language_names(codes: Sequence[str]) -> str:
    """Language codes in words: ('fr', 'pt') → 'French or Portuguese'."""
    names = [_LANGUAGE_NAMES.get(c, c) for c in codes]
    return " or ".join(names)


def why_clue(record: TurnRecord, lex: Lexicon | None = None) -> str:
    lex = lex or load_lexicon()
    tags = card(record.storyteller_card).tags
    link = lex.best_link(record.clue, tags)
    if link is None:
        return "I picked a word I liked."
    return f"'{link.word}' is a {link.level} hint at {tag_phrase(link.tag)} on my card."


def why_card(clue: str, card_id: int, verb: str, lex: Lexicon | None = None) -> str:
    """Why a bot handed in or voted for `card_id` after `clue`, in a phrase naming the words of
    the clue that mattered (and saying so when it knew none of them)."""
    lex = lex or load_lexicon()
    links = lex.links_to(clue, card(card_id).tags)
    if not links:
        reading = lex.read(clue)
        known = [w for w, _ in reading.known]
        if not known:
            unknown = f" ({_quoted(reading.unknown)})" if reading.unknown else ""
            return f"I knew no word of the clue{unknown}, so I {verb} at random."
        return _pick(_HUNCH, clue, card_id, verb).format(words=_quoted(known), verb=verb) + "."
    used = list(dict.fromkeys(link.word for link in links))[:2]
    what = " and ".join(dict.fromkeys(tag_phrase(link.tag) for link in links[:2]))
    return _pick(_FIT, clue, card_id, verb).format(words=_quoted(used), what=what) + "."


def bot_reasons(record: TurnRecord, bots: Sequence[str | None]) -> dict[int, str]:
    """For each bot seat in a finished round: what it handed in and voted for, and why."""
    lex = load_lexicon()
    out: dict[int, str] = {}
    for seat, skill in enumerate(bots):
        if skill is None:
            continue
        if seat == record.storyteller:
            out[seat] = why_clue(record, lex)
            continue
        mine = record.own_places(seat)
        gave = "; ".join(
            f"card {p}: {why_card(record.clue, record.table[p - 1], 'chose', lex).rstrip('.')}"
            for p in mine
        )
        votes = "; ".join(
            f"card {p}: {why_card(record.clue, record.table[p - 1], 'guessed', lex).rstrip('.')}"
            for p in record.votes[seat]
        )
        out[seat] = f"Handed in {gave}. Voted for {votes}."
    return out
