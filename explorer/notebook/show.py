"""Putting things in an `ipywidgets.Output`: its outputs replaced, never appended to.

Each object becomes a MIME bundle in the kernel (a Plotly figure as its renderer gives it —
in Jupyter, Plotly's own MIME type, which JupyterLab and VS Code both draw; a DataFrame as HTML)
and is stored as the widget's outputs, so it shows the same from a widget callback, from code
and in a test. A Plotly figure is asked for its bundle directly: IPython's formatter would let
it display itself in the cell instead (its `_ipython_display_`), outside the widget.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets


def bundle(obj: object) -> dict[str, Any]:
    """`obj`'s display data: its own `_repr_mimebundle_` where it has one, else IPython's."""
    make = getattr(obj, "_repr_mimebundle_", None)
    if callable(make):
        data = make()
        if isinstance(data, tuple):  # (data, metadata) is allowed too
            data = data[0]
        if data:
            return dict(data)
        return {"text/plain": repr(obj)}  # no renderer outside a kernel: text only
    from IPython.core.formatters import format_display_data

    data, _ = format_display_data(obj)  # type: ignore[no-untyped-call]
    return dict(data)


def show(out: widgets.Output, *objects: object) -> None:
    """Replace what `out` shows with `objects`, in order."""
    out.outputs = tuple(
        {"output_type": "display_data", "data": bundle(obj), "metadata": {}} for obj in objects
    )
