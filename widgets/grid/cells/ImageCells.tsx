import { useState } from 'react';
import type { GridCellProps } from './GridCellProps';
import { imageForValue } from './format';

/** Shown when an image and its fallback both fail (public/). */
export const FALLBACK_IMAGE = '/logo.svg';

/**
 * The server's `file/image/{name}` call with its optional fallback parameter (spec 1 §7); a failed
 * image falls back to the column's pathFallback, then to the portal's fallback image.
 */
export function imageUrl(name: string, fallback?: string): string {
  const base = /^(https?:|\/)/.test(name) ? name : `/api/file/image/${encodeURIComponent(name)}`;
  return fallback && !base.startsWith('http') ? `${base}?fallback=${encodeURIComponent(fallback)}` : base;
}

function GridImage({ name, alt, fallback }: { name: string; alt: string; fallback?: string }) {
  const [stage, setStage] = useState(0);
  const sources = [imageUrl(name, fallback), ...(fallback ? [fallback] : []), FALLBACK_IMAGE];
  return (
    <img
      src={sources[Math.min(stage, sources.length - 1)]}
      alt={alt}
      style={{ maxHeight: 32, maxWidth: '100%' }}
      onError={() => setStage((s) => (s < sources.length - 1 ? s + 1 : s))}
    />
  );
}

export function ImageCell({ value, column }: GridCellProps) {
  if (typeof value !== 'string' || value === '') return null;
  return <GridImage name={value} alt={value} fallback={column.pathFallback} />;
}

/** An image chosen by the value through the column's map (`format`: `A=zona-europa.png;*=zona-mondo.png`). */
export function ImageMapCell({ value, column }: GridCellProps) {
  const image = imageForValue(value, column.format);
  if (!image) return value === null || value === undefined ? null : <>{String(value)}</>;
  return <GridImage name={image} alt={String(value)} fallback={column.pathFallback} />;
}
