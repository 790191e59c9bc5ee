"""Make the reference card's font: DejaVu Sans (regular and bold) cut down to the scripts the
rulebooks use (Latin with Vietnamese, Cyrillic, punctuation), so the repository ships ~150 KB
instead of ~1.4 MB. fpdf2 brings no Unicode font of its own and Community Cloud has no system
fonts to borrow, so the card embeds these. Run once, from the repository root, on a machine
with Debian's fonts-dejavu-core:

    .venv/bin/python scripts/subset_font.py
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset  # type: ignore[import-untyped]

SOURCE = Path("/usr/share/fonts/truetype/dejavu")
TARGET = Path(__file__).resolve().parents[1] / "explorer" / "learn" / "fonts"
RANGES = (
    (0x0020, 0x024F),  # Basic Latin to Latin Extended-B (French, Portuguese, Dutch accents; ơ ư)
    (0x0300, 0x036F),  # combining marks (Vietnamese)
    (0x0400, 0x04FF),  # Cyrillic (Russian)
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x206F),  # punctuation (“ ” – …; the narrow no-break space in French numbers)
    (0x20AC, 0x20AC),  # euro sign
    (0x2116, 0x2116),  # numero sign (Russian)
    (0x2190, 0x2193),  # arrows
    (0x2212, 0x2212),  # minus
    (0x2264, 0x2265),  # ≤ ≥
    (0x2605, 0x2606),  # stars
)


def main() -> None:
    TARGET.mkdir(parents=True, exist_ok=True)
    unicodes = [c for low, high in RANGES for c in range(low, high + 1)]
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        font = subset.load_font(str(SOURCE / name), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
        subset.save_font(font, str(TARGET / name), options)
        print(name, (TARGET / name).stat().st_size, "bytes")


if __name__ == "__main__":
    main()
