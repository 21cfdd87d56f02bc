import { describe, expect, it } from 'vitest';
import { permissionExists } from './permissionCodes';

const catalogue = ['WEB_ANAGRAFICA_ACCESSO_CARRELLO', 'WEB_MYOVERINS_UTENTI', 'WEB_MYOVERINS_TUOI_ACQUISTI'];

describe('permissionExists', () => {
  it('matches exact codes and ignores action letters', () => {
    expect(permissionExists('WEB_ANAGRAFICA_ACCESSO_CARRELLO', catalogue)).toBe(true);
    expect(permissionExists('WEB_MYOVERINS_UTENTI|RU', catalogue)).toBe(true);
    expect(permissionExists('WEB_MYOVERINS_UTENT', catalogue)).toBe(false);
    expect(permissionExists('', catalogue)).toBe(false);
  });

  it('matches prefixes that end in an underscore, as matchPermission does', () => {
    expect(permissionExists('WEB_MYOVERINS_', catalogue)).toBe(true);
    expect(permissionExists('WEB_MYALTRO_', catalogue)).toBe(false);
  });

  it('reads {product} as the slug when given, as any slug otherwise, on either side', () => {
    expect(permissionExists('WEB_MY{product}_UTENTI', catalogue, 'overins')).toBe(true);
    expect(permissionExists('WEB_MY{product}_UTENTI', catalogue, 'altro')).toBe(false);
    expect(permissionExists('WEB_MY{product}_UTENTI', catalogue)).toBe(true);
    expect(permissionExists('WEB_MYOVERINS_UTENTI', ['WEB_MY{product}_UTENTI'], 'overins')).toBe(true);
    expect(permissionExists('WEB_MY{product}_UTENTI', ['WEB_MY{product}_UTENTI'])).toBe(true);
  });
});
