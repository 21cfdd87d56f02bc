import type { BrandConfig } from '../../../config';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The portal's privacy notice (GDPR art. 13 and 14, D.Lgs. 196/2003 as amended by D.Lgs. 101/2018)
 * as a self-contained HTML page: spec 2 §7 lists it among the static downloads, so it is a plain
 * page any tab can open without the bearer token. The controller's name and contacts are the brand's.
 */
export function informativaPrivacyHtml(brand: BrandConfig): string {
  const titolare = escape(brand.providerName);
  const email = escape(brand.contactEmail);
  const portale = escape(brand.name);
  const sezioni: Array<[string, string]> = [
    [
      'Titolare del trattamento',
      `Titolare del trattamento è ${titolare}, che gestisce il portale ${portale}. Per ogni richiesta relativa ai dati personali è possibile scrivere a <a href="mailto:${email}">${email}</a>.`,
    ],
    [
      'Dati trattati',
      'Dati anagrafici e di contatto del contraente e degli assicurati (cognome, nome, codice fiscale, data di nascita, indirizzo e-mail), dati del viaggio (date, destinazione, importo, voli) e, solo in caso di sinistro o di richiesta di assistenza, dati relativi alla salute. Sono inoltre trattati i dati degli utenti delle agenzie che accedono al portale e i registri delle operazioni svolte.',
    ],
    [
      'Finalità e base giuridica',
      '<ul><li>emissione e gestione della polizza, dei sinistri e dell’assistenza in viaggio: esecuzione del contratto (art. 6.1.b GDPR) e, per i dati relativi alla salute, consenso dell’interessato o tutela di un interesse vitale (art. 9.2.a e 9.2.c GDPR);</li><li>adempimenti previsti dalla normativa assicurativa, antiriciclaggio, fiscale e dalle disposizioni IVASS, compresa la conservazione delle dichiarazioni di adeguatezza: obbligo di legge (art. 6.1.c GDPR);</li><li>sicurezza del portale e prevenzione delle frodi: legittimo interesse del titolare (art. 6.1.f GDPR).</li></ul>',
    ],
    [
      'Dati degli assicurati raccolti dall’agenzia',
      'L’agenzia che inserisce i dati degli assicurati dichiara di aver fornito loro questa informativa e di averne raccolto il consenso al trattamento, ove necessario. Il conferimento dei dati è necessario per emettere la polizza: senza di essi il contratto non può essere concluso.',
    ],
    [
      'Destinatari',
      'Le compagnie di assicurazione che prestano le coperture, le centrali operative di assistenza, i periti e i liquidatori, gli intermediari coinvolti nella distribuzione, i fornitori di servizi informatici che operano come responsabili del trattamento e le autorità competenti quando previsto dalla legge. I dati non sono diffusi.',
    ],
    [
      'Trasferimento all’estero',
      'Per prestare l’assistenza durante un viaggio fuori dallo Spazio Economico Europeo i dati strettamente necessari possono essere comunicati a strutture sanitarie e corrispondenti nel Paese in cui si trova l’assicurato, sulla base delle garanzie previste dagli artt. 46 e 49 del GDPR.',
    ],
    [
      'Conservazione',
      'I dati della polizza e le dichiarazioni rese sono conservati per dieci anni dalla scadenza del contratto o dalla chiusura dell’ultimo sinistro, come previsto dalla normativa civilistica e assicurativa; i dati di accesso al portale per dodici mesi.',
    ],
    [
      'Diritti dell’interessato',
      `L’interessato può chiedere l’accesso ai propri dati, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità, opporsi al trattamento e revocare il consenso in ogni momento (artt. 15-22 GDPR), scrivendo a <a href="mailto:${email}">${email}</a>. Ha inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali (<a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>).`,
    ],
  ];
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Informativa privacy - ${portale}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#212529;max-width:50rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.5rem}a{color:#0a58ca}
</style>
</head>
<body>
<main>
<h1>Informativa sul trattamento dei dati personali</h1>
<p>Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR) e del D.Lgs. 196/2003, come modificato dal D.Lgs. 101/2018.</p>
${sezioni.map(([titolo, testo]) => `<section>\n<h2>${titolo}</h2>\n${testo.startsWith('<ul>') ? testo : `<p>${testo}</p>`}\n</section>`).join('\n')}
</main>
</body>
</html>
`;
}
