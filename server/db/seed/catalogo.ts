import { inArray } from 'drizzle-orm';
import { validateTariffa } from '../../domain/pricing';
import { sanitizeHtml } from '../../domain/catalogo/sanitizeHtml';
import type { Db } from '../client';
import {
  anagrafiche,
  categorie,
  distributori,
  etichetteAlloggio,
  fasceEta,
  fornitori,
  gruppiStato,
  nazionalita,
  pacchetti,
  pacchettiComplementari,
  pacchettiDistributori,
  pacchettiDistributoriModifiche,
  pacchettiExtraInfo,
  pacchettiModifiche,
  pacchettiNazionalita,
  pacchettiParametri,
  pacchettiTestiCarrello,
  parametriConfronto,
  prodotti,
  stati,
  tipiInput,
  tipologiePolizza,
} from '../schema';
import {
  CATEGORIE,
  PACCHETTI,
  PARAMETRI,
  PRODOTTI,
  tipoInputDi,
  type PacchettoSeed,
} from './catalogoPacchetti';
import {
  ETICHETTE_ALLOGGIO,
  FASCE_ETA,
  FORNITORI,
  GRUPPI_STATO,
  NAZIONALITA,
  STATI,
  TESTI_CARRELLO_DEFAULT,
  TIPI_INPUT,
  TIPOLOGIE_POLIZZA,
} from './catalogoRiferimenti';
import { TARIFFE } from './catalogoTariffe';
import {
  annullamentoDi,
  MODIFICHE_OFFERTA,
  MODIFICHE_PACCHETTO,
  MODIFICHE_STANDARD,
  SOLO_RICHIESTA_MODIFICA,
  righeRegole,
} from './catalogoModifiche';

type Vendita = Omit<typeof pacchettiDistributori.$inferInsert, 'pacchettoId' | 'distributoreId'>;
const percento = (commissione: string, ered?: string): Vendita => ({
  tipoCommissioneId: 2,
  commissione,
  ...(ered ? { tipoCommissioneEredId: 2, commissioneEred: ered } : {}),
});
const fisso = (euro: string, ered?: string): Vendita => ({
  tipoCommissioneId: 1,
  commissione: euro,
  ...(ered ? { tipoCommissioneEredId: 1, commissioneEred: ered } : {}),
});
const isVolo = (p: PacchettoSeed) => p.categoria === 8;

/**
 * Which demo distributor sells which package, and its commission (type 1 = fixed euro, 2 = percent).
 * The network NW0001 sells everything and keeps a share (commissioneEred) of its members' sales;
 * its member AG0002 has no row of its own and inherits the network's catalogue and commission,
 * AG0003 has its own commission on two categories. AG0001 does not sell two group packages.
 */
const VENDITE: Record<string, (p: PacchettoSeed) => Vendita | null> = {
  AG0001: (p) =>
    ['GITE', 'PELLEG'].includes(p.codice)
      ? null
      : isVolo(p)
        ? fisso('3.50')
        : p.codice === 'BARCA'
          ? percento('12.50')
          : percento('20.00'),
  TO0001: (p) => (p.codice === 'ERASMUS' ? null : isVolo(p) ? fisso('2.50') : percento('18.00')),
  NW0001: (p) => (isVolo(p) ? fisso('3.00', '0.50') : percento('15.00', '3.00')),
  AG0003: (p) => (p.categoria === 1 || p.categoria === 2 ? percento('12.00') : null),
  AG0004: (p) => (isVolo(p) ? fisso('3.50') : percento('20.00')),
  AG0005: (p) => (isVolo(p) ? fisso('3.50') : percento('20.00')),
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The winter season of "Neve Sicura": from the next 1 December after today to the following 30 April. */
export function stagioneNeve(now: Date): { dal: string; al: string } {
  let year = now.getUTCFullYear();
  if (Date.UTC(year, 11, 1) <= now.getTime()) year += 1;
  return { dal: isoDate(new Date(Date.UTC(year, 11, 1))), al: isoDate(new Date(Date.UTC(year + 1, 3, 30))) };
}

/**
 * The demo catalogue (issue 5): reference data, four suppliers, 8 categories, 24 packages plus 3
 * supplementary ones, with tariffs (validated), guarantees, rules, texts and who sells them.
 * Deterministic but for the winter season's dates; batched, since every server test seeds it.
 */
export async function seedCatalogo(db: Db, now = new Date()): Promise<void> {
  await db.insert(gruppiStato).values(GRUPPI_STATO);
  await db.insert(stati).values(STATI);
  await db.insert(nazionalita).values(NAZIONALITA);
  await db.insert(fasceEta).values(FASCE_ETA);
  await db.insert(tipologiePolizza).values(TIPOLOGIE_POLIZZA);
  await db.insert(tipiInput).values(TIPI_INPUT);
  await db.insert(etichetteAlloggio).values(ETICHETTE_ALLOGGIO);

  const fornitoreIds = await ensureFornitori(db);
  const categoriaIds = (
    await db
      .insert(categorie)
      .values(CATEGORIE.map((c, i) => ({ ...c, ordine: i + 1 })))
      .returning({ id: categorie.id })
  ).map((r) => r.id);
  const prodottoIds = new Map(
    (
      await db
        .insert(prodotti)
        .values(
          PRODOTTI.map((p) => ({
            fornitoreId: fornitoreIds.get(p.fornitore)!,
            nome: p.nome,
            logo: p.logo,
            condizioni: p.condizioni,
          })),
        )
        .returning({ id: prodotti.id })
    ).map((r, i) => [PRODOTTI[i]!.chiave, r.id]),
  );
  const parametroIds = new Map(
    (
      await db
        .insert(parametriConfronto)
        .values(
          PARAMETRI.map((p, i) => ({
            categoria: p.categoria,
            nome: p.nome,
            fieldType: p.fieldType,
            decimalSlot: 'decimalSlot' in p ? p.decimalSlot : null,
            tipoInputId: tipoInputDi(p.fieldType),
            ordine: i + 1,
          })),
        )
        .returning({ id: parametriConfronto.id })
    ).map((r, i) => [PARAMETRI[i]!.chiave as string, r.id]),
  );

  const pacchettoIds = new Map(
    (
      await db
        .insert(pacchetti)
        .values(
          PACCHETTI.map((p, i) => {
            const check = validateTariffa(TARIFFE[p.codice]);
            if (!check.ok) throw new Error(`Tariffa di ${p.codice} non valida: ${check.errori.join('; ')}`);
            return {
              codice: p.codice,
              prodottoId: prodottoIds.get(p.prodotto)!,
              categoriaId: categoriaIds[p.categoria - 1]!,
              tipologiaPolizzaId: p.tipologia,
              etichettaAlloggioId: p.etichettaAlloggio ?? null,
              nome: p.nome,
              descrizioneSintetica: sanitizeHtml(p.sintetica),
              descrizioneEstesa: sanitizeHtml(p.estesa),
              immagine: p.immagine ?? null,
              tariffa: check.tariffa,
              caricaImmagine: p.caricaImmagine ?? false,
              abilitaDatiVolo: p.abilitaDatiVolo ?? false,
              richiedeEmail: p.richiedeEmail ?? false,
              soloIntegrativa: p.soloIntegrativa ?? false,
              soloRichiestaModifica: SOLO_RICHIESTA_MODIFICA.includes(p.codice),
              annullamentoGiorni: annullamentoDi(p.codice).giorni,
              annullamentoRimborsoTardivo: annullamentoDi(p.codice).rimborsoTardivo,
              ordine: i + 1,
            };
          }),
        )
        .returning({ id: pacchetti.id })
    ).map((r, i) => [PACCHETTI[i]!.codice, r.id]),
  );
  const idOf = (codice: string) => {
    const id = pacchettoIds.get(codice);
    if (id === undefined) throw new Error(`Pacchetto ${codice} sconosciuto`);
    return id;
  };

  const stagione = stagioneNeve(now);
  await db.insert(pacchettiTestiCarrello).values(
    PACCHETTI.flatMap((p) =>
      Object.entries({ ...TESTI_CARRELLO_DEFAULT, ...p.testi }).map(([tipo, testo]) => ({
        pacchettoId: idOf(p.codice),
        tipoId: Number(tipo),
        testo,
      })),
    ),
  );
  await db.insert(pacchettiExtraInfo).values(
    PACCHETTI.flatMap((p) =>
      Object.entries(p.extraInfo ?? {}).map(([label, valore]) => {
        const labelId = Number(label);
        const v =
          labelId === 6
            ? stagione.dal
            : labelId === 7
              ? stagione.al
              : labelId === 14 && valore
                ? valore
                    .split(',')
                    .map((c) => String(idOf(c.trim())))
                    .join(',')
                : valore;
        return { pacchettoId: idOf(p.codice), labelId, valore: v };
      }),
    ),
  );
  const nazionalitaRows = PACCHETTI.flatMap((p) =>
    (p.nazionalita ?? []).map((nazionalitaCodice) => ({ pacchettoId: idOf(p.codice), nazionalitaCodice })),
  );
  if (nazionalitaRows.length) await db.insert(pacchettiNazionalita).values(nazionalitaRows);
  await db.insert(pacchettiParametri).values(
    PACCHETTI.flatMap((p) =>
      Object.entries(p.parametri).map(([chiave, v]) => ({
        pacchettoId: idOf(p.codice),
        parametroId: parametroIds.get(chiave)!,
        valore: typeof v === 'number' ? String(v) : null,
        valoreTesto: typeof v === 'string' ? (chiave === 'esclusioni' ? sanitizeHtml(v) : v) : null,
      })),
    ),
  );
  await db.insert(pacchettiComplementari).values(
    PACCHETTI.flatMap((p) =>
      (p.complementari ?? []).map((c, i) => ({
        pacchettoId: idOf(p.codice),
        complementareId: idOf(c.codice),
        obbligatoria: c.obbligatoria ?? false,
        ordine: i + 1,
      })),
    ),
  );

  const dists = await db
    .select({ id: distributori.id, codice: distributori.codice })
    .from(distributori)
    .where(inArray(distributori.codice, Object.keys(VENDITE)));
  const vendite = dists.flatMap((d) =>
    PACCHETTI.flatMap((p) => {
      const v = VENDITE[d.codice]!(p);
      return v ? [{ ...v, pacchettoId: idOf(p.codice), distributoreId: d.id }] : [];
    }),
  );
  if (vendite.length) await db.insert(pacchettiDistributori).values(vendite);

  await db.insert(pacchettiModifiche).values(
    PACCHETTI.flatMap((p) => {
      const regole = p.codice in MODIFICHE_PACCHETTO ? MODIFICHE_PACCHETTO[p.codice] : MODIFICHE_STANDARD;
      return regole ? righeRegole(regole).map((r) => ({ ...r, pacchettoId: idOf(p.codice) })) : [];
    }),
  );
  const offerteModifiche = MODIFICHE_OFFERTA.flatMap((o) => {
    const d = dists.find((x) => x.codice === o.distributore);
    return d
      ? righeRegole(o.regole).map((r) => ({ ...r, pacchettoId: idOf(o.pacchetto), distributoreId: d.id }))
      : [];
  });
  if (offerteModifiche.length) await db.insert(pacchettiDistributoriModifiche).values(offerteModifiche);
}

/** The suppliers of the catalogue by code, creating those the database does not have yet. */
async function ensureFornitori(db: Db): Promise<Map<string, number>> {
  const existing = new Map(
    (await db.select({ id: fornitori.id, codice: fornitori.codice }).from(fornitori)).map((f) => [
      f.codice,
      f.id,
    ]),
  );
  for (const f of FORNITORI) {
    if (existing.has(f.codice)) continue;
    const [anag] = await db.insert(anagrafiche).values(f.anagrafica).returning({ id: anagrafiche.id });
    const [row] = await db
      .insert(fornitori)
      .values({ codice: f.codice, anagraficaId: anag!.id })
      .returning({ id: fornitori.id });
    existing.set(f.codice, row!.id);
  }
  return existing;
}
