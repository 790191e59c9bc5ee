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
from explorer.game.actions import Action, GiveClue, HandIn, Vote
from explorer.game.cards import PALETTES, card
from explorer.game.lexicon import Level, Lexicon, load_lexicon
from explorer.game.play import apply
from explorer.game.state import GameState, TurnRecord
from explorer.i18n import N_, _, join_list, join_or, language, number, quoted, semicolons

NOISE: dict[str, float] = {"beginner": 1.6, "good": 0.8, "expert": 0.3}
SECOND_VOTE_RATIO = 0.8  # a bot puts a second marker on a card nearly as likely as its first

# A card's hidden tags in words, for the bots' reasons. Translators: each phrase stands alone
# (after a colon or as a sentence's subject), so write it in its plain (nominative) form.
TAG_PHRASES: dict[str, str] = {
    "moon": N_("the moon"),
    "sun": N_("the sun"),
    "tree": N_("the tree"),
    "house": N_("the house"),
    "bird": N_("the bird"),
    "fish": N_("the fish"),
    "key": N_("the key"),
    "boat": N_("the boat"),
    "mountain": N_("the mountain"),
    "door": N_("the door"),
    "eye": N_("the eye"),
    "star": N_("the star"),
    "ladder": N_("the ladder"),
    "balloon": N_("the balloon"),
    "snail": N_("the snail"),
    "clock": N_("the clock"),
    "whale": N_("the whale"),
    "lighthouse": N_("the lighthouse"),
    "flower": N_("the flower"),
    "cloud": N_("the cloud"),
    # TRANSLATORS: a rabbit drawn on a card (a picture), not the rabbit pawn on the score track
    "rabbit": N_("the rabbit"),
    "umbrella": N_("the umbrella"),
    "crown": N_("the crown"),
    "feather": N_("the feather"),
    "night": N_("the night colours"),
    "dusk": N_("the dusk colours"),
    "dawn": N_("the dawn colours"),
    "sea": N_("the sea colours"),
    "forest": N_("the forest colours"),
    "fire": N_("the fire colours"),
    "winter": N_("the winter colours"),
    "hills": N_("the hills"),
    "sea-view": N_("the view over the water"),
    "floating": N_("the floating island"),
    "doorway": N_("the archway"),
    "giant": N_("how huge it looks"),
}
_MOODS = {p.mood for p in PALETTES}


def tag_phrase(tag: str) -> str:
    """A tag in words, in the reader's language: 'the moon', 'the night colours'."""
    phrase = TAG_PHRASES.get(tag)
    if phrase is not None:
        return _(phrase)
    return tag  # a tag added to the cards without words yet: its id beats nothing


def bot_rng(seed: int, turn: int, seat: int, step: int) -> np.random.Generator:
    return np.random.default_rng([seed, turn, seat, step, 7])


def _noisy(
    lex: Lexicon, clue: str, cards: Sequence[int], skill: str, rng: np.random.Generator
) -> list[float]:
    noise = rng.normal(0.0, NOISE[skill], size=len(cards))
    return [
        lex.association(clue, card(c).tags) + float(z) for c, z in zip(cards, noise, strict=True)
    ]


def clue_language(lex: Lexicon, lang: str | None = None) -> str:
    """The language a bot tells its clues in: `lang` (default: the reader's) when the lexicon
    has words in it, else the lexicon's first (English)."""
    lang = language() if lang is None else lang
    return lang if lang in lex.codes else lex.codes[0]


def choose_clue(
    hand: Sequence[int],
    subtlety: Level,
    rng: np.random.Generator,
    lex: Lexicon | None = None,
    lang: str | None = None,
) -> tuple[int, str]:
    """A card from `hand` and a one-word clue of the given subtlety about its main motif, in
    language `lang` (default: the reader's language, see `clue_language`).

    Prefers words that point at the chosen card more than at the bot's other cards.
    """
    lex = lex or load_lexicon()
    code = clue_language(lex, lang)
    options: list[tuple[float, int, str]] = []
    for c in hand:
        tags = card(c).tags
        words = lex.words_for(tags[0], subtlety, code) or lex.words_for(tags[2], subtlety, code)
        for w in words:
            others = max((lex.association(w, card(o).tags) for o in hand if o != c), default=0.0)
            options.append((lex.association(w, tags) - others + float(rng.uniform(0, 1.5)), c, w))
    if not options:
        c = int(hand[int(rng.integers(len(hand)))])
        # TRANSLATORS: a bot's clue when it finds no word for any card (one word)
        return c, _("Dream")
    _score, c, w = max(options)
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


def bot_action(state: GameState, seat: int, lex: Lexicon | None = None) -> Action:
    """The legal action the bot in `seat` takes now (a clue in the reader's language: the log
    keeps the clue's words, so a game replays the same in any language). `lex`: the words the
    bot knows (default: every language's)."""
    skill = state.setup.bots[seat]
    if skill is None:
        raise IllegalAction(
            "bots", _("{name} is a human player, not a bot.").format(name=state.name(seat))
        )
    lex = lex or load_lexicon()
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
    raise IllegalAction("bots", _("Bots do not act now: {phase}.").format(phase=state.phase))


def play_bots(state: GameState) -> GameState:
    """Let bots act until a human must act or the round is revealed."""
    while state.waiting_for:
        bots = [s for s in state.waiting_for if state.setup.bots[s] is not None]
        if not bots:
            return state
        state = apply(state, bot_action(state, bots[0]))
    return state


# --- what the bots were thinking -----------------------------------------------------------
LANGUAGE_NAMES: dict[str, str] = {
    "en": N_("English"),
    "fr": N_("French"),
    "ru": N_("Russian"),
    "vi": N_("Vietnamese"),
    "pt": N_("Portuguese"),
    "nl": N_("Dutch"),
}
# Ways a bot says which words made it think of what; picked by a stable hash of the moment, so
# reasons vary from card to card but a replayed game says the same. {words} are clue words in
# the reader's quotation marks (“moon” and “night”); {what} is what is on the card ("the moon", "the night colours").
_FIT = (
    N_("{words} made me think of {what}."),
    N_("{words} brought {what} to mind."),
    N_("I saw {what} and thought of {words}."),
    N_("{words} pointed straight at {what}."),
    N_("{what} seemed to fit {words}."),
)
# a bot's reason for a card it handed in ("chose") or voted for ("guessed") on a hunch
_HUNCH = {
    "chose": (
        N_("Nothing I saw fit {words} well; I chose on a hunch."),
        N_("{words} matched none of these pictures, so I chose on a hunch."),
    ),
    "guessed": (
        N_("Nothing I saw fit {words} well; I guessed on a hunch."),
        N_("{words} matched none of these pictures, so I guessed on a hunch."),
    ),
}
_NO_WORD = {
    "chose": N_("I knew no word of the clue, so I chose at random."),
    "guessed": N_("I knew no word of the clue, so I guessed at random."),
}
_NO_WORD_OF = {
    "chose": N_("I knew no word of the clue ({words}), so I chose at random."),
    "guessed": N_("I knew no word of the clue ({words}), so I guessed at random."),
}
_HINT = {
    "obvious": N_("{word} is an obvious hint at {what} on my card."),
    "subtle": N_("{word} is a subtle hint at {what} on my card."),
    "cryptic": N_("{word} is a cryptic hint at {what} on my card."),
}


def _pick(options: Sequence[str], *key: object) -> str:
    return options[zlib.crc32(repr(key).encode()) % len(options)]


def _quoted(ws: Sequence[str]) -> str:
    return join_list([quoted(w) for w in ws])


def language_names(codes: Sequence[str]) -> str:
    """Language codes in words: ('fr', 'pt') → 'French or Portuguese'."""
    names = [_(LANGUAGE_NAMES[c]) if c in LANGUAGE_NAMES else c for c in codes]
    return join_or(names)


def why_clue(record: TurnRecord, lex: Lexicon | None = None) -> str:
    lex = lex or load_lexicon()
    tags = card(record.storyteller_card).tags
    link = lex.best_link(record.clue, tags)
    if link is None:
        return _("I picked a word I liked.")
    return _(_HINT[link.level]).format(word=quoted(link.word), what=tag_phrase(link.tag))


def why_card(clue: str, card_id: int, verb: str, lex: Lexicon | None = None) -> str:
    """Why a bot handed in (`verb` "chose") or voted for ("guessed") `card_id` after `clue`, in
    a sentence naming the words of the clue that mattered (and saying so when it knew none)."""
    lex = lex or load_lexicon()
    verb = verb if verb in _NO_WORD else "guessed"
    links = lex.links_to(clue, card(card_id).tags)
    if not links:
        reading = lex.read(clue)
        known = [w for w, _links in reading.known]
        if not known:
            if reading.unknown:
                return _(_NO_WORD_OF[verb]).format(words=_quoted(reading.unknown))
            return _(_NO_WORD[verb])
        return _(_pick(_HUNCH[verb], clue, card_id, verb)).format(words=_quoted(known))
    used = list(dict.fromkeys(link.word for link in links))[:2]
    what = join_list(list(dict.fromkeys(tag_phrase(link.tag) for link in links[:2])))
    return _(_pick(_FIT, clue, card_id, verb)).format(words=_quoted(used), what=what)


def bot_reasons(record: TurnRecord, bots: Sequence[str | None]) -> dict[int, str]:
    """For each bot seat in a finished round: what it handed in and voted for, and why."""
    lex = load_lexicon()
    out: dict[int, str] = {}

    def about(p: int, verb: str) -> str:
        why = why_card(record.clue, record.table[p - 1], verb, lex).rstrip(".")
        # TRANSLATORS: one card in a bot's reasons: "card 3: 'moon' made me think of the moon"
        return _("card {place}: {why}").format(place=number(p), why=why)

    for seat, skill in enumerate(bots):
        if skill is None:
            continue
        if seat == record.storyteller:
            out[seat] = why_clue(record, lex)
            continue
        gave = semicolons(about(p, "chose") for p in record.own_places(seat))
        votes = semicolons(about(p, "guessed") for p in record.votes[seat])
        out[seat] = _("Handed in {gave}. Voted for {votes}.").format(gave=gave, votes=votes)
    return out
