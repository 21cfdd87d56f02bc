import { describe, expect, it } from 'vitest';
import { generateListValidator, LIST_VALIDATOR, readCommittedListValidator } from './compile-list-validator';

describe(LIST_VALIDATOR, () => {
  it('is what schemas/meta/list.schema.json compiles to today (npm run gen:list-validator)', async () => {
    const generated = await generateListValidator();
    if (generated !== readCommittedListValidator())
      expect.fail(`${LIST_VALIDATOR} is stale: run npm run gen:list-validator`);
  }, 60_000);
});
