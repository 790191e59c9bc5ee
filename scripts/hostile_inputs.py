"""The hostile inputs `bench_hostile.py` replays: the corpus file, read and built.

`hostile_corpus.json` holds the inputs (its `about` says how one is written); big values are
written there as specs (a digit repeated 5,000 times, a zip of 50 MB of spaces) and made here
when the corpus is read, so the file stays small and readable.
"""

from __future__ import annotations

import base64
import io
import json
import random
import re
import urllib.parse
import zipfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(__file__).with_name("hostile_corpus.json")
PAGES = ("", "learn", "score", "compare", "lab", "practice", "house", "room")


@dataclass(frozen=True)
class Case:
    """One hostile input: a page visited with `query`, then either a button pressed (`press`,
    a label's start), a file uploaded (`upload`: uploader label's start, file name, bytes) or
    the House form filled (`form`: text input label's start → text) and `submit` pressed."""

    door: str
    name: str
    page: str
    query: str = ""
    press: str | None = None
    upload: tuple[str, str, bytes] | None = None
    form: tuple[tuple[str, str], ...] = ()
    submit: str | None = None
    forbid: str | None = None  # text that must not reach the page as it is (injection)
    expect: str | None = None  # the outcome a holding door gives, where it is not just "no crash"


def dx1(data: bytes) -> str:
    """A practice resume code of the readable form around these bytes (any bytes: forged)."""
    return "dx1." + base64.urlsafe_b64encode(zlib.compress(data, 9)).decode().rstrip("=")


def text(spec: Any) -> str:
    """A text from its spec: a string; {"repeat": s, "times": n}; {"join": [spec, …]};
    {"json": value}; {"dx1": value} or {"dx1_text": spec} (a resume code holding that JSON or
    text)."""
    if isinstance(spec, str):
        return spec
    if "repeat" in spec:
        return str(spec["repeat"]) * int(spec["times"])
    if "join" in spec:
        return "".join(text(s) for s in spec["join"])
    if "json" in spec:
        return json.dumps(spec["json"], ensure_ascii=False, separators=(",", ":"))
    if "dx1" in spec:
        return dx1(text({"json": spec["dx1"]}).encode())
    if "dx1_text" in spec:
        return dx1(text(spec["dx1_text"]).encode())
    raise ValueError(f"unknown text spec {spec!r}")


def _zip(entries: Sequence[dict[str, Any]], lie: int | None) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for e in entries:
            body = text(e["text"]).encode()
            for i in range(int(e.get("copies", 1))):
                z.writestr(str(e["name"]).format(i=i), body)
    data = buf.getvalue()
    if lie is None:
        return data
    # declare `lie` bytes uncompressed (local header offset 22, central directory offset 24)
    out = bytearray(data)
    size = lie.to_bytes(4, "little")
    local = out.find(b"PK\x03\x04")
    out[local + 22 : local + 26] = size
    central = out.find(b"PK\x01\x02")
    out[central + 24 : central + 28] = size
    return bytes(out)


def file_bytes(spec: dict[str, Any], root: Path) -> bytes:
    """A file's bytes from its spec: {"text": spec}; {"ruleset": id, "sub": [regex, spec]}
    (a shipped ruleset with its first match replaced); {"random": n, "seed": k};
    {"zip": [{"name", "text", "copies"?}], "lie"?: declared size}. "bom": true puts UTF-8's
    byte-order mark first."""
    if "text" in spec:
        data = text(spec["text"]).encode()
    elif "ruleset" in spec:
        source = (root / "rulesets" / f"{spec['ruleset']}.toml").read_text(encoding="utf-8")
        if "sub" in spec:
            pattern, repl = spec["sub"]
            source = re.sub(pattern, lambda _m: text(repl), source, count=1)
        data = source.encode()
    elif "random" in spec:
        data = random.Random(int(spec["seed"])).randbytes(int(spec["random"]))
    elif "zip" in spec:
        data = _zip(spec["zip"], spec.get("lie"))
    else:
        raise ValueError(f"unknown file spec {spec!r}")
    return (b"\xef\xbb\xbf" + data) if spec.get("bom") else data


def load_corpus(path: Path = CORPUS, root: Path = ROOT) -> list[Case]:
    """Every input of the corpus, built (big values are made here, not stored in the file)."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    cases = []
    for c in doc["cases"]:
        page = "" if c["page"] == "home" else str(c["page"])
        if page not in PAGES:
            raise ValueError(f"{c['name']}: no page {page!r}")
        query = urllib.parse.urlencode({k: text(v) for k, v in c.get("query", {}).items()})
        upload = None
        if "upload" in c:
            u = c["upload"]
            upload = (str(u["uploader"]), str(u["name"]), file_bytes(u, root))
        form = tuple((str(k), text(v)) for k, v in c.get("form", {}).items())
        cases.append(
            Case(
                str(c["door"]),
                str(c["name"]),
                page,
                query,
                c.get("press"),
                upload,
                form,
                c.get("submit"),
                c.get("forbid"),
                c.get("expect"),
            )
        )
    return cases
