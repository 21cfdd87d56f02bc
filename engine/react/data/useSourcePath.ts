import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { resolveSourcePath } from '../../core/sources';
import { useEngine } from '../runtime/EngineContext';

/**
 * A function resolving source paths for the current brand and route parameters (resolveSourcePath);
 * for paths known only when called (a mutation's path built from its variables).
 */
export function useSourcePathResolver(): (path: string) => string {
  const { brand } = useEngine();
  const params = useParams();
  const key = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- params is a new object each render; key is its value
  return useCallback((path: string) => resolveSourcePath(path, { product: brand.slug, params }), [brand.slug, key]);
}

/** The resolved path of a source, or null without one. */
export function useSourcePath(path: string | null | undefined): string | null {
  const resolve = useSourcePathResolver();
  return path ? resolve(path) : null;
}
