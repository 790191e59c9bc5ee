"""The engine's words in the reader's language (the core area).

Golden: the rulebooks' worked examples (tests/round/test_golden.py, from the seeds) explained in
French and Russian, compared with sentences checked by hand for grammar, plural forms and the
rulebooks' game words ("conteur", "рассказчик"). Then names and counts in all six languages,
ruleset texts that carry their translations, and the errors that name a bad one.
"""

from __future__ import annotations

from typing import Any

import pytest

from explorer import load_ruleset, score_round
from explorer.errors import RulesetError
from explorer.i18n import Text, join_list, tr, using
from explorer.rules.files import load_ruleset_text
from explorer.rules.house import build_house
from explorer.rules.house_diff import parent_value
from explorer.rules.write import to_toml
from explorer.text.names import count

SOME = {"A": ["R"], "B": ["R"], "C": ["A"], "D": ["C"]}
NOBODY = {"A": ["B"], "B": ["A"], "C": ["A"], "D": ["C"]}
ALL = {p: ["R"] for p in "ABCD"}
JULIANO_SEATS = ["Juliano", "Matilde", "Nicolau", "Léo", "Tomás"]
JULIANO_VOTES = {"Léo": ["Juliano"], "Matilde": ["Léo"], "Tomás": ["Léo"], "Nicolau": ["Tomás"]}


def _lines(lang: str, ruleset: str, storyteller: str, votes: Any, **kw: Any) -> list[str]:
    with using(lang):
        return [e.text for e in score_round(ruleset, storyteller, votes, **kw).explanation]


GOLDEN: dict[tuple[str, str], list[str]] = {
    # 001 (2021 rules guide): R tells; A and B find R's card; C votes for A's, D for C's.
    ("fr", "refresh-some"): [
        "2 joueurs sur 4 (A et B) ont trouvé la carte du conteur (R)\u00a0: ni tout le monde ni personne, "
        "l’indice a donc fonctionné.",
        "R (conteur) marque 3 points\u202f; A et B ont trouvé la carte et marquent 3 points chacun.",
        "C et D n’ont pas trouvé\u00a0: 0 point chacun avant tout bonus.",
        "Bonus, 1 par vote qu’un autre joueur a placé sur votre carte\u00a0: A +1 (1 vote\u00a0: C)\u202f; "
        "C +1 (1 vote\u00a0: D).",
        "R est le conteur\u00a0: 2 votes sur sa carte comptent comme carte trouvée, jamais comme bonus.",
    ],
    ("ru", "refresh-some"): [
        "Карту рассказчика (R) находят 2 из 4 голосующих (A и B): кто-то, но не все — "
        "ассоциация сработала.",
        "R (рассказчик) получает 3 очка; A и B находят карту и получают по 3 очка.",
        "C и D не находят карту: по 0 очков до бонусов.",
        "Бонус — 1 за каждый голос другого игрока за вашу карту: A +1 (1 голос: C); "
        "C +1 (1 голос: D).",
        "R — рассказчик: 2 голоса за карту рассказчика засчитываются как угадывание, а не как бонус.",
    ],
    # 001: nobody finds R's card.
    ("fr", "refresh-nobody"): [
        "Personne n’a trouvé la carte du conteur (R), 0 votant sur 4\u00a0: l’indice était trop obscur.",
        "R (conteur) marque 0 point\u202f; tous les autres joueurs marquent 2 points, quel que soit "
        "leur vote.",
        "Bonus, 1 par vote qu’un autre joueur a placé sur votre carte\u00a0: A +2 (2 votes\u00a0: B et "
        "C)\u202f; B +1 (1 vote\u00a0: A)\u202f; C +1 (1 vote\u00a0: D).",
    ],
    ("ru", "refresh-nobody"): [
        "Карту рассказчика (R) не нашёл никто (0 из 4): ассоциация была слишком непонятной.",
        "R (рассказчик) получает 0 очков; все остальные получают по 2 очка, как бы они ни "
        "голосовали.",
        "Бонус — 1 за каждый голос другого игрока за вашу карту: A +2 (2 голоса: B и C); "
        "B +1 (1 голос: A); C +1 (1 голос: D).",
    ],
    # 001: all four find R's card.
    ("fr", "refresh-all"): [
        "Tout le monde a trouvé la carte du conteur (R), 4 votants sur 4\u00a0: l’indice était trop "
        "évident.",
        "R (conteur) marque 0 point\u202f; tous les autres joueurs marquent 2 points, quel que soit "
        "leur vote.",
        "Aucun vote n’est allé à une autre carte que celle du conteur, donc personne n’a de point "
        "bonus.",
        "R est le conteur\u00a0: 4 votes sur sa carte comptent comme carte trouvée, jamais comme bonus.",
    ],
    ("ru", "refresh-all"): [
        "Карту рассказчика (R) нашли все (4 из 4): ассоциация была слишком очевидной.",
        "R (рассказчик) получает 0 очков; все остальные получают по 2 очка, как бы они ни "
        "голосовали.",
        "Ни одна карта, кроме карты рассказчика, не получила голосов, поэтому бонуса нет ни у "
        "кого.",
        "R — рассказчик: 4 голоса за карту рассказчика засчитываются как угадывание, а не как бонус.",
    ],
    # 003 (Portuguese rulebook, Exemplo de Turno): Juliano tells; only Léo finds it.
    ("fr", "original-juliano"): [
        "1 joueur sur 4 (Léo) a trouvé la carte du conteur (Juliano)\u00a0: ni tout le monde ni personne, "
        "l’indice a donc fonctionné.",
        "Juliano (conteur) marque 3 points\u202f; Léo a trouvé la carte et marque 3 points.",
        "Matilde, Nicolau et Tomás n’ont pas trouvé\u00a0: 0 point chacun avant tout bonus.",
        "Bonus, 1 par vote qu’un autre joueur a placé sur votre carte\u00a0: Léo +2 (2 votes\u00a0: "
        "Matilde et Tomás)\u202f; Tomás +1 (1 vote\u00a0: Nicolau).",
        "Juliano est le conteur\u00a0: 1 vote sur sa carte compte comme carte trouvée, jamais comme "
        "bonus.",
    ],
    ("ru", "original-juliano"): [
        "Карту рассказчика (Juliano) находит 1 из 4 голосующих (Léo): кто-то, но не все — "
        "ассоциация сработала.",
        "Juliano (рассказчик) получает 3 очка; Léo находит карту и получает 3 очка.",
        "Matilde, Nicolau и Tomás не находят карту: по 0 очков до бонусов.",
        "Бонус — 1 за каждый голос другого игрока за вашу карту: Léo +2 (2 голоса: Matilde и "
        "Tomás); Tomás +1 (1 голос: Nicolau).",
        "Juliano — рассказчик: 1 голос за карту рассказчика засчитывается как угадывание, а не как бонус.",
    ],
}

CASES = {
    "refresh-some": ("refresh-2021", "R", SOME, {}),
    "refresh-nobody": ("refresh-2021", "R", NOBODY, {}),
    "refresh-all": ("refresh-2021", "R", ALL, {}),
    "original-juliano": ("original-2008", "Juliano", JULIANO_VOTES, {"players": JULIANO_SEATS}),
}


class TestCoreGoldenExplanations:
    @pytest.mark.parametrize(("lang", "example"), sorted(GOLDEN))
    def test_worked_example_reads_as_checked_by_hand(self, lang: str, example: str) -> None:
        ruleset, teller, votes, kw = CASES[example]
        assert _lines(lang, ruleset, teller, votes, **kw) == GOLDEN[(lang, example)]

    def test_the_lone_finder_rule_in_french_and_russian(self) -> None:
        # the 2008 house variant that applies the Contando rule at every count: 4 points each
        kw = {"players": JULIANO_SEATS, "readings": {"contando-reach": "all-counts"}}
        fr = _lines("fr", "original-2008", "Juliano", JULIANO_VOTES, **kw)
        ru = _lines("ru", "original-2008", "Juliano", JULIANO_VOTES, **kw)
        assert fr[1] == (
            "Léo est la seule personne à avoir trouvé\u00a0: à 5 joueurs, Juliano (conteur) et Léo "
            "marquent 4 points chacun au lieu de 3."
        )
        assert ru[1] == (
            "Карту находит только Léo: при 5 игроках Juliano (рассказчик) и Léo получают по "
            "4 очка вместо 3."
        )

    def test_the_capped_bonus_and_the_extra_point_in_french_and_russian(self) -> None:
        votes = {"A": ["S"], "B": ["A"], "C": ["A"], "D": ["A"], "E": ["A"], "F": ["S", "B"]}
        kw = {"players": list("SABCDEF"), "readings": {"extra-point-cap": "inside"}}
        fr = _lines("fr", "odyssey-2011", "S", votes, **kw)
        ru = _lines("ru", "odyssey-2011", "S", votes, **kw)
        assert "Plafond de bonus de 3 par tour\u00a0: A garde 3 sur 4." in fr
        assert fr[-1] == (
            "À partir de 7 joueurs, A a trouvé la carte avec un seul pion de vote\u00a0: +1 supplémentaire. "
            "Ce point compte dans le plafond de bonus de 3\u00a0: A garde 0."
        )
        assert "Ограничение бонуса — 3 за ход: A получает 3 из 4." in ru
        assert ru[-1] == (
            "От 7 игроков: A находит карту одним жетоном — +1 дополнительно. Это очко входит в "
            "ограничение бонуса (3): A получает 0."
        )

    def test_english_is_unchanged_by_the_catalogs(self) -> None:
        lines = _lines("en", "refresh-2021", "R", SOME)
        assert lines[0] == (
            "2 of 4 voters (A and B) found the storyteller's card (R): some but not all, so the "
            "clue worked."
        )
        assert (
            lines[1]
            == "R (storyteller) scores 3 points; A and B found the card and score 3 points each."
        )

    def test_a_rule_label_and_its_citation_follow_the_language(self) -> None:
        with using("fr"):
            r = score_round("refresh-2021", "R", SOME)
            assert r.explanation[0].rule_label == "Certains, mais pas tous, trouvent la carte"
            assert r.explanation[0].provenance.cite().startswith("cité [")
        with using("ru"):
            r = score_round("refresh-2021", "R", SOME)
            assert r.explanation[0].rule_label == "Карту находят некоторые, но не все"

    def test_an_illegal_round_is_refused_in_the_readers_language(self) -> None:
        from explorer.errors import IllegalRound

        with using("fr"), pytest.raises(IllegalRound, match="sa propre carte"):
            score_round("refresh-2021", "R", {"A": ["A"], "B": ["R"], "C": ["R"]})
        with using("ru"), pytest.raises(IllegalRound, match="свою карту"):
            score_round("refresh-2021", "R", {"A": ["A"], "B": ["R"], "C": ["R"]})


JOINED = {
    "en": ("A", "A and B", "A, B and C"),
    "fr": ("A", "A et B", "A, B et C"),
    "ru": ("A", "A и B", "A, B и C"),
    "vi": ("A", "A và B", "A, B và C"),
    "pt": ("A", "A e B", "A, B e C"),
    "nl": ("A", "A en B", "A, B en C"),
}
# 1, 2, 5, 21 points: Russian has three forms (21 takes the singular), French counts 0 as one,
# Portuguese as many ("0 pontos" on a Brazilian scoreboard, issue 23)
POINTS = {
    "en": ("1 point", "2 points", "5 points", "21 points", "0 points"),
    "fr": ("1 point", "2 points", "5 points", "21 points", "0 point"),
    "ru": ("1 очко", "2 очка", "5 очков", "21 очко", "0 очков"),
    "vi": ("1 điểm", "2 điểm", "5 điểm", "21 điểm", "0 điểm"),
    "pt": ("1 ponto", "2 pontos", "5 pontos", "21 pontos", "0 pontos"),
    "nl": ("1 punt", "2 punten", "5 punten", "21 punten", "0 punten"),
}
VOTES = {
    "en": ("1 vote", "2 votes", "5 votes", "21 votes"),
    "fr": ("1 vote", "2 votes", "5 votes", "21 votes"),
    "ru": ("1 голос", "2 голоса", "5 голосов", "21 голос"),
    "vi": ("1 phiếu", "2 phiếu", "5 phiếu", "21 phiếu"),
    "pt": ("1 voto", "2 votos", "5 votos", "21 votos"),
    "nl": ("1 stem", "2 stemmen", "5 stemmen", "21 stemmen"),
}


class TestCoreNamesAndCounts:
    @pytest.mark.parametrize("lang", sorted(JOINED))
    def test_names_in_a_sentence_read_right(self, lang: str) -> None:
        with using(lang):
            assert join_list([]) == ""
            got = (join_list(["A"]), join_list(["A", "B"]), join_list(["A", "B", "C"]))
        assert got == JOINED[lang]

    @pytest.mark.parametrize("lang", sorted(POINTS))
    def test_counts_take_each_languages_plural_forms(self, lang: str) -> None:
        with using(lang):
            points = tuple(count(n, "point") for n in (1, 2, 5, 21, 0))
            votes = tuple(count(n, "vote") for n in (1, 2, 5, 21))
        assert points == POINTS[lang]
        assert votes == VOTES[lang]

    def test_russian_cards_and_players(self) -> None:
        with using("ru"):
            assert [count(n, "card") for n in (1, 3, 11, 22)] == [
                "1 карта",
                "3 карты",
                "11 карт",
                "22 карты",
            ]
            assert [count(n, "player") for n in (1, 4, 12)] == ["1 игрок", "4 игрока", "12 игроков"]

    def test_numbers_in_sentences_use_the_readers_grouping(self) -> None:
        from explorer.rules.wording import format_value

        with using("fr"):
            assert format_value(1000, "score_target") == "1\u202f000 points"
        with using("en"):
            assert format_value(1000, "score_target") == "1,000 points"

    def test_an_unknown_noun_is_a_programming_error(self) -> None:
        with pytest.raises(KeyError):
            count(2, "banana")


TOML = """
id = "tiny"
name = {{ en = "Tiny rules", fr = "Petites règles", ru = "Маленькие правила" }}
edition = "Tiny edition"
year = 2024
document = "A test document"
language = "fr"
summary = {{ en = "A test ruleset.", fr = "Un jeu de règles de test." }}

players = {{ value = [3, 6], basis = "quoted", quote = "De 3 à 6 joueurs.", translation = {translation} }}
hand_size = {{ value = 6, basis = "decision", note = {{ en = "Six cards.", ru = "Шесть карт." }} }}
cards_handed_in = {{ value = 1, basis = "decision", note = "One card." }}
max_votes = {{ value = 1, basis = "decision", note = "One vote." }}
all_or_none = {{ value = {{ storyteller = 0, others = 2 }}, basis = "decision", note = "x" }}
some_found = {{ value = {{ storyteller = 3, finder = 3, other = 0 }}, basis = "decision", note = "x" }}
exactly_one_finder = {{ value = "none", basis = "decision", note = "x" }}
bonus_per_vote = {{ value = 1, basis = "decision", note = "x" }}
bonus_cap = {{ value = "none", basis = "decision", note = "x" }}
extra_finder = {{ value = "none", basis = "decision", note = "x" }}
score_target = {{ value = 30, basis = "decision", note = "x" }}
empty_pile = {{ value = "reshuffle", basis = "decision", note = "x" }}
ties = {{ value = "shared", basis = "decision", note = "x" }}
decks = {{ value = [84], basis = "decision", note = "x" }}

[[readings]]
id = "votes"
label = {{ en = "How many votes?", fr = "Combien de votes ?" }}
default = "one"
basis = "decision"
note = {{ en = "The text is silent.", nl = "De tekst zwijgt." }}

[[readings.choices]]
id = "one"
label = {{ en = "One vote", fr = "Un vote" }}
set = {{ max_votes = 1 }}

[[readings.choices]]
id = "two"
label = "Two votes"
set = {{ max_votes = 2 }}
house = true
"""
GOOD = '{ en = "From 3 to 6 players.", fr = "De 3 à 6 joueurs.", vi = "Từ 3 đến 6 người chơi." }'


def _tiny(translation: str = GOOD) -> str:
    return TOML.format(translation=translation)


class TestCoreRulesetTexts:
    def test_a_table_of_languages_becomes_a_text_with_its_translations(self) -> None:
        rs = load_ruleset_text(_tiny(), "tiny.toml")
        assert isinstance(rs.name, Text) and rs.name == "Tiny rules"
        assert rs.name.translations["ru"] == "Маленькие правила"
        p = rs.entry("players").provenance
        assert p.translation == "From 3 to 6 players."
        with using("vi"):
            assert tr(p.translation) == "Từ 3 đến 6 người chơi."
            assert tr(rs.name) == "Tiny rules"  # no Vietnamese name: English
        with using("ru"):
            assert tr(rs.entry("hand_size", 4).provenance.note) == "Шесть карт."
        with using("fr"):
            reading = rs.reading("votes")
            assert tr(reading.label) == "Combien de votes ?"
            assert reading.choice("one").shown == "Un vote"
            assert reading.choice("two").shown == "Variante maison\u00a0: Two votes"

    def test_a_plain_string_stays_english_only(self) -> None:
        rs = load_ruleset_text(_tiny('"From 3 to 6 players."'), "tiny.toml")
        p = rs.entry("players").provenance
        assert isinstance(p.translation, Text) and p.translation.translations == {
            "en": "From 3 to 6 players."
        }
        with using("fr"):
            assert tr(p.translation) == "From 3 to 6 players."

    def test_the_shipped_rulesets_still_load_and_their_texts_are_texts(self) -> None:
        rs = load_ruleset("refresh-2021")
        assert isinstance(rs.summary, Text)
        assert isinstance(rs.entry("players", 4).provenance.translation, Text)

    @pytest.mark.parametrize(
        ("translation", "field", "problem"),
        [
            ('{ en = "x", xx = "y" }', "players.translation.xx", "language code"),
            ('{ fr = "x" }', "players.translation", "English"),
            ('{ en = "x", fr = 3 }', "players.translation.fr", "must be a string"),
            ('{ en = "" }', "players.translation.en", "must not be empty"),
            ("3", "players.translation", "table of languages"),
        ],
    )
    def test_a_bad_text_names_the_file_the_field_and_the_problem(
        self, translation: str, field: str, problem: str
    ) -> None:
        with pytest.raises(RulesetError) as err:
            load_ruleset_text(_tiny(translation), "tiny.toml")
        assert err.value.source == "tiny.toml"
        assert err.value.field == field
        assert problem in err.value.problem

    def test_a_bad_text_is_explained_in_the_readers_language(self) -> None:
        with using("fr"), pytest.raises(RulesetError) as err:
            load_ruleset_text(_tiny('{ fr = "x" }'), "tiny.toml")
        assert err.value.field == "players.translation"
        assert "texte anglais" in err.value.problem

    def test_download_then_upload_keeps_every_translation(self) -> None:
        rs = load_ruleset_text(_tiny(), "tiny.toml")
        text = to_toml(rs)
        back = load_ruleset_text(text, "download.toml")
        assert back == rs
        for get in (
            lambda r: r.name,
            lambda r: r.summary,
            lambda r: r.entry("players").provenance.translation,
            lambda r: r.entry("hand_size", 4).provenance.note,
            lambda r: r.reading("votes").label,
            lambda r: r.reading("votes").note,
            lambda r: r.reading("votes").choice("one").label,
        ):
            assert get(back).translations == get(rs).translations
        assert 'fr = "Petites règles"' in text

    def test_house_rules_carry_their_notes_in_every_language(self) -> None:
        parent = load_ruleset("refresh-2021")
        house = build_house(parent, {"bonus_cap": 2})
        note = house.entry("bonus_cap", 5).provenance.note
        assert isinstance(note, Text) and set(note.translations) == {
            "en",
            "fr",
            "ru",
            "vi",
            "pt",
            "nl",
        }
        assert parent_value(house, "bonus_cap") == "no cap"
        with using("fr"):
            assert parent_value(house, "bonus_cap") == "pas de plafond"
            assert tr(house.name).startswith("Règles maison (")
        with using("ru"):
            assert parent_value(house, "bonus_cap") == "без ограничения"
        # built in one language, read in another: the same house rules serve every visitor
        with using("ru"):
            built_in_russian = build_house(parent, {"bonus_cap": 2})
        assert built_in_russian == house
        assert parent_value(built_in_russian, "bonus_cap") == "no cap"
        back = load_ruleset_text(to_toml(house), "house.toml")
        assert back.entry("bonus_cap", 5).provenance.note.translations == note.translations


class TestCorePseudoLocale:
    def test_every_engine_sentence_is_marked_for_translation(self) -> None:
        """In the pseudo-locale every word the engine writes comes back ⟪marked⟫: explanations,
        rule labels, the rules matrix, the comparison's summary and notes, house-rule texts."""
        from explorer import compare_round, load_rulesets
        from explorer.i18n import PSEUDO
        from explorer.round.presets import everybody_found, one_found
        from explorer.round.situation import default_situation
        from explorer.round.table import points_table
        from explorer.rules.matrix import rules_matrix
        from tests.i18n.pseudo import leftover_words

        rulesets = load_rulesets()
        allowed = ["A", "B", "C", "D", "E", "F", "G", "R"] + [str(r.name) for r in rulesets]
        texts: list[str] = []
        with using(PSEUDO):
            for rs in rulesets:
                for votes in (SOME, NOBODY, ALL, {"A": ["R"], "B": ["A"], "C": ["A"], "D": ["A"]}):
                    r = score_round(rs, "R", votes)
                    texts += [e.text for e in r.explanation] + [e.rule_label for e in r.explanation]
                    texts += [e.provenance.cite().split(":", 1)[0] for e in r.explanation]
            for row in rules_matrix(rulesets):
                texts += [row.label, *(cell.text for _, cell in row.cells)]
            base = default_situation()
            for s in (base, one_found(base.with_players(7)), everybody_found(base.with_players(3))):
                c = compare_round(s)
                texts += [c.summary or "", *(v.reason or "" for v in c.verdicts)]
                table = points_table(c, reference="refresh-2021")
                texts += [col.note for col in table.columns] + list(table.row_labels)
            house = build_house(rulesets[0], {"bonus_cap": 2, "hand_size": 7})
            texts += [tr(house.name), tr(house.summary), tr(house.edition)]
            texts += [
                parent_value(house, "bonus_cap") or "",
                tr(house.entry("bonus_cap", 4).provenance.note),
            ]
        left = {t: leftover_words(t, allowed) for t in texts}
        assert not {t: w for t, w in left.items() if w}


def test_numbers_too_large_for_babel_are_written_plainly() -> None:
    from explorer.i18n import number

    with using("fr"):
        assert number(10**20) == str(10**20)
        assert number(float("inf")) == "inf"
        assert number(12345.5, 1) == "12\u202f345,5"


def test_a_citation_gives_the_quote_alone_to_a_reader_of_its_language() -> None:
    ruleset = load_ruleset("refresh-2021")  # the Russian rules guide
    provenance = next(r for r in ruleset.rules if r.entries[0].provenance.quote).entries[0]
    quote = provenance.provenance.quote
    assert quote
    with using("ru"):
        assert provenance.provenance.cite().endswith(f"«{quote}»")
    with using("fr"):
        assert f"«{quote}» (" in provenance.provenance.cite()
