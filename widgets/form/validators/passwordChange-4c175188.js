// generated — run npm run gen:form-validators
/* eslint-disable -- ajv's generated code: its style is not ours to lint */
import { ucs2length } from '../ajvRuntime';
export const passwordChange = validate10;
const schema11 = {
  $id: 'passwordChange',
  type: 'object',
  properties: {
    passwordVecchia: { type: 'string', maxLength: 256 },
    passwordNuova: { type: 'string', maxLength: 256 },
    passwordConferma: { type: 'string', maxLength: 256 },
  },
  required: ['passwordVecchia', 'passwordNuova', 'passwordConferma'],
  additionalProperties: false,
};
const func2 = ucs2length;
function validate10(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="passwordChange" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.passwordVecchia === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'passwordVecchia' },
        message: "must have required property '" + 'passwordVecchia' + "'",
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
    if (data.passwordNuova === undefined) {
      const err1 = {
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
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.passwordConferma === undefined) {
      const err2 = {
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
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'passwordVecchia' || key0 === 'passwordNuova' || key0 === 'passwordConferma')) {
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
    if (data.passwordVecchia !== undefined) {
      let data0 = data.passwordVecchia;
      if (typeof data0 === 'string') {
        if (func2(data0) > 256) {
          const err4 = {
            instancePath: instancePath + '/passwordVecchia',
            schemaPath: '#/properties/passwordVecchia/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
            schema: 256,
            parentSchema: schema11.properties.passwordVecchia,
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
          instancePath: instancePath + '/passwordVecchia',
          schemaPath: '#/properties/passwordVecchia/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.passwordVecchia.type,
          parentSchema: schema11.properties.passwordVecchia,
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
    if (data.passwordNuova !== undefined) {
      let data1 = data.passwordNuova;
      if (typeof data1 === 'string') {
        if (func2(data1) > 256) {
          const err6 = {
            instancePath: instancePath + '/passwordNuova',
            schemaPath: '#/properties/passwordNuova/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
            schema: 256,
            parentSchema: schema11.properties.passwordNuova,
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
          instancePath: instancePath + '/passwordNuova',
          schemaPath: '#/properties/passwordNuova/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.passwordNuova.type,
          parentSchema: schema11.properties.passwordNuova,
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
    if (data.passwordConferma !== undefined) {
      let data2 = data.passwordConferma;
      if (typeof data2 === 'string') {
        if (func2(data2) > 256) {
          const err8 = {
            instancePath: instancePath + '/passwordConferma',
            schemaPath: '#/properties/passwordConferma/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
            schema: 256,
            parentSchema: schema11.properties.passwordConferma,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/passwordConferma',
          schemaPath: '#/properties/passwordConferma/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.passwordConferma.type,
          parentSchema: schema11.properties.passwordConferma,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
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
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
