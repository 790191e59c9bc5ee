"""`resolve(ident)`: one name for a ruleset anywhere, house rules built once for every language."""

from __future__ import annotations

import pytest

from explorer.errors import RulesetError
from explorer.i18n import using
from explorer.rules.files import load_ruleset
from explorer.rules.resolve import canonical, is_house, resolve


def test_an_edition_id_is_the_shipped_ruleset() -> None:
    assert resolve("refresh-2021") is load_ruleset("refresh-2021")
    assert not is_house("refresh-2021")


def test_house_rules_are_built_once_whatever_the_language() -> None:
    with using("fr"):
        french = resolve("refresh-2021~cap:2")
    with using("ru"):
        russian = resolve("refresh-2021~cap:2")
    assert french is russian
    assert french.bonus_cap == 2
    assert is_house("refresh-2021~cap:2")


def test_two_spellings_of_the_same_rules_share_one_entry() -> None:
    a, b = "refresh-2021~cap:2~lone:4@3-8", "refresh-2021~lone:4@3-8~cap:2"
    assert canonical(a) == canonical(b)
    assert resolve(a) is resolve(b)


@pytest.mark.parametrize(
    "ident", ["nope", "", "nope~cap:2", "refresh-2021~extra:1", "x" * 5_000, "refresh-2021~zz:1"]
)
def test_unknown_or_bad_idents_raise_one_clear_error(ident: str) -> None:
    with pytest.raises(RulesetError) as err:
        resolve(ident)
    assert len(str(err.value)) < 400


def test_an_unknown_edition_is_named_the_same_way_everywhere() -> None:
    with pytest.raises(RulesetError, match="not an edition this site knows") as plain:
        resolve("nope")
    with pytest.raises(RulesetError, match="not an edition this site knows"):
        resolve("nope~cap:2")
    assert "refresh-2021" in str(plain.value)
