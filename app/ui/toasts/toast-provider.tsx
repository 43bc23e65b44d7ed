import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { siteText } from '~/i18n/pt-BR';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon, SpinnerIcon } from '../icons';
import { defaultDuration, toastReducer, type Toast, type ToastType } from './toast-store';
import * as s from './toasts.css';

interface ToastApi {
  show(type: ToastType, message: string, duration?: number): number;
  update(id: number, type: ToastType, message: string, duration?: number): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}

const ICONS: Record<ToastType, ReactNode> = {
  success: <CheckIcon />,
  error: <AlertIcon />,
  warning: <AlertIcon />,
  info: <InfoIcon />,
  loading: <SpinnerIcon className={s.spin} />,
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (!toast.duration) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, toast.message, onDismiss]);
  return (
    <div className={`${s.toast} ${s.tone[toast.type]}`} role={toast.type === 'error' ? 'alert' : 'status'} data-toast={toast.type}>
      <span className={s.icon}>{ICONS[toast.type]}</span>
      <p className={s.message}>{toast.message}</p>
      {toast.type !== 'loading' && (
        <button type="button" className={s.close} aria-label={siteText.toast.close} onClick={() => onDismiss(toast.id)}>
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => dispatch({ kind: 'dismiss', id }), []);
  const api = useMemo<ToastApi>(
    () => ({
      show(type, message, duration = defaultDuration(type)) {
        const id = nextId.current++;
        dispatch({ kind: 'show', toast: { id, type, message, duration } });
        return id;
      },
      update(id, type, message, duration = defaultDuration(type)) {
        dispatch({ kind: 'update', id, patch: { type, message, duration } });
      },
      dismiss,
    }),
    [dismiss],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={s.region} aria-label={siteText.toast.region} aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}
