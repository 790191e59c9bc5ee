"""House rules as one short line of text: `<edition>~<rule>:<value>~...~n:<name>`.

`refresh-2021~cap:2~lone:4@3-8` is the 2021 rules with a bonus cap of 2 and 4 points to the
storyteller and a lone finder at 3–8 players. Only the changes are written (the edition gives
the rest), each as a short token. The address (`explorer.links.house`, lenient: it drops a bad
part with a note) and a practice game's set-up (`house_from_text`, strict) both read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import Text, _, number
from explorer.limits import MAX_NAME
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import SOURCE, build_house
from explorer.rules.house_bands import MAX_BANDS
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS, rule_of
from explorer.rules.tokens import bad, read_span, span_token
from explorer.rules.widgets import NONE
from explorer.text.translate import in_every_language

MAX_TEXT = 1_000  # characters: every rule changed, banded, fits in about 400


def ordered(changes: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """Changes in RULE_SPECS order (one spelling for the same rules)."""
    order = list(RULE_SPECS)
    return tuple(sorted(changes.items(), key=lambda kv: order.index(kv[0])))


# --- writing ----------------------------------------------------------------------------------
def _one_token(rule: str, value: Any) -> str:
    return NONE if value == NONE else RULE_SPECS[rule].token.write(value)


def value_token(rule: str, value: Any) -> str:
    """A change's value (as a ruleset file writes it) as a token: the rule's own (its spec's),
    or for a rule that varies with the player count, bands of them ("3-3=7,4-8=6")."""
    if RULE_SPECS[rule].by_players and isinstance(value, list):
        return ",".join(f"{span_token(b['players'])}={_one_token(rule, b['value'])}" for b in value)
    return _one_token(rule, value)


def house_text(parent: str, changes: Mapping[str, Any], name: str | None = None) -> str:
    """The one-line text of house rules (changes in RULE_SPECS order, the name last)."""
    parts = [parent]
    parts += [f"{RULE_SPECS[r].alias}:{value_token(r, v)}" for r, v in ordered(changes)]
    if name:
        parts.append(f"n:{name}")
    return "~".join(parts)


# --- reading ----------------------------------------------------------------------------------
def _read_one(rule: str, text: str) -> Any:
    spec = RULE_SPECS[rule]
    if text == NONE and (spec.none is not None or spec.by_players):
        return NONE  # the ruleset parser says whether this rule may be off
    return spec.token.read(rule, text)


def parse_token(rule: str, text: str) -> Any:
    """A token as a change's value (shape only: `build_house` checks the values themselves);
    RulesetError naming the rule when it does not parse."""
    if not RULE_SPECS[rule].by_players or "=" not in text:
        return _read_one(rule, text)
    parts = text.split(",")
    if len(parts) > MAX_BANDS:
        raise bad(
            rule,
            _("has {n} bands; at most {most} (one per player count)").format(
                n=number(len(parts)), most=number(MAX_BANDS)
            ),
        )
    bands = []
    for part in parts:
        span, _eq, value = part.partition("=")
        bands.append({"players": read_span(rule, span), "value": _read_one(rule, value)})
    return bands


def split_text(text: str) -> tuple[str, list[str], str | None]:
    """(edition, change parts, name) of a house-rules text (no checking: the name is what
    follows `n:`, end spaces stripped, whatever its length)."""
    head, _tilde, rest = text.partition("~")
    parts = rest.split("~") if rest else []
    for i, part in enumerate(parts):
        if part.startswith("n:"):
            name = "~".join(parts[i:])[2:].strip() or None
            return head, parts[:i], name
    return head, parts, None


def build_named(parent: str, changes: Mapping[str, Any], name: str | None) -> Ruleset:
    """House rules on edition `parent`; a name that is an edition's own gets "(house rules)"
    added, so columns stay apart."""
    taken = {t for r in load_rulesets() for t in _all_texts(r.name)}
    if name is not None and name.strip() in taken:
        chosen = name.strip()
        name = in_every_language(
            # TRANSLATORS: a table named its house rules like an edition: this keeps them apart
            lambda: _("{name} (house rules)").format(name=chosen)[:MAX_NAME]
        )
    return build_house(load_ruleset(parent), changes, name=name)


def _all_texts(text: str) -> set[str]:
    """`text` in each language it has (an edition's name typed in any of them is taken)."""
    return set(text.translations.values()) if isinstance(text, Text) else {str(text)}


HouseParts = tuple[str, dict[str, Any], str | None]  # (edition, changes, name)


def read_house_text(text: str) -> HouseParts:
    """Strictly: (edition, changes, name) of a house-rules text, each change's token read
    (shape only: `build_house` checks the values); RulesetError for any bad part. The text's
    length is checked first. The edition is not looked up here (`explorer.rules.resolve` does)."""
    if len(text) > MAX_TEXT:
        raise RulesetError(
            _(SOURCE), "", _("is too long ({length} characters)").format(length=number(len(text)))
        )
    head, parts, name = split_text(text)
    changes: dict[str, Any] = {}
    for part in parts:
        key, sep, token = part.partition(":")
        rule = rule_of(key)
        if not sep or rule is None:
            raise RulesetError(_(SOURCE), key[:20], _("is not a rule the engine knows"))
        changes[rule] = parse_token(rule, token)
    return head, changes, name


def house_from_text(text: str) -> Ruleset:
    """Strictly: the house rules a text stands for, built afresh (RulesetError for any bad
    part). Pages and games ask `explorer.rules.resolve.resolve`, which builds each once."""
    return build_named(*read_house_text(text))
