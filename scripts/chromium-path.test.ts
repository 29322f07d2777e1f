import { describe, expect, it } from 'vitest';
import { chromiumPath } from './chromium-path.js';

describe('chromiumPath', () => {
  it('takes CHROMIUM_PATH when it names an executable', () => {
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('says what to do when the browser is missing', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(
      /No Chromium at \/nowhere\/chromium \(CHROMIUM_PATH\)\. Install Debian's \(apt-get install chromium\), or set CHROMIUM_PATH/,
    );
  });
});
