// Hash routes, so a reload keeps the place: `#/search?q=…`, `#/book/<id>`, `#/saved`.

/** The current route: `{ view: 'search', params }`, `{ view: 'book', id }` or `{ view: 'saved', params }`. */
export function currentRoute() {
  const hash = location.hash.replace(/^#/, '') || '/search';
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

/** Calls `fn(route)` now and on every hash change. */
export function onRoute(fn) {
  addEventListener('hashchange', () => fn(currentRoute()));
  fn(currentRoute());
}
