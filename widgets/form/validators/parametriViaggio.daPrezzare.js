// generated — run npm run gen:form-validators
/* eslint-disable -- ajv's generated code: its style is not ours to lint */
import { fullFormats } from 'ajv-formats/dist/formats.js';
export const validate = validate11;
export default validate11;
const schema13 = {
  description:
    'What the trip form asks before a trip is searched or priced (spec 2 §5): dates, destination, age band and participants, and the trip amount for the policy types that need it (tipologiaConImporto). The API itself accepts partial parameters (then it gives no prices); the trip form checks its data against this.',
  type: 'object',
  required: ['inizioViaggio', 'fineViaggio', 'destinazioneStato', 'eta', 'numeroPartecipanti'],
  properties: {
    inizioViaggio: { type: 'string', format: 'date' },
    fineViaggio: { type: 'string', format: 'date' },
    destinazioneStato: { type: ['string', 'object'], not: { const: '' } },
    eta: { type: ['integer', 'string'], not: { const: '' } },
    numeroPartecipanti: { type: 'integer', minimum: 1 },
  },
  if: { properties: { tipologiaPolizza: { $ref: 'tipologiaConImporto#' } }, required: ['tipologiaPolizza'] },
  then: {
    required: ['importoViaggio'],
    properties: { importoViaggio: { type: 'number', exclusiveMinimum: 0 } },
  },
};
const schema14 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'tipologiaConImporto',
  title: 'TipologiaConImporto',
  description:
    'The policy types (tipologiaPolizza) whose quote needs the trip amount, importoViaggio (spec 2 §5, §9). The one list of them: the server\'s pricing checks read its enum, and a form schema refers to it (an if on tipologiaPolizza with { "$ref": "tipologiaConImporto#" }).',
  type: 'integer',
  enum: [5, 6],
};
const formats0 = fullFormats.date;
function validate11(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing0;
    if (data.tipologiaPolizza === undefined && (missing0 = 'tipologiaPolizza')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.tipologiaPolizza !== undefined) {
        let data0 = data.tipologiaPolizza;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0))) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!(data0 === 5 || data0 === 6)) {
          const err2 = {};
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.importoViaggio === undefined) {
        const err3 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'importoViaggio' },
          message: "must have required property '" + 'importoViaggio' + "'",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.importoViaggio !== undefined) {
        let data1 = data.importoViaggio;
        if (typeof data1 == 'number') {
          if (data1 <= 0 || isNaN(data1)) {
            const err4 = {
              instancePath: instancePath + '/importoViaggio',
              schemaPath: '#/then/properties/importoViaggio/exclusiveMinimum',
              keyword: 'exclusiveMinimum',
              params: { comparison: '>', limit: 0 },
              message: 'must be > 0',
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
            instancePath: instancePath + '/importoViaggio',
            schemaPath: '#/then/properties/importoViaggio/type',
            keyword: 'type',
            params: { type: 'number' },
            message: 'must be number',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs6 === errors;
    valid0 = _valid0;
  }
  if (!valid0) {
    const err6 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.inizioViaggio === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'inizioViaggio' },
        message: "must have required property '" + 'inizioViaggio' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.fineViaggio === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'fineViaggio' },
        message: "must have required property '" + 'fineViaggio' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.destinazioneStato === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'destinazioneStato' },
        message: "must have required property '" + 'destinazioneStato' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.eta === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'eta' },
        message: "must have required property '" + 'eta' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.numeroPartecipanti === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'numeroPartecipanti' },
        message: "must have required property '" + 'numeroPartecipanti' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.inizioViaggio !== undefined) {
      let data2 = data.inizioViaggio;
      if (typeof data2 === 'string') {
        if (!formats0.validate(data2)) {
          const err12 = {
            instancePath: instancePath + '/inizioViaggio',
            schemaPath: '#/properties/inizioViaggio/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/inizioViaggio',
          schemaPath: '#/properties/inizioViaggio/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.fineViaggio !== undefined) {
      let data3 = data.fineViaggio;
      if (typeof data3 === 'string') {
        if (!formats0.validate(data3)) {
          const err14 = {
            instancePath: instancePath + '/fineViaggio',
            schemaPath: '#/properties/fineViaggio/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/fineViaggio',
          schemaPath: '#/properties/fineViaggio/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.destinazioneStato !== undefined) {
      let data4 = data.destinazioneStato;
      if (typeof data4 !== 'string' && !(data4 && typeof data4 == 'object' && !Array.isArray(data4))) {
        const err16 = {
          instancePath: instancePath + '/destinazioneStato',
          schemaPath: '#/properties/destinazioneStato/type',
          keyword: 'type',
          params: { type: schema13.properties.destinazioneStato.type },
          message: 'must be string,object',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      const _errs15 = errors;
      const _errs16 = errors;
      if ('' !== data4) {
        const err17 = {};
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      var valid5 = _errs16 === errors;
      if (valid5) {
        const err18 = {
          instancePath: instancePath + '/destinazioneStato',
          schemaPath: '#/properties/destinazioneStato/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      } else {
        errors = _errs15;
        if (vErrors !== null) {
          if (_errs15) {
            vErrors.length = _errs15;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.eta !== undefined) {
      let data5 = data.eta;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5)) && typeof data5 !== 'string') {
        const err19 = {
          instancePath: instancePath + '/eta',
          schemaPath: '#/properties/eta/type',
          keyword: 'type',
          params: { type: schema13.properties.eta.type },
          message: 'must be integer,string',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      const _errs19 = errors;
      const _errs20 = errors;
      if ('' !== data5) {
        const err20 = {};
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      var valid6 = _errs20 === errors;
      if (valid6) {
        const err21 = {
          instancePath: instancePath + '/eta',
          schemaPath: '#/properties/eta/not',
          keyword: 'not',
          params: {},
          message: 'must NOT be valid',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      } else {
        errors = _errs19;
        if (vErrors !== null) {
          if (_errs19) {
            vErrors.length = _errs19;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.numeroPartecipanti !== undefined) {
      let data6 = data.numeroPartecipanti;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6))) {
        const err22 = {
          instancePath: instancePath + '/numeroPartecipanti',
          schemaPath: '#/properties/numeroPartecipanti/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data6 == 'number') {
        if (data6 < 1 || isNaN(data6)) {
          const err23 = {
            instancePath: instancePath + '/numeroPartecipanti',
            schemaPath: '#/properties/numeroPartecipanti/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
  } else {
    const err24 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
