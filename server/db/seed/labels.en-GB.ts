/** English texts, where we have them; the UI falls back to the key's it-IT text otherwise. */
export const enGB: Record<string, string> = {
  'login.titolo': 'Sign in to the portal',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.accedi': 'Sign in',
  'login.passwordDimenticata': 'Forgot your password?',
  'login.registrati': 'Register your agency',
  'login.credenzialiErrate': 'Wrong username or password',
  'generico.benvenuto': 'Welcome',
  'generico.esci': 'Sign out',
  'msg.erroreGenerico': 'Error',
  'msg.warningGenerico': 'Warning',
  'griglia.nessunDato': 'No data',
};
