import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import {
  anagrafiche,
  chiaviApi,
  commercialiDistributori,
  distributori,
  fornitori,
  labels,
  permessi,
  ruoli,
  ruoliPermessi,
  users,
} from '../schema';
import { labelRows } from './labels';
import { seedMyArea } from './myArea';
import { seedRichiesteModifica } from './richiesteModifica';
import { seedAvvisi } from './avvisi';
import { seedCatalogo } from './catalogo';
import { seedUlterioriDati } from './ulterioriDati';
import { permissionCatalogue, type CatalogueEntry } from '../../../schemas/catalogues/permissionCatalogue';
import { segnaDatiDemo } from './marcatoreDemo';
import { hashChiave, LUNGHEZZA_PREFISSO } from '../../areas/pratichexml/chiavi';

export const DEMO_PASSWORD = 'Viaggi2026!';
/**
 * The demo's API key of the XML practices, for the tour operator (TO0001): documented in the README
 * like the demo password, so its curl example works on `npm start`. Only the demo has it.
 */
export const DEMO_CHIAVE_API = 'demotourPraticheXML-2026-SoloPerLaDemo';

type Anagrafica = typeof anagrafiche.$inferInsert;

/** Whether the database has no users yet (the demo is seeded only into an empty database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The permission catalogue and the it-IT/en-GB labels: reference data every database needs,
 * re-applied at each start so new codes and texts reach existing databases. Only what differs is
 * written: a start on an up-to-date database reads two tables and writes nothing (on PGlite each
 * statement's commit is a write to disk, and writing everything took a noticeable part of a start).
 */
export async function seedReferenceData(db: Db, slug: string): Promise<void> {
  const stored = new Map((await db.select().from(permessi)).map((p) => [p.codice, p]));
  for (const entry of permissionCatalogue(slug)) {
    if (sameEntry(stored.get(entry.codice), entry)) continue;
    await db
      .insert(permessi)
      .values(entry)
      .onConflictDoUpdate({
        target: permessi.codice,
        set: {
          descrizione: entry.descrizione,
          gruppo: entry.gruppo,
          backOffice: entry.backOffice,
          displayOrder: entry.displayOrder,
          azioneSingola: entry.azioneSingola,
        },
      });
  }
  await seedLabels(db, slug);
}

/**
 * The labels: new keys are inserted; a text whose seed wording changed is brought up to date unless
 * someone edited it (its `testo` no longer equals the `testoSeed` it was written from), so an edit
 * survives every start and an untouched text follows the catalogue.
 */
async function seedLabels(db: Db, slug: string): Promise<void> {
  const labelKey = (l: { culture: string; chiave: string }) => `${l.culture}\u0000${l.chiave}`;
  const stored = new Map(
    (
      await db
        .select({
          culture: labels.culture,
          chiave: labels.chiave,
          testo: labels.testo,
          testoSeed: labels.testoSeed,
        })
        .from(labels)
    ).map((l) => [labelKey(l), l]),
  );
  const rows = labelRows(slug, (row) => labelAction(stored.get(labelKey(row)), row.testo) !== 'keep');
  const inserts = rows.filter((row) => !stored.has(labelKey(row))).map((r) => ({ ...r, testoSeed: r.testo }));
  for (let i = 0; i < inserts.length; i += 500) {
    await db
      .insert(labels)
      .values(inserts.slice(i, i + 500))
      .onConflictDoNothing();
  }
  for (const row of rows.filter((r) => stored.has(labelKey(r)))) {
    await db
      .update(labels)
      .set({ testo: row.testo, testoSeed: row.testo })
      .where(and(eq(labels.culture, row.culture), eq(labels.chiave, row.chiave)));
  }
}

type StoredLabel = { testo: string; testoSeed: string | null };

/** What the seed does with one label: insert it, update it to the seed's text, or keep it. */
export function labelAction(stored: StoredLabel | undefined, seedText: string): 'insert' | 'update' | 'keep' {
  if (!stored) return 'insert';
  if (stored.testoSeed === seedText && stored.testo === seedText) return 'keep';
  const untouched = stored.testo === stored.testoSeed || stored.testo === seedText;
  return untouched ? 'update' : 'keep';
}

function sameEntry(stored: typeof permessi.$inferSelect | undefined, entry: CatalogueEntry): boolean {
  return (
    stored !== undefined &&
    stored.descrizione === entry.descrizione &&
    stored.gruppo === entry.gruppo &&
    stored.backOffice === entry.backOffice &&
    stored.displayOrder === entry.displayOrder &&
    stored.azioneSingola === entry.azioneSingola
  );
}

/**
 * The demo: one account per kind of user (spec 1 §3, §6), all with the README's password, on
 * realistic Italian companies. Runs inside one transaction on an empty database.
 */
export async function seedDemo(db: Db, slug: string): Promise<void> {
  const my = `WEB_MY${slug.toUpperCase()}`;
  // One hash for every demo account: they share the documented password, and hashing nine times
  // would add a second to every test database.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const anag = async (a: Anagrafica) => (await tx.insert(anagrafiche).values(a).returning())[0]!.id;
    const role = async (
      descrizione: string,
      grants: Record<string, string>,
      flags: Partial<typeof ruoli.$inferInsert> = {},
    ) => {
      const id = (
        await tx
          .insert(ruoli)
          .values({ descrizione, ...flags })
          .returning()
      )[0]!.id;
      const entries = Object.entries(grants).map(([codice, azioni]) => ({ ruoloId: id, codice, azioni }));
      if (entries.length) await tx.insert(ruoliPermessi).values(entries);
      return id;
    };

    const cart = { WEB_ANAGRAFICA_ACCESSO_CARRELLO: 'E', WEB_ANAGRAFICA_DATI_AZIENDA: 'RU' };
    const ownArea = {
      [`${my}_TUOI_ACQUISTI`]: 'R',
      [`${my}_CREDITI`]: 'R',
      [`${my}_PAGAMENTI`]: 'RC',
      [`${my}_ESTRATTICONTO`]: 'R',
    };
    const everyone = { attributi: ['ALL'] };
    const roleSuper = await role(
      'Super amministratore',
      {},
      { superAdmin: true, backOffice: true, ...everyone },
    );
    const roleOperatoreBO = await role(
      'Operatore back office',
      {
        BK_IMPOSTAZIONI_UTENTI: 'RCU',
        BK_ANAGRAFICA_DISTRIBUTORI: 'RU',
        BK_REPORT_COMMISSIONI: 'E',
        BK_POLIZZE_RICHIESTE_MODIFICA: 'RU',
        BK_MESSAGGI: 'RC',
        BK_AVVISI: 'RCU',
      },
      { backOffice: true, ...everyone },
    );
    // Each web role is meant for one kind of user (README "Ruoli"): a distributor hands out only its kind's.
    const forAgency = { attributi: ['distributore_agenziadettagliante'] };
    const forTour = { attributi: ['distributore_touroperator'] };
    const roleAgenzia = await role(
      'Agenzia dettagliante',
      { ...cart, ...ownArea, [`${my}_UTENTI`]: 'RCUD' },
      forAgency,
    );
    // Front-desk staff sell the same way in an agency and in a tour operator.
    const roleAgenziaOperatore = await role(
      'Operatore di agenzia',
      { ...cart, ...ownArea },
      { attributi: [...forAgency.attributi, ...forTour.attributi] },
    );
    const roleTour = await role('Tour operator', { ...cart, ...ownArea, [`${my}_UTENTI`]: 'RCUD' }, forTour);
    const roleNetwork = await role(
      'Network',
      {
        ...cart,
        ...ownArea,
        [`${my}_UTENTI`]: 'RCUD',
        [`${my}_ACQUISTI_NETWORK`]: 'R',
        [`${my}_ESTRATTICONTO_NETWORK`]: 'R',
      },
      { attributi: ['distributore_network'] },
    );
    const roleFornitore = await role(
      'Fornitore',
      {
        [`${my}_ACQUISTI_POLIZZE`]: 'R',
        [`${my}_RICHIESTE_MODIFICA`]: 'RU',
        WEB_ANAGRAFICA_DATI_AZIENDA: 'R',
      },
      { attributi: ['fornitore'] },
    );
    const roleCommerciale = await role(
      'Commerciale',
      { [`${my}_COMMERCIALE_DISTRIBUTORI`]: 'R' },
      { attributi: ['commerciale'] },
    );
    void roleAgenziaOperatore;

    const distributore = async (
      codice: string,
      tipo: 'agenziadettagliante' | 'touroperator' | 'network',
      a: Anagrafica,
      networkId: number | null = null,
    ) => {
      const anagraficaId = await anag(a);
      const id = (
        await tx.insert(distributori).values({ codice, tipo, anagraficaId, networkId }).returning()
      )[0]!.id;
      return { id, anagraficaId };
    };

    const agenzia = await distributore('AG0001', 'agenziadettagliante', {
      ragioneSociale: 'Agenzia Viaggi Il Gabbiano S.r.l.',
      email: 'info@ilgabbianoviaggi.it',
      email2: 'amministrazione@ilgabbianoviaggi.it',
      telefono: '+39 06 4881 2233',
      fax: '+39 06 4881 2234',
      indirizzo: 'Via Nazionale 184',
      localita: 'Roma',
      codiceProvincia: 'RM',
      cap: '00184',
      partitaIva: '01234567890',
    });
    const tour = await distributore('TO0001', 'touroperator', {
      ragioneSociale: 'Mediterraneo Tour Operator S.p.A.',
      email: 'booking@mediterraneotour.it',
      telefono: '+39 02 8723 4410',
      indirizzo: 'Corso Buenos Aires 52',
      localita: 'Milano',
      codiceProvincia: 'MI',
      cap: '20124',
      partitaIva: '09876543210',
    });
    // The demo's tour operator pays each purchase by card at once (redirecUrl), the others at month end.
    await tx.update(distributori).set({ pagamentoAllAcquisto: true }).where(eq(distributori.id, tour.id));
    // Issue 29: the tour operator's multi-policy imports issue the policies; the agency's fill its cart.
    await tx.update(distributori).set({ importazioneEmette: true }).where(eq(distributori.id, tour.id));
    const network = await distributore('NW0001', 'network', {
      ragioneSociale: 'Rete Agenzie Italiane Viaggiare Insieme S.c.a.r.l.',
      email: 'rete@viaggiareinsieme.it',
      email2: 'commerciale@viaggiareinsieme.it',
      email3: 'contabilita@viaggiareinsieme.it',
      telefono: '+39 055 210 9988',
      indirizzo: 'Via dei Calzaiuoli 7',
      localita: 'Firenze',
      codiceProvincia: 'FI',
      cap: '50122',
      partitaIva: '05544332211',
      bannerHPInterna: 'banner-viaggiare-insieme.svg',
    });
    const agenziaRete = await distributore(
      'AG0002',
      'agenziadettagliante',
      {
        ragioneSociale: 'Sole e Mare Viaggi di Rossi Laura',
        email: 'prenotazioni@soleemareviaggi.it',
        telefono: '+39 081 552 7712',
        indirizzo: 'Via Toledo 256',
        localita: 'Napoli',
        codiceProvincia: 'NA',
        cap: '80134',
        partitaIva: '07788990011',
        bannerHPInterna: 'banner-viaggiare-insieme.svg',
      },
      network.id,
    );
    const agenziaRete2 = await distributore(
      'AG0003',
      'agenziadettagliante',
      {
        ragioneSociale: 'Dolomiti Travel S.a.s.',
        email: 'info@dolomititravel.it',
        telefono: '+39 0471 300 455',
        indirizzo: 'Via dei Portici 30',
        localita: 'Bolzano',
        codiceProvincia: 'BZ',
        cap: '39100',
        partitaIva: '02233445566',
      },
      network.id,
    );
    const moroso = await distributore('AG0004', 'agenziadettagliante', {
      ragioneSociale: 'Giramondo Viaggi S.r.l.',
      email: 'info@giramondoviaggi.it',
      telefono: '+39 011 561 2200',
      indirizzo: 'Via Roma 101',
      localita: 'Torino',
      codiceProvincia: 'TO',
      cap: '10123',
      partitaIva: '03344556677',
    });
    const avviso = await distributore('AG0005', 'agenziadettagliante', {
      ragioneSociale: 'Trinacria Vacanze S.r.l.',
      email: 'booking@trinacriavacanze.it',
      telefono: '+39 091 611 3344',
      indirizzo: 'Via Maqueda 210',
      localita: 'Palermo',
      codiceProvincia: 'PA',
      cap: '90134',
      partitaIva: '04455667788',
    });
    const fornitoreAnag = await anag({
      ragioneSociale: 'Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
      email: 'distribuzione@europaassistanceviaggi.it',
      telefono: '+39 02 5838 4000',
      indirizzo: 'Piazza Trento 8',
      localita: 'Milano',
      codiceProvincia: 'MI',
      cap: '20135',
      partitaIva: '11122233344',
    });
    const fornitore = (
      await tx.insert(fornitori).values({ codice: 'FO0001', anagraficaId: fornitoreAnag }).returning()
    )[0]!;
    const providerAnag = await anag({
      ragioneSociale: 'Overins Assicurazioni Viaggi S.r.l.',
      email: 'backoffice@overins.it',
      telefono: '+39 02 4000 1000',
      indirizzo: 'Via Monte Napoleone 12',
      localita: 'Milano',
      codiceProvincia: 'MI',
      cap: '20121',
    });

    const base = { passwordHash, passwordChangedAt: new Date() };
    const dist = ['distributore'];
    const inserted = await tx
      .insert(users)
      .values([
        {
          ...base,
          username: 'admin',
          email: 'admin@overins.it',
          firstName: 'Giulia',
          lastName: 'Ferraris',
          ruoloId: roleSuper,
          anagraficaId: providerAnag,
          backOffice: true,
          attributi: ['ALL'],
        },
        {
          ...base,
          username: 'operatore',
          email: 'operatore@overins.it',
          firstName: 'Davide',
          lastName: 'Marchetti',
          ruoloId: roleOperatoreBO,
          anagraficaId: providerAnag,
          backOffice: true,
          attributi: ['ALL'],
        },
        {
          ...base,
          username: 'agenzia',
          email: 'marco.bianchi@ilgabbianoviaggi.it',
          firstName: 'Marco',
          lastName: 'Bianchi',
          ruoloId: roleAgenzia,
          distributoreId: agenzia.id,
          anagraficaId: agenzia.anagraficaId,
          attributi: [...dist, 'distributore_agenziadettagliante'],
        },
        {
          ...base,
          username: 'tour',
          email: 'elena.conti@mediterraneotour.it',
          firstName: 'Elena',
          lastName: 'Conti',
          ruoloId: roleTour,
          distributoreId: tour.id,
          anagraficaId: tour.anagraficaId,
          attributi: [...dist, 'distributore_touroperator'],
        },
        {
          ...base,
          username: 'network',
          email: 'paolo.ricci@viaggiareinsieme.it',
          firstName: 'Paolo',
          lastName: 'Ricci',
          ruoloId: roleNetwork,
          distributoreId: network.id,
          anagraficaId: network.anagraficaId,
          attributi: [...dist, 'distributore_network'],
        },
        {
          ...base,
          username: 'agenzia.rete',
          email: 'laura.rossi@soleemareviaggi.it',
          firstName: 'Laura',
          lastName: 'Rossi',
          ruoloId: roleAgenzia,
          distributoreId: agenziaRete.id,
          anagraficaId: agenziaRete.anagraficaId,
          attributi: [...dist, 'distributore_agenziadettagliante'],
        },
        {
          ...base,
          username: 'fornitore',
          email: 'andrea.galli@europaassistanceviaggi.it',
          firstName: 'Andrea',
          lastName: 'Galli',
          ruoloId: roleFornitore,
          fornitoreId: fornitore.id,
          anagraficaId: fornitoreAnag,
          attributi: ['fornitore'],
        },
        {
          ...base,
          username: 'commerciale',
          email: 'stefano.moretti@overins.it',
          firstName: 'Stefano',
          lastName: 'Moretti',
          ruoloId: roleCommerciale,
          anagraficaId: providerAnag,
          attributi: ['commerciale'],
        },
        {
          ...base,
          username: 'moroso',
          email: 'franco.esposito@giramondoviaggi.it',
          firstName: 'Franco',
          lastName: 'Esposito',
          ruoloId: roleAgenzia,
          distributoreId: moroso.id,
          anagraficaId: moroso.anagraficaId,
          attributi: [...dist, 'distributore_agenziadettagliante'],
          mustPay: true,
        },
        {
          ...base,
          username: 'avviso',
          email: 'rosalia.lombardo@trinacriavacanze.it',
          firstName: 'Rosalia',
          lastName: 'Lombardo',
          ruoloId: roleAgenzia,
          distributoreId: avviso.id,
          anagraficaId: avviso.anagraficaId,
          attributi: [...dist, 'distributore_agenziadettagliante'],
          segnalazionePagamentoFineMese: true,
        },
      ])
      .returning({ id: users.id, username: users.username });
    const commercialeId = inserted.find((u) => u.username === 'commerciale')!.id;
    await tx.insert(chiaviApi).values({
      distributoreId: tour.id,
      prefisso: DEMO_CHIAVE_API.slice(0, LUNGHEZZA_PREFISSO),
      hash: hashChiave(DEMO_CHIAVE_API),
      descrizione: 'Chiave dimostrativa del gestionale di prenotazione (README, Pratiche XML)',
      creataDa: inserted.find((u) => u.username === 'admin')!.id,
    });
    await tx.insert(commercialiDistributori).values(
      [agenzia.id, tour.id, agenziaRete2.id].map((distributoreId) => ({
        userId: commercialeId,
        distributoreId,
      })),
    );
    // The history is made of catalogue packages: the catalogue comes first.
    await seedCatalogo(tx);
    await seedMyArea(tx);
    await seedUlterioriDati(tx);
    // Change requests waiting for the back office, on the history's policies.
    await seedRichiesteModifica(tx);
    // Popup notices kept out of the signed-in demo users' way, and one confirmation of reading.
    await seedAvvisi(tx);
    // What the demo brings with it (the sandbox gateway) is decided from this mark, never from NODE_ENV.
    await segnaDatiDemo(tx);
  });
}
