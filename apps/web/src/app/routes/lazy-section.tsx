import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';

/** Sections of a page loaded on demand (React.lazy), with a spinner named `label` until they arrive. */
export function LazySection({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Spinner label={label} />}>{children}</Suspense>;
}
