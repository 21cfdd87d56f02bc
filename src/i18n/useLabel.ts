import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { label, type Labels } from './labels';

const NO_LABELS: Labels = {};

/** `t(key, fallback)` over the texts the root route loaded. */
export function useLabel(): (key: string, fallback: string) => string {
  const labels = useRouteLoaderData<Labels>('root') ?? NO_LABELS;
  return useCallback((key: string, fallback: string) => label(labels, key, fallback), [labels]);
}
