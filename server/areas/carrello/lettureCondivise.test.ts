import { describe, expect, it } from 'vitest';
import { condivisa, conLettureCondivise } from './lettureCondivise';

describe('shared catalogue reads (issue 29: many practices of one package)', () => {
  const contatore = () => {
    let n = 0;
    return {
      leggi: () => Promise.resolve({ letture: ++n, righe: [{ id: 1 }] }),
      get n() {
        return n;
      },
    };
  };

  it('reads once per key inside conLettureCondivise, each caller with its own copy', async () => {
    const c = contatore();
    await conLettureCondivise(async () => {
      const a = await condivisa('k', c.leggi);
      a.righe.push({ id: 2 });
      const b = await condivisa('k', c.leggi);
      expect(b).toEqual({ letture: 1, righe: [{ id: 1 }] });
      await condivisa('altra', c.leggi);
    });
    expect(c.n).toBe(2);
  });

  it('reads every time outside it, and a new scope reads again', async () => {
    const c = contatore();
    await condivisa('k', c.leggi);
    await condivisa('k', c.leggi);
    await conLettureCondivise(() => condivisa('k', c.leggi));
    await conLettureCondivise(() => condivisa('k', c.leggi));
    expect(c.n).toBe(4);
  });

  it('shares the reads of the scope it runs in when nested in one', async () => {
    const c = contatore();
    await conLettureCondivise(async () => {
      await condivisa('k', c.leggi);
      await conLettureCondivise(() => condivisa('k', c.leggi));
      await conLettureCondivise(() => condivisa('k', c.leggi));
    });
    expect(c.n).toBe(1);
  });

  it('shares a refusal too', async () => {
    let n = 0;
    const rifiuta = () => Promise.reject(new Error(`no ${++n}`));
    await conLettureCondivise(async () => {
      await expect(condivisa('x', rifiuta)).rejects.toThrow('no 1');
      await expect(condivisa('x', rifiuta)).rejects.toThrow('no 1');
    });
  });
});
