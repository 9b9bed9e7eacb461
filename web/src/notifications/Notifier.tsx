import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Notification, Portal } from '@mantine/core';

/** How long an alert toast stays (spec 01 §4 UI timings). */
export const TOAST_MS = 3000;

type Toast = { id: number; message: string; tone: 'info' | 'error' };
type Notify = (message: string, tone?: Toast['tone']) => void;

const NotifierContext = createContext<Notify>(() => undefined);

/** Alert toasts that survive navigation (e.g. "Property not found" shown on the properties screen). */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const notify = useCallback<Notify>((message, tone = 'info') => {
    setToasts((current) => [...current, { id: Date.now() + Math.random(), message, tone }]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const value = useMemo(() => notify, [notify]);

  return (
    <NotifierContext.Provider value={value}>
      {children}
      <Portal>
        {/*
          At the foot of the screen: at the top a toast covered the header and its Menu on a phone,
          and the section heading a seller had just completed. The page's own content is what the
          seller is looking at, so the toasts keep clear of the header's band above it.
        */}
        <div
          role="status"
          aria-live="polite"
          data-testid="toasts"
          style={{
            position: 'fixed',
            bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            left: 16,
            right: 16,
            zIndex: 1000,
            display: 'grid',
            gap: 8,
            justifyItems: 'center',
            pointerEvents: 'none',
          }}
        >
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDone={dismiss} />
          ))}
        </div>
      </Portal>
    </NotifierContext.Provider>
  );
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  return (
    <Notification
      color={toast.tone === 'error' ? 'red' : undefined}
      onClose={() => onDone(toast.id)}
      closeButtonProps={{ 'aria-label': 'Dismiss message' }}
      style={{ pointerEvents: 'auto', maxWidth: 480, width: '100%' }}
    >
      {toast.message}
    </Notification>
  );
}

export function useNotify(): Notify {
  return useContext(NotifierContext);
}
