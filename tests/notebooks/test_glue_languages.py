"""The notebook explorers speak the language set when they were made (`set_language`), on every
redraw after, even from a widget's callback that runs outside the cell that set it; tables keep
their English column keys."""

from __future__ import annotations

from explorer.i18n import language, using
from explorer.notebook import ScoreExplorer, house_rules


def test_a_french_score_explorer_keeps_french_on_every_redraw() -> None:
    with using("fr"):
        ex = ScoreExplorer()
    assert language() == "en"  # the callbacks below run in English, as a kernel's comm would
    assert (ex.players.description, ex.storyteller.description) == ("Joueurs", "Conteur")
    assert ex.names[0].description == "Place 1"
    ex.names[1].value = "a"  # "A" is at the table already: refused, and said in French
    assert "Pas de changement" in ex.message.value
    ex.players.value = 7
    assert ex.vote("B").description == "a voté pour"
    assert ex.vote("B", 1).options[0][0] == "— aucun —"
    html = ex.table_out.outputs[0]["data"]["text/html"]
    assert "(conteur)" in html and "injouable ici" in html
    assert "vient chaque point" in ex.explain_html.value
    assert ex.table.index.name == "player" and ex.table.columns.name == "ruleset"


def test_russian_and_english_explorers_side_by_side() -> None:
    with using("ru"):
        ru = ScoreExplorer()
    en = ScoreExplorer()
    assert ru.players.description == "Игроки" and en.players.description == "Players"
    ru.players.value = 4
    en.players.value = 4
    assert ru.names[0].description == "Место 1" and en.names[0].description == "Seat 1"


def test_house_rules_write_their_note_in_the_current_language() -> None:
    with using("vi"):
        mine = house_rules("refresh-2021", {"bonus_cap": 3}, id="ours", name="Ours")
    assert "Một luật nhà." in mine.summary
    assert "A house rule." in house_rules("refresh-2021", {}, id="o", name="O").summary
