"""Putting things in an `ipywidgets.Output`: its outputs replaced, never appended to.

`Output.append_display_data` formats each object in the kernel (a Plotly figure as Plotly's
own MIME type, which JupyterLab and VS Code both draw; a DataFrame as HTML) and syncs the result
as the widget's state, so it works the same from a widget callback, from code and in a test.
"""

from __future__ import annotations

import ipywidgets as widgets


def show(out: widgets.Output, *objects: object) -> None:
    """Replace what `out` shows with `objects`, in order."""
    out.outputs = ()
    for obj in objects:
        out.append_display_data(obj)
