import { useEffect, useState } from 'react';
import { fetchRuntimeConfig } from '../config/runtime-config';

/** Shown until the real pages arrive: what Fractional is, and which version is running. */
export function PlaceholderPage() {
  const [version, setVersion] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRuntimeConfig(controller.signal).then(
      (config) => setVersion(config.version),
      () => setVersion(null),
    );
    return () => controller.abort();
  }, []);

  return (
    <div className="page">
      <header className="page__header">
        <span className="brand" aria-label="Fractional">
          <span className="brand__mark" aria-hidden="true">
            F
          </span>
          Fractional
        </span>
      </header>
      <main className="page__main">
        <h1 className="hero__title">Fractional</h1>
        <p className="hero__lead">Fractional connects businesses with fractional experts.</p>
      </main>
      <footer className="page__footer">
        <span>© Fractional</span>
        {version && <span>Version {version}</span>}
      </footer>
    </div>
  );
}
