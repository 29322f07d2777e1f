import { encode } from 'uqr';

/** A QR code of `text` as SVG (uqr makes the matrix; each dark module is one square of the path). */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { border: 2 });
  const path = data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
