"""The one page-state helper (`explorer.ui.common.page_state`): a page's value through its codec
and the binder, a message a callback leaves shown once by the next run, and decoded addresses
kept within bounds."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from explorer.i18n import using
from explorer.links.base import MAX_VALUE
from explorer.links.night import KEY, NIGHT_LINK, encode_night
from explorer.night.evening import Night, Round
from explorer.ui.common import page_state
from explorer.ui.common.page_state import PageState

NIGHT = Night(("Ana", "Ben", "Cleo", "Dan"), "refresh-2021", deck=84)


def _page() -> None:
    import streamlit as st

    from explorer.links.lab import LabLink
    from explorer.ui.common.page_state import PageState

    state = PageState("t", lambda: LabLink((("refresh-2021", 3, 6),)))
    settings = state.load()
    st.write(f"players: {settings.players}")
    state.show_message()
    st.button("go", key="go", on_click=state.say, args=("warning", "said *once*"))
    st.button("seven", key="seven", on_click=lambda: state.save(settings.__class__(players=5)))


def test_a_message_for_the_next_run_is_shown_once() -> None:
    at = AppTest.from_function(_page).run()
    assert not at.exception and not at.warning
    at.button(key="go").click().run()
    assert [w.value for w in at.warning] == ["said *once*"]
    at.run()
    assert not at.warning


def test_the_value_lives_in_the_address_through_the_codec() -> None:
    at = AppTest.from_function(_page)
    at.query_params["players"] = "4"
    at.run()
    assert "players: 4" in [m.value for m in at.markdown]
    at.button(key="seven").click().run()
    assert at.query_params["players"] in ("5", ["5"])
    assert "players: 5" in [m.value for m in at.markdown]
    bad = AppTest.from_function(_page)
    bad.query_params["players"] = "40"
    bad.run()  # a damaged part: one warning, the address cleaned (the codec's own form)
    assert len(bad.warning) == 1 and "players" in bad.warning[0].value
    assert bad.query_params["players"] in ("12", ["12"])


def test_decoded_addresses_are_kept_per_code_and_language_within_bounds() -> None:
    page_state._decoded.cache_clear()
    codec = PageState("night", NIGHT_LINK, keep_decoded=True).link()
    one = {KEY: [encode_night(NIGHT.with_round(Round(0, ((), (0,), (1,), (0,)))))]}
    first = codec.decode(one)
    assert codec.decode(one) is first  # decoded once
    assert first == NIGHT_LINK.decode(one) and first.value is not None
    with using("fr"):
        codec.decode(one)  # its notes would be French: another entry
    assert page_state._decoded.cache_info().currsize == 2
    # a value longer than any codec reads, or a key given twice, is decoded but not kept
    long = {KEY: ["n1." + "x" * MAX_VALUE]}
    assert codec.decode(long).notes == NIGHT_LINK.decode(long).notes
    assert codec.decode({KEY: one[KEY] * 2}).value == first.value
    assert page_state._decoded.cache_info().currsize == 2
    assert page_state._decoded.cache_info().maxsize == page_state.KEPT
