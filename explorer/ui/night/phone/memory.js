// The copy of each evening this phone showed last, kept in the browser's localStorage (per
// evening; the newest MAX evenings), for `explorer/ui/night/phone.py`. Plain JS for Streamlit's
// components v2 API (no build step); it draws nothing.
//
// Each render gets the copy the page shows (`data`: its evening, revision, digest and code),
// the digests this page's session has shown (`seen`) and whether Python has decided to keep the
// shown copy whatever this phone had (`store`). The shown copy replaces the stored one when
// nothing is stored, when the stored one is the shown one or one this session already showed
// (its own earlier state: a round scored, Back or Forward), or when Python says so. Otherwise the
// stored copy is another tab's or an earlier visit's: it is handed to Python (the "stored" state)
// to be compared and said, and left as it is.

const PREFIX = "dixit-night:";
const MAX = 20;

function read(key) {
  try {
    const raw = window.localStorage.getItem(key);
    const value = raw ? JSON.parse(raw) : null;
    return value && typeof value.code === "string" && typeof value.digest === "string"
      ? value
      : null;
  } catch (e) {
    return null; // storage off (private mode) or damaged: as if nothing were kept
  }
}

function prune() {
  try {
    const kept = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key && key.startsWith(PREFIX)) kept.push([key, (read(key) || {}).saved || 0]);
    }
    kept.sort((a, b) => b[1] - a[1]);
    kept.slice(MAX).forEach(([key]) => window.localStorage.removeItem(key));
  } catch (e) {
    /* nothing to prune */
  }
}

function write(key, data) {
  try {
    const record = {
      code: data.code,
      revision: data.revision,
      digest: data.digest,
      saved: Date.now(),
    };
    window.localStorage.setItem(key, JSON.stringify(record));
    prune();
  } catch (e) {
    /* storage full or off: the link still holds the evening */
  }
}

export default function (component) {
  const { data, setStateValue, parentElement } = component;
  if (!data || typeof data.evening !== "string" || !data.evening) return;
  const key = PREFIX + data.evening;
  const stored = read(key);
  const memo = (parentElement.__dixitMemory = parentElement.__dixitMemory || {});
  const seen = Array.isArray(data.seen) ? data.seen : [];
  const mine = !stored || stored.digest === data.digest || seen.includes(stored.digest);
  if (mine || data.store) {
    write(key, data);
    return;
  }
  const token = data.digest + "|" + stored.digest;
  if (memo.sent === token) return; // said once per pair of copies
  memo.sent = token;
  setStateValue("stored", { code: stored.code, digest: stored.digest });
}
