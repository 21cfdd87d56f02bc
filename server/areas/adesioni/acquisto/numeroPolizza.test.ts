import { describe, expect, it } from 'vitest';
import { numeroPolizza } from './numeroPolizza';

describe('numeroPolizza', () => {
  it('writes the demo history and the sequence’s numbers with one width', () => {
    expect(numeroPolizza('AG0001', 2026, 12)).toBe('AG0001-2026-000012');
    expect(numeroPolizza('AG0001', 2026, '100001')).toBe('AG0001-2026-100001');
    expect(numeroPolizza('AG0001', 2026, 12).length).toBe(numeroPolizza('AG0001', 2026, 100001).length);
  });
});
