import { describe, expect, it } from 'vitest';
import { defaultDuration, toastReducer, type Toast } from '~/ui/toasts/toast-store';

describe('toasts', () => {
  const toast = (id: number, type: Toast['type'] = 'info'): Toast => ({ id, type, message: `m${id}`, duration: defaultDuration(type) });
  it('last 5 s, except loading which stays', () => {
    expect(defaultDuration('success')).toBe(5000);
    expect(defaultDuration('error')).toBe(5000);
    expect(defaultDuration('loading')).toBe(0);
  });
  it('show, update and dismiss', () => {
    let state = toastReducer([], { kind: 'show', toast: toast(1, 'loading') });
    state = toastReducer(state, { kind: 'update', id: 1, patch: { type: 'success', message: 'ok', duration: 5000 } });
    expect(state).toEqual([{ id: 1, type: 'success', message: 'ok', duration: 5000 }]);
    expect(toastReducer(state, { kind: 'dismiss', id: 1 })).toEqual([]);
  });
});
