"""The language in a real browser on the pages area: a shared link opens in its language with
the document's `lang` set; the sidebar's menu switches Compare to another language and puts it
into the address; Score in Russian at phone width."""

from __future__ import annotations

from pathlib import Path

from explorer.i18n import _, using
from tests.browser.conftest import wait_idle


def _in(lang: str, message: str) -> str:
    with using(lang):
        return _(message)


def test_a_shared_score_link_opens_in_russian_on_a_phone(  # type: ignore[no-untyped-def]
    app_url: str, page, artifacts_dir: Path
) -> None:
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 390, "height": 4000})
    page.goto(f"{app_url}/score?lang=ru&names=Аня,Борис,Вера&teller=1&votes=-,1,1")
    wait_idle(page)
    page.get_by_role("heading", name=_in("ru", "Score a round")).wait_for()
    expect(page.get_by_text(_in("ru", "Points this round"), exact=True)).to_be_visible()
    # The attribute is set by a script element that mounts with the page, which can be a
    # moment after the script run ends: wait for it rather than read it once.
    page.wait_for_function(
        "() => document.documentElement.lang === 'ru' && document.documentElement.dir === 'ltr'"
    )
    page.screenshot(path=str(artifacts_dir / "score-ru-390.png"), full_page=True)


def test_the_sidebar_menu_switches_compare_to_french(  # type: ignore[no-untyped-def]
    app_url: str, page, artifacts_dir: Path
) -> None:
    from playwright.sync_api import expect

    page.goto(f"{app_url}/compare")
    wait_idle(page)
    page.get_by_role("heading", name="Compare editions").wait_for()
    page.locator('[data-testid="stSidebar"] [data-testid="stSelectbox"]').first.click()
    page.get_by_role("option", name="Français", exact=True).click()
    wait_idle(page)
    page.get_by_role("heading", name=_in("fr", "Compare editions")).wait_for()
    expect(page.get_by_text(_in("fr", "Where each value comes from"), exact=True)).to_be_visible()
    page.wait_for_function("() => new URL(location.href).searchParams.get('lang') === 'fr'")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.screenshot(path=str(artifacts_dir / "compare-fr-1400.png"), full_page=True)
