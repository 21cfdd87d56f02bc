import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import prettier from 'prettier';
import { resolveScreenFiles } from '../engine/core/screens/resolveScreenFiles';
import { toFormSchema, validatorKey, type JsonSchema } from '../widgets/form/formSchema';

/**
 * Precompiles the validator of every form in `screens/` into `widgets/form/validators/<key>.js`
 * (`npm run gen:form-validators`). The portal's CSP (script-src 'self') forbids the `new Function`
 * that ajv compiles schemas with in the browser, so forms validate with code generated here instead.
 * The same goes for the entity sub-schemas of ENTITY_RULES, which widgets check data against outside
 * a form. A test fails when the committed validators differ from what this would write.
 */

/**
 * Entity sub-schemas a widget validates data against with ajv's own errors (not as an RJSF form),
 * as `<entity $id>#/$defs/<name>`; each becomes `<entity>.<name>.js` (default export: the ajv
 * validate function) and `<entity>.<name>.d.ts`.
 */
export const ENTITY_RULES = ['parametriViaggio#/$defs/daPrezzare'];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDirOf = (root: string) => path.join(root, 'widgets/form/validators');
const BANNER = '// generated — run npm run gen:form-validators\n';

/**
 * ajv runtime modules the generated code may require: the expression replacing each, and the
 * ES import that expression needs. ajv's own helpers come from ajvRuntime; formats from
 * ajv-formats itself, imported only by the validators that use one.
 */
const RUNTIME: Record<string, { code: string; name: string; from: string }> = {
  'require("ajv/dist/runtime/ucs2length").default': {
    code: 'ucs2length',
    name: 'ucs2length',
    from: '../ajvRuntime',
  },
  'require("ajv-formats/dist/formats").fullFormats.date': {
    code: 'fullFormats.date',
    name: 'fullFormats',
    from: 'ajv-formats/dist/formats.js',
  },
};

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readEntities(root: string): Map<string, JsonSchema> {
  const dir = path.join(root, 'schemas/entities');
  const entities = new Map<string, JsonSchema>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
    entities.set(String(schema.$id), schema);
  }
  return entities;
}

/** Every `form` widget's form definition in the resolved screens, wherever it sits in a body. */
function findForms(root: string): Array<{ file: string; form: JsonSchema }> {
  const dir = path.join(root, 'screens');
  const found: Array<{ file: string; form: JsonSchema }> = [];
  const walk = (node: unknown, file: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, file));
    if (!isObject(node)) return;
    if (node.widget === 'form' && isObject(node.props) && isObject(node.props.form)) {
      found.push({ file, form: node.props.form });
    }
    for (const value of Object.values(node)) walk(value, file);
  };
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: name.split(path.sep).join('/'),
      json: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown,
    }));
  // The screens as the engine sees them: a form a screen changes over its base gets its own validator.
  for (const { file, json } of resolveScreenFiles(files).screens) walk(json, file);
  return found;
}

function toEsm(code: string, key: string): string {
  let body = code.replace(/^"use strict";/, '');
  const used = new Map<string, Set<string>>();
  for (const [call, { code: replacement, name, from }] of Object.entries(RUNTIME)) {
    if (body.includes(call)) {
      body = body.split(call).join(replacement);
      used.set(from, (used.get(from) ?? new Set()).add(name));
    }
  }
  const unknown = /require\([^)]*\)/.exec(body);
  if (unknown)
    throw new Error(
      `${key}: the validator needs ${unknown[0]}; add it to RUNTIME (an ajv helper to ajvRuntime.ts)`,
    );
  const imports = [...used]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${from}';\n`)
    .join('');
  return `${BANNER}/* eslint-disable -- ajv's generated code: its style is not ours to lint */\n${imports}${body}\n`;
}

async function format(root: string, name: string, code: string): Promise<string> {
  const config = (await prettier.resolveConfig(path.join(outDirOf(root), name))) ?? {};
  return prettier.format(code, { ...config, filepath: name });
}

/** The types of an ENTITY_RULES module: an ajv validate function, with ajv's errors. */
const ENTITY_RULES_TYPES = `${BANNER}import type { ErrorObject } from 'ajv';
declare const validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export default validate;
`;

/**
 * The ENTITY_RULES validators, by file name: ajv standalone code with all errors (a widget shows
 * one message per field at fault) and the formats of ajv-formats, like the forms'.
 */
async function generateEntityRules(root: string): Promise<Map<string, string>> {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    code: { esm: true, lines: false, source: true },
  });
  addFormats(ajv);
  for (const entity of readEntities(root).values()) ajv.addSchema(entity);
  const files = new Map<string, string>();
  for (const ref of ENTITY_RULES) {
    const match = /^([A-Za-z0-9]+)#\/\$defs\/([A-Za-z0-9]+)$/.exec(ref);
    if (!match) throw new Error(`ENTITY_RULES: "${ref}" is not <entity>#/$defs/<name>`);
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`ENTITY_RULES: unknown schema "${ref}"`);
    const key = `${match[1]}.${match[2]}`;
    files.set(`${key}.js`, await format(root, `${key}.js`, toEsm(standaloneCode(ajv, validate), key)));
    files.set(`${key}.d.ts`, await format(root, `${key}.d.ts`, ENTITY_RULES_TYPES));
  }
  return files;
}

/** The validator files the screens and ENTITY_RULES need, by file name. */
export async function generateFormValidators(root = repoRoot): Promise<Map<string, string>> {
  const entities = readEntities(root);
  const files = await generateEntityRules(root);
  for (const { file, form } of findForms(root)) {
    const ref = isObject(form.schema) ? String(form.schema.$ref ?? '') : '';
    const entity = entities.get(ref.replace(/#$/, ''));
    if (!entity) throw new Error(`screens/${file}: unknown entity schema "${ref}"`);
    const schema = toFormSchema(entity, isObject(form.uiSchema) ? form.uiSchema : {});
    const key = validatorKey(schema);
    const name = `${key}.js`;
    if (files.has(name)) continue;
    const code = toEsm(
      compileSchemaValidatorsCode(schema as never, {
        ajvOptionsOverrides: { code: { esm: true, lines: false, source: true } },
      }),
      key,
    );
    files.set(name, await format(root, name, code));
  }
  return files;
}

const isGenerated = (file: string) => file.endsWith('.js') || file.endsWith('.d.ts');

export function readCommittedValidators(root = repoRoot): Map<string, string> {
  const dir = outDirOf(root);
  const files = new Map<string, string>();
  for (const name of readdirSync(dir).filter(isGenerated)) {
    files.set(name, readFileSync(path.join(dir, name), 'utf8'));
  }
  return files;
}

async function main(): Promise<void> {
  const files = await generateFormValidators();
  const dir = outDirOf(repoRoot);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir).filter(isGenerated)) {
    if (!files.has(name)) rmSync(path.join(dir, name));
  }
  for (const [name, code] of files) writeFileSync(path.join(dir, name), code);
  console.log(`widgets/form/validators: ${files.size} files written`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
