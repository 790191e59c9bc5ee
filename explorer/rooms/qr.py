"""The QR code of a room's join link, as an SVG picture (segno, from PyPI)."""

from __future__ import annotations

import io
from functools import lru_cache

import segno

MAX_LINK = 2_000  # characters of a link drawn (a join link needs about 100)


@lru_cache(maxsize=64)
def join_qr_svg(link: str, title: str) -> str:
    """An SVG QR code of `link` (error correction M: still read when a projector blurs it),
    black on white with the four-module quiet zone scanners need; `title` names it for screen
    readers. Scaled by its container (no fixed size)."""
    if len(link) > MAX_LINK:
        raise ValueError(f"a join link of {len(link)} characters")
    out = io.BytesIO()
    segno.make(link, error="m").save(
        out,
        kind="svg",
        scale=1,
        border=4,
        dark="#000",
        light="#fff",
        title=title,
        svgclass=None,
        lineclass=None,
        omitsize=True,
        xmldecl=False,
        svgns=True,
        nl=False,
    )
    return out.getvalue().decode("utf-8")
