// generated — run npm run gen:form-validators
/* eslint-disable -- ajv's generated code: its style is not ours to lint */
import { ucs2length } from '../ajvRuntime';
export const utenteAgenziaNuovo = validate10;
const schema11 = {
  $id: 'utenteAgenziaNuovo',
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 3, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9._@-]*$' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    nome: { type: 'string', maxLength: 100 },
    cognome: { type: 'string', maxLength: 100 },
    ruoloID: { type: 'integer', minimum: 1, maximum: 2147483647 },
    passwordNuova: { type: 'string', maxLength: 256 },
    passwordConferma: { type: 'string', maxLength: 256 },
    inviaEmail: { type: 'boolean' },
  },
  required: ['username', 'email', 'ruoloID'],
  additionalProperties: false,
};
const func2 = ucs2length;
const pattern0 = new RegExp('^[A-Za-z0-9][A-Za-z0-9._@-]*$', 'u');
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
function validate10(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="utenteAgenziaNuovo" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.username === undefined) {
      const err0 = {
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
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err1 = {
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
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.ruoloID === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'ruoloID' },
        message: "must have required property '" + 'ruoloID' + "'",
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
    for (const key0 in data) {
      if (!(
        key0 === 'username' ||
        key0 === 'email' ||
        key0 === 'nome' ||
        key0 === 'cognome' ||
        key0 === 'ruoloID' ||
        key0 === 'passwordNuova' ||
        key0 === 'passwordConferma' ||
        key0 === 'inviaEmail'
      )) {
        const err3 = {
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
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.username !== undefined) {
      let data0 = data.username;
      if (typeof data0 === 'string') {
        if (func2(data0) > 100) {
          const err4 = {
            instancePath: instancePath + '/username',
            schemaPath: '#/properties/username/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.username,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func2(data0) < 3) {
          const err5 = {
            instancePath: instancePath + '/username',
            schemaPath: '#/properties/username/minLength',
            keyword: 'minLength',
            params: { limit: 3 },
            message: 'must NOT have fewer than 3 characters',
            schema: 3,
            parentSchema: schema11.properties.username,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (!pattern0.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/username',
            schemaPath: '#/properties/username/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._@-]*$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._@-]*$' + '"',
            schema: '^[A-Za-z0-9][A-Za-z0-9._@-]*$',
            parentSchema: schema11.properties.username,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/username',
          schemaPath: '#/properties/username/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.username.type,
          parentSchema: schema11.properties.username,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.email !== undefined) {
      let data1 = data.email;
      if (typeof data1 === 'string') {
        if (func2(data1) > 254) {
          const err8 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
            schema: 254,
            parentSchema: schema11.properties.email,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!formats0.test(data1)) {
          const err9 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
            schema: 'email',
            parentSchema: schema11.properties.email,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.email.type,
          parentSchema: schema11.properties.email,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.nome !== undefined) {
      let data2 = data.nome;
      if (typeof data2 === 'string') {
        if (func2(data2) > 100) {
          const err11 = {
            instancePath: instancePath + '/nome',
            schemaPath: '#/properties/nome/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.nome,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/nome',
          schemaPath: '#/properties/nome/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.nome.type,
          parentSchema: schema11.properties.nome,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.cognome !== undefined) {
      let data3 = data.cognome;
      if (typeof data3 === 'string') {
        if (func2(data3) > 100) {
          const err13 = {
            instancePath: instancePath + '/cognome',
            schemaPath: '#/properties/cognome/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            schema: 100,
            parentSchema: schema11.properties.cognome,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/cognome',
          schemaPath: '#/properties/cognome/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.cognome.type,
          parentSchema: schema11.properties.cognome,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.ruoloID !== undefined) {
      let data4 = data.ruoloID;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4))) {
        const err15 = {
          instancePath: instancePath + '/ruoloID',
          schemaPath: '#/properties/ruoloID/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
          schema: schema11.properties.ruoloID.type,
          parentSchema: schema11.properties.ruoloID,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data4 == 'number') {
        if (data4 > 2147483647 || isNaN(data4)) {
          const err16 = {
            instancePath: instancePath + '/ruoloID',
            schemaPath: '#/properties/ruoloID/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
            schema: 2147483647,
            parentSchema: schema11.properties.ruoloID,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err17 = {
            instancePath: instancePath + '/ruoloID',
            schemaPath: '#/properties/ruoloID/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
            schema: 1,
            parentSchema: schema11.properties.ruoloID,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.passwordNuova !== undefined) {
      let data5 = data.passwordNuova;
      if (typeof data5 === 'string') {
        if (func2(data5) > 256) {
          const err18 = {
            instancePath: instancePath + '/passwordNuova',
            schemaPath: '#/properties/passwordNuova/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
            schema: 256,
            parentSchema: schema11.properties.passwordNuova,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/passwordNuova',
          schemaPath: '#/properties/passwordNuova/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.passwordNuova.type,
          parentSchema: schema11.properties.passwordNuova,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.passwordConferma !== undefined) {
      let data6 = data.passwordConferma;
      if (typeof data6 === 'string') {
        if (func2(data6) > 256) {
          const err20 = {
            instancePath: instancePath + '/passwordConferma',
            schemaPath: '#/properties/passwordConferma/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
            schema: 256,
            parentSchema: schema11.properties.passwordConferma,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/passwordConferma',
          schemaPath: '#/properties/passwordConferma/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.passwordConferma.type,
          parentSchema: schema11.properties.passwordConferma,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.inviaEmail !== undefined) {
      let data7 = data.inviaEmail;
      if (typeof data7 !== 'boolean') {
        const err22 = {
          instancePath: instancePath + '/inviaEmail',
          schemaPath: '#/properties/inviaEmail/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
          schema: schema11.properties.inviaEmail.type,
          parentSchema: schema11.properties.inviaEmail,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
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
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
