import type { QuestionarioAdeguatezza } from '../../schemas/types';

/** A questionnaire shaped as GET carrello/questionarioAdeguatezza answers (the server's text is longer). */
export const questionario: QuestionarioAdeguatezza = {
  versione: '2026-11',
  titolo: 'Questionario per la valutazione delle richieste ed esigenze assicurative',
  introduzione: 'Scegliendo di procedere, il contraente dichiara che:',
  dichiarazioni: [
    ['ANNULLAMENTO', 'desidera essere tutelato dalle penali di annullamento prima della partenza;'],
    ['SPESE_MEDICHE', 'desidera la copertura delle spese mediche in viaggio e l’assistenza 24 ore su 24;'],
    ['BAGAGLIO', 'desidera essere indennizzato per perdita o danneggiamento del bagaglio;'],
    ['PREESISTENTI', 'ha compreso che le malattie preesistenti possono essere escluse;'],
    ['DATI_VIAGGIO', 'le date, la destinazione e i partecipanti indicati sono corretti;'],
    ['SOMME_ASSICURATE', 'ritiene adeguate le somme assicurate al costo del viaggio e alla destinazione;'],
    ['ALTRE_POLIZZE', 'non ha altre polizze sugli stessi rischi o ne accetta il concorso.'],
  ].map(([codice, testo]) => ({ codice: codice!, testo: testo! })),
  sceltaProcedi: 'Procedo con le dichiarazioni di adeguatezza',
  sceltaRifiuta: 'Non intendo fornire le informazioni richieste',
};
