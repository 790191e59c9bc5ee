"""Build a `Ruleset` from a decoded TOML table, checking every field and how fields fit together.

Every problem raises `RulesetError` naming the file, the field and what is wrong, whether the
file ships with the app or a user supplied it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from explorer.errors import RulesetError
from explorer.i18n import _, number
from explorer.rules.endgame import cannot_deal
from explorer.rules.ruleset import Ruleset, apply_value
from explorer.rules.specs import ENTRY_KEYS, HEADER_KEYS, LANGUAGES, RULE_SPECS, rule_label
from explorer.rules.toml_values import (
    Ctx,
    key_list,
    key_name,
    read_choice,
    read_int,
    read_span,
    read_str,
    read_table,
    read_text,
    type_name,
)
from explorer.rules.values import (
    BASES,
    Banded,
    Basis,
    ExactlyOneFinder,
    PlayerSpan,
    Provenance,
    Reading,
    ReadingChoice,
    Rule,
    RuleEntry,
    RuleValue,
)
from explorer.text.translate import in_every_language


def _provenance(ctx: Ctx, field: str, t: Mapping[str, Any], document: str) -> Provenance:
    basis_raw = (
        read_choice(ctx, f"{field}.basis", t.get("basis", ""), BASES) if "basis" in t else None
    )
    if basis_raw is None:
        raise ctx.fail(field, _("missing key(s): {keys}").format(keys="basis"))
    basis: Basis = basis_raw  # type: ignore[assignment]
    quote = read_str(ctx, f"{field}.quote", t["quote"]) if "quote" in t else None
    translation = (
        read_text(ctx, f"{field}.translation", t["translation"]) if "translation" in t else None
    )
    note = read_text(ctx, f"{field}.note", t["note"]) if "note" in t else None
    doc: str | None = (
        read_str(ctx, f"{field}.document", t["document"]) if "document" in t else document
    )
    if t.get("document") == "none":
        doc = None
    if basis == "quoted" and quote is None:
        raise ctx.fail(field, _("basis is 'quoted' but there is no quote"))
    if quote is not None and translation is None:
        raise ctx.fail(field, _("a quote needs an English translation"))
    if translation is not None and quote is None:
        raise ctx.fail(field, _("a translation needs the quote it translates"))
    if basis != "quoted" and note is None:
        raise ctx.fail(
            field, _("basis is {basis}: add a one-line note saying why").format(basis=repr(basis))
        )
    if quote is not None and doc is None:
        raise ctx.fail(field, _("a quote needs the document it comes from"))
    header = (
        read_str(ctx, f"{field}.table_header", t["table_header"]) if "table_header" in t else None
    )
    header_en = (
        read_text(ctx, f"{field}.table_header_translation", t["table_header_translation"])
        if "table_header_translation" in t
        else None
    )
    if header is not None and not (quote or "").startswith("|"):
        raise ctx.fail(field, _("a table_header goes with a quote that is a table row ('| … |')"))
    if (header is None) != (header_en is None):
        raise ctx.fail(field, _("a table_header needs its table_header_translation, and back"))
    return Provenance(
        basis=basis,
        document=doc,
        quote=quote,
        translation=translation,
        note=note,
        table_header=header,
        table_header_translation=header_en,
    )


def _rule(ctx: Ctx, name: str, raw: Any, document: str, span: PlayerSpan | None) -> Rule:
    spec = RULE_SPECS[name]
    items = raw if isinstance(raw, list) else [raw]
    if not items:
        raise ctx.fail(name, _("has no entries"))
    entries: list[RuleEntry] = []
    for i, item in enumerate(items):
        field = name if len(items) == 1 and not isinstance(raw, list) else f"{name}[{i}]"
        t = read_table(
            ctx, field, item, {"value", "basis"}, frozenset(ENTRY_KEYS - {"value", "basis"})
        )
        players = None
        if "players" in t:
            if not spec.by_players:
                raise ctx.fail(
                    f"{field}.players",
                    _("{rule} does not vary with the player count").format(rule=name),
                )
            players = read_span(ctx, f"{field}.players", t["players"])
        elif spec.by_players and len(items) > 1:
            raise ctx.fail(
                field, _("with several entries each one needs its players = [low, high]")
            )
        value = spec.value(ctx, f"{field}.value", t["value"])
        entries.append(RuleEntry(value, players, _provenance(ctx, field, t, document)))
    if name != "players" and not spec.by_players and len(entries) > 1:
        raise ctx.fail(name, _("must have exactly one entry"))
    if spec.by_players and span is not None:
        _check_cover(ctx, name, entries, span)
    return Rule(name=name, label=rule_label(name), entries=tuple(entries))


def _no_value(n: int, span: PlayerSpan) -> str:
    return _("has no value for {n} players (the ruleset allows {span})").format(
        n=number(n), span=str(span)
    )


def _two_values(n: int) -> str:
    return _("has two values for {n} players").format(n=number(n))


def _outside(players: PlayerSpan, span: PlayerSpan) -> str:
    return _("covers {players} players, outside the ruleset's {span}").format(
        players=str(players), span=str(span)
    )


def _check_cover(ctx: Ctx, name: str, entries: list[RuleEntry], span: PlayerSpan) -> None:
    for n in range(span.low, span.high + 1):
        hits = [e for e in entries if e.players is None or n in e.players]
        if not hits:
            raise ctx.fail(name, _no_value(n, span))
        if len(hits) > 1:
            raise ctx.fail(name, _two_values(n))
    for e in entries:
        if e.players is not None and (e.players.low < span.low or e.players.high > span.high):
            raise ctx.fail(name, _outside(e.players, span))


def _players_span(ctx: Ctx, rule: Rule) -> PlayerSpan:
    spans = sorted((e.value for e in rule.entries), key=lambda s: s.low)  # type: ignore[union-attr]
    counts: set[int] = set()
    for s in spans:
        assert isinstance(s, PlayerSpan)
        here = set(range(s.low, s.high + 1))
        if counts & here:
            raise ctx.fail(
                "players", _("player counts {span} are listed twice").format(span=str(s))
            )
        counts |= here
    low, high = min(counts), max(counts)
    if len(counts) != high - low + 1:
        raise ctx.fail("players", _("player counts must form one unbroken range"))
    return PlayerSpan(low, high)


def _choice_value(
    ctx: Ctx, field: str, name: str, raw: Any, rules: dict[str, Rule], span: PlayerSpan
) -> RuleValue | Banded:
    """One `set` value of a reading choice: a plain value, or for a rule that varies with the
    player count a list of bands `{ players = [low, high], value = ... }` covering `span`."""
    spec = RULE_SPECS[name]
    if spec.by_players and isinstance(raw, list) and raw and isinstance(raw[0], dict):
        bands: list[tuple[PlayerSpan, RuleValue]] = []
        for i, item in enumerate(raw):
            bfield = f"{field}[{i}]"
            t = read_table(ctx, bfield, item, {"players", "value"})
            bands.append(
                (
                    read_span(ctx, f"{bfield}.players", t["players"]),
                    spec.value(ctx, f"{bfield}.value", t["value"]),
                )
            )
        for n in range(span.low, span.high + 1):
            hits = sum(n in b for b, _v in bands)
            if hits != 1:
                raise ctx.fail(field, _no_value(n, span) if hits == 0 else _two_values(n))
        for b, _v in bands:
            if b.low < span.low or b.high > span.high:
                raise ctx.fail(field, _outside(b, span))
        return Banded(tuple(sorted(bands, key=_band_low)))
    if isinstance(raw, list) and raw and isinstance(raw[0], dict):
        raise ctx.fail(field, _("{rule} does not vary with the player count").format(rule=name))
    value = spec.value(ctx, field, raw)
    if spec.by_players:
        return Banded(((span, value),))
    if len(rules[name].entries) != 1:
        raise ctx.fail(field, _("a reading can only set a rule that has one entry"))
    return value


def _band_low(band: tuple[PlayerSpan, RuleValue]) -> int:
    return band[0].low


def _value_at(value: RuleValue | Banded, n: int) -> RuleValue:
    return value.at(n) if isinstance(value, Banded) else value


def _readings(ctx: Ctx, raw: Any, rules: dict[str, Rule], span: PlayerSpan) -> tuple[Reading, ...]:
    if not isinstance(raw, list):
        raise ctx.fail("readings", _("must be an array of tables ([[readings]])"))
    readings: list[Reading] = []
    for i, item in enumerate(raw):
        field = f"readings[{i}]"
        if isinstance(item, dict) and "options" in item and "choices" not in item:
            item = {**item, "choices": item["options"]}  # the older name of `choices`
            del item["options"]
        t = read_table(ctx, field, item, {"id", "label", "default", "basis", "note", "choices"})
        basis = read_choice(ctx, f"{field}.basis", t["basis"], BASES)
        if not isinstance(t["choices"], list) or len(t["choices"]) < 2:
            raise ctx.fail(f"{field}.choices", _("must list at least two choices"))
        choices: list[ReadingChoice] = []
        for j, o in enumerate(t["choices"]):
            ofield = f"{field}.choices[{j}]"
            ot = read_table(ctx, ofield, o, {"id", "label", "set"}, frozenset({"house"}))
            if not isinstance(ot["set"], dict) or not ot["set"]:
                raise ctx.fail(f"{ofield}.set", _("must be a table of rule = value"))
            house = ot.get("house", False)
            if not isinstance(house, bool):
                raise ctx.fail(
                    f"{ofield}.house",
                    _("must be true or false, not {kind}").format(kind=type_name(house)),
                )
            sets: list[tuple[str, RuleValue | Banded]] = []
            for rule_name, value in ot["set"].items():
                sfield = f"{ofield}.set.{key_name(rule_name)}"
                if rule_name not in rules:
                    raise ctx.fail(sfield, _("names no rule of this ruleset"))
                if rule_name == "players":
                    raise ctx.fail(sfield, _("a reading cannot change the player range"))
                sets.append((rule_name, _choice_value(ctx, sfield, rule_name, value, rules, span)))
            _check_choice(ctx, f"{ofield}.set", rules, span, sets)
            order = list(RULE_SPECS)
            sets.sort(key=lambda nv: order.index(nv[0]))  # the file's key order does not matter
            choices.append(
                ReadingChoice(
                    read_str(ctx, f"{ofield}.id", ot["id"]),
                    read_text(ctx, f"{ofield}.label", ot["label"]),
                    tuple(sets),
                    house,
                )
            )
        ids = [c.id for c in choices]
        if len(set(ids)) != len(ids):
            raise ctx.fail(f"{field}.choices", _("choice ids must be distinct"))
        default = read_str(ctx, f"{field}.default", t["default"])
        if default not in ids:
            raise ctx.fail(
                f"{field}.default",
                _("{default} is not one of the choices {ids}").format(
                    default=repr(default)[:60], ids=key_list(ids)
                ),
            )
        if choices[ids.index(default)].house:
            raise ctx.fail(f"{field}.default", _("a house variant cannot be the default"))
        for rule_name, value in choices[ids.index(default)].sets:
            for n in range(span.low, span.high + 1):
                if rules[rule_name].entry_for(n).value != _value_at(value, n):
                    if RULE_SPECS[rule_name].by_players:
                        problem = _(
                            "the default choice disagrees with the file's {rule} at {n} players"
                        ).format(rule=rule_name, n=number(n))
                    else:
                        problem = _("the default choice disagrees with the file's {rule}").format(
                            rule=rule_name
                        )
                    raise ctx.fail(f"{field}.default", problem)
        readings.append(
            Reading(
                read_str(ctx, f"{field}.id", t["id"]),
                read_text(ctx, f"{field}.label", t["label"]),
                default,
                cast(Basis, basis),
                read_text(ctx, f"{field}.note", t["note"]),
                tuple(choices),
            )
        )
    return tuple(readings)


def _check_choice(
    ctx: Ctx,
    field: str,
    rules: dict[str, Rule],
    span: PlayerSpan,
    sets: list[tuple[str, RuleValue | Banded]],
) -> None:
    """A reading choice must give a playable ruleset: the file's cross-field checks, run on the
    rules as the choice sets them, name the choice's field."""
    changed = dict(rules)
    for name, value in sets:
        changed[name] = apply_value(changed[name], value, None)
    try:
        _check_consistency(Ctx(ctx.source), changed, span)
    except RulesetError as exc:
        raise ctx.fail(f"{field}.{exc.field}", exc.problem) from None


def parse_ruleset(data: Mapping[str, Any], source: str) -> Ruleset:
    """Validate a decoded TOML table and build a Ruleset; `source` names it in errors."""
    ctx = Ctx(source)
    allowed = HEADER_KEYS | RULE_SPECS.keys() | {"readings", "parent", "short"}
    unknown = sorted(data.keys() - allowed)
    if unknown:
        problem = (
            _("unknown key (also: {others})").format(others=key_list(unknown[1:]))
            if unknown[1:]
            else _("unknown key")
        )
        raise ctx.fail(key_name(unknown[0]), problem)
    optional = {name for name, spec in RULE_SPECS.items() if spec.optional is not None}
    missing = sorted((HEADER_KEYS | RULE_SPECS.keys()) - optional - data.keys())
    if missing:
        problem = (
            _("missing (also missing: {others})").format(others=", ".join(missing[1:]))
            if missing[1:]
            else _("missing")
        )
        raise ctx.fail(missing[0], problem)
    rid = read_str(ctx, "id", data["id"])
    if not rid.replace("-", "").isalnum() or rid != rid.lower():
        raise ctx.fail(
            "id",
            _("must be lower-case letters, digits and dashes, not {value}").format(
                value=repr(rid)[:60]
            ),
        )
    document = read_text(ctx, "document", data["document"])
    language = read_choice(ctx, "language", data["language"], tuple(sorted(LANGUAGES)))
    players_rule = _rule(ctx, "players", data["players"], document, None)
    span = _players_span(ctx, players_rule)
    rules = {"players": players_rule}
    for name in RULE_SPECS:
        if name != "players":
            raw_rule = data[name] if name in data else optional_rule(name)
            rules[name] = _rule(ctx, name, raw_rule, document, span)
    _check_consistency(ctx, rules, span)
    readings = _readings(ctx, data.get("readings", []), rules, span)
    return Ruleset(
        id=rid,
        name=read_text(ctx, "name", data["name"]),
        edition=read_text(ctx, "edition", data["edition"]),
        year=read_int(ctx, "year", data["year"], 1900, 2100),
        document=document,
        language=language,
        summary=read_text(ctx, "summary", data["summary"]),
        rules=tuple(rules.values()),
        readings=readings,
        parent=read_str(ctx, "parent", data["parent"]) if "parent" in data else None,
        short=read_text(ctx, "short", data["short"]) if "short" in data else None,
    )


def optional_rule(name: str) -> dict[str, Any]:
    """The entry a file that leaves out an optional rule gets, its note in every language."""
    entry: dict[str, Any] = dict(RULE_SPECS[name].optional or {})
    english = entry["note"]
    entry["note"] = dict(in_every_language(lambda: _(english)).translations)
    return entry


def _check_consistency(ctx: Ctx, rules: dict[str, Rule], span: PlayerSpan) -> None:
    """Cross-field checks: things each field allows alone but not together."""
    decks = rules["decks"].entries[0].value
    assert isinstance(decks, tuple)
    for n in range(span.low, span.high + 1):
        hand = rules["hand_size"].entry_for(n).value
        handed = rules["cards_handed_in"].entry_for(n).value
        votes = rules["max_votes"].entry_for(n).value
        assert isinstance(hand, int) and isinstance(handed, int) and isinstance(votes, int)
        if handed > hand:
            raise ctx.fail(
                "cards_handed_in",
                _("at {n} players hands in {handed} cards from a hand of {hand}").format(
                    n=number(n), handed=number(handed), hand=number(hand)
                ),
            )
        others = (n - 2) * handed + 1  # cards a voter may vote for: everybody's but their own
        if votes > others:
            raise ctx.fail(
                "max_votes",
                _(
                    "at {n} players allows {votes} votes but a voter has only {others} cards to "
                    "vote for"
                ).format(n=number(n), votes=number(votes), others=number(others)),
            )
        if n * hand > min(decks):
            raise ctx.fail("decks", cannot_deal(min(decks), hand, n))
    one = rules["exactly_one_finder"].entries[0].value
    if isinstance(one, ExactlyOneFinder) and (
        one.players.low < span.low or one.players.high > span.high
    ):
        raise ctx.fail(
            "exactly_one_finder.value.players",
            _("{players} is outside the ruleset's {span} players").format(
                players=str(one.players), span=str(span)
            ),
        )
