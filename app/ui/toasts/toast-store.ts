/** Toast state: success, error, warning, info (5 s by default) and loading (until dismissed or updated). */
export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** ms; 0 keeps the toast until dismissed. */
  duration: number;
}

export const DEFAULT_TOAST_MS = 5000;

export type ToastAction =
  { kind: 'show'; toast: Toast } | { kind: 'update'; id: number; patch: Partial<Omit<Toast, 'id'>> } | { kind: 'dismiss'; id: number };

export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.kind) {
    case 'show':
      return [...state.slice(-4), action.toast];
    case 'update':
      return state.map((toast) => (toast.id === action.id ? { ...toast, ...action.patch } : toast));
    case 'dismiss':
      return state.filter((toast) => toast.id !== action.id);
  }
}

export function defaultDuration(type: ToastType): number {
  return type === 'loading' ? 0 : DEFAULT_TOAST_MS;
}
