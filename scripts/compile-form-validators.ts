import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import prettier from 'prettier';
import { toFormSchema, validatorKey, type JsonSchema } from '../widgets/form/formSchema';

/**
 * Precompiles the validator of every form in `screens/` into `widgets/form/validators/<key>.js`
 * (`npm run gen:form-validators`). The portal's CSP (script-src 'self') forbids the `new Function`
 * that ajv compiles schemas with in the browser, so forms validate with code generated here instead.
 * A test fails when the committed validators differ from what this would write.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDirOf = (root: string) => path.join(root, 'widgets/form/validators');
const BANNER = '// generated — run npm run gen:form-validators\n';

/** ajv runtime modules the generated code may require, and the ajvRuntime export replacing each. */
const RUNTIME: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
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

/** Every `form` widget's form definition in the screens, wherever it sits in a body. */
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
  for (const name of (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    walk(JSON.parse(readFileSync(path.join(dir, name), 'utf8')), name);
  }
  return found;
}

function toEsm(code: string, key: string): string {
  let body = code.replace(/^"use strict";/, '');
  const used = new Set<string>();
  for (const [call, name] of Object.entries(RUNTIME)) {
    if (body.includes(call)) {
      body = body.split(call).join(name);
      used.add(name);
    }
  }
  const unknown = /require\([^)]*\)/.exec(body);
  if (unknown)
    throw new Error(`${key}: the validator needs ${unknown[0]}; add it to widgets/form/ajvRuntime.ts`);
  const imports = used.size > 0 ? `import { ${[...used].sort().join(', ')} } from '../ajvRuntime';\n` : '';
  return `${BANNER}/* eslint-disable */\n${imports}${body}\n`;
}

/** The validator files the screens need, by file name. */
export async function generateFormValidators(root = repoRoot): Promise<Map<string, string>> {
  const entities = readEntities(root);
  const files = new Map<string, string>();
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
    const config = (await prettier.resolveConfig(path.join(outDirOf(root), name))) ?? {};
    files.set(name, await prettier.format(code, { ...config, filepath: name }));
  }
  return files;
}

export function readCommittedValidators(root = repoRoot): Map<string, string> {
  const dir = outDirOf(root);
  const files = new Map<string, string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    files.set(name, readFileSync(path.join(dir, name), 'utf8'));
  }
  return files;
}

async function main(): Promise<void> {
  const files = await generateFormValidators();
  const dir = outDirOf(repoRoot);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    if (!files.has(name)) rmSync(path.join(dir, name));
  }
  for (const [name, code] of files) writeFileSync(path.join(dir, name), code);
  console.log(`widgets/form/validators: ${files.size} validators written`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
