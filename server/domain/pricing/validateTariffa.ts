import Ajv, { type ValidateFunction } from 'ajv';
import tariffaSchema from '../../../schemas/domain/tariffa.schema.json';
import { isExactRate } from './money';
import { prezziDi } from './prezzi';
import type { Tariffa } from './tariffa';

// Compiled on first use: not every start prices anything (issue 13, start time).
let compiled: ValidateFunction | undefined;
const schemaValidator = (): ValidateFunction =>
  (compiled ??= new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(tariffaSchema));

/** What the schema cannot say: references between parts, ordered bounds, rates of at most 4 decimals. */
function lintTariffa(t: Tariffa): string[] {
  const problems: string[] = [];
  const zone = new Set((t.zone ?? []).map((z) => z.codice));
  if (zone.size !== (t.zone ?? []).length) problems.push('/zone: codici duplicati');
  const rates: Array<[string, number]> = Object.entries(t.aliquoteImposta ?? {}).map(([k, v]) => [
    `/aliquoteImposta/${k}`,
    v,
  ]);
  t.garanzie.forEach((g, gi) => {
    prezziDi(g).forEach((p, pi) => {
      if ('aliquota' in p) rates.push([`/garanzie/${gi}/premio (prezzo ${pi})`, p.aliquota]);
    });
    if (!('tabella' in g.premio)) return;
    g.premio.tabella.forEach((r, ri) => {
      const where = `/garanzie/${gi}/premio/tabella/${ri}`;
      if (r.zona !== undefined && !zone.has(r.zona))
        problems.push(`${where}/zona: zona '${r.zona}' non definita`);
      if (r.giorniMin !== undefined && r.giorniMax !== undefined && r.giorniMin > r.giorniMax) {
        problems.push(`${where}: giorniMin > giorniMax`);
      }
      if (r.etaMin !== undefined && r.etaMax !== undefined && r.etaMin > r.etaMax)
        problems.push(`${where}: etaMin > etaMax`);
    });
  });
  (t.coupon ?? []).forEach((c, ci) => {
    if (c.tipo === 'percentuale') rates.push([`/coupon/${ci}/valore`, c.valore]);
  });
  for (const [where, rate] of rates) if (!isExactRate(rate)) problems.push(`${where}: al massimo 4 decimali`);
  return problems;
}

/**
 * Checks unknown JSON against schemas/domain/tariffa.schema.json and the cross-field rules; returns the
 * typed tariff or the problems with their JSON pointers.
 * validateTariffa(JSON.parse(text)) → { ok: true, tariffa } | { ok: false, errori: ['/base: …'] }
 */
export function validateTariffa(
  value: unknown,
): { ok: true; tariffa: Tariffa } | { ok: false; errori: string[] } {
  const validateSchema = schemaValidator();
  if (!validateSchema(value)) {
    return {
      ok: false,
      errori: (validateSchema.errors ?? []).map(
        (e) => `${e.instancePath || '/'}: ${e.message ?? 'non valido'}`,
      ),
    };
  }
  const tariffa = value as unknown as Tariffa;
  const errori = lintTariffa(tariffa);
  return errori.length > 0 ? { ok: false, errori } : { ok: true, tariffa };
}
