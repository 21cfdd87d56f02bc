import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import prettier from 'prettier';
import listMetaSchema from '../schemas/meta/list.schema.json';

/**
 * Precompiles the validator of the list files (schemas/meta/list.schema.json) into
 * `server/lists/declared/listFileValidator.js` (`npm run gen:list-validator`). The server checks
 * every list file at start; compiling the schema there took ~40 ms of every start (issue 13). A test
 * fails when the committed validator differs from what this would write.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIST_VALIDATOR = 'server/lists/declared/listFileValidator.js';
const BANNER = '// generated from schemas/meta/list.schema.json — run npm run gen:list-validator\n';

/**
 * ajv's standalone code as an ES module. Its `require("ajv/dist/runtime/…")` calls stay, through
 * `createRequire`: an ES default import of those CommonJS modules means one thing to Node and another
 * to the bundler and the test runner.
 */
function toEsm(code: string): string {
  const body = code.replace(/^"use strict";/, '');
  const preamble = body.includes('require(')
    ? "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n"
    : '';
  return `${BANNER}/* eslint-disable -- ajv's generated code: its style is not ours to lint */\n${preamble}${body}\n`;
}

export async function generateListValidator(root = repoRoot): Promise<string> {
  // The options the server validated with when it compiled the schema itself.
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    code: { esm: true, lines: false, source: true },
  });
  addFormats(ajv);
  const validate = ajv.compile(listMetaSchema);
  const file = path.join(root, LIST_VALIDATOR);
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(toEsm(standaloneCode(ajv, validate)), { ...config, filepath: file });
}

export const readCommittedListValidator = (root = repoRoot): string =>
  readFileSync(path.join(root, LIST_VALIDATOR), 'utf8');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(path.join(repoRoot, LIST_VALIDATOR), await generateListValidator());
  console.log(`${LIST_VALIDATOR} written`);
}
