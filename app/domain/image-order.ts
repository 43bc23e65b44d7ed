/**
 * The ordered images of a lot while an administrator arranges them: the first is the cover. Pure list
 * operations on items with a `key`, returning new arrays (unknown keys change nothing).
 */
export interface Keyed {
  key: string;
}

/** The item `key` moved to the front (the new cover); the others keep their order. */
export function makeCover<T extends Keyed>(items: readonly T[], key: string): T[] {
  const item = items.find((i) => i.key === key);
  return item ? [item, ...items.filter((i) => i !== item)] : [...items];
}

export function removeImage<T extends Keyed>(items: readonly T[], key: string): T[] {
  return items.filter((i) => i.key !== key);
}

/**
 * The items `keys` (in their current order) moved next to `target`, before or after it: a drop of one
 * or more dragged images on the list. Dropping onto one of the moved items changes nothing.
 */
export function moveImages<T extends Keyed>(
  items: readonly T[],
  keys: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after',
): T[] {
  if (keys.has(target) || !items.some((i) => i.key === target)) return [...items];
  const moving = items.filter((i) => keys.has(i.key));
  const rest = items.filter((i) => !keys.has(i.key));
  const at = rest.findIndex((i) => i.key === target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}

/** New images appended after the current ones, up to `max` in all; returns what fits and how many were left out. */
export function appendImages<T>(items: readonly T[], added: readonly T[], max: number): { items: T[]; dropped: number } {
  const room = Math.max(0, max - items.length);
  return { items: [...items, ...added.slice(0, room)], dropped: Math.max(0, added.length - room) };
}
