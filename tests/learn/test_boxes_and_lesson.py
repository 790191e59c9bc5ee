"""Boxes, twists and the lesson come from ruleset data: changing a value changes the words."""

from __future__ import annotations

from dataclasses import replace

from explorer.i18n import join_list
from explorer.learn.boxes import box_of, boxes
from explorer.learn.demo import demo_round
from explorer.learn.example import example_table
from explorer.learn.lesson import end_text, ending_summary, steps
from explorer.learn.twists import capped_counts, twists
from explorer.round.scoring import score_round
from explorer.rules.matrix import same_box_pairs
from tests.strategies import RULESETS


def test_rulebooks_of_one_box_are_one_box() -> None:
    every = boxes(RULESETS)
    assert sum(len(b.rulesets) for b in every) == len(RULESETS)
    for a, b in same_box_pairs(RULESETS):
        assert box_of(a.id, RULESETS) == box_of(b.id, RULESETS)
    assert len(every) == len(RULESETS) - len(same_box_pairs(RULESETS))


def test_box_facts_are_what_is_on_the_box() -> None:
    for b in boxes(RULESETS):
        rs = b.ruleset
        facts = " ".join(b.facts)
        assert str(rs.year) in facts
        assert f"{rs.min_players}–{rs.max_players} players" in facts
        # a single deck says nothing that tells boxes apart; a mixable one is named
        assert (f"{rs.decks[0]} cards" in facts) == (len(rs.decks) > 1)
        # a box with several rulebooks lists them all (issue 34: the Vietnamese one is in the
        # picker, not only behind a link)
        assert ("rulebook:" in facts) == (len(b.rulesets) > 1)
    odyssey = next(b for b in boxes(RULESETS) if len(b.rulesets) > 1)
    assert "French or Vietnamese" in " ".join(odyssey.facts)


def test_a_box_picks_the_rulebook_in_the_visitors_language() -> None:
    from explorer.i18n import LANGUAGES

    for b in boxes(RULESETS):
        for lang in LANGUAGES:
            chosen = b.rulebook_for(lang)
            mine = [r for r in b.rulesets if r.language == lang]
            assert chosen == (mine[0] if mine else b.rulesets[0]), (b.id, lang)
    odyssey = next(b for b in boxes(RULESETS) if len(b.rulesets) > 1)
    assert odyssey.rulebook_for("vi").id == "odyssey-vi"
    assert odyssey.rulebook_for("fr").id == odyssey.rulebook_for("en").id == "odyssey-2011"


def test_twists_follow_the_values_not_the_edition() -> None:
    for rs in RULESETS:
        ids = {t.id for t in twists(rs)}
        assert ("bonus-cap" in ids) == bool(capped_counts(rs))
        assert ("extra-finder" in ids) == (rs.extra_finder is not None)
        assert ("lone-finder" in ids) == (rs.exactly_one_finder is not None)
        assert ("second-marker" in ids) == any(
            rs.max_votes(n) > 1 for n in range(rs.min_players, rs.max_players + 1)
        )


def test_a_changed_cap_changes_the_lesson() -> None:
    rs = next(r for r in RULESETS if capped_counts(r))
    cap = rs.rule("bonus_cap")
    five = replace(
        rs,
        rules=tuple(
            replace(r, entries=(replace(r.entries[0], value=5),)) if r is cap else r
            for r in rs.rules
        ),
    )
    texts = " ".join([s.text for s in steps(five)] + [t.title for t in twists(five)])
    assert "At most 5 bonus points" in texts


def test_every_lesson_table_and_demo_round_is_legal() -> None:
    for rs in RULESETS:
        d = demo_round(rs)
        score_round(rs, d.players[0], d.situation.votes_by_name(), players=d.players)
        assert len(d.layout) == rs.cards_on_table(len(d.players))
        assert len(d.hand) == rs.hand_size(len(d.players))
        for s in steps(rs):
            for twist in s.twists or (None,):
                if s.kind not in ("scoring", "bonus", "twists"):
                    continue
                t = example_table(rs, s.kind, twist)
                r = score_round(rs, t.storyteller_name, t.votes_by_name(), players=t.players)
                if s.kind == "scoring":
                    assert r.outcome == "some"


def test_the_end_of_the_game_is_told_from_the_end_conditions() -> None:
    for rs in RULESETS:
        text = end_text(rs)
        target = rs.end_conditions.score_target
        assert (f"{target} points" in text) == (target is not None)
    summary = ending_summary(RULESETS)
    for rs in RULESETS:
        assert rs.name in summary


def test_every_box_has_the_same_steps_in_the_same_order() -> None:
    from explorer.learn.lesson import KINDS, step_number

    for rs in RULESETS:
        lesson = steps(rs)
        assert tuple(s.kind for s in lesson) == KINDS == tuple(s.name for s in lesson)
        assert lesson[step_number(rs, "quiz") - 1].kind == "quiz"
        assert lesson[step_number(rs, "twists") - 1].twists == twists(rs)


def test_the_lesson_covers_the_set_up_and_the_refill() -> None:
    from explorer.learn.lesson import step_number

    for rs in RULESETS:
        lesson = steps(rs)
        setup = lesson[step_number(rs, "setup") - 1].text
        assert "score track" in setup and "rabbit" in setup and "voting" in setup
        assert f"{rs.hand_size(5)} cards" in setup and "storyteller" in setup
        refill = lesson[step_number(rs, "refill") - 1].text
        assert "draws back to" in refill
        if rs.supports(3) and rs.cards_handed_in(3) > 1:
            # the 3-player draw, from the data: the storyteller 1, the others what they handed in
            k = rs.cards_handed_in(3)
            assert f"the storyteller draws 1 card and the two others {k} each" in refill
        words = " ".join(s.text for s in lesson)
        assert "best fits the clue" in words and "could fit" not in words


def test_no_internal_id_in_any_text() -> None:
    import re

    for rs in RULESETS:
        texts = [s.title + " " + s.text for s in steps(rs)]
        texts += [t.title + " " + t.text + " " + t.detail for t in twists(rs)]
        for text in texts:
            assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text  # rule names
            assert not re.search(r"\b[a-z]+-[a-z]+-[a-z-]+\b", text), text  # kinds, mistake ids


def test_the_demo_round_shows_its_facts_in_words() -> None:
    from explorer.learn import demo

    for rs in RULESETS:
        d = demo_round(rs)
        hidden, shown = demo.places(d, reveal=False), demo.places(d, reveal=True)
        assert hidden.cards == shown.cards == d.layout
        assert not any(hidden.notes) and all("·" in label for label in shown.labels)
        # the storyteller's card starred; each voter counted once, under the owner's first card
        starred = [c for c, note in zip(shown.cards, shown.notes, strict=True) if "★" in note]
        assert starred == [d.chosen]
        noted = " ".join(shown.notes)
        assert sum(noted.count(name) for name in d.players) == len(d.players) - 1
        assert len(demo.vote_lines(d)) == len(d.players) - 1
        finders = join_list(p for p, v in zip(d.players, d.situation.votes, strict=True) if 0 in v)
        assert f"Found by: **{finders}**" in demo.found_line(rs, d)


def test_each_step_names_the_rules_it_rests_on() -> None:
    from explorer.learn.lesson import demo_players, step_rules

    for rs in RULESETS:
        for s in steps(rs):
            rules, n = step_rules(rs, s)
            assert all(r in {x.name for x in rs.rules} for r in rules)
            for t in s.twists:
                # quoted at the size of the twist's table
                assert step_rules(rs, s, t) == (t.rules, example_table(rs, "twists", t).n)
            if s.kind == "end":
                assert n is None and "score_target" in rules
            else:
                assert n == demo_players(rs)
