"""A Plotly figure as Chromium draws it, and what its pixels show.

`draw` writes `fig.to_html` to a file, with plotly.js from the installed plotly package beside
it (no network), and opens it at a width; `measure` screenshots a drawn chart (there, or on a
page of the live app) and asks plotly.js where it drew each subplot and each legend entry.
`Drawn.series` then reads the screenshot, decoded with Pillow: for every series named in the
legend (every trace, when the figure shows no legend), how much of the plot area its colour
covers and how much of its legend swatch it fills. `unseen` says which series a reader could
not see.
"""

from __future__ import annotations

import io
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import plotly
from PIL import Image, ImageColor

from explorer.figures.colours import contrast_ratio

# a pixel is in a colour when no channel is further than this from it: a bar's or a line's body
# counts, its anti-aliased edge and anything drawn over it with some transparency do not
TOLERANCE = 16
# a legend swatch is the box plotly.js draws its symbols in, with this many pixels around it (a
# horizontal line's box has no height)
SWATCH_PAD = 2

# What "seen" asks of each kind of series. In the plot: the share of the plot area its colour
# covers (a bar), or the pixels it takes (a line or a marker, however long the line). In its
# legend swatch, drawn on the legend's background, its colour is counted in pixels, a pixel the
# colour only partly covers (an anti-aliased edge, a thin line) for the part it covers: a bar's
# fills most of its square; a line's or a marker's is drawn there at all. A series drawn in
# (nearly) the background's colour, such as white marks on a heatmap, is seen in its swatch by
# its outline: `ink`, the share of the swatch's box that is not the background.
MIN_BAR_AREA = 0.003
MIN_MARK_PIXELS = 40
MIN_BAR_SWATCH = 0.5  # of the swatch's square
MIN_MARK_SWATCH = 12.0  # pixels
MIN_INK = 0.08
PLOTLY_JS = Path(plotly.__file__).parent / "package_data" / "plotly.min.js"
PALE = 1.5  # a series colour at less than this contrast with the background is pale

GEOMETRY_JS = """(root) => {
  const gd = document.querySelector(root);
  const box = (el, pad) => {
    const r = el.getBoundingClientRect();
    return [r.left - pad, r.top - pad, r.right + pad, r.bottom + pad];
  };
  const colour = (c) => (typeof c === 'string' ? c : null);
  const traces = gd._fullData.map((t) => ({
    index: t.index, type: t.type, name: t.name, visible: t.visible, showlegend: t.showlegend,
    mode: t.mode || null, marker: colour(t.marker && t.marker.color),
    line: colour(t.line && t.line.color), fill: t.fill || null, meta: t.meta || null,
  }));
  const legend = [...gd.querySelectorAll('.legend .traces')].map((g) => {
    const d = g.__data__;
    const t = d && d[0] && d[0].trace;
    const layers = g.querySelector('.layers');
    return { index: t ? t.index : null, box: layers ? box(layers, PAD) : null };
  });
  return {
    plots: [...gd.querySelectorAll('.nsewdrag')].map((e) => box(e, 0)),
    traces, legend, showlegend: gd._fullLayout.showlegend,
    paper: gd._fullLayout.paper_bgcolor,
  };
}""".replace("PAD", str(SWATCH_PAD))


def rgb(colour: str) -> tuple[int, int, int]:
    r, g, b = ImageColor.getrgb(colour)[:3]
    return r, g, b


def _hex(colour: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


@dataclass(frozen=True)
class Series:
    """One series as drawn: `area` the share of the plot area in its colour (`pixels` of
    them); in its legend swatch (None: no legend entry), `drawn` the pixels of its colour
    (partly covered ones in part), `swatch` the share of the symbol's own box they fill and
    `ink` the share of the swatch's box that is not the background."""

    name: str
    kind: str  # "bar", "line" or "marker"
    colour: str
    pale: bool  # (nearly) the background's colour: seen by an outline
    area: float
    pixels: int
    swatch: float | None
    drawn: float | None
    ink: float | None

    def problems(self) -> list[str]:
        """What keeps a reader from seeing this series (nothing: it is seen)."""
        out = []
        if self.kind == "bar" and self.area < MIN_BAR_AREA:
            out.append(f"its bars cover {self.area:.2%} of the plot")
        elif self.pixels < MIN_MARK_PIXELS:
            out.append(f"it takes {self.pixels} px of the plot")
        if self.swatch is None or self.drawn is None or self.ink is None:
            pass
        elif self.pale:
            if self.ink < MIN_INK:
                out.append(f"its legend swatch shows nothing ({self.ink:.0%} of it drawn)")
        elif self.kind == "bar":
            if self.swatch < MIN_BAR_SWATCH:
                out.append(f"its legend swatch is {self.swatch:.0%} filled")
        elif self.drawn < MIN_MARK_SWATCH:
            out.append(f"its legend swatch shows {self.drawn:.0f} px of it")
        return [f"{self.name!r} ({self.kind}, {self.colour}): {p}" for p in out]


def _kind(trace: dict[str, Any]) -> str:
    if trace["type"] in ("bar", "histogram"):
        return "bar"
    return "line" if "lines" in (trace["mode"] or "") else "marker"


@dataclass(frozen=True)
class Drawn:
    """A chart as Chromium drew it: the screenshot (H × W × 3) and plotly.js's geometry, in
    the screenshot's pixels."""

    name: str
    image: np.ndarray
    geometry: dict[str, Any]

    def _mask(self, colour: str) -> np.ndarray:
        diff = np.abs(self.image.astype(int) - np.array(rgb(colour)))
        mask: np.ndarray = diff.max(axis=2) <= TOLERANCE
        return mask

    def _blend(self, colour: str, background: str) -> np.ndarray:
        """How much of each pixel `colour` covers, drawn over `background` (0 where the pixel
        is not a mix of the two)."""
        c, b = np.array(rgb(colour), float), np.array(rgb(background), float)
        pixels = self.image.astype(float) - b
        span = c - b
        alpha = np.clip(pixels @ span / max(float(span @ span), 1.0), 0.0, 1.0)
        residual = np.abs(pixels - alpha[..., None] * span).max(axis=2)
        out: np.ndarray = np.where(residual <= TOLERANCE, alpha, 0.0)
        return out

    def _boxes(self, boxes: list[list[float]]) -> np.ndarray:
        inside = np.zeros(self.image.shape[:2], dtype=bool)
        h, w = inside.shape
        for x0, y0, x1, y1 in boxes:
            top, bottom = max(int(y0), 0), min(int(np.ceil(y1)), h)
            left, right = max(int(x0), 0), min(int(np.ceil(x1)), w)
            inside[top:bottom, left:right] = True
        return inside

    def series(self) -> list[Series]:
        """Every series named in the legend, as drawn (every visible trace with a colour of
        its own when the figure shows no legend)."""
        g = self.geometry
        traces = {t["index"]: t for t in g["traces"]}
        plot = self._boxes(g["plots"])
        area = max(int(plot.sum()), 1)
        background = _hex(rgb(g["paper"]))
        not_background = ~self._mask(background)
        if g["showlegend"]:
            entries = [(traces.get(e["index"]), e["box"]) for e in g["legend"]]
        else:
            entries = [(t, None) for t in g["traces"] if t["fill"] in (None, "none")]
        out = []
        for trace, box in entries:
            if trace is None or trace["visible"] is not True:
                continue
            kind = _kind(trace)
            colour = trace["line"] if kind == "line" else trace["marker"]
            if colour is None:
                continue
            mask = self._mask(colour)
            swatch = drawn = ink = None
            if box is not None:
                where = self._boxes([box])
                size = max(int(where.sum()), 1)
                drawn = float(self._blend(colour, background)[where].sum())
                x0, y0, x1, y1 = box
                symbol = max((x1 - x0 - 2 * SWATCH_PAD) * (y1 - y0 - 2 * SWATCH_PAD), 1.0)
                swatch = drawn / symbol
                ink = float((not_background & where).sum()) / size
            pixels = int((mask & plot).sum())
            out.append(
                Series(
                    name=str(trace["name"]),
                    kind=kind,
                    colour=colour,
                    pale=contrast_ratio(_hex(rgb(colour)), background) < PALE,
                    area=pixels / area,
                    pixels=pixels,
                    swatch=swatch,
                    drawn=drawn,
                    ink=ink,
                )
            )
        return out

    def unseen(self) -> list[str]:
        """Every series a reader could not see, and why."""
        return [p for s in self.series() for p in s.problems()]


def measure(page: Any, root: str, name: str, shot: Path) -> Drawn:
    """The chart `root` (a selector of its plotly.js div) on `page`, in view: its screenshot
    saved as `shot` and what plotly.js says it drew where."""
    page.locator(root).first.scroll_into_view_if_needed()
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    geometry = page.evaluate(GEOMETRY_JS, root)
    png = page.screenshot(path=str(shot))
    image = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))
    return Drawn(name, image, geometry)


def draw(page: Any, fig: Any, name: str, width: int, out: Path) -> Drawn:
    """`fig` drawn by Chromium at `width` px from its own HTML (`fig.to_html`), saved as
    `out/<name>.html` and its screenshot as `out/<name>-<width>.png`. plotly.js is the installed
    plotly package's own, copied once beside the pages (Plotly's "directory" mode: one 4.7 MB
    file the browser reads once, rather than a copy inside every page)."""
    height = int(fig.layout.height or 450)  # Streamlit's height for a figure without one
    html = fig.to_html(
        include_plotlyjs="directory",
        full_html=True,
        default_width="100%",
        default_height=f"{height}px",
        config={"displayModeBar": False, "responsive": True},
    )
    out.mkdir(parents=True, exist_ok=True)
    bundle = out / "plotly.min.js"
    if not bundle.exists():
        shutil.copyfile(PLOTLY_JS, bundle)
    path = out / f"{name}.html"
    path.write_text(html, encoding="utf-8")
    page.set_viewport_size({"width": width, "height": height + 20})
    page.goto(path.as_uri())
    root = ".js-plotly-plot"
    page.wait_for_function(
        "(root) => { const gd = document.querySelector(root);"
        " return !!(gd && gd._fullLayout && gd.querySelector('.main-svg')); }",
        arg=root,
    )
    return measure(page, root, name, out / f"{name}-{width}.png")
