import type { ErrorObject } from 'ajv';
import type { List } from '../../../schemas/types/meta/list';

/** The list files' validator, precompiled by scripts/compile-list-validator.ts. */
declare const validate: ((data: unknown) => data is List) & { errors?: ErrorObject[] | null };
export default validate;
