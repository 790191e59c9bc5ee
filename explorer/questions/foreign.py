"""A few of the game's words in languages the site does not speak, as the English words the
questions are searched with: a German, Spanish or Italian player, or a developer of a Dixit
program writing Korean, who types "Erzähler Punkte" or "스토리텔러 점수" is still led to the
questions on the storyteller's points.

Only the words a question about the rules is made of: the storyteller, points and scoring, the
vote, cards, the clue, players, the end, the draw, a tie, the bonus, two and three players. A
typed word is read as one of these when it starts with it (folded: "Erzählers", "Punktzahl",
"스토리텔러가" with its particle), and only when the site's own words do not know it.
"""

from __future__ import annotations

from functools import lru_cache

from explorer.questions.tokens import fold

# English search word → its words in German, Spanish, Italian and Korean (as players write them;
# Korean: the Korean edition's words and the loanwords of program developers)
_SYNONYMS: dict[str, dict[str, tuple[str, ...]]] = {
    "storyteller": {
        "de": ("erzähler", "geschichtenerzähler"),
        "es": ("narrador", "cuentacuentos"),
        "it": ("narratore",),
        "ko": ("스토리텔러", "이야기꾼", "출제자"),
    },
    "points": {
        "de": ("punkt", "wertung"),
        "es": ("punto", "puntuacion", "puntaje"),
        "it": ("punti", "punto", "punteggio"),
        "ko": ("점수", "득점", "포인트"),
    },
    "vote": {
        "de": ("abstimm", "stimme", "stimmen", "wählen"),
        "es": ("votar", "voto", "votacion"),
        "it": ("votare", "voto", "votazion"),
        "ko": ("투표",),
    },
    "card": {
        "de": ("karte",),
        "es": ("carta",),
        "it": ("carta", "carte"),
        "ko": ("카드",),
    },
    "clue": {
        "de": ("hinweis", "tipp", "stichwort"),
        "es": ("pista",),
        "it": ("indizio",),
        "ko": ("힌트", "단서", "제시어"),
    },
    "players": {
        "de": ("spieler",),
        "es": ("jugador",),
        "it": ("giocator",),
        "ko": ("플레이어", "인원"),
    },
    "end": {
        "de": ("ende", "spielende", "gewinn", "sieg"),
        "es": ("final", "fin", "ganar", "gana"),
        "it": ("fine", "vince", "vittoria"),
        "ko": ("종료", "끝", "승리"),
    },
    "draw": {
        "de": ("nachzieh", "ziehen"),
        "es": ("robar", "roba"),
        "it": ("pescare", "pesca"),
        "ko": ("드로우", "뽑기"),
    },
    "tie": {
        "de": ("gleichstand", "unentschieden"),
        "es": ("empate",),
        "it": ("pareggio", "parità"),
        "ko": ("동점", "무승부"),
    },
    "bonus": {
        "de": ("bonus",),
        "es": ("bonificacion",),
        "it": ("bonus",),
        "ko": ("보너스",),
    },
    "two": {
        "de": ("zwei", "zweit"),
        "es": ("dos",),
        "it": ("due",),
        "ko": ("둘", "2인"),
    },
    "three": {
        "de": ("drei",),
        "es": ("tres",),
        "it": ("tre",),
        "ko": ("셋", "3인"),
    },
}
MIN_START = 4  # a typed word is read as a synonym it starts with from this many letters on
MIN_START_HANGUL = 2  # (a Hangul syllable is a whole syllable: two tell enough)


@lru_cache(maxsize=1)  # no arguments: built once
def _table() -> tuple[tuple[str, str], ...]:
    """(folded synonym, English word), longest synonym first (the most telling start wins)."""
    pairs = {
        (fold(word), english)
        for english, by_lang in _SYNONYMS.items()
        for words in by_lang.values()
        for word in words
    }
    return tuple(sorted(pairs, key=lambda p: (-len(p[0]), p)))


@lru_cache(maxsize=4096)  # keyed by one folded word of a bounded query: bounded
def english(word: str) -> str | None:
    """The English search word a folded word of another language stands for (None: none)."""
    for synonym, eng in _table():
        if word == synonym or (word.startswith(synonym) and _long_enough(synonym)):
            return eng
    return None


def _long_enough(synonym: str) -> bool:
    hangul = any("\uac00" <= c <= "\ud7a3" for c in synonym)
    return len(synonym) >= (MIN_START_HANGUL if hangul else MIN_START)


LANGUAGES = ("de", "es", "it", "ko")  # the languages the synonyms are in
