"""The rule registry: everything the site knows about each rule of a ruleset that is not its
effect in play, one `RuleSpec` per rule in `RULE_SPECS` (in the order pages show them).

A spec holds the rule's label, the parser of its value in a ruleset file (`explorer.rules.
toml_values`: each failure a `RulesetError` naming the file, the field and the problem), whether
it varies with the player count, its alias and token in the one line of house-rules text
(`explorer.rules.tokens`), the words of "none" when the rule may be off, the words of its values
(`explorer.rules.value_words`), its widgets on the House rules page (`explorer.rules.widgets`)
and, for a rule files written before it may leave out, the entry they get. House text, the
house form, Compare, the rules matrix, the wording and writing a ruleset back as TOML all loop
over the specs: a new rule is its spec, its value in every ruleset file and its translations.
What a rule does to a round is code: its accessor on `Ruleset`, its effect in the scorers and
its sentence in `explorer.round.explain`.

>>> spec = RULE_SPECS["bonus_cap"]
>>> spec.label, spec.alias, spec.by_players, spec.none
('Bonus cap per player per turn', 'cap', True, 'no cap')
>>> rule_of("cap"), rule_of("bonus_cap"), rule_of("zz")
('bonus_cap', 'bonus_cap', None)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from explorer.i18n import LANGUAGES as SITE_LANGUAGES
from explorer.i18n import N_, Text, _, using
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules import tokens
from explorer.rules.tokens import Token
from explorer.rules.toml_values import (
    Ctx,
    Parser,
    read_choice,
    read_int,
    read_span,
    read_table,
)
from explorer.rules.value_words import (
    EMPTY_PILE_WORDS,
    EXTRA_CAP_WORDS,
    players_words,
    points_words,
    ties_words,
    words_of,
)
from explorer.rules.values import (
    EMPTY_PILE_KINDS,
    EXTRA_KINDS,
    AllOrNone,
    ExactlyOneFinder,
    ExtraFinder,
    RuleValue,
    SomeFound,
)
from explorer.rules.widgets import NONE, Field, Widget


def _p_players(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_span(ctx, field, raw)


def _p_hand(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 2, 20)


def _p_handed_in(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 3)


def _p_votes(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 3)


def _points(ctx: Ctx, field: str, raw: Any) -> int:
    return read_int(ctx, field, raw, 0, 10)


def _p_all_or_none(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"storyteller", "others"})
    return AllOrNone(
        _points(ctx, f"{field}.storyteller", t["storyteller"]),
        _points(ctx, f"{field}.others", t["others"]),
    )


def _p_some(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"storyteller", "finder", "other"})
    return SomeFound(
        *(_points(ctx, f"{field}.{k}", t[k]) for k in ("storyteller", "finder", "other"))
    )


def _p_exactly_one(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"points", "players"})
    return ExactlyOneFinder(
        _points(ctx, f"{field}.points", t["points"]),
        read_span(ctx, f"{field}.players", t["players"]),
    )


def _p_bonus(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 0, 5)


def _p_cap(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 20)


EXTRA_CAP_PLACES = ("outside", "inside")


def _p_extra(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"kind", "from_players", "points"})
    kind = read_choice(ctx, f"{field}.kind", t["kind"], EXTRA_KINDS)
    return ExtraFinder(
        kind,  # type: ignore[arg-type]
        read_int(ctx, f"{field}.from_players", t["from_players"], MIN_PLAYERS, MAX_PLAYERS),
        read_int(ctx, f"{field}.points", t["points"], 1, 5),
    )


def _p_extra_cap(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_choice(ctx, field, raw, EXTRA_CAP_PLACES)


def _p_target(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 1000)


def _p_empty_pile(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_choice(ctx, field, raw, EMPTY_PILE_KINDS)


def _p_ties(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_choice(ctx, field, raw, ("shared",))


def _p_decks(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    if not isinstance(raw, list) or not raw:
        raise ctx.fail(field, _("must be a non-empty list of deck sizes"))
    sizes = tuple(read_int(ctx, f"{field}[{i}]", v, 20, 1000) for i, v in enumerate(raw))
    if len(set(sizes)) != len(sizes) or list(sizes) != sorted(sizes):
        raise ctx.fail(field, _("must list distinct deck sizes in increasing order"))
    return sizes


@dataclass(frozen=True)
class RuleSpec:
    """One rule, as the registry knows it (see the module's docstring)."""

    english: str  # the label as marked for translation (a `Rule` keeps it as its `label`)
    parse: Parser  # a file's value, "none" aside
    alias: str  # its short name in house-rules text (the full name is read too)
    token: Token  # its value in house-rules text
    widget: Widget  # how the House rules page edits it
    by_players: bool = False
    none: str | None = None  # the words of "none" (N_), when a file may write "none"
    words: Callable[[RuleValue], str] | None = None  # its values in words (None: by kind)
    optional: Mapping[str, Any] | None = None  # the entry of a file that leaves the rule out

    @property
    def label(self) -> str:
        """The rule's label in the reader's language."""
        return _(self.english)

    def value(self, ctx: Ctx, field: str, raw: Any) -> RuleValue:
        """A file's value of this rule, checked ("none" is None where the rule may be off)."""
        if self.none is not None and raw == NONE:
            return None
        return self.parse(ctx, field, raw)


ABOUT_BANDS = N_("**By player count** — one value, or bands such as `3: 7, 4-12: 6`")
THE_END = N_("**The end of the game**")
BANDS = Widget("bands", section=ABOUT_BANDS)
STORYTELLER = N_("Storyteller")
FROM_PLAYERS = N_("From players")

RULE_SPECS: dict[str, RuleSpec] = {
    "players": RuleSpec(
        N_("Players"),
        _p_players,
        "p",
        tokens.SPAN,
        Widget(
            "numbers",
            fields=(
                Field("pmin", "0", N_("Fewest players"), MIN_PLAYERS, MAX_PLAYERS),
                Field("pmax", "1", N_("Most players"), MIN_PLAYERS, MAX_PLAYERS, "most"),
            ),
            heading=None,
        ),
        words=players_words,
    ),
    "hand_size": RuleSpec(
        N_("Cards in hand"), _p_hand, "hand", tokens.NUMBER, BANDS, by_players=True
    ),
    "cards_handed_in": RuleSpec(
        N_("Cards each player hands in"), _p_handed_in, "in", tokens.NUMBER, BANDS, True
    ),
    "max_votes": RuleSpec(N_("Votes per voter"), _p_votes, "votes", tokens.NUMBER, BANDS, True),
    "all_or_none": RuleSpec(
        N_("Everybody or nobody finds the card"),
        _p_all_or_none,
        "allnone",
        tokens.fields("storyteller", "others"),
        Widget(
            "numbers",
            fields=(
                Field("aon_st", "storyteller", STORYTELLER, 0, 10),
                Field("aon_others", "others", N_("Every other player"), 0, 10),
            ),
            heading=None,
        ),
    ),
    "some_found": RuleSpec(
        N_("Some but not all find the card"),
        _p_some,
        "some",
        tokens.fields("storyteller", "finder", "other"),
        Widget(
            "numbers",
            fields=(
                Field("sf_st", "storyteller", STORYTELLER, 0, 10),
                Field("sf_finder", "finder", N_("Each finder"), 0, 10),
                Field("sf_other", "other", N_("Each other voter"), 0, 10),
            ),
            heading=None,
        ),
    ),
    "exactly_one_finder": RuleSpec(
        N_("Exactly one finder"),
        _p_exactly_one,
        "lone",
        tokens.POINTS_AT_PLAYERS,
        Widget(
            "numbers",
            key="lone",
            fields=(
                Field("lone_pts", "points", N_("Points each"), 0, 10, 4),
                Field("lone_lo", "players.0", FROM_PLAYERS, MIN_PLAYERS, MAX_PLAYERS),
                Field("lone_hi", "players.1", N_("To players"), MIN_PLAYERS, MAX_PLAYERS, "most"),
            ),
            heading=N_("**Exactly one finder** (the storyteller and the lone finder)"),
            switch=N_("Special points when exactly one voter finds the card"),
        ),
        none=N_("no special points"),
    ),
    "bonus_per_vote": RuleSpec(
        N_("Bonus per vote on your card"),
        _p_bonus,
        "bonus",
        tokens.NUMBER,
        Widget(
            "numbers",
            fields=(Field("bonus", "", None, 0, 5),),
            heading=N_("**Bonus for votes on your card**"),
        ),
    ),
    "bonus_cap": RuleSpec(
        N_("Bonus cap per player per turn"),
        _p_cap,
        "cap",
        tokens.NUMBER,
        Widget("bands", hint=N_("`none` for no cap.")),
        by_players=True,
        none=N_("no cap"),
    ),
    "extra_finder": RuleSpec(
        N_("Extra point for finders"),
        _p_extra,
        "extra",
        tokens.KIND_FROM_POINTS,
        Widget(
            "choice",
            key="extra_kind",
            fields=(
                Field("extra_from", "from_players", FROM_PLAYERS, MIN_PLAYERS, MAX_PLAYERS, 7),
                Field("extra_pts", "points", N_("Points"), 1, 5, 1),
            ),
            heading=None,
            choices=(
                (NONE, N_("nobody (no extra point)")),
                ("single-marker", N_("a finder who used one vote")),
                ("any-finder", N_("every finder")),
            ),
            choice_label=N_("Who gets it"),
            choice_path="kind",
        ),
        none=N_("no extra point"),
    ),
    "extra_cap": RuleSpec(
        N_("Extra point and the bonus cap"),
        _p_extra_cap,
        "xcap",
        tokens.WORD,
        Widget(
            "choice",
            choices=(
                ("outside", N_("outside the bonus cap")),
                ("inside", N_("counts toward the bonus cap")),
            ),
            radio=True,
            off_with="extra_finder",
        ),
        words=words_of(EXTRA_CAP_WORDS),
        optional={
            "value": "outside",
            "basis": "decision",
            "document": "none",
            "note": N_(
                "Not given in this file: any extra finder point stays outside the bonus cap."
            ),
        },
    ),
    "score_target": RuleSpec(
        N_("Score that ends the game"),
        _p_target,
        "target",
        tokens.NUMBER,
        Widget(
            "numbers",
            key="target",
            fields=(Field("target", "", None, 1, 1000, 30),),
            switch=N_("A score ends the game"),
            section=THE_END,
        ),
        none=N_("no score target"),
        words=points_words,
    ),
    "empty_pile": RuleSpec(
        N_("When the draw pile runs out"),
        _p_empty_pile,
        "pile",
        tokens.WORD,
        Widget(
            "choice",
            key="pile",
            choices=tuple((k, None) for k in EMPTY_PILE_KINDS),
            section=THE_END,
        ),
        words=words_of(EMPTY_PILE_WORDS),
    ),
    "ties": RuleSpec(
        N_("Ties"),
        _p_ties,
        "ties",
        tokens.WORD,
        Widget("choice", choices=(("shared", None),), section=THE_END),
        words=ties_words,
    ),
    "decks": RuleSpec(N_("Deck sizes"), _p_decks, "decks", tokens.NUMBERS, Widget("decks")),
}


def rule_of(key: str) -> str | None:
    """The rule a house-rules text's key names: its alias or its full name (None: no rule)."""
    if key in RULE_SPECS:
        return key
    return next((rule for rule, spec in RULE_SPECS.items() if spec.alias == key), None)


class RuleLabel(Text):
    """A rule's label as a `Rule` keeps it: the English, read from the catalogs in another
    language only when asked (`tr()`), so parsing a ruleset reads no catalog. It holds no
    visitor's language, so cached rulesets serve everyone."""

    def in_language(self, lang: str) -> str | None:
        with using(lang):
            return _(str(self))

    @property
    def translations(self) -> dict[str, str]:
        return {lang: self.in_language(lang) or str(self) for lang in SITE_LANGUAGES}


def rule_label(name: str) -> RuleLabel:
    """A rule's label, in every language on demand."""
    return RuleLabel(RULE_SPECS[name].english)


ENTRY_KEYS = {
    "value",
    "players",
    "basis",
    "quote",
    "translation",
    "note",
    "document",
    "table_header",
    "table_header_translation",
}
HEADER_KEYS = {"id", "name", "edition", "year", "document", "language", "summary"}
LANGUAGES = {"pt", "fr", "vi", "ru", "nl", "en"}
