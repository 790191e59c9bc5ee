"""Which catalog each source file's messages go to: one `.po` per area and language, so that
work on one part of the site never touches another part's catalog."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# (area, path prefixes relative to the repository root); the first match wins
AREAS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "lab",
        (
            "explorer/lab/",
            "explorer/figures/lab/",
            "explorer/ui/lab",
            "pages/lab.py",
            "explorer/links/lab.py",
            "explorer/notebook/lab.py",
        ),
    ),
    (
        "learn",
        ("explorer/learn/", "explorer/ui/learn", "pages/learn.py", "explorer/links/learn.py"),
    ),
    (
        "game",
        (
            "explorer/game/",
            "explorer/figures/practice.py",
            "explorer/ui/practice/",
            "pages/practice.py",
            "explorer/links/practice.py",
        ),
    ),
    (
        "questions",
        (
            "explorer/questions/",
            "explorer/ui/questions/",
            "pages/questions.py",
            "explorer/links/questions.py",
            "explorer/cli/questions_cmd.py",
        ),
    ),
    (
        "night",
        (
            "explorer/night/",
            "explorer/figures/night.py",
            "explorer/ui/night/",
            "pages/night.py",
            "explorer/links/night.py",
            "explorer/cli/game_cmd.py",
            "explorer/cli/game_out.py",
        ),
    ),
    (
        "rooms",
        ("explorer/rooms/", "explorer/ui/rooms/", "pages/room.py", "explorer/links/rooms.py"),
    ),
    ("cli", ("explorer/cli/", "explorer/notebook/", "explorer/__main__.py")),
    (
        "pages",
        ("pages/", "streamlit_app.py", "explorer/ui/", "explorer/figures/", "explorer/links/"),
    ),
    ("core", ("explorer/",)),
)


def sources() -> list[Path]:
    """Every Python file whose strings a person may read."""
    files = sorted((ROOT / "explorer").rglob("*.py")) + sorted((ROOT / "pages").glob("*.py"))
    return [*files, ROOT / "streamlit_app.py"]


def area_of(path: Path) -> str:
    rel = path.resolve().relative_to(ROOT).as_posix()
    for area, prefixes in AREAS:
        if rel.startswith(prefixes):
            return area
    raise KeyError(rel)


def area_names() -> list[str]:
    return [area for area, _ in AREAS]
