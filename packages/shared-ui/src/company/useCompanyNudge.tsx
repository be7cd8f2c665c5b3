import { useCallback, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CompanyNudgeModalProps } from './CompanyNudgeModal';
import { lazyView } from '../lazyView';

// The modal (antd Modal) is fetched the first time a guard runs, not with every page that has an order button.
const CompanyNudgeModal = lazyView(() => import('./CompanyNudgeModal'), 'CompanyNudgeModal', null);

export type CompanyNudgeOptions = Omit<CompanyNudgeModalProps, 'onHasCompany'> & {
  /** also called when the customer turns out to have a company */
  onHasCompany?: () => void;
};

interface Pending {
  key: number;
  promise: Promise<boolean>;
  resolve: (hasCompany: boolean) => void;
}

/**
 * Guard for order and quote buttons: `ensureCompany()` resolves true when the customer has a company (go on),
 * false when the nudge modal was shown instead. Render `nudgeElement` somewhere in the component.
 */
export function useCompanyNudge(options: CompanyNudgeOptions = {}): { ensureCompany: () => Promise<boolean>; nudgeElement: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const seq = useRef(0);

  const ensureCompany = useCallback(() => {
    if (pendingRef.current) return pendingRef.current.promise;
    let resolve!: (v: boolean) => void;
    const promise = new Promise<boolean>((r) => {
      resolve = r;
    });
    const next = { key: ++seq.current, promise, resolve };
    pendingRef.current = next;
    setPending(next);
    return promise;
  }, []);

  const finish = (hasCompany: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(hasCompany);
  };

  const nudgeElement = pending ? <NudgeModal key={pending.key} options={options} done={finish} /> : null;
  return { ensureCompany, nudgeElement };
}

/**
 * The same guard outside React components: renders the modal into its own root (outside the page's providers and
 * router, so the buttons load the page unless `navigate` is given) and removes it when done.
 */
export function ensureCompanyBeforeOrder(options: CompanyNudgeOptions = {}): Promise<boolean> {
  const host = document.createElement('div');
  host.dataset.shopCompanyNudge = '';
  document.body.appendChild(host);
  const root = createRoot(host);
  return new Promise<boolean>((resolve) => {
    const done = (hasCompany: boolean) => {
      // unmount after the current event: React refuses to unmount a root from inside its own render or handler
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
      resolve(hasCompany);
    };
    root.render(<NudgeModal options={options} done={done} />);
  });
}

/** The modal for one guard run: `done` learns whether the customer has a company, then the caller's own callbacks run. */
function NudgeModal({ options, done }: { options: CompanyNudgeOptions; done: (hasCompany: boolean) => void }) {
  return (
    <CompanyNudgeModal
      {...options}
      onHasCompany={() => {
        done(true);
        options.onHasCompany?.();
      }}
      onClose={() => {
        done(false);
        options.onClose?.();
      }}
    />
  );
}
