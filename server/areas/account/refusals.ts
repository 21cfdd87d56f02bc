import { ref } from '../../plugins/schemas';

/** The response schemas of every refusal an account route can give (spec 1 §8 bodies). */
export const refusals = {
  400: ref('errorBody'),
  401: ref('errorBody'),
  403: ref('errorBody'),
  404: ref('errorBody'),
  429: ref('errorBody'),
};
