import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { receivedRegistrations, withFormStoryEngine } from './FormStoryEngine';
import { SchemaForm } from './SchemaForm';
import loginScreen from '../../screens/auth/login.screen.json';
import registerScreen from '../../screens/auth/register.screen.json';
import changePasswordScreen from '../../screens/auth/change-password.screen.json';
import type { SchemaFormProps } from './SchemaForm';

/** The form props of a screen file's first form node: stories show the real screens' forms. */
function formOf(screen: { body: { children?: Array<{ props?: unknown }> } }): SchemaFormProps {
  return screen.body.children![0]!.props as SchemaFormProps;
}

const login = formOf(loginScreen);
const register = formOf(registerScreen);
const changePassword = formOf(changePasswordScreen);

const PROVINCE = {
  items: [
    { value: 'MI', text: 'Milano' },
    { value: 'NA', text: 'Napoli' },
    { value: 'RM', text: 'Roma' },
  ],
  total: 3,
};
const COMUNI_NA = {
  items: [
    { value: 'Napoli', text: 'Napoli' },
    { value: 'Pozzuoli', text: 'Pozzuoli' },
  ],
  total: 2,
};

const meta = {
  title: 'Forms/SchemaForm',
  component: SchemaForm,
  globals: desktopViewport,
  args: login,
  parameters: { api: {}, path: '/login' },
  decorators: [withFormStoryEngine],
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form as the login screen declares it, empty. */
export const Vuoto: Story = {
  parameters: {
    path: '/login?returnUrl=%2FmyOverins%2FtuoiAcquisti',
    api: { 'POST account/login': { data: { token: 'token-di-prova-1234567890' } } },
  },
};

/** Filled in; the server accepts, the session stores the token and the user goes to returnUrl. */
export const Compilato: Story = {
  args: { defaults: { username: 'agenzia', password: 'Viaggi2026!' } },
  parameters: Vuoto.parameters,
};

/** The server refuses: its message shows at the top of the form. */
export const ErroreDelServer: Story = {
  args: { defaults: { username: 'agenzia', password: 'sbagliata' } },
  parameters: {
    api: {
      'POST account/login': jsonResponse(
        {
          messages: [
            { code: 'login.credenzialiErrate', text: 'Nome utente o password non corretti', type: 'error' },
          ],
        },
        400,
      ),
    },
  },
};

/** Read-only: values shown, nothing editable, no submit button. */
export const SoloLettura: Story = {
  args: { defaults: { username: 'agenzia', password: 'Viaggi2026!' }, readOnly: true },
};

/** A mail link without its token: the form says so instead of showing fields. */
export const LinkSenzaToken: Story = {
  args: changePassword,
  parameters: { path: '/change-password' },
};

/** The agency registration, on a phone: dropdowns from dropdown/*, four documents, field messages. */
export const Registrazione: Story = {
  globals: mobileViewport,
  args: register,
  parameters: {
    path: '/register',
    api: {
      'GET dropdown/province': PROVINCE,
      'GET dropdown/comuni': COMUNI_NA,
      'PUT myoverins/agenzia': async (request: Request) => {
        receivedRegistrations.push(await request.formData());
        return jsonResponse(
          {
            messages: [
              {
                code: 'registrazione.partitaIva',
                text: 'Esiste già un’agenzia registrata con questa partita IVA. Per assistenza contatta il supporto.',
                type: 'error',
              },
            ],
          },
          400,
        );
      },
    },
  },
};
