// Cards as controls: a grid of card pictures to tap (or focus and press Enter/Space), a clear
// selected state, own cards shown but refused, an optional clue field with a live counter, and
// a confirm button beside the cards. Plain JS for Streamlit's components v2 API (no build step).
// Everything shown comes from the page's data: card pictures are the project's own SVG (no user
// text in them); every other text is set with textContent, never as HTML. Every text comes from
// Python in the reader's language: no words are written here.
// A card is a toggle button named by its place and description ("Card 3: The moon above…"); its
// state (chosen, which voting marker, refused) is aria-pressed plus a visually hidden text it is
// described by, never part of its name: the visible mark (✓, 1, 2) is decoration.

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function chars(text) {
  return Array.from(text || "");
}

export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  if (!data || !Array.isArray(data.cards)) return;
  const root = parentElement;
  const memo = (root.__dixit = root.__dixit || {});
  if (memo.at !== data.at) {
    memo.at = data.at;
    memo.picks = [];
    memo.clue = data.clue ? data.clue.value || "" : "";
    memo.sent = false;
  }
  const min = data.pick.min;
  const max = data.pick.max;

  let box = root.querySelector(".dixit-picker");
  if (box) box.remove();
  box = el("div", "dixit-picker");
  box.dataset.testid = "dixit-picker";
  box.style.setProperty("--card-w", `${data.size || 150}px`);
  root.appendChild(box);

  if (data.prompt) box.appendChild(el("p", "prompt", data.prompt));
  const grid = el("div", "grid");
  grid.setAttribute("role", "group");
  grid.setAttribute("aria-label", data.prompt || data.group);
  box.appendChild(grid);

  const bar = el("div", "bar");
  const status = el("p", "status");
  status.setAttribute("aria-live", "polite");
  let clueInput = null;
  let counter = null;
  let note = null;
  if (data.clue) {
    const label = el("label", "clue-label", data.clue.label);
    clueInput = el("input", "clue");
    clueInput.type = "text";
    clueInput.value = memo.clue;
    clueInput.setAttribute("aria-label", data.clue.label);
    clueInput.autocomplete = "off";
    label.appendChild(clueInput);
    counter = el("span", "counter");
    note = el("p", "note");
    note.setAttribute("aria-live", "polite");
    bar.appendChild(label);
    bar.appendChild(counter);
    bar.appendChild(note);
  }
  const confirm = el("button", "confirm", data.button);
  confirm.type = "button";
  bar.appendChild(status);
  bar.appendChild(confirm);
  box.appendChild(bar);

  const buttons = [];
  memo.uid = (memo.uid || 0) + 1;
  data.cards.forEach((c, i) => {
    const b = el("button", "card");
    b.type = "button";
    b.dataset.value = String(c.value);
    b.dataset.testid = "dixit-card";
    b.setAttribute("aria-label", c.name);
    const pic = el("span", "pic");
    pic.innerHTML = c.svg; // the project's own generated SVG, no user text
    pic.setAttribute("aria-hidden", "true"); // its title is in the button's name already
    b.appendChild(pic);
    const shown = el("span", "label", c.label);
    shown.setAttribute("aria-hidden", "true");
    b.appendChild(shown);
    const state = el("span", "sr-only");
    state.id = `dixit-card-state-${memo.uid}-${i}`;
    b.appendChild(state);
    if (c.disabled) {
      b.classList.add("own");
      b.setAttribute("aria-disabled", "true");
      b.title = c.why || data.refused;
    }
    b.addEventListener("click", () => toggle(c, b));
    grid.appendChild(b);
    buttons.push([c, b]);
  });

  function say(text, warn) {
    status.textContent = text;
    status.classList.toggle("warn", !!warn);
  }

  function clueText() {
    return clueInput ? clueInput.value.trim() : "";
  }

  function stateText(c, at) {
    if (c.disabled) return c.why || data.refused;
    if (at < 0) return "";
    const mark = data.marks ? data.marks[String(at + 1)] : "";
    return mark ? `${data.chosen}, ${mark}` : data.chosen;
  }

  function refresh(message, warn) {
    buttons.forEach(([c, b]) => {
      const at = memo.picks.indexOf(c.value);
      const on = at >= 0;
      b.classList.toggle("chosen", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.dataset.mark = on ? (max > 1 ? String(at + 1) : "✓") : "";
      const state = b.querySelector(".sr-only");
      state.textContent = stateText(c, at);
      if (state.textContent) b.setAttribute("aria-describedby", state.id);
      else b.removeAttribute("aria-describedby");
    });
    const n = memo.picks.length;
    const ready = n >= min && n <= max && (!clueInput || clueText().length > 0) && !memo.sent;
    confirm.disabled = !ready;
    if (counter) {
      const used = chars(clueInput.value).length;
      counter.textContent = `${used} / ${data.clue.max}`;
      counter.classList.toggle("full", used >= data.clue.max);
    }
    if (message !== undefined) {
      say(message, warn);
      return;
    }
    if (memo.sent) say(data.sending);
    else if (n < min) say(min - n === 1 ? data.need_one : data.need_more[String(min - n)]);
    else if (clueInput && !clueText()) say(data.clue.need);
    else say(data.ready.replace("{cards}", memo.picks.map(label).join(", ")));
  }

  function label(value) {
    const found = data.cards.find((c) => c.value === value);
    return found ? found.label : String(value);
  }

  function toggle(c, b) {
    if (memo.sent) return;
    if (c.disabled) {
      refresh(c.why || data.refused, true);
      b.classList.add("refused");
      setTimeout(() => b.classList.remove("refused"), 400);
      return;
    }
    const at = memo.picks.indexOf(c.value);
    if (at >= 0) memo.picks.splice(at, 1);
    else if (max === 1) memo.picks = [c.value];
    else if (memo.picks.length >= max) {
      refresh(data.too_many, true);
      return;
    } else memo.picks.push(c.value);
    refresh();
  }

  if (clueInput) {
    clueInput.addEventListener("input", () => {
      const all = chars(clueInput.value);
      if (all.length > data.clue.max) {
        // cut, never lost: keep what fits and say so
        clueInput.value = all.slice(0, data.clue.max).join("");
        note.textContent = data.clue.cut.replace("{n}", all.length);
      } else if (note.textContent && all.length < data.clue.max) {
        note.textContent = "";
      }
      memo.clue = clueInput.value;
      refresh();
    });
    clueInput.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !confirm.disabled) confirm.click();
    });
  }

  confirm.addEventListener("click", () => {
    if (confirm.disabled) return;
    memo.sent = true;
    refresh();
    setTriggerValue("submit", { at: data.at, picks: memo.picks.slice(), clue: clueText() });
  });

  refresh();
  return () => {
    const old = root.querySelector(".dixit-picker");
    if (old) old.remove();
  };
}
