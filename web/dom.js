// The one way the pages make an element: its tag, its classes, its text.
export function part(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
