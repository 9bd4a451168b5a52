// Building elements. Text only ever goes in as text (textContent / text nodes), never as HTML.

/**
 * Creates `<tag>` with attributes and children. `attrs.class` sets the class list, `attrs.text`
 * the text; other keys become attributes (style and on… attributes are refused: the CSP
 * forbids them). Children are nodes or strings (strings become text nodes).
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'style' || key.startsWith('on')) throw new Error('refused attribute ' + key);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

/** Appends nodes or strings (as text) to `node`, skipping null and false. */
export function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** Removes every child of `node`. */
export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

/** The element with this id (the page's fixed skeleton in index.html). */
export function byId(id) {
  return document.getElementById(id);
}

/** Calls `fn` once `ms` milliseconds have passed without another call. */
export function debounce(fn, ms) {
  let timer = 0;
  const run = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}
