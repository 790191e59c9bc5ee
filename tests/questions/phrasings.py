"""Real phrasings of players' questions, per site language, each with the question that must come
first: short and long, with and without accents, in any case, and the ones issue 34 names
(the game's and boxes' names in a question not about a box, long sentences whose key phrase is
in the middle, "PV" for points). Kept apart from the tests so a script can measure any ranking
on them (`python -m tests.questions.phrasings`)."""

from __future__ import annotations

PHRASINGS: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("How do you count points in Dixit?", "how-scoring"),  # issue 34
        ("Dixit Odyssey 3 player variant", "three-player-hand-in"),  # issue 34
        ("Dixit vs Odyssey", "which-box"),  # issue 34
        ("can a player vote for the card they handed in", "vote-own-card"),  # issue 34
        ("what if exactly one player finds the storyteller's card", "lone-finder"),  # issue 34
        ("is there a maximum of 3 bonus points per turn", "bonus-cap"),
        ("everybody found it, is it 3+2?", "everybody-found"),
        ("can the storyteller vote", "storyteller-vote"),
        ("how many cards do we draw with three players", "three-player-draw"),
        ("can we play with two", "two-players"),
        ("inside jokes", "in-jokes"),
        ("which card should I hand in", "which-card"),
        ("mix boxes", "mix-boxes"),
        ("vote for my own card", "vote-own-card"),
        ("draw pile runs out", "pile-runs-out"),
        ("who starts", "first-storyteller"),
        ("how does scoring work", "how-scoring"),
        ("are we allowed to discuss the cards before everyone votes", "talk-before-vote"),
        ("can the storyteller mime the clue instead of saying it", "gesture-clue"),
        ("two players have the same card", "same-picture"),
        ("we want to play to 20 points instead of 30", "other-target"),
        ("which Dixit box should I buy", "which-box"),
        ("Dixit Party", "odyssey-party"),
    ],
    "fr": [
        ("comment on compte les points au Dixit", "how-scoring"),
        ("maximum 3 PV", "bonus-cap"),  # issue 34
        ("un joueur peut-il voter pour la carte qu'il a donnée", "vote-own-card"),
        ("un joueur peut il voter pour la carte qu il a donnee", "vote-own-card"),
        ("un seul joueur a trouvé la carte du conteur", "lone-finder"),
        ("tout le monde a trouvé, c'est 3+2 ?", "everybody-found"),
        ("tout le monde a trouve c'est 3+2", "everybody-found"),
        ("le conteur peut-il voter", "storyteller-vote"),
        ("LE CONTEUR PEUT IL VOTER", "storyteller-vote"),
        ("combien de cartes piocher à trois joueurs", "three-player-draw"),
        ("combien de cartes piocher a trois", "three-player-draw"),
        ("jouer à deux", "two-players"),
        ("jouer a deux joueurs", "two-players"),
        ("référence personnelle", "in-jokes"),
        ("reference personnelle", "in-jokes"),
        ("quelle carte donner", "which-card"),
        ("mélanger les boîtes", "mix-boxes"),
        ("melanger les boites", "mix-boxes"),
        ("égalité", "tie"),
        ("egalite", "tie"),
        ("voter par tactique", "honest-voting"),
        ("peut-on discuter des cartes avant le vote", "talk-before-vote"),
        ("le conteur peut-il mimer son indice", "gesture-clue"),
        ("deux joueurs ont la même carte", "same-picture"),
        ("jouer en 20 points au lieu de 30", "other-target"),
        ("quelle boîte acheter, Dixit ou Odyssey ?", "which-box"),
        ("Dixit Odyssey variante à 3 joueurs", "three-player-hand-in"),
    ],
    "ru": [
        ("до скольки очков играть", "game-end"),  # tried by hand after issue 34
        ("как считать очки в Диксит", "how-scoring"),
        ("может ли игрок голосовать за карту, которую сам подложил", "vote-own-card"),
        ("только один игрок угадал карту рассказчика", "lone-finder"),
        ("все угадали это 3+2?", "everybody-found"),
        ("может ли рассказчик голосовать", "storyteller-vote"),
        ("РАССКАЗЧИК ГОЛОСУЕТ", "storyteller-vote"),
        ("сколько карт добирать втроём", "three-player-draw"),
        ("сколько карт добирать втроем", "three-player-draw"),
        ("можно ли играть вдвоём", "two-players"),
        ("играть вдвоем", "two-players"),
        ("шутки для своих", "in-jokes"),
        ("какую карту подложить", "which-card"),
        ("смешать коробки", "mix-boxes"),
        ("ограничение бонуса", "bonus-cap"),
        ("максимум 3 бонусных очка", "bonus-cap"),
        ("можно ли обсуждать карты до голосования", "talk-before-vote"),
        ("можно ли показать ассоциацию жестом", "gesture-clue"),
        ("у двух игроков одинаковая карта", "same-picture"),
        ("играть до 20 очков вместо 30", "other-target"),
        ("чем отличается Диксит от Одиссеи", "which-box"),
    ],
    "vi": [
        ("cách tính điểm trong Dixit", "how-scoring"),
        ("cach tinh diem", "how-scoring"),
        ("người chơi có được bình chọn cho lá bài mình đã đưa không", "vote-own-card"),
        ("chỉ một người tìm đúng lá bài của người kể chuyện", "lone-finder"),
        ("tất cả đều tìm đúng có phải 3+2", "everybody-found"),
        ("tat ca deu tim dung 3+2", "everybody-found"),
        ("người kể chuyện có được bình chọn không", "storyteller-vote"),
        ("nguoi ke chuyen co duoc binh chon khong", "storyteller-vote"),
        ("chơi ba người rút bao nhiêu lá", "three-player-draw"),
        ("choi ba nguoi rut bao nhieu la", "three-player-draw"),
        ("chơi hai người", "two-players"),
        ("choi hai nguoi", "two-players"),
        ("kỷ niệm cá nhân", "in-jokes"),
        ("trộn các hộp", "mix-boxes"),
        ("tối đa 3 điểm cộng", "bonus-cap"),
        ("có được bàn luận về các lá bài trước khi bình chọn không", "talk-before-vote"),
        ("gợi ý bằng cử chỉ được không", "gesture-clue"),
        ("hai người chơi có cùng một lá bài", "same-picture"),
        ("chơi đến 20 điểm thay vì 30", "other-target"),
        ("nên mua hộp Dixit nào", "which-box"),
    ],
    "pt": [
        ("quantos pontos para ganhar", "game-end"),  # tried by hand after issue 34
        ("como contar os pontos no Dixit", "how-scoring"),
        ("um jogador pode votar na carta que ele mesmo entregou", "vote-own-card"),
        ("só um jogador acertou a carta do contador", "lone-finder"),
        ("todos acertaram é 3+2?", "everybody-found"),
        ("todos acertaram e 3+2", "everybody-found"),
        ("o Contador de Estórias pode votar", "storyteller-vote"),
        ("contador de estorias pode votar", "storyteller-vote"),
        ("quantas cartas sacamos com três jogadores", "three-player-draw"),
        ("quantas cartas sacar com tres", "three-player-draw"),
        ("jogar em dois", "two-players"),
        ("piadas internas", "in-jokes"),
        ("que carta entregar", "which-card"),
        ("misturar caixas", "mix-boxes"),
        ("limite bônus", "bonus-cap"),
        ("limite bonus", "bonus-cap"),
        ("podemos conversar sobre as cartas antes de votar", "talk-before-vote"),
        ("o contador pode fazer mímica em vez de falar", "gesture-clue"),
        ("dois jogadores com a mesma carta", "same-picture"),
        ("jogar até 20 pontos em vez de 30", "other-target"),
        ("qual caixa de Dixit comprar", "which-box"),
    ],
    "nl": [
        ("hoe tel je de punten bij Dixit", "how-scoring"),
        ("mag een speler stemmen op de kaart die hij zelf heeft ingeleverd", "vote-own-card"),
        ("maar één speler raadde de kaart van de verteller", "lone-finder"),
        ("maar een speler raadde het", "lone-finder"),
        ("iedereen raadde het, is het 3+2", "everybody-found"),
        ("mag de verteller stemmen", "storyteller-vote"),
        ("hoeveel kaarten trekken met drie spelers", "three-player-draw"),
        ("met z'n tweeën spelen", "two-players"),
        ("met z'n tweeen spelen", "two-players"),
        ("grapjes onder elkaar", "in-jokes"),
        ("welke kaart inleveren", "which-card"),
        ("dozen mengen", "mix-boxes"),
        ("gelijkspel", "tie"),
        ("maximaal 3 bonuspunten", "bonus-cap"),
        ("mogen we overleggen over de kaarten voor het stemmen", "talk-before-vote"),
        ("mag de hint een gebaar zijn", "gesture-clue"),
        ("twee spelers hebben dezelfde kaart", "same-picture"),
        ("spelen tot 20 punten in plaats van 30", "other-target"),
        ("welke Dixit-doos moet ik kopen", "which-box"),
    ],
}

# A question in a language the site does not speak (clone developers write Korean; German,
# Spanish and Italian players type their own words): the search still leads somewhere, through
# a few synonyms of the game's words, and says which words it searched for.
FOREIGN: list[tuple[str, tuple[str, ...]]] = [
    ("스토리텔러 점수", ("storyteller", "points")),
    ("이야기꾼은 투표할 수 있나요", ("storyteller", "vote")),
    ("Erzähler Punkte", ("storyteller", "points")),
    ("darf der Erzähler abstimmen", ("storyteller", "vote")),
    ("puntos del narrador", ("points", "storyteller")),
    ("punteggio del narratore", ("points", "storyteller")),
]


def first_right(search: object) -> dict[str, tuple[int, int]]:
    """(right first, phrasings) per language for a `search(query, lang)` function."""
    out = {}
    for lang, cases in PHRASINGS.items():
        right = 0
        for query, want in cases:
            best = search(query, lang).best  # type: ignore[operator]
            right += best is not None and best.id == want
        out[lang] = (right, len(cases))
    return out


if __name__ == "__main__":
    from explorer.questions import search as _search

    for lang, (right, n) in first_right(_search).items():
        print(f"{lang}: {right}/{n}")
