import type { RegistryWidgetsType } from '@rjsf/utils';
import { CodiceFiscaleWidget } from './CodiceFiscaleWidget';
import { CurrencyWidget } from './CurrencyWidget';
import { DateWidget } from './DateWidget';
import { DropdownWidget } from './DropdownWidget';
import { FileUploadWidget } from './FileUploadWidget';

export type { FormFieldsContext } from './formFieldsContext';

/**
 * The project's RJSF widgets, by the name a uiSchema gives in `ui:widget`. `DateWidget` also
 * replaces RJSF's own for `format: "date"` fields.
 */
export const formFieldWidgets: RegistryWidgetsType = {
  date: DateWidget,
  DateWidget,
  currency: CurrencyWidget,
  'codice-fiscale': CodiceFiscaleWidget,
  dropdown: DropdownWidget,
  'file-upload': FileUploadWidget,
};
