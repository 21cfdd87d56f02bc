// generated from schemas/meta/list.schema.json — run npm run gen:list-validator
/* eslint-disable -- ajv's generated code: its style is not ours to lint */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export const validate = validate10;
export default validate10;
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'list.schema.json',
  title: 'ServerList',
  description:
    "One server list (spec 1 §7): the API fields over a named, reviewed source, how it sorts and searches, the routes that serve it (path, access, scope) and, optionally, the row edit route. No SQL: sources, scope rules and edit checks are names of the server's catalogue (server/lists/catalogue), columns are checked against the database schema at start-up.",
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    name: {
      type: 'string',
      description: 'For messages and logs; unique among lists.',
      pattern: '^[a-z][A-Za-z0-9]*$',
    },
    description: { type: 'string' },
    source: {
      type: 'string',
      description:
        'A named source of server/lists/catalogue/sources.ts, or a table of the database schema by its SQL name (its alias is then the table name).',
      pattern: '^[a-z_][A-Za-z0-9_]*$',
    },
    fields: {
      type: 'object',
      description: 'The whitelist of API fields: name as the API gives it → its column.',
      propertyNames: { pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        properties: {
          column: {
            type: 'string',
            description:
              "`alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.",
            pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
          },
          type: { enum: ['string', 'number', 'boolean', 'date'] },
          sortable: { type: 'boolean', default: true },
          filterable: { type: 'boolean', default: true },
          withTimezone: {
            type: 'boolean',
            description: 'A date column holding a timestamptz; found out by itself for table columns.',
          },
        },
        required: ['column', 'type'],
        additionalProperties: false,
      },
    },
    fullText: {
      type: 'object',
      description:
        'The list answers fullTextSearch over every string field it declares (what its grids show), except those in exclude. Text of a big source is matched through the indexed searches its catalogue entry declares; every other string field row by row.',
      properties: {
        exclude: {
          type: 'array',
          description: 'String fields never searched: identifiers no user reads (GUIDs).',
          items: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
          uniqueItems: true,
        },
        substring: {
          type: 'boolean',
          description: 'Also match the text as a substring of the fields searched row by row. Default true.',
        },
      },
      additionalProperties: false,
    },
    defaultSort: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, direction: { enum: ['asc', 'desc'] } },
        required: ['field', 'direction'],
        additionalProperties: false,
      },
    },
    tiebreaker: {
      type: 'string',
      description:
        "`alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.",
      pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
    },
    timeZone: { type: 'string' },
    routes: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          path: {
            type: 'string',
            description: 'API path under /api, without leading slash; {product} is the brand slug.',
            pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$',
          },
          summary: { type: 'string', minLength: 1, description: 'OpenAPI summary, in Italian.' },
          tags: { type: 'array', items: { type: 'string' } },
          access: {
            type: 'object',
            description:
              'Who may call the route: permissions (`{product}` is the upper-case brand slug) and user-type attributes, as guards (schemas/meta/guard.schema.json).',
            properties: {
              permissions: {
                type: 'array',
                items: { type: 'string', pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' },
                uniqueItems: true,
              },
              mode: { enum: ['any', 'all'] },
              attributes: {
                type: 'array',
                items: {
                  enum: [
                    'ALL',
                    'fornitore',
                    'distributore',
                    'commerciale',
                    'distributore_network',
                    'distributore_agenziadettagliante',
                    'distributore_touroperator',
                  ],
                },
                uniqueItems: true,
              },
            },
            additionalProperties: false,
          },
          scope: {
            type: 'object',
            description:
              'Whose rows the caller sees: a rule of the scope catalogue by name, over the named columns (a distributor id column; `fornitore` and `polizza` a supplier id column too). `tutti` is for lists with no tenant (reference data).',
            properties: {
              rule: {
                enum: ['distributore', 'network', 'commerciale', 'auto', 'fornitore', 'polizza', 'tutti'],
              },
              column: {
                type: 'string',
                description:
                  "`alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.",
                pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
              },
              supplierColumn: {
                type: 'string',
                description:
                  "`alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.",
                pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
              },
              excludeSelf: {
                type: 'string',
                description: "A user id column: the caller's own row is out of scope (e.g. no self-delete).",
              },
              backOffice: {
                type: 'boolean',
                description:
                  "true: a back-office caller sees every tenant's rows (the My area's purchases for the back office); everyone else stays in the rule's scope.",
              },
            },
            required: ['rule'],
            additionalProperties: false,
          },
          item: { type: 'string', description: 'An entity schema ($id) for one row, when the list has one.' },
        },
        required: ['path', 'summary', 'access', 'scope'],
        additionalProperties: false,
      },
    },
    edit: {
      type: 'object',
      description:
        "The row edit route `PUT {path}/{id}`: which fields of a row may change, each with its JSON Schema and its table column; the row must be in the caller's scope (else 404); every change is audited.",
      properties: {
        path: {
          type: 'string',
          description: 'API path under /api, without leading slash; {product} is the brand slug.',
          pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$',
        },
        summary: { type: 'string', minLength: 1 },
        tags: { type: 'array', items: { type: 'string' } },
        table: { type: 'string', pattern: '^[a-z_][a-z0-9_]*$', description: 'Table by SQL name.' },
        key: { type: 'string', description: 'The integer key column of the table.' },
        access: {
          type: 'object',
          description:
            'Who may call the route: permissions (`{product}` is the upper-case brand slug) and user-type attributes, as guards (schemas/meta/guard.schema.json).',
          properties: {
            permissions: {
              type: 'array',
              items: { type: 'string', pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' },
              uniqueItems: true,
            },
            mode: { enum: ['any', 'all'] },
            attributes: {
              type: 'array',
              items: {
                enum: [
                  'ALL',
                  'fornitore',
                  'distributore',
                  'commerciale',
                  'distributore_network',
                  'distributore_agenziadettagliante',
                  'distributore_touroperator',
                ],
              },
              uniqueItems: true,
            },
          },
          additionalProperties: false,
        },
        scope: {
          type: 'object',
          description:
            'Whose rows the caller sees: a rule of the scope catalogue by name, over the named columns (a distributor id column; `fornitore` and `polizza` a supplier id column too). `tutti` is for lists with no tenant (reference data).',
          properties: {
            rule: {
              enum: ['distributore', 'network', 'commerciale', 'auto', 'fornitore', 'polizza', 'tutti'],
            },
            column: {
              type: 'string',
              description:
                "`alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.",
              pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
            },
            supplierColumn: {
              type: 'string',
              description:
                "`alias.column` of the source (alias of a table or derived table of the source, column as in the database), or the name of one of the source's expressions.",
              pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
            },
            excludeSelf: {
              type: 'string',
              description: "A user id column: the caller's own row is out of scope (e.g. no self-delete).",
            },
          },
          required: ['rule'],
          additionalProperties: false,
        },
        audit: { type: 'string', pattern: '^[a-zA-Z]+\\.[a-zA-Z]+$', description: 'Audit action.' },
        fields: {
          type: 'object',
          minProperties: 1,
          description: "API field (one of the list's fields) → table column and JSON Schema of its value.",
          additionalProperties: {
            type: 'object',
            properties: {
              column: { type: 'string', pattern: '^[a-z_][a-z0-9_]*$' },
              schema: { type: 'object' },
              check: {
                type: 'string',
                description:
                  'A check of server/lists/catalogue/editChecks.ts the value must pass (e.g. a role the caller may give).',
              },
            },
            required: ['column', 'schema'],
            additionalProperties: false,
          },
        },
      },
      required: ['path', 'summary', 'table', 'key', 'access', 'scope', 'audit', 'fields'],
      additionalProperties: false,
    },
  },
  required: ['name', 'source', 'fields', 'defaultSort', 'tiebreaker', 'routes'],
  additionalProperties: false,
};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require('ajv/dist/runtime/ucs2length').default;
const func0 = require('ajv/dist/runtime/equal').default;
const pattern0 = new RegExp('^[a-z][A-Za-z0-9]*$', 'u');
const pattern1 = new RegExp('^[a-z_][A-Za-z0-9_]*$', 'u');
const pattern2 = new RegExp('^[A-Za-z_$][A-Za-z0-9_$]*$', 'u');
const pattern3 = new RegExp('^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$', 'u');
const pattern4 = new RegExp('^[A-Za-z_][A-Za-z0-9_]*$', 'u');
const pattern6 = new RegExp('^[a-z0-9{}]+(/[a-z0-9{}]+)*$', 'u');
const pattern7 = new RegExp('^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$', 'u');
const pattern11 = new RegExp('^[a-z_][a-z0-9_]*$', 'u');
const pattern15 = new RegExp('^[a-zA-Z]+\\.[a-zA-Z]+$', 'u');
function validate10(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="list.schema.json" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.source === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'source' },
        message: "must have required property '" + 'source' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.fields === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'fields' },
        message: "must have required property '" + 'fields' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.defaultSort === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'defaultSort' },
        message: "must have required property '" + 'defaultSort' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.tiebreaker === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'tiebreaker' },
        message: "must have required property '" + 'tiebreaker' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.routes === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'routes' },
        message: "must have required property '" + 'routes' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.$schema !== undefined) {
      if (typeof data.$schema !== 'string') {
        const err7 = {
          instancePath: instancePath + '/$schema',
          schemaPath: '#/properties/%24schema/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data1 = data.name;
      if (typeof data1 === 'string') {
        if (!pattern0.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][A-Za-z0-9]*$' },
            message: 'must match pattern "' + '^[a-z][A-Za-z0-9]*$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== 'string') {
        const err10 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.source !== undefined) {
      let data3 = data.source;
      if (typeof data3 === 'string') {
        if (!pattern1.test(data3)) {
          const err11 = {
            instancePath: instancePath + '/source',
            schemaPath: '#/properties/source/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z_][A-Za-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z_][A-Za-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/source',
          schemaPath: '#/properties/source/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.fields !== undefined) {
      let data4 = data.fields;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (Object.keys(data4).length < 1) {
          const err13 = {
            instancePath: instancePath + '/fields',
            schemaPath: '#/properties/fields/minProperties',
            keyword: 'minProperties',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 properties',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key1 in data4) {
          const _errs12 = errors;
          if (typeof key1 === 'string') {
            if (!pattern2.test(key1)) {
              const err14 = {
                instancePath: instancePath + '/fields',
                schemaPath: '#/properties/fields/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
                message: 'must match pattern "' + '^[A-Za-z_$][A-Za-z0-9_$]*$' + '"',
                propertyName: key1,
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
          var valid1 = _errs12 === errors;
          if (!valid1) {
            const err15 = {
              instancePath: instancePath + '/fields',
              schemaPath: '#/properties/fields/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key1 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        for (const key2 in data4) {
          let data5 = data4[key2];
          if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
            if (data5.column === undefined) {
              const err16 = {
                instancePath: instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/fields/additionalProperties/required',
                keyword: 'required',
                params: { missingProperty: 'column' },
                message: "must have required property '" + 'column' + "'",
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data5.type === undefined) {
              const err17 = {
                instancePath: instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/fields/additionalProperties/required',
                keyword: 'required',
                params: { missingProperty: 'type' },
                message: "must have required property '" + 'type' + "'",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            for (const key3 in data5) {
              if (!(
                key3 === 'column' ||
                key3 === 'type' ||
                key3 === 'sortable' ||
                key3 === 'filterable' ||
                key3 === 'withTimezone'
              )) {
                const err18 = {
                  instancePath: instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/fields/additionalProperties/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data5.column !== undefined) {
              let data6 = data5.column;
              if (typeof data6 === 'string') {
                if (!pattern3.test(data6)) {
                  const err19 = {
                    instancePath:
                      instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/column',
                    schemaPath: '#/properties/fields/additionalProperties/properties/column/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' },
                    message:
                      'must match pattern "' +
                      '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' +
                      '"',
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
                  instancePath:
                    instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/column',
                  schemaPath: '#/properties/fields/additionalProperties/properties/column/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data5.type !== undefined) {
              let data7 = data5.type;
              if (!(data7 === 'string' || data7 === 'number' || data7 === 'boolean' || data7 === 'date')) {
                const err21 = {
                  instancePath:
                    instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                  schemaPath: '#/properties/fields/additionalProperties/properties/type/enum',
                  keyword: 'enum',
                  params: {
                    allowedValues: schema11.properties.fields.additionalProperties.properties.type.enum,
                  },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data5.sortable !== undefined) {
              if (typeof data5.sortable !== 'boolean') {
                const err22 = {
                  instancePath:
                    instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/sortable',
                  schemaPath: '#/properties/fields/additionalProperties/properties/sortable/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data5.filterable !== undefined) {
              if (typeof data5.filterable !== 'boolean') {
                const err23 = {
                  instancePath:
                    instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/filterable',
                  schemaPath: '#/properties/fields/additionalProperties/properties/filterable/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data5.withTimezone !== undefined) {
              if (typeof data5.withTimezone !== 'boolean') {
                const err24 = {
                  instancePath:
                    instancePath +
                    '/fields/' +
                    key2.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/withTimezone',
                  schemaPath: '#/properties/fields/additionalProperties/properties/withTimezone/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
          } else {
            const err25 = {
              instancePath: instancePath + '/fields/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/fields/additionalProperties/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = {
          instancePath: instancePath + '/fields',
          schemaPath: '#/properties/fields/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.fullText !== undefined) {
      let data11 = data.fullText;
      if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
        for (const key4 in data11) {
          if (!(key4 === 'exclude' || key4 === 'substring')) {
            const err27 = {
              instancePath: instancePath + '/fullText',
              schemaPath: '#/properties/fullText/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key4 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data11.exclude !== undefined) {
          let data12 = data11.exclude;
          if (Array.isArray(data12)) {
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data13 = data12[i0];
              if (typeof data13 === 'string') {
                if (!pattern4.test(data13)) {
                  const err28 = {
                    instancePath: instancePath + '/fullText/exclude/' + i0,
                    schemaPath: '#/properties/fullText/properties/exclude/items/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
                    message: 'must match pattern "' + '^[A-Za-z_][A-Za-z0-9_]*$' + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              } else {
                const err29 = {
                  instancePath: instancePath + '/fullText/exclude/' + i0,
                  schemaPath: '#/properties/fullText/properties/exclude/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            let i1 = data12.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--;) {
                let item0 = data12[i1];
                if (typeof item0 !== 'string') {
                  continue;
                }
                if (typeof indices0[item0] == 'number') {
                  j0 = indices0[item0];
                  const err30 = {
                    instancePath: instancePath + '/fullText/exclude',
                    schemaPath: '#/properties/fullText/properties/exclude/uniqueItems',
                    keyword: 'uniqueItems',
                    params: { i: i1, j: j0 },
                    message:
                      'must NOT have duplicate items (items ## ' + j0 + ' and ' + i1 + ' are identical)',
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err31 = {
              instancePath: instancePath + '/fullText/exclude',
              schemaPath: '#/properties/fullText/properties/exclude/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data11.substring !== undefined) {
          if (typeof data11.substring !== 'boolean') {
            const err32 = {
              instancePath: instancePath + '/fullText/substring',
              schemaPath: '#/properties/fullText/properties/substring/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = {
          instancePath: instancePath + '/fullText',
          schemaPath: '#/properties/fullText/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.defaultSort !== undefined) {
      let data15 = data.defaultSort;
      if (Array.isArray(data15)) {
        if (data15.length < 1) {
          const err34 = {
            instancePath: instancePath + '/defaultSort',
            schemaPath: '#/properties/defaultSort/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        const len1 = data15.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data16 = data15[i2];
          if (data16 && typeof data16 == 'object' && !Array.isArray(data16)) {
            if (data16.field === undefined) {
              const err35 = {
                instancePath: instancePath + '/defaultSort/' + i2,
                schemaPath: '#/properties/defaultSort/items/required',
                keyword: 'required',
                params: { missingProperty: 'field' },
                message: "must have required property '" + 'field' + "'",
              };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (data16.direction === undefined) {
              const err36 = {
                instancePath: instancePath + '/defaultSort/' + i2,
                schemaPath: '#/properties/defaultSort/items/required',
                keyword: 'required',
                params: { missingProperty: 'direction' },
                message: "must have required property '" + 'direction' + "'",
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            for (const key5 in data16) {
              if (!(key5 === 'field' || key5 === 'direction')) {
                const err37 = {
                  instancePath: instancePath + '/defaultSort/' + i2,
                  schemaPath: '#/properties/defaultSort/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key5 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data16.field !== undefined) {
              if (typeof data16.field !== 'string') {
                const err38 = {
                  instancePath: instancePath + '/defaultSort/' + i2 + '/field',
                  schemaPath: '#/properties/defaultSort/items/properties/field/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data16.direction !== undefined) {
              let data18 = data16.direction;
              if (!(data18 === 'asc' || data18 === 'desc')) {
                const err39 = {
                  instancePath: instancePath + '/defaultSort/' + i2 + '/direction',
                  schemaPath: '#/properties/defaultSort/items/properties/direction/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema11.properties.defaultSort.items.properties.direction.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
          } else {
            const err40 = {
              instancePath: instancePath + '/defaultSort/' + i2,
              schemaPath: '#/properties/defaultSort/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      } else {
        const err41 = {
          instancePath: instancePath + '/defaultSort',
          schemaPath: '#/properties/defaultSort/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.tiebreaker !== undefined) {
      let data19 = data.tiebreaker;
      if (typeof data19 === 'string') {
        if (!pattern3.test(data19)) {
          const err42 = {
            instancePath: instancePath + '/tiebreaker',
            schemaPath: '#/properties/tiebreaker/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' },
            message:
              'must match pattern "' +
              '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' +
              '"',
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
          instancePath: instancePath + '/tiebreaker',
          schemaPath: '#/properties/tiebreaker/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.timeZone !== undefined) {
      if (typeof data.timeZone !== 'string') {
        const err44 = {
          instancePath: instancePath + '/timeZone',
          schemaPath: '#/properties/timeZone/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.routes !== undefined) {
      let data21 = data.routes;
      if (Array.isArray(data21)) {
        if (data21.length < 1) {
          const err45 = {
            instancePath: instancePath + '/routes',
            schemaPath: '#/properties/routes/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        const len2 = data21.length;
        for (let i3 = 0; i3 < len2; i3++) {
          let data22 = data21[i3];
          if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
            if (data22.path === undefined) {
              const err46 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'path' },
                message: "must have required property '" + 'path' + "'",
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            if (data22.summary === undefined) {
              const err47 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'summary' },
                message: "must have required property '" + 'summary' + "'",
              };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            if (data22.access === undefined) {
              const err48 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'access' },
                message: "must have required property '" + 'access' + "'",
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
            if (data22.scope === undefined) {
              const err49 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'scope' },
                message: "must have required property '" + 'scope' + "'",
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            for (const key6 in data22) {
              if (!(
                key6 === 'path' ||
                key6 === 'summary' ||
                key6 === 'tags' ||
                key6 === 'access' ||
                key6 === 'scope' ||
                key6 === 'item'
              )) {
                const err50 = {
                  instancePath: instancePath + '/routes/' + i3,
                  schemaPath: '#/properties/routes/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key6 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data22.path !== undefined) {
              let data23 = data22.path;
              if (typeof data23 === 'string') {
                if (!pattern6.test(data23)) {
                  const err51 = {
                    instancePath: instancePath + '/routes/' + i3 + '/path',
                    schemaPath: '#/properties/routes/items/properties/path/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' },
                    message: 'must match pattern "' + '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' + '"',
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
                  instancePath: instancePath + '/routes/' + i3 + '/path',
                  schemaPath: '#/properties/routes/items/properties/path/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data22.summary !== undefined) {
              let data24 = data22.summary;
              if (typeof data24 === 'string') {
                if (func3(data24) < 1) {
                  const err53 = {
                    instancePath: instancePath + '/routes/' + i3 + '/summary',
                    schemaPath: '#/properties/routes/items/properties/summary/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
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
                  instancePath: instancePath + '/routes/' + i3 + '/summary',
                  schemaPath: '#/properties/routes/items/properties/summary/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
            if (data22.tags !== undefined) {
              let data25 = data22.tags;
              if (Array.isArray(data25)) {
                const len3 = data25.length;
                for (let i4 = 0; i4 < len3; i4++) {
                  if (typeof data25[i4] !== 'string') {
                    const err55 = {
                      instancePath: instancePath + '/routes/' + i3 + '/tags/' + i4,
                      schemaPath: '#/properties/routes/items/properties/tags/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                }
              } else {
                const err56 = {
                  instancePath: instancePath + '/routes/' + i3 + '/tags',
                  schemaPath: '#/properties/routes/items/properties/tags/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data22.access !== undefined) {
              let data27 = data22.access;
              if (data27 && typeof data27 == 'object' && !Array.isArray(data27)) {
                for (const key7 in data27) {
                  if (!(key7 === 'permissions' || key7 === 'mode' || key7 === 'attributes')) {
                    const err57 = {
                      instancePath: instancePath + '/routes/' + i3 + '/access',
                      schemaPath: '#/properties/routes/items/properties/access/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key7 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
                if (data27.permissions !== undefined) {
                  let data28 = data27.permissions;
                  if (Array.isArray(data28)) {
                    const len4 = data28.length;
                    for (let i5 = 0; i5 < len4; i5++) {
                      let data29 = data28[i5];
                      if (typeof data29 === 'string') {
                        if (!pattern7.test(data29)) {
                          const err58 = {
                            instancePath: instancePath + '/routes/' + i3 + '/access/permissions/' + i5,
                            schemaPath:
                              '#/properties/routes/items/properties/access/properties/permissions/items/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' },
                            message: 'must match pattern "' + '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err58];
                          } else {
                            vErrors.push(err58);
                          }
                          errors++;
                        }
                      } else {
                        const err59 = {
                          instancePath: instancePath + '/routes/' + i3 + '/access/permissions/' + i5,
                          schemaPath:
                            '#/properties/routes/items/properties/access/properties/permissions/items/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err59];
                        } else {
                          vErrors.push(err59);
                        }
                        errors++;
                      }
                    }
                    let i6 = data28.length;
                    let j1;
                    if (i6 > 1) {
                      const indices1 = {};
                      for (; i6--;) {
                        let item1 = data28[i6];
                        if (typeof item1 !== 'string') {
                          continue;
                        }
                        if (typeof indices1[item1] == 'number') {
                          j1 = indices1[item1];
                          const err60 = {
                            instancePath: instancePath + '/routes/' + i3 + '/access/permissions',
                            schemaPath:
                              '#/properties/routes/items/properties/access/properties/permissions/uniqueItems',
                            keyword: 'uniqueItems',
                            params: { i: i6, j: j1 },
                            message:
                              'must NOT have duplicate items (items ## ' +
                              j1 +
                              ' and ' +
                              i6 +
                              ' are identical)',
                          };
                          if (vErrors === null) {
                            vErrors = [err60];
                          } else {
                            vErrors.push(err60);
                          }
                          errors++;
                          break;
                        }
                        indices1[item1] = i6;
                      }
                    }
                  } else {
                    const err61 = {
                      instancePath: instancePath + '/routes/' + i3 + '/access/permissions',
                      schemaPath: '#/properties/routes/items/properties/access/properties/permissions/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data27.mode !== undefined) {
                  let data30 = data27.mode;
                  if (!(data30 === 'any' || data30 === 'all')) {
                    const err62 = {
                      instancePath: instancePath + '/routes/' + i3 + '/access/mode',
                      schemaPath: '#/properties/routes/items/properties/access/properties/mode/enum',
                      keyword: 'enum',
                      params: {
                        allowedValues:
                          schema11.properties.routes.items.properties.access.properties.mode.enum,
                      },
                      message: 'must be equal to one of the allowed values',
                    };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                if (data27.attributes !== undefined) {
                  let data31 = data27.attributes;
                  if (Array.isArray(data31)) {
                    const len5 = data31.length;
                    for (let i7 = 0; i7 < len5; i7++) {
                      let data32 = data31[i7];
                      if (!(
                        data32 === 'ALL' ||
                        data32 === 'fornitore' ||
                        data32 === 'distributore' ||
                        data32 === 'commerciale' ||
                        data32 === 'distributore_network' ||
                        data32 === 'distributore_agenziadettagliante' ||
                        data32 === 'distributore_touroperator'
                      )) {
                        const err63 = {
                          instancePath: instancePath + '/routes/' + i3 + '/access/attributes/' + i7,
                          schemaPath:
                            '#/properties/routes/items/properties/access/properties/attributes/items/enum',
                          keyword: 'enum',
                          params: {
                            allowedValues:
                              schema11.properties.routes.items.properties.access.properties.attributes.items
                                .enum,
                          },
                          message: 'must be equal to one of the allowed values',
                        };
                        if (vErrors === null) {
                          vErrors = [err63];
                        } else {
                          vErrors.push(err63);
                        }
                        errors++;
                      }
                    }
                    let i8 = data31.length;
                    let j2;
                    if (i8 > 1) {
                      outer0: for (; i8--;) {
                        for (j2 = i8; j2--;) {
                          if (func0(data31[i8], data31[j2])) {
                            const err64 = {
                              instancePath: instancePath + '/routes/' + i3 + '/access/attributes',
                              schemaPath:
                                '#/properties/routes/items/properties/access/properties/attributes/uniqueItems',
                              keyword: 'uniqueItems',
                              params: { i: i8, j: j2 },
                              message:
                                'must NOT have duplicate items (items ## ' +
                                j2 +
                                ' and ' +
                                i8 +
                                ' are identical)',
                            };
                            if (vErrors === null) {
                              vErrors = [err64];
                            } else {
                              vErrors.push(err64);
                            }
                            errors++;
                            break outer0;
                          }
                        }
                      }
                    }
                  } else {
                    const err65 = {
                      instancePath: instancePath + '/routes/' + i3 + '/access/attributes',
                      schemaPath: '#/properties/routes/items/properties/access/properties/attributes/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                }
              } else {
                const err66 = {
                  instancePath: instancePath + '/routes/' + i3 + '/access',
                  schemaPath: '#/properties/routes/items/properties/access/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            }
            if (data22.scope !== undefined) {
              let data33 = data22.scope;
              if (data33 && typeof data33 == 'object' && !Array.isArray(data33)) {
                if (data33.rule === undefined) {
                  const err67 = {
                    instancePath: instancePath + '/routes/' + i3 + '/scope',
                    schemaPath: '#/properties/routes/items/properties/scope/required',
                    keyword: 'required',
                    params: { missingProperty: 'rule' },
                    message: "must have required property '" + 'rule' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
                for (const key8 in data33) {
                  if (!(
                    key8 === 'rule' ||
                    key8 === 'column' ||
                    key8 === 'supplierColumn' ||
                    key8 === 'excludeSelf' ||
                    key8 === 'backOffice'
                  )) {
                    const err68 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope',
                      schemaPath: '#/properties/routes/items/properties/scope/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key8 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err68];
                    } else {
                      vErrors.push(err68);
                    }
                    errors++;
                  }
                }
                if (data33.rule !== undefined) {
                  let data34 = data33.rule;
                  if (!(
                    data34 === 'distributore' ||
                    data34 === 'network' ||
                    data34 === 'commerciale' ||
                    data34 === 'auto' ||
                    data34 === 'fornitore' ||
                    data34 === 'polizza' ||
                    data34 === 'tutti'
                  )) {
                    const err69 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/rule',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/rule/enum',
                      keyword: 'enum',
                      params: {
                        allowedValues: schema11.properties.routes.items.properties.scope.properties.rule.enum,
                      },
                      message: 'must be equal to one of the allowed values',
                    };
                    if (vErrors === null) {
                      vErrors = [err69];
                    } else {
                      vErrors.push(err69);
                    }
                    errors++;
                  }
                }
                if (data33.column !== undefined) {
                  let data35 = data33.column;
                  if (typeof data35 === 'string') {
                    if (!pattern3.test(data35)) {
                      const err70 = {
                        instancePath: instancePath + '/routes/' + i3 + '/scope/column',
                        schemaPath: '#/properties/routes/items/properties/scope/properties/column/pattern',
                        keyword: 'pattern',
                        params: {
                          pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
                        },
                        message:
                          'must match pattern "' +
                          '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' +
                          '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err70];
                      } else {
                        vErrors.push(err70);
                      }
                      errors++;
                    }
                  } else {
                    const err71 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/column',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/column/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err71];
                    } else {
                      vErrors.push(err71);
                    }
                    errors++;
                  }
                }
                if (data33.supplierColumn !== undefined) {
                  let data36 = data33.supplierColumn;
                  if (typeof data36 === 'string') {
                    if (!pattern3.test(data36)) {
                      const err72 = {
                        instancePath: instancePath + '/routes/' + i3 + '/scope/supplierColumn',
                        schemaPath:
                          '#/properties/routes/items/properties/scope/properties/supplierColumn/pattern',
                        keyword: 'pattern',
                        params: {
                          pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$',
                        },
                        message:
                          'must match pattern "' +
                          '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' +
                          '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err72];
                      } else {
                        vErrors.push(err72);
                      }
                      errors++;
                    }
                  } else {
                    const err73 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/supplierColumn',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/supplierColumn/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err73];
                    } else {
                      vErrors.push(err73);
                    }
                    errors++;
                  }
                }
                if (data33.excludeSelf !== undefined) {
                  if (typeof data33.excludeSelf !== 'string') {
                    const err74 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/excludeSelf',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/excludeSelf/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err74];
                    } else {
                      vErrors.push(err74);
                    }
                    errors++;
                  }
                }
                if (data33.backOffice !== undefined) {
                  if (typeof data33.backOffice !== 'boolean') {
                    const err75 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/backOffice',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/backOffice/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    };
                    if (vErrors === null) {
                      vErrors = [err75];
                    } else {
                      vErrors.push(err75);
                    }
                    errors++;
                  }
                }
              } else {
                const err76 = {
                  instancePath: instancePath + '/routes/' + i3 + '/scope',
                  schemaPath: '#/properties/routes/items/properties/scope/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data22.item !== undefined) {
              if (typeof data22.item !== 'string') {
                const err77 = {
                  instancePath: instancePath + '/routes/' + i3 + '/item',
                  schemaPath: '#/properties/routes/items/properties/item/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
          } else {
            const err78 = {
              instancePath: instancePath + '/routes/' + i3,
              schemaPath: '#/properties/routes/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
        }
      } else {
        const err79 = {
          instancePath: instancePath + '/routes',
          schemaPath: '#/properties/routes/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
    if (data.edit !== undefined) {
      let data40 = data.edit;
      if (data40 && typeof data40 == 'object' && !Array.isArray(data40)) {
        if (data40.path === undefined) {
          const err80 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'path' },
            message: "must have required property '" + 'path' + "'",
          };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
        if (data40.summary === undefined) {
          const err81 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'summary' },
            message: "must have required property '" + 'summary' + "'",
          };
          if (vErrors === null) {
            vErrors = [err81];
          } else {
            vErrors.push(err81);
          }
          errors++;
        }
        if (data40.table === undefined) {
          const err82 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'table' },
            message: "must have required property '" + 'table' + "'",
          };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
        if (data40.key === undefined) {
          const err83 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
        if (data40.access === undefined) {
          const err84 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'access' },
            message: "must have required property '" + 'access' + "'",
          };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
        if (data40.scope === undefined) {
          const err85 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'scope' },
            message: "must have required property '" + 'scope' + "'",
          };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
        if (data40.audit === undefined) {
          const err86 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'audit' },
            message: "must have required property '" + 'audit' + "'",
          };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
        if (data40.fields === undefined) {
          const err87 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'fields' },
            message: "must have required property '" + 'fields' + "'",
          };
          if (vErrors === null) {
            vErrors = [err87];
          } else {
            vErrors.push(err87);
          }
          errors++;
        }
        for (const key9 in data40) {
          if (!func2.call(schema11.properties.edit.properties, key9)) {
            const err88 = {
              instancePath: instancePath + '/edit',
              schemaPath: '#/properties/edit/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key9 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
        if (data40.path !== undefined) {
          let data41 = data40.path;
          if (typeof data41 === 'string') {
            if (!pattern6.test(data41)) {
              const err89 = {
                instancePath: instancePath + '/edit/path',
                schemaPath: '#/properties/edit/properties/path/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' },
                message: 'must match pattern "' + '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
          } else {
            const err90 = {
              instancePath: instancePath + '/edit/path',
              schemaPath: '#/properties/edit/properties/path/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
        if (data40.summary !== undefined) {
          let data42 = data40.summary;
          if (typeof data42 === 'string') {
            if (func3(data42) < 1) {
              const err91 = {
                instancePath: instancePath + '/edit/summary',
                schemaPath: '#/properties/edit/properties/summary/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
          } else {
            const err92 = {
              instancePath: instancePath + '/edit/summary',
              schemaPath: '#/properties/edit/properties/summary/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
        if (data40.tags !== undefined) {
          let data43 = data40.tags;
          if (Array.isArray(data43)) {
            const len6 = data43.length;
            for (let i9 = 0; i9 < len6; i9++) {
              if (typeof data43[i9] !== 'string') {
                const err93 = {
                  instancePath: instancePath + '/edit/tags/' + i9,
                  schemaPath: '#/properties/edit/properties/tags/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err93];
                } else {
                  vErrors.push(err93);
                }
                errors++;
              }
            }
          } else {
            const err94 = {
              instancePath: instancePath + '/edit/tags',
              schemaPath: '#/properties/edit/properties/tags/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
        if (data40.table !== undefined) {
          let data45 = data40.table;
          if (typeof data45 === 'string') {
            if (!pattern11.test(data45)) {
              const err95 = {
                instancePath: instancePath + '/edit/table',
                schemaPath: '#/properties/edit/properties/table/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z_][a-z0-9_]*$' },
                message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
          } else {
            const err96 = {
              instancePath: instancePath + '/edit/table',
              schemaPath: '#/properties/edit/properties/table/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
        if (data40.key !== undefined) {
          if (typeof data40.key !== 'string') {
            const err97 = {
              instancePath: instancePath + '/edit/key',
              schemaPath: '#/properties/edit/properties/key/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data40.access !== undefined) {
          let data47 = data40.access;
          if (data47 && typeof data47 == 'object' && !Array.isArray(data47)) {
            for (const key10 in data47) {
              if (!(key10 === 'permissions' || key10 === 'mode' || key10 === 'attributes')) {
                const err98 = {
                  instancePath: instancePath + '/edit/access',
                  schemaPath: '#/properties/edit/properties/access/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key10 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data47.permissions !== undefined) {
              let data48 = data47.permissions;
              if (Array.isArray(data48)) {
                const len7 = data48.length;
                for (let i10 = 0; i10 < len7; i10++) {
                  let data49 = data48[i10];
                  if (typeof data49 === 'string') {
                    if (!pattern7.test(data49)) {
                      const err99 = {
                        instancePath: instancePath + '/edit/access/permissions/' + i10,
                        schemaPath:
                          '#/properties/edit/properties/access/properties/permissions/items/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' },
                        message: 'must match pattern "' + '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err99];
                      } else {
                        vErrors.push(err99);
                      }
                      errors++;
                    }
                  } else {
                    const err100 = {
                      instancePath: instancePath + '/edit/access/permissions/' + i10,
                      schemaPath: '#/properties/edit/properties/access/properties/permissions/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err100];
                    } else {
                      vErrors.push(err100);
                    }
                    errors++;
                  }
                }
                let i11 = data48.length;
                let j3;
                if (i11 > 1) {
                  const indices2 = {};
                  for (; i11--;) {
                    let item2 = data48[i11];
                    if (typeof item2 !== 'string') {
                      continue;
                    }
                    if (typeof indices2[item2] == 'number') {
                      j3 = indices2[item2];
                      const err101 = {
                        instancePath: instancePath + '/edit/access/permissions',
                        schemaPath: '#/properties/edit/properties/access/properties/permissions/uniqueItems',
                        keyword: 'uniqueItems',
                        params: { i: i11, j: j3 },
                        message:
                          'must NOT have duplicate items (items ## ' + j3 + ' and ' + i11 + ' are identical)',
                      };
                      if (vErrors === null) {
                        vErrors = [err101];
                      } else {
                        vErrors.push(err101);
                      }
                      errors++;
                      break;
                    }
                    indices2[item2] = i11;
                  }
                }
              } else {
                const err102 = {
                  instancePath: instancePath + '/edit/access/permissions',
                  schemaPath: '#/properties/edit/properties/access/properties/permissions/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
            if (data47.mode !== undefined) {
              let data50 = data47.mode;
              if (!(data50 === 'any' || data50 === 'all')) {
                const err103 = {
                  instancePath: instancePath + '/edit/access/mode',
                  schemaPath: '#/properties/edit/properties/access/properties/mode/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema11.properties.edit.properties.access.properties.mode.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            }
            if (data47.attributes !== undefined) {
              let data51 = data47.attributes;
              if (Array.isArray(data51)) {
                const len8 = data51.length;
                for (let i12 = 0; i12 < len8; i12++) {
                  let data52 = data51[i12];
                  if (!(
                    data52 === 'ALL' ||
                    data52 === 'fornitore' ||
                    data52 === 'distributore' ||
                    data52 === 'commerciale' ||
                    data52 === 'distributore_network' ||
                    data52 === 'distributore_agenziadettagliante' ||
                    data52 === 'distributore_touroperator'
                  )) {
                    const err104 = {
                      instancePath: instancePath + '/edit/access/attributes/' + i12,
                      schemaPath: '#/properties/edit/properties/access/properties/attributes/items/enum',
                      keyword: 'enum',
                      params: {
                        allowedValues:
                          schema11.properties.edit.properties.access.properties.attributes.items.enum,
                      },
                      message: 'must be equal to one of the allowed values',
                    };
                    if (vErrors === null) {
                      vErrors = [err104];
                    } else {
                      vErrors.push(err104);
                    }
                    errors++;
                  }
                }
                let i13 = data51.length;
                let j4;
                if (i13 > 1) {
                  outer1: for (; i13--;) {
                    for (j4 = i13; j4--;) {
                      if (func0(data51[i13], data51[j4])) {
                        const err105 = {
                          instancePath: instancePath + '/edit/access/attributes',
                          schemaPath: '#/properties/edit/properties/access/properties/attributes/uniqueItems',
                          keyword: 'uniqueItems',
                          params: { i: i13, j: j4 },
                          message:
                            'must NOT have duplicate items (items ## ' +
                            j4 +
                            ' and ' +
                            i13 +
                            ' are identical)',
                        };
                        if (vErrors === null) {
                          vErrors = [err105];
                        } else {
                          vErrors.push(err105);
                        }
                        errors++;
                        break outer1;
                      }
                    }
                  }
                }
              } else {
                const err106 = {
                  instancePath: instancePath + '/edit/access/attributes',
                  schemaPath: '#/properties/edit/properties/access/properties/attributes/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
              }
            }
          } else {
            const err107 = {
              instancePath: instancePath + '/edit/access',
              schemaPath: '#/properties/edit/properties/access/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
        }
        if (data40.scope !== undefined) {
          let data53 = data40.scope;
          if (data53 && typeof data53 == 'object' && !Array.isArray(data53)) {
            if (data53.rule === undefined) {
              const err108 = {
                instancePath: instancePath + '/edit/scope',
                schemaPath: '#/properties/edit/properties/scope/required',
                keyword: 'required',
                params: { missingProperty: 'rule' },
                message: "must have required property '" + 'rule' + "'",
              };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
            for (const key11 in data53) {
              if (!(
                key11 === 'rule' ||
                key11 === 'column' ||
                key11 === 'supplierColumn' ||
                key11 === 'excludeSelf'
              )) {
                const err109 = {
                  instancePath: instancePath + '/edit/scope',
                  schemaPath: '#/properties/edit/properties/scope/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key11 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err109];
                } else {
                  vErrors.push(err109);
                }
                errors++;
              }
            }
            if (data53.rule !== undefined) {
              let data54 = data53.rule;
              if (!(
                data54 === 'distributore' ||
                data54 === 'network' ||
                data54 === 'commerciale' ||
                data54 === 'auto' ||
                data54 === 'fornitore' ||
                data54 === 'polizza' ||
                data54 === 'tutti'
              )) {
                const err110 = {
                  instancePath: instancePath + '/edit/scope/rule',
                  schemaPath: '#/properties/edit/properties/scope/properties/rule/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema11.properties.edit.properties.scope.properties.rule.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err110];
                } else {
                  vErrors.push(err110);
                }
                errors++;
              }
            }
            if (data53.column !== undefined) {
              let data55 = data53.column;
              if (typeof data55 === 'string') {
                if (!pattern3.test(data55)) {
                  const err111 = {
                    instancePath: instancePath + '/edit/scope/column',
                    schemaPath: '#/properties/edit/properties/scope/properties/column/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' },
                    message:
                      'must match pattern "' +
                      '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' +
                      '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err111];
                  } else {
                    vErrors.push(err111);
                  }
                  errors++;
                }
              } else {
                const err112 = {
                  instancePath: instancePath + '/edit/scope/column',
                  schemaPath: '#/properties/edit/properties/scope/properties/column/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err112];
                } else {
                  vErrors.push(err112);
                }
                errors++;
              }
            }
            if (data53.supplierColumn !== undefined) {
              let data56 = data53.supplierColumn;
              if (typeof data56 === 'string') {
                if (!pattern3.test(data56)) {
                  const err113 = {
                    instancePath: instancePath + '/edit/scope/supplierColumn',
                    schemaPath: '#/properties/edit/properties/scope/properties/supplierColumn/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' },
                    message:
                      'must match pattern "' +
                      '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)?$|^[A-Za-z][A-Za-z0-9]*$' +
                      '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err113];
                  } else {
                    vErrors.push(err113);
                  }
                  errors++;
                }
              } else {
                const err114 = {
                  instancePath: instancePath + '/edit/scope/supplierColumn',
                  schemaPath: '#/properties/edit/properties/scope/properties/supplierColumn/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
            if (data53.excludeSelf !== undefined) {
              if (typeof data53.excludeSelf !== 'string') {
                const err115 = {
                  instancePath: instancePath + '/edit/scope/excludeSelf',
                  schemaPath: '#/properties/edit/properties/scope/properties/excludeSelf/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
            }
          } else {
            const err116 = {
              instancePath: instancePath + '/edit/scope',
              schemaPath: '#/properties/edit/properties/scope/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
        }
        if (data40.audit !== undefined) {
          let data58 = data40.audit;
          if (typeof data58 === 'string') {
            if (!pattern15.test(data58)) {
              const err117 = {
                instancePath: instancePath + '/edit/audit',
                schemaPath: '#/properties/edit/properties/audit/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-zA-Z]+\\.[a-zA-Z]+$' },
                message: 'must match pattern "' + '^[a-zA-Z]+\\.[a-zA-Z]+$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            }
          } else {
            const err118 = {
              instancePath: instancePath + '/edit/audit',
              schemaPath: '#/properties/edit/properties/audit/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
        if (data40.fields !== undefined) {
          let data59 = data40.fields;
          if (data59 && typeof data59 == 'object' && !Array.isArray(data59)) {
            if (Object.keys(data59).length < 1) {
              const err119 = {
                instancePath: instancePath + '/edit/fields',
                schemaPath: '#/properties/edit/properties/fields/minProperties',
                keyword: 'minProperties',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 properties',
              };
              if (vErrors === null) {
                vErrors = [err119];
              } else {
                vErrors.push(err119);
              }
              errors++;
            }
            for (const key12 in data59) {
              let data60 = data59[key12];
              if (data60 && typeof data60 == 'object' && !Array.isArray(data60)) {
                if (data60.column === undefined) {
                  const err120 = {
                    instancePath:
                      instancePath + '/edit/fields/' + key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/edit/properties/fields/additionalProperties/required',
                    keyword: 'required',
                    params: { missingProperty: 'column' },
                    message: "must have required property '" + 'column' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err120];
                  } else {
                    vErrors.push(err120);
                  }
                  errors++;
                }
                if (data60.schema === undefined) {
                  const err121 = {
                    instancePath:
                      instancePath + '/edit/fields/' + key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/edit/properties/fields/additionalProperties/required',
                    keyword: 'required',
                    params: { missingProperty: 'schema' },
                    message: "must have required property '" + 'schema' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err121];
                  } else {
                    vErrors.push(err121);
                  }
                  errors++;
                }
                for (const key13 in data60) {
                  if (!(key13 === 'column' || key13 === 'schema' || key13 === 'check')) {
                    const err122 = {
                      instancePath:
                        instancePath + '/edit/fields/' + key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key13 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err122];
                    } else {
                      vErrors.push(err122);
                    }
                    errors++;
                  }
                }
                if (data60.column !== undefined) {
                  let data61 = data60.column;
                  if (typeof data61 === 'string') {
                    if (!pattern11.test(data61)) {
                      const err123 = {
                        instancePath:
                          instancePath +
                          '/edit/fields/' +
                          key12.replace(/~/g, '~0').replace(/\//g, '~1') +
                          '/column',
                        schemaPath:
                          '#/properties/edit/properties/fields/additionalProperties/properties/column/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^[a-z_][a-z0-9_]*$' },
                        message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err123];
                      } else {
                        vErrors.push(err123);
                      }
                      errors++;
                    }
                  } else {
                    const err124 = {
                      instancePath:
                        instancePath +
                        '/edit/fields/' +
                        key12.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/column',
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/properties/column/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                }
                if (data60.schema !== undefined) {
                  let data62 = data60.schema;
                  if (!(data62 && typeof data62 == 'object' && !Array.isArray(data62))) {
                    const err125 = {
                      instancePath:
                        instancePath +
                        '/edit/fields/' +
                        key12.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/schema',
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/properties/schema/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err125];
                    } else {
                      vErrors.push(err125);
                    }
                    errors++;
                  }
                }
                if (data60.check !== undefined) {
                  if (typeof data60.check !== 'string') {
                    const err126 = {
                      instancePath:
                        instancePath +
                        '/edit/fields/' +
                        key12.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/check',
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/properties/check/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err126];
                    } else {
                      vErrors.push(err126);
                    }
                    errors++;
                  }
                }
              } else {
                const err127 = {
                  instancePath:
                    instancePath + '/edit/fields/' + key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/edit/properties/fields/additionalProperties/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err127];
                } else {
                  vErrors.push(err127);
                }
                errors++;
              }
            }
          } else {
            const err128 = {
              instancePath: instancePath + '/edit/fields',
              schemaPath: '#/properties/edit/properties/fields/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err128];
            } else {
              vErrors.push(err128);
            }
            errors++;
          }
        }
      } else {
        const err129 = {
          instancePath: instancePath + '/edit',
          schemaPath: '#/properties/edit/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err129];
        } else {
          vErrors.push(err129);
        }
        errors++;
      }
    }
  } else {
    const err130 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err130];
    } else {
      vErrors.push(err130);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
