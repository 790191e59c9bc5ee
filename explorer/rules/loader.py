"""Load and validate ruleset TOML files.

Every problem raises RulesetError naming the file, the field and what is wrong, whether the file
ships with the app or a user supplied it.
"""

from __future__ import annotations

import os
import sys
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, cast

from explorer.errors import RulesetError
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import (
    BASES,
    EMPTY_PILE_KINDS,
    EXTRA_KINDS,
    AllOrNone,
    Basis,
    ExactlyOneFinder,
    ExtraFinder,
    PlayerSpan,
    Provenance,
    Reading,
    ReadingOption,
    Rule,
    RuleEntry,
    RuleValue,
    SomeFound,
)


def _rulesets_dir() -> Path:
    """Where the shipped rulesets are: `DIXIT_RULESETS_DIR` if set, else the repo's top-level
    `rulesets/` (a checkout, an editable install, Community Cloud), else the copy a wheel
    installs under `<prefix>/share/dixit-rules-explorer/rulesets`."""
    override = os.environ.get("DIXIT_RULESETS_DIR")
    if override:
        return Path(override)
    beside = Path(__file__).resolve().parents[2] / "rulesets"
    installed = Path(sys.prefix) / "share" / "dixit-rules-explorer" / "rulesets"
    return beside if beside.is_dir() or not installed.is_dir() else installed


RULESETS_DIR = _rulesets_dir()

ABS_MIN_PLAYERS = 3
ABS_MAX_PLAYERS = 12  # the boards number their card places 1 to 12
MAX_FILE_BYTES = 256 * 1024


class _Ctx:
    """Where we are in a file, for error messages."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, field: str, problem: str) -> RulesetError:
        return RulesetError(self.source, field, problem)


Parser = Callable[[_Ctx, str, Any], RuleValue]


def _type_name(value: object) -> str:
    return {
        bool: "a boolean",
        int: "an integer",
        float: "a number",
        str: "a string",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)


def _int(ctx: _Ctx, field: str, raw: Any, low: int, high: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ctx.fail(field, f"must be an integer, not {_type_name(raw)}")
    if not low <= raw <= high:
        raise ctx.fail(field, f"must be between {low} and {high}, not {raw}")
    return raw


def _str(ctx: _Ctx, field: str, raw: Any) -> str:
    if not isinstance(raw, str):
        raise ctx.fail(field, f"must be a string, not {_type_name(raw)}")
    if not raw.strip():
        raise ctx.fail(field, "must not be empty")
    return raw


def _table(
    ctx: _Ctx, field: str, raw: Any, required: set[str], optional: frozenset[str] = frozenset()
) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise ctx.fail(field, f"must be a table, not {_type_name(raw)}")
    missing = sorted(required - raw.keys())
    if missing:
        raise ctx.fail(field, f"missing key(s): {', '.join(missing)}")
    unknown = sorted(raw.keys() - required - optional)
    if unknown:
        raise ctx.fail(field, f"unknown key(s): {', '.join(unknown)}")
    return raw


def _span(ctx: _Ctx, field: str, raw: Any) -> PlayerSpan:
    if not isinstance(raw, list) or len(raw) != 2:
        raise ctx.fail(field, "must be a list of two player counts [low, high]")
    low = _int(ctx, f"{field}[0]", raw[0], ABS_MIN_PLAYERS, ABS_MAX_PLAYERS)
    high = _int(ctx, f"{field}[1]", raw[1], ABS_MIN_PLAYERS, ABS_MAX_PLAYERS)
    if low > high:
        raise ctx.fail(field, f"is an impossible range: {low} is above {high}")
    return PlayerSpan(low, high)


def _none_or(parser: Parser) -> Parser:
    def parse(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
        if raw == "none":
            return None
        return parser(ctx, field, raw)

    return parse


def _p_players(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _span(ctx, field, raw)


def _p_hand(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _int(ctx, field, raw, 2, 20)


def _p_handed_in(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _int(ctx, field, raw, 1, 3)


def _p_votes(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _int(ctx, field, raw, 1, 3)


def _points(ctx: _Ctx, field: str, raw: Any) -> int:
    return _int(ctx, field, raw, 0, 10)


def _p_all_or_none(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    t = _table(ctx, field, raw, {"storyteller", "others"})
    return AllOrNone(
        _points(ctx, f"{field}.storyteller", t["storyteller"]),
        _points(ctx, f"{field}.others", t["others"]),
    )


def _p_some(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    t = _table(ctx, field, raw, {"storyteller", "finder", "other"})
    return SomeFound(
        *(_points(ctx, f"{field}.{k}", t[k]) for k in ("storyteller", "finder", "other"))
    )


def _p_exactly_one(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    t = _table(ctx, field, raw, {"points", "players"})
    return ExactlyOneFinder(
        _points(ctx, f"{field}.points", t["points"]), _span(ctx, f"{field}.players", t["players"])
    )


def _p_bonus(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _int(ctx, field, raw, 0, 5)


def _p_cap(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _int(ctx, field, raw, 1, 20)


def _choice(ctx: _Ctx, field: str, raw: Any, choices: tuple[str, ...]) -> str:
    value = _str(ctx, field, raw)
    if value not in choices:
        raise ctx.fail(field, f"must be one of {', '.join(choices)}, not {value!r}")
    return value


def _p_extra(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    t = _table(ctx, field, raw, {"kind", "from_players", "points"})
    kind = _choice(ctx, f"{field}.kind", t["kind"], EXTRA_KINDS)
    return ExtraFinder(
        kind,  # type: ignore[arg-type]
        _int(ctx, f"{field}.from_players", t["from_players"], ABS_MIN_PLAYERS, ABS_MAX_PLAYERS),
        _int(ctx, f"{field}.points", t["points"], 1, 5),
    )


def _p_target(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _int(ctx, field, raw, 1, 1000)


def _p_empty_pile(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _choice(ctx, field, raw, EMPTY_PILE_KINDS)


def _p_ties(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    return _choice(ctx, field, raw, ("shared",))


def _p_decks(ctx: _Ctx, field: str, raw: Any) -> RuleValue:
    if not isinstance(raw, list) or not raw:
        raise ctx.fail(field, "must be a non-empty list of deck sizes")
    sizes = tuple(_int(ctx, f"{field}[{i}]", v, 20, 1000) for i, v in enumerate(raw))
    if len(set(sizes)) != len(sizes) or list(sizes) != sorted(sizes):
        raise ctx.fail(field, "must list distinct deck sizes in increasing order")
    return sizes


@dataclass(frozen=True)
class RuleSpec:
    label: str
    parse: Parser
    by_players: bool = False


RULE_SPECS: dict[str, RuleSpec] = {
    "players": RuleSpec("Players", _p_players),
    "hand_size": RuleSpec("Cards in hand", _p_hand, by_players=True),
    "cards_handed_in": RuleSpec("Cards each player hands in", _p_handed_in, by_players=True),
    "max_votes": RuleSpec("Votes per voter", _p_votes, by_players=True),
    "all_or_none": RuleSpec("Everybody or nobody finds the card", _p_all_or_none),
    "some_found": RuleSpec("Some but not all find the card", _p_some),
    "exactly_one_finder": RuleSpec("Exactly one finder", _none_or(_p_exactly_one)),
    "bonus_per_vote": RuleSpec("Bonus per vote on your card", _p_bonus),
    "bonus_cap": RuleSpec("Bonus cap per player per turn", _none_or(_p_cap)),
    "extra_finder": RuleSpec("Extra point for finders", _none_or(_p_extra)),
    "score_target": RuleSpec("Score that ends the game", _none_or(_p_target)),
    "empty_pile": RuleSpec("When the draw pile runs out", _p_empty_pile),
    "ties": RuleSpec("Ties", _p_ties),
    "decks": RuleSpec("Deck sizes", _p_decks),
}

ENTRY_KEYS = {"value", "players", "basis", "quote", "translation", "note", "document"}
HEADER_KEYS = {"id", "name", "edition", "year", "document", "language", "summary"}
LANGUAGES = {"pt", "fr", "vi", "ru", "nl", "en"}


def _provenance(ctx: _Ctx, field: str, t: Mapping[str, Any], document: str) -> Provenance:
    basis_raw = _choice(ctx, f"{field}.basis", t.get("basis", ""), BASES) if "basis" in t else None
    if basis_raw is None:
        raise ctx.fail(field, "missing key(s): basis")
    basis: Basis = basis_raw  # type: ignore[assignment]
    quote = _str(ctx, f"{field}.quote", t["quote"]) if "quote" in t else None
    translation = (
        _str(ctx, f"{field}.translation", t["translation"]) if "translation" in t else None
    )
    note = _str(ctx, f"{field}.note", t["note"]) if "note" in t else None
    doc: str | None = _str(ctx, f"{field}.document", t["document"]) if "document" in t else document
    if t.get("document") == "none":
        doc = None
    if basis == "quoted" and quote is None:
        raise ctx.fail(field, "basis is 'quoted' but there is no quote")
    if quote is not None and translation is None:
        raise ctx.fail(field, "a quote needs an English translation")
    if translation is not None and quote is None:
        raise ctx.fail(field, "a translation needs the quote it translates")
    if basis != "quoted" and note is None:
        raise ctx.fail(field, f"basis is {basis!r}: add a one-line note saying why")
    if quote is not None and doc is None:
        raise ctx.fail(field, "a quote needs the document it comes from")
    return Provenance(basis=basis, document=doc, quote=quote, translation=translation, note=note)


def _rule(ctx: _Ctx, name: str, raw: Any, document: str, span: PlayerSpan | None) -> Rule:
    spec = RULE_SPECS[name]
    items = raw if isinstance(raw, list) else [raw]
    if not items:
        raise ctx.fail(name, "has no entries")
    entries: list[RuleEntry] = []
    for i, item in enumerate(items):
        field = name if len(items) == 1 and not isinstance(raw, list) else f"{name}[{i}]"
        t = _table(ctx, field, item, {"value", "basis"}, frozenset(ENTRY_KEYS - {"value", "basis"}))
        players = None
        if "players" in t:
            if not spec.by_players:
                raise ctx.fail(f"{field}.players", f"{name} does not vary with the player count")
            players = _span(ctx, f"{field}.players", t["players"])
        elif spec.by_players and len(items) > 1:
            raise ctx.fail(field, "with several entries each one needs its players = [low, high]")
        value = spec.parse(ctx, f"{field}.value", t["value"])
        entries.append(RuleEntry(value, players, _provenance(ctx, field, t, document)))
    if name != "players" and not spec.by_players and len(entries) > 1:
        raise ctx.fail(name, "must have exactly one entry")
    if spec.by_players and span is not None:
        _check_cover(ctx, name, entries, span)
    return Rule(name=name, label=spec.label, entries=tuple(entries))


def _check_cover(ctx: _Ctx, name: str, entries: list[RuleEntry], span: PlayerSpan) -> None:
    for n in range(span.low, span.high + 1):
        hits = [e for e in entries if e.players is None or n in e.players]
        if not hits:
            raise ctx.fail(name, f"has no value for {n} players (the ruleset allows {span})")
        if len(hits) > 1:
            raise ctx.fail(name, f"has two values for {n} players")
    for e in entries:
        if e.players is not None and (e.players.low < span.low or e.players.high > span.high):
            raise ctx.fail(name, f"covers {e.players} players, outside the ruleset's {span}")


def _players_span(ctx: _Ctx, rule: Rule) -> PlayerSpan:
    spans = sorted((e.value for e in rule.entries), key=lambda s: s.low)  # type: ignore[union-attr]
    counts: set[int] = set()
    for s in spans:
        assert isinstance(s, PlayerSpan)
        here = set(range(s.low, s.high + 1))
        if counts & here:
            raise ctx.fail("players", f"player counts {s} are listed twice")
        counts |= here
    low, high = min(counts), max(counts)
    if len(counts) != high - low + 1:
        raise ctx.fail("players", "player counts must form one unbroken range")
    return PlayerSpan(low, high)


def _readings(ctx: _Ctx, raw: Any, rules: dict[str, Rule]) -> tuple[Reading, ...]:
    if not isinstance(raw, list):
        raise ctx.fail("readings", "must be an array of tables ([[readings]])")
    readings: list[Reading] = []
    for i, item in enumerate(raw):
        field = f"readings[{i}]"
        t = _table(ctx, field, item, {"id", "label", "default", "basis", "note", "options"})
        basis = _choice(ctx, f"{field}.basis", t["basis"], BASES)
        if not isinstance(t["options"], list) or len(t["options"]) < 2:
            raise ctx.fail(f"{field}.options", "must list at least two choices")
        options: list[ReadingOption] = []
        for j, o in enumerate(t["options"]):
            ofield = f"{field}.options[{j}]"
            ot = _table(ctx, ofield, o, {"id", "label", "set"})
            if not isinstance(ot["set"], dict) or not ot["set"]:
                raise ctx.fail(f"{ofield}.set", "must be a table of rule = value")
            sets: list[tuple[str, RuleValue]] = []
            for rule_name, value in ot["set"].items():
                sfield = f"{ofield}.set.{rule_name}"
                if rule_name not in rules:
                    raise ctx.fail(sfield, "names no rule of this ruleset")
                if len(rules[rule_name].entries) != 1:
                    raise ctx.fail(sfield, "a reading can only set a rule that has one entry")
                sets.append((rule_name, RULE_SPECS[rule_name].parse(ctx, sfield, value)))
            options.append(
                ReadingOption(
                    _str(ctx, f"{ofield}.id", ot["id"]),
                    _str(ctx, f"{ofield}.label", ot["label"]),
                    tuple(sets),
                )
            )
        ids = [o.id for o in options]
        if len(set(ids)) != len(ids):
            raise ctx.fail(f"{field}.options", "choice ids must be distinct")
        default = _str(ctx, f"{field}.default", t["default"])
        if default not in ids:
            raise ctx.fail(f"{field}.default", f"{default!r} is not one of the choices {ids}")
        for rule_name, value in options[ids.index(default)].sets:
            if rules[rule_name].entries[0].value != value:
                raise ctx.fail(
                    f"{field}.default", f"the default choice disagrees with the file's {rule_name}"
                )
        readings.append(
            Reading(
                _str(ctx, f"{field}.id", t["id"]),
                _str(ctx, f"{field}.label", t["label"]),
                default,
                cast(Basis, basis),
                _str(ctx, f"{field}.note", t["note"]),
                tuple(options),
            )
        )
    return tuple(readings)


def parse_ruleset(data: Mapping[str, Any], source: str) -> Ruleset:
    """Validate a decoded TOML table and build a Ruleset; `source` names it in errors."""
    ctx = _Ctx(source)
    allowed = HEADER_KEYS | RULE_SPECS.keys() | {"readings"}
    unknown = sorted(data.keys() - allowed)
    if unknown:
        raise ctx.fail(
            unknown[0],
            "unknown key" + (f" (also: {', '.join(unknown[1:])})" if unknown[1:] else ""),
        )
    missing = sorted((HEADER_KEYS | RULE_SPECS.keys()) - data.keys())
    if missing:
        raise ctx.fail(
            missing[0],
            "missing" + (f" (also missing: {', '.join(missing[1:])})" if missing[1:] else ""),
        )
    rid = _str(ctx, "id", data["id"])
    if not rid.replace("-", "").isalnum() or rid != rid.lower():
        raise ctx.fail("id", f"must be lower-case letters, digits and dashes, not {rid!r}")
    document = _str(ctx, "document", data["document"])
    language = _choice(ctx, "language", data["language"], tuple(sorted(LANGUAGES)))
    players_rule = _rule(ctx, "players", data["players"], document, None)
    span = _players_span(ctx, players_rule)
    rules = {"players": players_rule}
    for name in RULE_SPECS:
        if name != "players":
            rules[name] = _rule(ctx, name, data[name], document, span)
    _check_consistency(ctx, rules, span)
    readings = _readings(ctx, data.get("readings", []), rules)
    return Ruleset(
        id=rid,
        name=_str(ctx, "name", data["name"]),
        edition=_str(ctx, "edition", data["edition"]),
        year=_int(ctx, "year", data["year"], 1900, 2100),
        document=document,
        language=language,
        summary=_str(ctx, "summary", data["summary"]),
        rules=tuple(rules.values()),
        readings=readings,
    )


def _check_consistency(ctx: _Ctx, rules: dict[str, Rule], span: PlayerSpan) -> None:
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
                "cards_handed_in", f"at {n} players hands in {handed} cards from a hand of {hand}"
            )
        others = (n - 2) * handed + 1  # cards a voter may vote for: everybody's but their own
        if votes > others:
            raise ctx.fail(
                "max_votes",
                f"at {n} players allows {votes} votes but a voter has only {others} cards to vote for",
            )
        if n * hand > min(decks):
            raise ctx.fail(
                "decks", f"a deck of {min(decks)} cannot deal {hand} cards to {n} players"
            )
    one = rules["exactly_one_finder"].entries[0].value
    if isinstance(one, ExactlyOneFinder) and (
        one.players.low < span.low or one.players.high > span.high
    ):
        raise ctx.fail(
            "exactly_one_finder.value.players",
            f"{one.players} is outside the ruleset's {span} players",
        )


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load and validate one ruleset file (a shipped one or a user's)."""
    p = Path(path)
    source = p.name
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise RulesetError(source, "", f"cannot be read ({exc.strerror or exc})") from None
    return load_ruleset_text(raw, source)


def load_ruleset_text(raw: bytes | str, source: str = "<uploaded ruleset>") -> Ruleset:
    """Validate ruleset TOML given as text or bytes (for uploads); `source` names it in errors."""
    if len(raw) > MAX_FILE_BYTES:
        raise RulesetError(source, "", f"is too large ({len(raw)} bytes; at most {MAX_FILE_BYTES})")
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise RulesetError(source, "", "is not UTF-8 text") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(source, "", f"is not valid TOML ({exc})") from None
    return parse_ruleset(data, source)


@cache
def _load_all(directory: str) -> tuple[Ruleset, ...]:
    files = sorted(Path(directory).glob("*.toml"))
    if not files:
        raise RulesetError(directory, "", "holds no ruleset files")
    rulesets = [load_ruleset_file(f) for f in files]
    for f, r in zip(files, rulesets, strict=True):
        if f.stem != r.id:
            raise RulesetError(f.name, "id", f"is {r.id!r} but the file is named {f.stem}.toml")
    order = {rid: i for i, rid in enumerate(CANONICAL_ORDER)}
    return tuple(sorted(rulesets, key=lambda r: (order.get(r.id, len(order)), r.year, r.id)))


CANONICAL_ORDER = (
    "original-2008",
    "odyssey-2011",
    "odyssey-vi",
    "refresh-2021",
    "anniversary-10th",
)


def load_rulesets(directory: str | Path | None = None) -> tuple[Ruleset, ...]:
    """Every ruleset in `rulesets/` (or `directory`), validated, in a stable order."""
    return _load_all(str(Path(directory) if directory else RULESETS_DIR))


def load_ruleset(ruleset_id: str, directory: str | Path | None = None) -> Ruleset:
    """One ruleset by id; an unknown id raises RulesetError listing the known ones."""
    rulesets = load_rulesets(directory)
    for r in rulesets:
        if r.id == ruleset_id:
            return r
    known = ", ".join(r.id for r in rulesets)
    raise RulesetError(str(ruleset_id), "id", f"no such ruleset (known: {known})")
