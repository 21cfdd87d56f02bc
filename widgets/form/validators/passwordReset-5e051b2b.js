// generated — run npm run gen:form-validators
/* eslint-disable -- ajv's generated code: its style is not ours to lint */
import { ucs2length } from '../ajvRuntime';
export const passwordReset = validate10;
const schema11 = {
  $id: 'passwordReset',
  type: 'object',
  properties: {
    passwordNuova: { type: 'string', maxLength: 256 },
    passwordConferma: { type: 'string', maxLength: 256 },
    token: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['passwordNuova', 'passwordConferma', 'token'],
  additionalProperties: false,
};
const func2 = ucs2length;
function validate10(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="passwordReset" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.passwordNuova === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'passwordNuova' },
        message: "must have required property '" + 'passwordNuova' + "'",
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
    if (data.passwordConferma === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'passwordConferma' },
        message: "must have required property '" + 'passwordConferma' + "'",
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
    if (data.token === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'token' },
        message: "must have required property '" + 'token' + "'",
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
      if (!(key0 === 'passwordNuova' || key0 === 'passwordConferma' || key0 === 'token')) {
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
    if (data.passwordNuova !== undefined) {
      let data0 = data.passwordNuova;
      if (typeof data0 === 'string') {
        if (func2(data0) > 256) {
          const err4 = {
            instancePath: instancePath + '/passwordNuova',
            schemaPath: '#/properties/passwordNuova/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
            schema: 256,
            parentSchema: schema11.properties.passwordNuova,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/passwordNuova',
          schemaPath: '#/properties/passwordNuova/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.passwordNuova.type,
          parentSchema: schema11.properties.passwordNuova,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.passwordConferma !== undefined) {
      let data1 = data.passwordConferma;
      if (typeof data1 === 'string') {
        if (func2(data1) > 256) {
          const err6 = {
            instancePath: instancePath + '/passwordConferma',
            schemaPath: '#/properties/passwordConferma/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
            schema: 256,
            parentSchema: schema11.properties.passwordConferma,
            data: data1,
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
          instancePath: instancePath + '/passwordConferma',
          schemaPath: '#/properties/passwordConferma/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.passwordConferma.type,
          parentSchema: schema11.properties.passwordConferma,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.token !== undefined) {
      let data2 = data.token;
      if (typeof data2 === 'string') {
        if (func2(data2) > 200) {
          const err8 = {
            instancePath: instancePath + '/token',
            schemaPath: '#/properties/token/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
            schema: 200,
            parentSchema: schema11.properties.token,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err9 = {
            instancePath: instancePath + '/token',
            schemaPath: '#/properties/token/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema11.properties.token,
            data: data2,
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
          instancePath: instancePath + '/token',
          schemaPath: '#/properties/token/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.token.type,
          parentSchema: schema11.properties.token,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
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
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
