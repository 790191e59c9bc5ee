"""A ruleset's content hash changes with any rule value and with nothing else."""

from __future__ import annotations

from dataclasses import replace

from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.fingerprint import canonical_content, content_hash
from explorer.rules.house_text import house_from_text


def test_every_edition_has_its_own_stable_hash() -> None:
    hashes = {r.id: content_hash(r) for r in load_rulesets()}
    assert len(set(hashes.values())) == len(hashes)
    assert all(len(h) == 16 and int(h, 16) >= 0 for h in hashes.values())
    assert content_hash(load_ruleset("refresh-2021")) == hashes["refresh-2021"]


def test_only_rule_values_count() -> None:
    refresh = load_ruleset("refresh-2021")
    # a name, a summary or a document's title is not content
    renamed = replace(refresh, name="Another name", summary="Other words", document="Other")
    assert content_hash(renamed) == content_hash(refresh)
    # house rules that change nothing hash as their edition; two spellings hash alike
    assert content_hash(house_from_text("refresh-2021")) == content_hash(refresh)
    a = house_from_text("refresh-2021~cap:2~lone:4@3-8")
    b = house_from_text("refresh-2021~lone:4@3-8~cap:2~n:Ours")
    assert content_hash(a) == content_hash(b) != content_hash(refresh)
    assert content_hash(house_from_text("refresh-2021~cap:3")) != content_hash(a)


def test_values_that_vary_with_the_player_count_are_read_per_count() -> None:
    content = canonical_content(load_ruleset("odyssey-2011"))
    assert content["max_votes"]["6"] == 1 and content["max_votes"]["7"] == 2
    assert content["players"] == {"low": 3, "high": 12}
