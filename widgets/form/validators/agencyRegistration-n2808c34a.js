// generated — run npm run gen:form-validators
/* eslint-disable -- ajv's generated code: its style is not ours to lint */
import { ucs2length } from '../ajvRuntime';
export const agencyRegistration = validate10;
const schema11 = {
  $id: 'agencyRegistration',
  type: 'object',
  properties: {
    ragioneSociale: { title: 'Ragione sociale', type: 'string', minLength: 2, maxLength: 200 },
    partitaIva: { title: 'Partita IVA', type: 'string', pattern: '^[0-9]{11}$' },
    codiceFiscale: {
      title: 'Codice fiscale',
      type: 'string',
      pattern: '^([0-9]{11}|[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$',
    },
    autorizzazioneRegione: {
      title: 'Autorizzazione regionale',
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: "Reference of the region's authorisation to operate as a travel agency.",
    },
    indirizzo: { title: 'Indirizzo', type: 'string', minLength: 3, maxLength: 200 },
    cap: { title: 'CAP', type: 'string', pattern: '^[0-9]{5}$' },
    provincia: { title: 'Provincia', type: 'string', pattern: '^[A-Z]{2}$' },
    citta: { title: 'Città', type: 'string', minLength: 2, maxLength: 100 },
    cittaLeg: { title: 'Città della sede legale', type: 'string', maxLength: 100, default: '' },
    provLeg: { title: 'Provincia della sede legale', type: 'string', pattern: '^([A-Z]{2})?$', default: '' },
    telefono: { title: 'Telefono', type: 'string', pattern: '^\\+?[0-9][0-9 ./-]{5,19}$' },
    email: { title: 'E-mail', type: 'string', format: 'email', maxLength: 320 },
    nome: { title: 'Nome del referente', type: 'string', minLength: 1, maxLength: 100 },
    cognome: { title: 'Cognome del referente', type: 'string', minLength: 1, maxLength: 100 },
    username: { title: 'Nome utente', type: 'string', pattern: '^[A-Za-z0-9._-]{3,50}$' },
    visuraCameraleFile: { title: 'Visura camerale', type: 'string', minLength: 1, maxLength: 255 },
    cartaIdentitaFile: {
      title: 'Carta d’identità del legale rappresentante',
      type: 'string',
      minLength: 1,
      maxLength: 255,
    },
    autorizzazioneFile: {
      title: 'Autorizzazione all’esercizio dell’attività',
      type: 'string',
      minLength: 1,
      maxLength: 255,
    },
    codiceFiscaleFile: { title: 'Codice fiscale (documento)', type: 'string', minLength: 1, maxLength: 255 },
  },
  required: [
    'ragioneSociale',
    'partitaIva',
    'codiceFiscale',
    'autorizzazioneRegione',
    'indirizzo',
    'cap',
    'provincia',
    'citta',
    'telefono',
    'email',
    'nome',
    'cognome',
    'username',
    'visuraCameraleFile',
    'cartaIdentitaFile',
    'autorizzazioneFile',
    'codiceFiscaleFile',
  ],
  additionalProperties: false,
};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;
const pattern0 = new RegExp('^[0-9]{11}$', 'u');
const pattern1 = new RegExp(
  '^([0-9]{11}|[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$',
  'u',
);
const pattern2 = new RegExp('^[0-9]{5}$', 'u');
const pattern3 = new RegExp('^[A-Z]{2}$', 'u');
const pattern4 = new RegExp('^([A-Z]{2})?$', 'u');
const pattern5 = new RegExp('^\\+?[0-9][0-9 ./-]{5,19}$', 'u');
const pattern6 = new RegExp('^[A-Za-z0-9._-]{3,50}$', 'u');
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
function validate10(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="agencyRegistration" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.ragioneSociale === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'ragioneSociale' },
        message: "must have required property '" + 'ragioneSociale' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.partitaIva === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'partitaIva' },
        message: "must have required property '" + 'partitaIva' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.codiceFiscale === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'codiceFiscale' },
        message: "must have required property '" + 'codiceFiscale' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.autorizzazioneRegione === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'autorizzazioneRegione' },
        message: "must have required property '" + 'autorizzazioneRegione' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.indirizzo === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'indirizzo' },
        message: "must have required property '" + 'indirizzo' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.cap === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cap' },
        message: "must have required property '" + 'cap' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.provincia === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'provincia' },
        message: "must have required property '" + 'provincia' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.citta === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'citta' },
        message: "must have required property '" + 'citta' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.telefono === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'telefono' },
        message: "must have required property '" + 'telefono' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.nome === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'nome' },
        message: "must have required property '" + 'nome' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.cognome === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cognome' },
        message: "must have required property '" + 'cognome' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.username === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'username' },
        message: "must have required property '" + 'username' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.visuraCameraleFile === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'visuraCameraleFile' },
        message: "must have required property '" + 'visuraCameraleFile' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.cartaIdentitaFile === undefined) {
      const err14 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cartaIdentitaFile' },
        message: "must have required property '" + 'cartaIdentitaFile' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.autorizzazioneFile === undefined) {
      const err15 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'autorizzazioneFile' },
        message: "must have required property '" + 'autorizzazioneFile' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    if (data.codiceFiscaleFile === undefined) {
      const err16 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'codiceFiscaleFile' },
        message: "must have required property '" + 'codiceFiscaleFile' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err17 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema11,
          data,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.ragioneSociale !== undefined) {
      let data0 = data.ragioneSociale;
      if (typeof data0 === 'string') {
        if (func3(data0) > 200) {
          const err18 = {
            instancePath: instancePath + '/ragioneSociale',
            schemaPath: '#/properties/ragioneSociale/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
            schema: 200,
            parentSchema: schema11.properties.ragioneSociale,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (func3(data0) < 2) {
          const err19 = {
            instancePath: instancePath + '/ragioneSociale',
            schemaPath: '#/properties/ragioneSociale/minLength',
            keyword: 'minLength',
            params: { limit: 2 },
            message: 'must NOT have fewer than 2 characters',
            schema: 2,
            parentSchema: schema11.properties.ragioneSociale,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = {
          instancePath: instancePath + '/ragioneSociale',
          schemaPath: '#/properties/ragioneSociale/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.ragioneSociale.type,
          parentSchema: schema11.properties.ragioneSociale,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.partitaIva !== undefined) {
      let data1 = data.partitaIva;
      if (typeof data1 === 'string') {
        if (!pattern0.test(data1)) {
          const err21 = {
            instancePath: instancePath + '/partitaIva',
            schemaPath: '#/properties/partitaIva/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{11}$' },
            message: 'must match pattern "' + '^[0-9]{11}$' + '"',
            schema: '^[0-9]{11}$',
            parentSchema: schema11.properties.partitaIva,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/partitaIva',
          schemaPath: '#/properties/partitaIva/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.partitaIva.type,
          parentSchema: schema11.properties.partitaIva,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.codiceFiscale !== undefined) {
      let data2 = data.codiceFiscale;
      if (typeof data2 === 'string') {
        if (!pattern1.test(data2)) {
          const err23 = {
            instancePath: instancePath + '/codiceFiscale',
            schemaPath: '#/properties/codiceFiscale/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^([0-9]{11}|[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$',
            },
            message:
              'must match pattern "' +
              '^([0-9]{11}|[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$' +
              '"',
            schema:
              '^([0-9]{11}|[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z])$',
            parentSchema: schema11.properties.codiceFiscale,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      } else {
        const err24 = {
          instancePath: instancePath + '/codiceFiscale',
          schemaPath: '#/properties/codiceFiscale/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.codiceFiscale.type,
          parentSchema: schema11.properties.codiceFiscale,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.autorizzazioneRegione !== undefined) {
      let data3 = data.autorizzazioneRegione;
      if (typeof data3 === 'string') {
        if (func3(data3) > 100) {
          const err25 = {
            instancePath: instancePath + '/autorizzazioneRegione',
            schemaPath: '#/properties/autorizzazioneRegione/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.autorizzazioneRegione,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (func3(data3) < 1) {
          const err26 = {
            instancePath: instancePath + '/autorizzazioneRegione',
            schemaPath: '#/properties/autorizzazioneRegione/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.autorizzazioneRegione,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = {
          instancePath: instancePath + '/autorizzazioneRegione',
          schemaPath: '#/properties/autorizzazioneRegione/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.autorizzazioneRegione.type,
          parentSchema: schema11.properties.autorizzazioneRegione,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.indirizzo !== undefined) {
      let data4 = data.indirizzo;
      if (typeof data4 === 'string') {
        if (func3(data4) > 200) {
          const err28 = {
            instancePath: instancePath + '/indirizzo',
            schemaPath: '#/properties/indirizzo/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
            schema: 200,
            parentSchema: schema11.properties.indirizzo,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (func3(data4) < 3) {
          const err29 = {
            instancePath: instancePath + '/indirizzo',
            schemaPath: '#/properties/indirizzo/minLength',
            keyword: 'minLength',
            params: { limit: 3 },
            message: 'must NOT have fewer than 3 characters',
            schema: 3,
            parentSchema: schema11.properties.indirizzo,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = {
          instancePath: instancePath + '/indirizzo',
          schemaPath: '#/properties/indirizzo/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.indirizzo.type,
          parentSchema: schema11.properties.indirizzo,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.cap !== undefined) {
      let data5 = data.cap;
      if (typeof data5 === 'string') {
        if (!pattern2.test(data5)) {
          const err31 = {
            instancePath: instancePath + '/cap',
            schemaPath: '#/properties/cap/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{5}$' },
            message: 'must match pattern "' + '^[0-9]{5}$' + '"',
            schema: '^[0-9]{5}$',
            parentSchema: schema11.properties.cap,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = {
          instancePath: instancePath + '/cap',
          schemaPath: '#/properties/cap/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.cap.type,
          parentSchema: schema11.properties.cap,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.provincia !== undefined) {
      let data6 = data.provincia;
      if (typeof data6 === 'string') {
        if (!pattern3.test(data6)) {
          const err33 = {
            instancePath: instancePath + '/provincia',
            schemaPath: '#/properties/provincia/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Z]{2}$' },
            message: 'must match pattern "' + '^[A-Z]{2}$' + '"',
            schema: '^[A-Z]{2}$',
            parentSchema: schema11.properties.provincia,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else {
        const err34 = {
          instancePath: instancePath + '/provincia',
          schemaPath: '#/properties/provincia/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.provincia.type,
          parentSchema: schema11.properties.provincia,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.citta !== undefined) {
      let data7 = data.citta;
      if (typeof data7 === 'string') {
        if (func3(data7) > 100) {
          const err35 = {
            instancePath: instancePath + '/citta',
            schemaPath: '#/properties/citta/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.citta,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (func3(data7) < 2) {
          const err36 = {
            instancePath: instancePath + '/citta',
            schemaPath: '#/properties/citta/minLength',
            keyword: 'minLength',
            params: { limit: 2 },
            message: 'must NOT have fewer than 2 characters',
            schema: 2,
            parentSchema: schema11.properties.citta,
            data: data7,
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      } else {
        const err37 = {
          instancePath: instancePath + '/citta',
          schemaPath: '#/properties/citta/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.citta.type,
          parentSchema: schema11.properties.citta,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.cittaLeg !== undefined) {
      let data8 = data.cittaLeg;
      if (typeof data8 === 'string') {
        if (func3(data8) > 100) {
          const err38 = {
            instancePath: instancePath + '/cittaLeg',
            schemaPath: '#/properties/cittaLeg/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.cittaLeg,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      } else {
        const err39 = {
          instancePath: instancePath + '/cittaLeg',
          schemaPath: '#/properties/cittaLeg/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.cittaLeg.type,
          parentSchema: schema11.properties.cittaLeg,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.provLeg !== undefined) {
      let data9 = data.provLeg;
      if (typeof data9 === 'string') {
        if (!pattern4.test(data9)) {
          const err40 = {
            instancePath: instancePath + '/provLeg',
            schemaPath: '#/properties/provLeg/pattern',
            keyword: 'pattern',
            params: { pattern: '^([A-Z]{2})?$' },
            message: 'must match pattern "' + '^([A-Z]{2})?$' + '"',
            schema: '^([A-Z]{2})?$',
            parentSchema: schema11.properties.provLeg,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      } else {
        const err41 = {
          instancePath: instancePath + '/provLeg',
          schemaPath: '#/properties/provLeg/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.provLeg.type,
          parentSchema: schema11.properties.provLeg,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.telefono !== undefined) {
      let data10 = data.telefono;
      if (typeof data10 === 'string') {
        if (!pattern5.test(data10)) {
          const err42 = {
            instancePath: instancePath + '/telefono',
            schemaPath: '#/properties/telefono/pattern',
            keyword: 'pattern',
            params: { pattern: '^\\+?[0-9][0-9 ./-]{5,19}$' },
            message: 'must match pattern "' + '^\\+?[0-9][0-9 ./-]{5,19}$' + '"',
            schema: '^\\+?[0-9][0-9 ./-]{5,19}$',
            parentSchema: schema11.properties.telefono,
            data: data10,
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = {
          instancePath: instancePath + '/telefono',
          schemaPath: '#/properties/telefono/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.telefono.type,
          parentSchema: schema11.properties.telefono,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.email !== undefined) {
      let data11 = data.email;
      if (typeof data11 === 'string') {
        if (func3(data11) > 320) {
          const err44 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/maxLength',
            keyword: 'maxLength',
            params: { limit: 320 },
            message: 'must NOT have more than 320 characters',
            schema: 320,
            parentSchema: schema11.properties.email,
            data: data11,
          };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (!formats0.test(data11)) {
          const err45 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
            schema: 'email',
            parentSchema: schema11.properties.email,
            data: data11,
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      } else {
        const err46 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.email.type,
          parentSchema: schema11.properties.email,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.nome !== undefined) {
      let data12 = data.nome;
      if (typeof data12 === 'string') {
        if (func3(data12) > 100) {
          const err47 = {
            instancePath: instancePath + '/nome',
            schemaPath: '#/properties/nome/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.nome,
            data: data12,
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        if (func3(data12) < 1) {
          const err48 = {
            instancePath: instancePath + '/nome',
            schemaPath: '#/properties/nome/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.nome,
            data: data12,
          };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      } else {
        const err49 = {
          instancePath: instancePath + '/nome',
          schemaPath: '#/properties/nome/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.nome.type,
          parentSchema: schema11.properties.nome,
          data: data12,
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.cognome !== undefined) {
      let data13 = data.cognome;
      if (typeof data13 === 'string') {
        if (func3(data13) > 100) {
          const err50 = {
            instancePath: instancePath + '/cognome',
            schemaPath: '#/properties/cognome/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.cognome,
            data: data13,
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        if (func3(data13) < 1) {
          const err51 = {
            instancePath: instancePath + '/cognome',
            schemaPath: '#/properties/cognome/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.cognome,
            data: data13,
          };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      } else {
        const err52 = {
          instancePath: instancePath + '/cognome',
          schemaPath: '#/properties/cognome/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.cognome.type,
          parentSchema: schema11.properties.cognome,
          data: data13,
        };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.username !== undefined) {
      let data14 = data.username;
      if (typeof data14 === 'string') {
        if (!pattern6.test(data14)) {
          const err53 = {
            instancePath: instancePath + '/username',
            schemaPath: '#/properties/username/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9._-]{3,50}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9._-]{3,50}$' + '"',
            schema: '^[A-Za-z0-9._-]{3,50}$',
            parentSchema: schema11.properties.username,
            data: data14,
          };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      } else {
        const err54 = {
          instancePath: instancePath + '/username',
          schemaPath: '#/properties/username/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.username.type,
          parentSchema: schema11.properties.username,
          data: data14,
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
    }
    if (data.visuraCameraleFile !== undefined) {
      let data15 = data.visuraCameraleFile;
      if (typeof data15 === 'string') {
        if (func3(data15) > 255) {
          const err55 = {
            instancePath: instancePath + '/visuraCameraleFile',
            schemaPath: '#/properties/visuraCameraleFile/maxLength',
            keyword: 'maxLength',
            params: { limit: 255 },
            message: 'must NOT have more than 255 characters',
            schema: 255,
            parentSchema: schema11.properties.visuraCameraleFile,
            data: data15,
          };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (func3(data15) < 1) {
          const err56 = {
            instancePath: instancePath + '/visuraCameraleFile',
            schemaPath: '#/properties/visuraCameraleFile/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.visuraCameraleFile,
            data: data15,
          };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      } else {
        const err57 = {
          instancePath: instancePath + '/visuraCameraleFile',
          schemaPath: '#/properties/visuraCameraleFile/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.visuraCameraleFile.type,
          parentSchema: schema11.properties.visuraCameraleFile,
          data: data15,
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.cartaIdentitaFile !== undefined) {
      let data16 = data.cartaIdentitaFile;
      if (typeof data16 === 'string') {
        if (func3(data16) > 255) {
          const err58 = {
            instancePath: instancePath + '/cartaIdentitaFile',
            schemaPath: '#/properties/cartaIdentitaFile/maxLength',
            keyword: 'maxLength',
            params: { limit: 255 },
            message: 'must NOT have more than 255 characters',
            schema: 255,
            parentSchema: schema11.properties.cartaIdentitaFile,
            data: data16,
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (func3(data16) < 1) {
          const err59 = {
            instancePath: instancePath + '/cartaIdentitaFile',
            schemaPath: '#/properties/cartaIdentitaFile/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.cartaIdentitaFile,
            data: data16,
          };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      } else {
        const err60 = {
          instancePath: instancePath + '/cartaIdentitaFile',
          schemaPath: '#/properties/cartaIdentitaFile/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.cartaIdentitaFile.type,
          parentSchema: schema11.properties.cartaIdentitaFile,
          data: data16,
        };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.autorizzazioneFile !== undefined) {
      let data17 = data.autorizzazioneFile;
      if (typeof data17 === 'string') {
        if (func3(data17) > 255) {
          const err61 = {
            instancePath: instancePath + '/autorizzazioneFile',
            schemaPath: '#/properties/autorizzazioneFile/maxLength',
            keyword: 'maxLength',
            params: { limit: 255 },
            message: 'must NOT have more than 255 characters',
            schema: 255,
            parentSchema: schema11.properties.autorizzazioneFile,
            data: data17,
          };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        if (func3(data17) < 1) {
          const err62 = {
            instancePath: instancePath + '/autorizzazioneFile',
            schemaPath: '#/properties/autorizzazioneFile/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.autorizzazioneFile,
            data: data17,
          };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      } else {
        const err63 = {
          instancePath: instancePath + '/autorizzazioneFile',
          schemaPath: '#/properties/autorizzazioneFile/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.autorizzazioneFile.type,
          parentSchema: schema11.properties.autorizzazioneFile,
          data: data17,
        };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
    if (data.codiceFiscaleFile !== undefined) {
      let data18 = data.codiceFiscaleFile;
      if (typeof data18 === 'string') {
        if (func3(data18) > 255) {
          const err64 = {
            instancePath: instancePath + '/codiceFiscaleFile',
            schemaPath: '#/properties/codiceFiscaleFile/maxLength',
            keyword: 'maxLength',
            params: { limit: 255 },
            message: 'must NOT have more than 255 characters',
            schema: 255,
            parentSchema: schema11.properties.codiceFiscaleFile,
            data: data18,
          };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
        if (func3(data18) < 1) {
          const err65 = {
            instancePath: instancePath + '/codiceFiscaleFile',
            schemaPath: '#/properties/codiceFiscaleFile/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.codiceFiscaleFile,
            data: data18,
          };
          if (vErrors === null) {
            vErrors = [err65];
          } else {
            vErrors.push(err65);
          }
          errors++;
        }
      } else {
        const err66 = {
          instancePath: instancePath + '/codiceFiscaleFile',
          schemaPath: '#/properties/codiceFiscaleFile/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.codiceFiscaleFile.type,
          parentSchema: schema11.properties.codiceFiscaleFile,
          data: data18,
        };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
  } else {
    const err67 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema11.type,
      parentSchema: schema11,
      data,
    };
    if (vErrors === null) {
      vErrors = [err67];
    } else {
      vErrors.push(err67);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
