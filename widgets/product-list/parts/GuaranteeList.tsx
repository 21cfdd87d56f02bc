import Form from 'react-bootstrap/Form';
import type { ParametroConfronto } from '../../../schemas/types';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { cellaConfronto } from '../../shopping/formatShopping';

/** "Vedi Garanzie": the guarantee categories and their parameters, each with a checkbox. */
export function GuaranteeList({ parametri, id }: { parametri: ParametroConfronto[]; id: string }) {
  const t = useT();
  const illimitato = t('confronto.illimitato');
  const categorie = [...new Set(parametri.map((p) => p.categoria))];
  return (
    <div className="small">
      {categorie.map((categoria, i) => (
        <fieldset key={categoria} className="mb-2">
          <legend className="fs-6 fw-semibold mb-1">{categoria}</legend>
          {parametri
            .filter((p) => p.categoria === categoria)
            .map((p, j) => {
              const cella = cellaConfronto(p, illimitato);
              const included = cella.kind === 'yesno' ? cella.yes : p.valore !== 0;
              const value = cella.kind === 'text' ? cella.text : '';
              return (
                <Form.Check
                  key={p.nomeParametro}
                  id={`${id}-${i}-${j}`}
                  type="checkbox"
                  disabled
                  checked={included}
                  readOnly
                  label={value ? `${p.nomeParametro}: ${value}` : p.nomeParametro}
                />
              );
            })}
        </fieldset>
      ))}
    </div>
  );
}
