import { tra } from '../carrello/testUtils';

export interface PraticaDiProva {
  rif: string;
  pacchetto?: string;
  partecipanti?: Array<{ cognome: string; nome: string; nascita?: string }>;
  destinazione?: string;
  inizio?: string;
  /** Further data by description. */
  ulteriori?: Record<string, string>;
}

/** An InvioPratiche envelope (schemas/xml/pratiche.xsd) of ANN-SP trips to France a month from now. */
export function busta(pratiche: PraticaDiProva[], encoding = 'UTF-8'): string {
  const corpo = pratiche
    .map((p) => {
      const partecipanti = (
        p.partecipanti ?? [
          { cognome: 'Rossi', nome: 'Mario' },
          { cognome: 'Bianchi', nome: 'Anna' },
        ]
      )
        .map(
          (v) => `      <Partecipante>
        <Cognome>${v.cognome}</Cognome>
        <Nome>${v.nome}</Nome>
        <DataNascita>${v.nascita ?? '1980-02-01'}</DataNascita>
      </Partecipante>`,
        )
        .join('\n');
      return `  <Pratica>
    <Riferimento>${p.rif}</Riferimento>
    <Pacchetto>${p.pacchetto ?? 'ANN-SP'}</Pacchetto>
    <InizioViaggio>${p.inizio ?? tra(30)}</InizioViaggio>
    <FineViaggio>${tra(37)}</FineViaggio>
    <Destinazione>${p.destinazione ?? 'FR'}</Destinazione>
    <AreaPartenza>IT</AreaPartenza>
    <ImportoViaggio>900</ImportoViaggio>
    <Contraente>Contraente ${p.rif}</Contraente>
    <Partecipanti>
${partecipanti}
    </Partecipanti>${
      p.ulteriori
        ? `
    <UlterioriDati>
${Object.entries(p.ulteriori)
  .map(([nome, valore]) => `      <Dato nome="${nome}">${valore}</Dato>`)
  .join('\n')}
    </UlterioriDati>`
        : ''
    }
  </Pratica>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="${encoding}"?>
<InvioPratiche xmlns="urn:overins:pratiche:1">
${corpo}
</InvioPratiche>
`;
}
