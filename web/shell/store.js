// The page's one state: the view on the table, whatever transport brought it,
// the engine's catalogue of tables and bots, and the page's own state beside
// them: the cards selected, a drag under way, the dialog open, whether the
// engine was lost. The page's parts read it here and subscribe to its changes;
// none keeps a copy.
//
//   store.subscribe((change, before) => ...);  // "view", "selection", "lost", "redraw"
//   store.setView(view);                // a table's view: drawn by whoever subscribed
//   store.selection.toggle(id);
//
// The selection is never a request, so that quick clicking never waits on the
// engine or meets a server's rate limit. The engine's suggestion (Arrange's
// discard, the view's `selected`) becomes the selection when it is new.

export function createStore() {
  let view = null; // the table's view (one with trays), null before the first deal
  let catalogue = null; // the view before the first deal: {tables, bots, table_bots}
  let lost = false; // the engine stopped: the last view stays, greyed
  let chosen = new Set(); // the selected card ids
  let suggested = null; // the view's last `selected`, to take it up once, when it changes
  let drag = null; // a drag under way (drag.js): its cards and place, never its nodes; or null
  let dialog = null; // the id of the open dialog, or null
  const listeners = new Set();

  // `before`: the view drawn until this change.
  function changed(what, before = view) {
    for (const listener of listeners) listener(what, before);
  }

  // A new view: cards that left the hand leave the selection, and a new
  // suggestion from the engine replaces it.
  function follow(v) {
    const held = new Set(v.trays.flatMap((tray) => tray.cards.map((card) => card.id)));
    let next = Array.from(chosen).filter((id) => held.has(id));
    const offered = v.selected === undefined ? null : v.selected;
    if (offered !== suggested && offered !== null && held.has(offered)) next = [offered];
    suggested = offered;
    if (v.phase === "over") next = [];
    if (next.length !== chosen.size) chosen = new Set(next);
    else if (next.length === 1 && !chosen.has(next[0])) chosen = new Set(next);
  }

  function select(ids) {
    chosen = new Set(ids);
    changed("selection");
  }

  const selection = {
    has: (id) => chosen.has(id),
    get size() {
      return chosen.size;
    },
    // The selected cards in the order the hand shows them (`order`: the hand's ids).
    ids(order) {
      return order ? order.filter((id) => chosen.has(id)) : Array.from(chosen);
    },
    only() {
      return chosen.size === 1 ? chosen.values().next().value : null;
    },
    // The one selected card as a request's argument ({card}), or {} (the engine says to select one).
    card() {
      return chosen.size === 1 ? { card: chosen.values().next().value } : {};
    },
    toggle(id) {
      const next = new Set(chosen);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      select(next);
    },
    clear() {
      if (chosen.size) select([]);
    },
  };

  return {
    selection,
    get view() {
      return view;
    },
    get catalogue() {
      return catalogue;
    },
    get lost() {
      return lost;
    },
    get drag() {
      return drag;
    },
    get dialog() {
      return dialog;
    },
    // A table's view (anything else is not drawn); none is taken while the engine is lost.
    setView(v) {
      if (!v || !Array.isArray(v.trays) || !v.controls || lost) return;
      const before = view;
      follow(v);
      view = v;
      changed("view", before);
    },
    // The engine's tables and bots, from the view before the first deal (kept once).
    setCatalogue(idle) {
      if (catalogue === null && Array.isArray(idle.tables)) catalogue = idle;
    },
    // The engine stopped (true), or a fresh one is on its way (false: no view yet).
    setLost(on) {
      lost = on;
      if (!on) view = null;
      changed("lost");
    },
    setDrag(d) {
      drag = d;
    },
    setDialog(id) {
      dialog = id;
    },
    // Everything drawn, drawn again as it is (the page's language changed).
    redraw() {
      changed("redraw");
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// The page's store.
export const store = createStore();
