import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../engine/core/format';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { DatiAdesione } from '../../schemas/types';
import { useFileDownload } from '../grid/cells/useFileDownload';
import { percorsoCertificato } from '../policy-card/datiAdesione';

/** One version of a policy's certificate as the policy card detail lists it (versioniCertificato). */
export interface VersioneCertificatoVoce {
  versione: number;
  /** ISO date-time it took effect; null when not recorded. */
  data: string | null;
  /** 'Certificato originale' or 'Appendice di variazione n. N'. */
  titolo: string;
}

export interface VersioniCertificatoProps {
  /**
   * The policy as the card has it (GET my{product}/adesioni/{itemGUID}): its certificate path, its
   * number (in each link's accessible name: cards of a purchase stand side by side) and its versions.
   */
  polizza: DatiAdesione & { versioniCertificato?: VersioneCertificatoVoce[] | null };
}

/**
 * The earlier versions of a changed policy's certificate (issue 26), each a link-styled button that
 * downloads it (GET file/adesione/{itemGUID}?versione=N) as `adesione-versione-N.pdf`; the card's
 * main button keeps downloading the latest. Nothing for a policy with one version.
 */
export function VersioniCertificato({ polizza }: VersioniCertificatoProps) {
  const t = useT();
  const download = useFileDownload();
  const titleId = useId();
  const versioni = polizza.versioniCertificato ?? [];
  const ultima = Math.max(0, ...versioni.map((v) => v.versione));
  const precedenti = versioni.filter((v) => v.versione < ultima);
  if (precedenti.length === 0) return null;
  const percorso = percorsoCertificato(polizza);
  const separatore = percorso.includes('?') ? '&' : '?';
  return (
    <div className="small mt-2">
      <span id={titleId} className="text-body-secondary">
        {t('adesione.versioniCertificato')}
      </span>
      <ul className="list-unstyled mb-0" aria-labelledby={titleId}>
        {precedenti.map((v) => {
          const voce = v.data ? `${v.titolo} (${formatDate(v.data)})` : v.titolo;
          return (
            <li key={v.versione}>
              <Button
                variant="link"
                size="sm"
                className="p-0 align-baseline"
                aria-label={t('adesione.scaricaVersioneDi')
                  .replace('{voce}', voce)
                  .replace('{numero}', polizza.numero)}
                onClick={() =>
                  void download(
                    `${percorso}${separatore}versione=${v.versione}`,
                    `adesione-versione-${v.versione}.pdf`,
                  )
                }
              >
                {voce}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
