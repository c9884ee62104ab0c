// Lookup tables keyed by text we do not control: the student's words, a model's JSON keys. A plain
// object literal inherits "constructor", "toString" and "__proto__" from Object.prototype, so a
// student who writes "constructor" would find a function where a word was expected (and the
// analysis would fail). These tables have no prototype: a word that is not a key finds nothing.

/** The entries as a table with no inherited keys. */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
