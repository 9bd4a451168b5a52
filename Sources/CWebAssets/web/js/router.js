// Hash routes, so a reload keeps the place: `#/search?q=…`, `#/book/<id>`, `#/saved`.

/** The current route: `{ view: 'search', params }`, `{ view: 'book', id }` or `{ view: 'saved', params }`. */
export function currentRoute() {
  return currentRouteOf(location.hash);
}

/** The route a hash names (as `currentRoute` reads the address). */
export function currentRouteOf(address) {
  const hash = address.replace(/^#/, '') || '/search';
  const [path, query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  if (path.startsWith('/book/')) {
    try {
      return { view: 'book', id: decodeURIComponent(path.slice(6)), params };
    } catch {
      return { view: 'search', params: new URLSearchParams() };
    }
  }
  if (path === '/saved') return { view: 'saved', params };
  return { view: 'search', params };
}

/** The hash for a book's detail. */
export function bookHash(id) {
  return '#/book/' + encodeURIComponent(id);
}

/** The hash for a list view with these parameters (empty values left out). */
export function listHash(view, values) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const query = params.toString();
  return '#/' + view + (query ? '?' + query : '');
}

/** Replaces the current hash without a new history entry or a hashchange event. */
export function replaceHash(hash) {
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

const LAST_LIST = 'bookshelf.list';

/**
 * Replaces the hash with a list view's (`#/search?…`, `#/saved?…`) unless a book's detail is
 * the route (a direct link keeps `#/book/<id>`), and remembers it for `lastList`.
 */
export function replaceListHash(hash) {
  if (location.hash.startsWith('#/book/')) return;
  replaceHash(hash);
  rememberList(hash);
}

/** Remembers the list view shown (per tab, across reloads) so a detail can return to it. */
export function rememberList(hash) {
  try {
    sessionStorage.setItem(LAST_LIST, hash || '#/search');
  } catch {
    // storage refused: closing a detail opened directly goes to the plain search tab
  }
}

/** The last list view's hash of this tab (`#/search?q=…`), or '' when none was shown. */
export function lastList() {
  try {
    const hash = sessionStorage.getItem(LAST_LIST) || '';
    return /^#\/(search|saved)\b/.test(hash) ? hash : '';
  } catch {
    return '';
  }
}

/** Calls `fn(route)` now and on every hash change. */
export function onRoute(fn) {
  addEventListener('hashchange', () => fn(currentRoute()));
  fn(currentRoute());
}
