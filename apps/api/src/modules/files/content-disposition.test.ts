import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('keeps a plain name as is', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });

  it('replaces quotes and non-ASCII in the fallback and encodes the exact name', () => {
    expect(attachmentDisposition(`Mere "Te" Ārahi's CV (1).pdf`)).toBe(
      `attachment; filename="Mere _Te_ _rahi's CV (1).pdf"; ` +
        `filename*=UTF-8''Mere%20%22Te%22%20%C4%80rahi%27s%20CV%20%281%29.pdf`,
    );
  });
});
