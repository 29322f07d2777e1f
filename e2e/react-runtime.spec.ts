import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { expectVisible, openPage, useBrowser } from './fixtures.js';

/** The app runs on React 19 and react-dom, as the product owner asked (docs/decisions/0015-react-with-a-lighter-first-page.md). */
const browser = useBrowser();

const { version: reactDomVersion } = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('react-dom/package.json'), 'utf8'),
) as { version: string };

interface Renderer {
  rendererPackageName: string;
  version: string;
  bundleType: number;
}

/** The part of React DevTools' hook that react-dom calls (it checks `supportsFiber`, then injects itself). */
interface DevToolsHook {
  renderers: Renderer[];
  supportsFiber: true;
  inject: (renderer: Renderer) => number;
  onCommitFiberRoot: () => void;
  onCommitFiberUnmount: () => void;
  onPostCommitFiberRoot: () => void;
}

declare global {
  interface Window {
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook;
  }
}

describe('the built /member page', () => {
  it("registers react-dom's production build with React DevTools, and its scripts carry no Preact", async () => {
    const page = await openPage(browser());
    // What the React DevTools extension puts on every page: react-dom introduces itself to it.
    await page.addInitScript(() => {
      const renderers: Renderer[] = [];
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        inject: (renderer) => renderers.push(renderer),
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      };
    });
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/member');
    // The app has taken over: the footer's links come from the config it fetches.
    await expectVisible(page.getByRole('link', { name: 'Contact us' }));

    const renderers = await page.evaluate(() =>
      (window.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers ?? []).map(({ rendererPackageName, version, bundleType }) => ({
        rendererPackageName,
        version,
        bundleType,
      })),
    );
    expect(renderers).toEqual([{ rendererPackageName: 'react-dom', version: reactDomVersion, bundleType: 0 }]);
    expect(reactDomVersion).toMatch(/^19\./);
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).toContain(reactDomVersion);
    expect(code).not.toMatch(/preact/i);
  });
});
