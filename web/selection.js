// The cards the player has selected: the page's own state, never a request, so
// that quick clicking never waits on the engine or meets a server's rate
// limit. One card or several; the requests that use them (move, group,
// discard) name them. The engine's suggestion (Arrange's discard, the view's
// `selected`) becomes the selection when it is new.
//
//   const selection = createSelection(() => redraw());
//   selection.toggle(id); selection.ids(); selection.clear();

export function createSelection(changed) {
  let chosen = new Set();
  let suggested = null; // the view's last `selected`, to take it up once, when it changes

  function set(ids) {
    chosen = new Set(ids);
    changed();
  }

  return {
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
    toggle(id) {
      const next = new Set(chosen);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set(next);
    },
    clear() {
      if (chosen.size) set([]);
    },
    // A new view: cards that left the hand leave the selection, and a new
    // suggestion from the engine replaces it.
    follow(view, handIds) {
      const held = new Set(handIds);
      let next = Array.from(chosen).filter((id) => held.has(id));
      const offered = view.selected === undefined ? null : view.selected;
      if (offered !== suggested && offered !== null && held.has(offered)) next = [offered];
      suggested = offered;
      if (view.phase === "over") next = [];
      if (next.length !== chosen.size) chosen = new Set(next);
      else if (next.length === 1 && !chosen.has(next[0])) chosen = new Set(next);
    },
  };
}
