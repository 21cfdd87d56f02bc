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
    "One server list (spec 1 §7): the API fields over a named, reviewed source, how it sorts and searches, the routes that serve it (path, access, scope) and, optionally, the row edit and create routes. No SQL: sources, scope rules and edit checks are names of the server's catalogue (server/lists/catalogue), columns are checked against the database schema at start-up.",
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
    signedLinks: {
      type: 'object',
      description:
        "Fields whose column holds a stored file's id and whose value the server replaces with a signed, expiring token of that kind (`documentoAgenzia`: the `/agenzie/file?token=` link of an agency's registration document). Such a field is a string, neither sortable nor filterable, and out of the free text.",
      additionalProperties: { enum: ['documentoAgenzia'] },
    },
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
              userFlags: {
                type: 'object',
                description:
                  'Facts of the caller that must hold these values: { "backOffice": true } for back-office users only.',
                properties: { backOffice: { type: 'boolean' } },
                additionalProperties: false,
              },
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
            userFlags: {
              type: 'object',
              description:
                'Facts of the caller that must hold these values: { "backOffice": true } for back-office users only.',
              properties: { backOffice: { type: 'boolean' } },
              additionalProperties: false,
            },
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
    create: {
      type: 'object',
      description:
        "The create route `POST {path}` of plain rows: the fields of the body, each with its JSON Schema, its table column and whether it is required; `fixed` column values; the caller's access; the scope column the new row takes from the caller (rule `distributore`: the caller's distributor, refused to a caller without one; `tutti`: none); the audit action. Answers 201 { id }; a bad body is an Italian 400 and nothing is written.",
      properties: {
        path: {
          type: 'string',
          description: 'API path under /api, without leading slash; {product} is the brand slug.',
          pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$',
        },
        summary: { type: 'string', minLength: 1 },
        tags: { type: 'array', items: { type: 'string' } },
        table: { type: 'string', pattern: '^[a-z_][a-z0-9_]*$', description: 'Table by SQL name.' },
        key: { type: 'string', description: 'The integer key column of the table, answered as id.' },
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
            userFlags: {
              type: 'object',
              description:
                'Facts of the caller that must hold these values: { "backOffice": true } for back-office users only.',
              properties: { backOffice: { type: 'boolean' } },
              additionalProperties: false,
            },
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
            "Whose row is created: `distributore` sets the table column `column` to the caller's distributor (a caller without one is refused); `tutti` is for rows of no tenant.",
          properties: {
            rule: { enum: ['distributore', 'tutti'] },
            column: {
              type: 'string',
              pattern: '^[a-z_][a-z0-9_]*$',
              description: 'Table column of the distributor id (rule distributore).',
            },
          },
          required: ['rule'],
          additionalProperties: false,
        },
        audit: { type: 'string', pattern: '^[a-zA-Z]+\\.[a-zA-Z]+$', description: 'Audit action.' },
        fields: {
          type: 'object',
          minProperties: 1,
          description:
            'Body property → table column, JSON Schema of its value, and whether the body must carry it.',
          propertyNames: { pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
          additionalProperties: {
            type: 'object',
            properties: {
              column: { type: 'string', pattern: '^[a-z_][a-z0-9_]*$' },
              schema: { type: 'object' },
              required: { type: 'boolean' },
            },
            required: ['column', 'schema'],
            additionalProperties: false,
          },
        },
        fixed: {
          type: 'object',
          description: 'Table column → the value every created row gets (not from the body).',
          propertyNames: { pattern: '^[a-z_][a-z0-9_]*$' },
          additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
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
    if (data.signedLinks !== undefined) {
      let data21 = data.signedLinks;
      if (data21 && typeof data21 == 'object' && !Array.isArray(data21)) {
        for (const key6 in data21) {
          if (!(data21[key6] === 'documentoAgenzia')) {
            const err45 = {
              instancePath: instancePath + '/signedLinks/' + key6.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/signedLinks/additionalProperties/enum',
              keyword: 'enum',
              params: { allowedValues: schema11.properties.signedLinks.additionalProperties.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = {
          instancePath: instancePath + '/signedLinks',
          schemaPath: '#/properties/signedLinks/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.routes !== undefined) {
      let data23 = data.routes;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err47 = {
            instancePath: instancePath + '/routes',
            schemaPath: '#/properties/routes/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        const len2 = data23.length;
        for (let i3 = 0; i3 < len2; i3++) {
          let data24 = data23[i3];
          if (data24 && typeof data24 == 'object' && !Array.isArray(data24)) {
            if (data24.path === undefined) {
              const err48 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'path' },
                message: "must have required property '" + 'path' + "'",
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
            if (data24.summary === undefined) {
              const err49 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'summary' },
                message: "must have required property '" + 'summary' + "'",
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            if (data24.access === undefined) {
              const err50 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'access' },
                message: "must have required property '" + 'access' + "'",
              };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (data24.scope === undefined) {
              const err51 = {
                instancePath: instancePath + '/routes/' + i3,
                schemaPath: '#/properties/routes/items/required',
                keyword: 'required',
                params: { missingProperty: 'scope' },
                message: "must have required property '" + 'scope' + "'",
              };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            for (const key7 in data24) {
              if (!(
                key7 === 'path' ||
                key7 === 'summary' ||
                key7 === 'tags' ||
                key7 === 'access' ||
                key7 === 'scope' ||
                key7 === 'item'
              )) {
                const err52 = {
                  instancePath: instancePath + '/routes/' + i3,
                  schemaPath: '#/properties/routes/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key7 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data24.path !== undefined) {
              let data25 = data24.path;
              if (typeof data25 === 'string') {
                if (!pattern6.test(data25)) {
                  const err53 = {
                    instancePath: instancePath + '/routes/' + i3 + '/path',
                    schemaPath: '#/properties/routes/items/properties/path/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' },
                    message: 'must match pattern "' + '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' + '"',
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
                  instancePath: instancePath + '/routes/' + i3 + '/path',
                  schemaPath: '#/properties/routes/items/properties/path/type',
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
            if (data24.summary !== undefined) {
              let data26 = data24.summary;
              if (typeof data26 === 'string') {
                if (func3(data26) < 1) {
                  const err55 = {
                    instancePath: instancePath + '/routes/' + i3 + '/summary',
                    schemaPath: '#/properties/routes/items/properties/summary/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              } else {
                const err56 = {
                  instancePath: instancePath + '/routes/' + i3 + '/summary',
                  schemaPath: '#/properties/routes/items/properties/summary/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data24.tags !== undefined) {
              let data27 = data24.tags;
              if (Array.isArray(data27)) {
                const len3 = data27.length;
                for (let i4 = 0; i4 < len3; i4++) {
                  if (typeof data27[i4] !== 'string') {
                    const err57 = {
                      instancePath: instancePath + '/routes/' + i3 + '/tags/' + i4,
                      schemaPath: '#/properties/routes/items/properties/tags/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err57];
                    } else {
                      vErrors.push(err57);
                    }
                    errors++;
                  }
                }
              } else {
                const err58 = {
                  instancePath: instancePath + '/routes/' + i3 + '/tags',
                  schemaPath: '#/properties/routes/items/properties/tags/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data24.access !== undefined) {
              let data29 = data24.access;
              if (data29 && typeof data29 == 'object' && !Array.isArray(data29)) {
                for (const key8 in data29) {
                  if (!(
                    key8 === 'permissions' ||
                    key8 === 'mode' ||
                    key8 === 'userFlags' ||
                    key8 === 'attributes'
                  )) {
                    const err59 = {
                      instancePath: instancePath + '/routes/' + i3 + '/access',
                      schemaPath: '#/properties/routes/items/properties/access/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key8 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data29.permissions !== undefined) {
                  let data30 = data29.permissions;
                  if (Array.isArray(data30)) {
                    const len4 = data30.length;
                    for (let i5 = 0; i5 < len4; i5++) {
                      let data31 = data30[i5];
                      if (typeof data31 === 'string') {
                        if (!pattern7.test(data31)) {
                          const err60 = {
                            instancePath: instancePath + '/routes/' + i3 + '/access/permissions/' + i5,
                            schemaPath:
                              '#/properties/routes/items/properties/access/properties/permissions/items/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' },
                            message: 'must match pattern "' + '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err60];
                          } else {
                            vErrors.push(err60);
                          }
                          errors++;
                        }
                      } else {
                        const err61 = {
                          instancePath: instancePath + '/routes/' + i3 + '/access/permissions/' + i5,
                          schemaPath:
                            '#/properties/routes/items/properties/access/properties/permissions/items/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err61];
                        } else {
                          vErrors.push(err61);
                        }
                        errors++;
                      }
                    }
                    let i6 = data30.length;
                    let j1;
                    if (i6 > 1) {
                      const indices1 = {};
                      for (; i6--;) {
                        let item1 = data30[i6];
                        if (typeof item1 !== 'string') {
                          continue;
                        }
                        if (typeof indices1[item1] == 'number') {
                          j1 = indices1[item1];
                          const err62 = {
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
                            vErrors = [err62];
                          } else {
                            vErrors.push(err62);
                          }
                          errors++;
                          break;
                        }
                        indices1[item1] = i6;
                      }
                    }
                  } else {
                    const err63 = {
                      instancePath: instancePath + '/routes/' + i3 + '/access/permissions',
                      schemaPath: '#/properties/routes/items/properties/access/properties/permissions/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
                if (data29.mode !== undefined) {
                  let data32 = data29.mode;
                  if (!(data32 === 'any' || data32 === 'all')) {
                    const err64 = {
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
                      vErrors = [err64];
                    } else {
                      vErrors.push(err64);
                    }
                    errors++;
                  }
                }
                if (data29.userFlags !== undefined) {
                  let data33 = data29.userFlags;
                  if (data33 && typeof data33 == 'object' && !Array.isArray(data33)) {
                    for (const key9 in data33) {
                      if (!(key9 === 'backOffice')) {
                        const err65 = {
                          instancePath: instancePath + '/routes/' + i3 + '/access/userFlags',
                          schemaPath:
                            '#/properties/routes/items/properties/access/properties/userFlags/additionalProperties',
                          keyword: 'additionalProperties',
                          params: { additionalProperty: key9 },
                          message: 'must NOT have additional properties',
                        };
                        if (vErrors === null) {
                          vErrors = [err65];
                        } else {
                          vErrors.push(err65);
                        }
                        errors++;
                      }
                    }
                    if (data33.backOffice !== undefined) {
                      if (typeof data33.backOffice !== 'boolean') {
                        const err66 = {
                          instancePath: instancePath + '/routes/' + i3 + '/access/userFlags/backOffice',
                          schemaPath:
                            '#/properties/routes/items/properties/access/properties/userFlags/properties/backOffice/type',
                          keyword: 'type',
                          params: { type: 'boolean' },
                          message: 'must be boolean',
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
                      instancePath: instancePath + '/routes/' + i3 + '/access/userFlags',
                      schemaPath: '#/properties/routes/items/properties/access/properties/userFlags/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err67];
                    } else {
                      vErrors.push(err67);
                    }
                    errors++;
                  }
                }
                if (data29.attributes !== undefined) {
                  let data35 = data29.attributes;
                  if (Array.isArray(data35)) {
                    const len5 = data35.length;
                    for (let i7 = 0; i7 < len5; i7++) {
                      let data36 = data35[i7];
                      if (!(
                        data36 === 'ALL' ||
                        data36 === 'fornitore' ||
                        data36 === 'distributore' ||
                        data36 === 'commerciale' ||
                        data36 === 'distributore_network' ||
                        data36 === 'distributore_agenziadettagliante' ||
                        data36 === 'distributore_touroperator'
                      )) {
                        const err68 = {
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
                          vErrors = [err68];
                        } else {
                          vErrors.push(err68);
                        }
                        errors++;
                      }
                    }
                    let i8 = data35.length;
                    let j2;
                    if (i8 > 1) {
                      outer0: for (; i8--;) {
                        for (j2 = i8; j2--;) {
                          if (func0(data35[i8], data35[j2])) {
                            const err69 = {
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
                              vErrors = [err69];
                            } else {
                              vErrors.push(err69);
                            }
                            errors++;
                            break outer0;
                          }
                        }
                      }
                    }
                  } else {
                    const err70 = {
                      instancePath: instancePath + '/routes/' + i3 + '/access/attributes',
                      schemaPath: '#/properties/routes/items/properties/access/properties/attributes/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    };
                    if (vErrors === null) {
                      vErrors = [err70];
                    } else {
                      vErrors.push(err70);
                    }
                    errors++;
                  }
                }
              } else {
                const err71 = {
                  instancePath: instancePath + '/routes/' + i3 + '/access',
                  schemaPath: '#/properties/routes/items/properties/access/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
            if (data24.scope !== undefined) {
              let data37 = data24.scope;
              if (data37 && typeof data37 == 'object' && !Array.isArray(data37)) {
                if (data37.rule === undefined) {
                  const err72 = {
                    instancePath: instancePath + '/routes/' + i3 + '/scope',
                    schemaPath: '#/properties/routes/items/properties/scope/required',
                    keyword: 'required',
                    params: { missingProperty: 'rule' },
                    message: "must have required property '" + 'rule' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err72];
                  } else {
                    vErrors.push(err72);
                  }
                  errors++;
                }
                for (const key10 in data37) {
                  if (!(
                    key10 === 'rule' ||
                    key10 === 'column' ||
                    key10 === 'supplierColumn' ||
                    key10 === 'excludeSelf' ||
                    key10 === 'backOffice'
                  )) {
                    const err73 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope',
                      schemaPath: '#/properties/routes/items/properties/scope/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key10 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err73];
                    } else {
                      vErrors.push(err73);
                    }
                    errors++;
                  }
                }
                if (data37.rule !== undefined) {
                  let data38 = data37.rule;
                  if (!(
                    data38 === 'distributore' ||
                    data38 === 'network' ||
                    data38 === 'commerciale' ||
                    data38 === 'auto' ||
                    data38 === 'fornitore' ||
                    data38 === 'polizza' ||
                    data38 === 'tutti'
                  )) {
                    const err74 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/rule',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/rule/enum',
                      keyword: 'enum',
                      params: {
                        allowedValues: schema11.properties.routes.items.properties.scope.properties.rule.enum,
                      },
                      message: 'must be equal to one of the allowed values',
                    };
                    if (vErrors === null) {
                      vErrors = [err74];
                    } else {
                      vErrors.push(err74);
                    }
                    errors++;
                  }
                }
                if (data37.column !== undefined) {
                  let data39 = data37.column;
                  if (typeof data39 === 'string') {
                    if (!pattern3.test(data39)) {
                      const err75 = {
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
                        vErrors = [err75];
                      } else {
                        vErrors.push(err75);
                      }
                      errors++;
                    }
                  } else {
                    const err76 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/column',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/column/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err76];
                    } else {
                      vErrors.push(err76);
                    }
                    errors++;
                  }
                }
                if (data37.supplierColumn !== undefined) {
                  let data40 = data37.supplierColumn;
                  if (typeof data40 === 'string') {
                    if (!pattern3.test(data40)) {
                      const err77 = {
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
                        vErrors = [err77];
                      } else {
                        vErrors.push(err77);
                      }
                      errors++;
                    }
                  } else {
                    const err78 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/supplierColumn',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/supplierColumn/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
                if (data37.excludeSelf !== undefined) {
                  if (typeof data37.excludeSelf !== 'string') {
                    const err79 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/excludeSelf',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/excludeSelf/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
                if (data37.backOffice !== undefined) {
                  if (typeof data37.backOffice !== 'boolean') {
                    const err80 = {
                      instancePath: instancePath + '/routes/' + i3 + '/scope/backOffice',
                      schemaPath: '#/properties/routes/items/properties/scope/properties/backOffice/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
              } else {
                const err81 = {
                  instancePath: instancePath + '/routes/' + i3 + '/scope',
                  schemaPath: '#/properties/routes/items/properties/scope/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            }
            if (data24.item !== undefined) {
              if (typeof data24.item !== 'string') {
                const err82 = {
                  instancePath: instancePath + '/routes/' + i3 + '/item',
                  schemaPath: '#/properties/routes/items/properties/item/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
          } else {
            const err83 = {
              instancePath: instancePath + '/routes/' + i3,
              schemaPath: '#/properties/routes/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
      } else {
        const err84 = {
          instancePath: instancePath + '/routes',
          schemaPath: '#/properties/routes/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err84];
        } else {
          vErrors.push(err84);
        }
        errors++;
      }
    }
    if (data.edit !== undefined) {
      let data44 = data.edit;
      if (data44 && typeof data44 == 'object' && !Array.isArray(data44)) {
        if (data44.path === undefined) {
          const err85 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'path' },
            message: "must have required property '" + 'path' + "'",
          };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
        if (data44.summary === undefined) {
          const err86 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'summary' },
            message: "must have required property '" + 'summary' + "'",
          };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
        if (data44.table === undefined) {
          const err87 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'table' },
            message: "must have required property '" + 'table' + "'",
          };
          if (vErrors === null) {
            vErrors = [err87];
          } else {
            vErrors.push(err87);
          }
          errors++;
        }
        if (data44.key === undefined) {
          const err88 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
        if (data44.access === undefined) {
          const err89 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'access' },
            message: "must have required property '" + 'access' + "'",
          };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
        if (data44.scope === undefined) {
          const err90 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'scope' },
            message: "must have required property '" + 'scope' + "'",
          };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
        if (data44.audit === undefined) {
          const err91 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'audit' },
            message: "must have required property '" + 'audit' + "'",
          };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
        if (data44.fields === undefined) {
          const err92 = {
            instancePath: instancePath + '/edit',
            schemaPath: '#/properties/edit/required',
            keyword: 'required',
            params: { missingProperty: 'fields' },
            message: "must have required property '" + 'fields' + "'",
          };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
        for (const key11 in data44) {
          if (!func2.call(schema11.properties.edit.properties, key11)) {
            const err93 = {
              instancePath: instancePath + '/edit',
              schemaPath: '#/properties/edit/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key11 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data44.path !== undefined) {
          let data45 = data44.path;
          if (typeof data45 === 'string') {
            if (!pattern6.test(data45)) {
              const err94 = {
                instancePath: instancePath + '/edit/path',
                schemaPath: '#/properties/edit/properties/path/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' },
                message: 'must match pattern "' + '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
          } else {
            const err95 = {
              instancePath: instancePath + '/edit/path',
              schemaPath: '#/properties/edit/properties/path/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data44.summary !== undefined) {
          let data46 = data44.summary;
          if (typeof data46 === 'string') {
            if (func3(data46) < 1) {
              const err96 = {
                instancePath: instancePath + '/edit/summary',
                schemaPath: '#/properties/edit/properties/summary/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err96];
              } else {
                vErrors.push(err96);
              }
              errors++;
            }
          } else {
            const err97 = {
              instancePath: instancePath + '/edit/summary',
              schemaPath: '#/properties/edit/properties/summary/type',
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
        if (data44.tags !== undefined) {
          let data47 = data44.tags;
          if (Array.isArray(data47)) {
            const len6 = data47.length;
            for (let i9 = 0; i9 < len6; i9++) {
              if (typeof data47[i9] !== 'string') {
                const err98 = {
                  instancePath: instancePath + '/edit/tags/' + i9,
                  schemaPath: '#/properties/edit/properties/tags/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
          } else {
            const err99 = {
              instancePath: instancePath + '/edit/tags',
              schemaPath: '#/properties/edit/properties/tags/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
        if (data44.table !== undefined) {
          let data49 = data44.table;
          if (typeof data49 === 'string') {
            if (!pattern11.test(data49)) {
              const err100 = {
                instancePath: instancePath + '/edit/table',
                schemaPath: '#/properties/edit/properties/table/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z_][a-z0-9_]*$' },
                message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err100];
              } else {
                vErrors.push(err100);
              }
              errors++;
            }
          } else {
            const err101 = {
              instancePath: instancePath + '/edit/table',
              schemaPath: '#/properties/edit/properties/table/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
        if (data44.key !== undefined) {
          if (typeof data44.key !== 'string') {
            const err102 = {
              instancePath: instancePath + '/edit/key',
              schemaPath: '#/properties/edit/properties/key/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
        if (data44.access !== undefined) {
          let data51 = data44.access;
          if (data51 && typeof data51 == 'object' && !Array.isArray(data51)) {
            for (const key12 in data51) {
              if (!(
                key12 === 'permissions' ||
                key12 === 'mode' ||
                key12 === 'userFlags' ||
                key12 === 'attributes'
              )) {
                const err103 = {
                  instancePath: instancePath + '/edit/access',
                  schemaPath: '#/properties/edit/properties/access/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key12 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            }
            if (data51.permissions !== undefined) {
              let data52 = data51.permissions;
              if (Array.isArray(data52)) {
                const len7 = data52.length;
                for (let i10 = 0; i10 < len7; i10++) {
                  let data53 = data52[i10];
                  if (typeof data53 === 'string') {
                    if (!pattern7.test(data53)) {
                      const err104 = {
                        instancePath: instancePath + '/edit/access/permissions/' + i10,
                        schemaPath:
                          '#/properties/edit/properties/access/properties/permissions/items/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' },
                        message: 'must match pattern "' + '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err104];
                      } else {
                        vErrors.push(err104);
                      }
                      errors++;
                    }
                  } else {
                    const err105 = {
                      instancePath: instancePath + '/edit/access/permissions/' + i10,
                      schemaPath: '#/properties/edit/properties/access/properties/permissions/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err105];
                    } else {
                      vErrors.push(err105);
                    }
                    errors++;
                  }
                }
                let i11 = data52.length;
                let j3;
                if (i11 > 1) {
                  const indices2 = {};
                  for (; i11--;) {
                    let item2 = data52[i11];
                    if (typeof item2 !== 'string') {
                      continue;
                    }
                    if (typeof indices2[item2] == 'number') {
                      j3 = indices2[item2];
                      const err106 = {
                        instancePath: instancePath + '/edit/access/permissions',
                        schemaPath: '#/properties/edit/properties/access/properties/permissions/uniqueItems',
                        keyword: 'uniqueItems',
                        params: { i: i11, j: j3 },
                        message:
                          'must NOT have duplicate items (items ## ' + j3 + ' and ' + i11 + ' are identical)',
                      };
                      if (vErrors === null) {
                        vErrors = [err106];
                      } else {
                        vErrors.push(err106);
                      }
                      errors++;
                      break;
                    }
                    indices2[item2] = i11;
                  }
                }
              } else {
                const err107 = {
                  instancePath: instancePath + '/edit/access/permissions',
                  schemaPath: '#/properties/edit/properties/access/properties/permissions/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err107];
                } else {
                  vErrors.push(err107);
                }
                errors++;
              }
            }
            if (data51.mode !== undefined) {
              let data54 = data51.mode;
              if (!(data54 === 'any' || data54 === 'all')) {
                const err108 = {
                  instancePath: instancePath + '/edit/access/mode',
                  schemaPath: '#/properties/edit/properties/access/properties/mode/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema11.properties.edit.properties.access.properties.mode.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err108];
                } else {
                  vErrors.push(err108);
                }
                errors++;
              }
            }
            if (data51.userFlags !== undefined) {
              let data55 = data51.userFlags;
              if (data55 && typeof data55 == 'object' && !Array.isArray(data55)) {
                for (const key13 in data55) {
                  if (!(key13 === 'backOffice')) {
                    const err109 = {
                      instancePath: instancePath + '/edit/access/userFlags',
                      schemaPath:
                        '#/properties/edit/properties/access/properties/userFlags/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key13 },
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
                if (data55.backOffice !== undefined) {
                  if (typeof data55.backOffice !== 'boolean') {
                    const err110 = {
                      instancePath: instancePath + '/edit/access/userFlags/backOffice',
                      schemaPath:
                        '#/properties/edit/properties/access/properties/userFlags/properties/backOffice/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    };
                    if (vErrors === null) {
                      vErrors = [err110];
                    } else {
                      vErrors.push(err110);
                    }
                    errors++;
                  }
                }
              } else {
                const err111 = {
                  instancePath: instancePath + '/edit/access/userFlags',
                  schemaPath: '#/properties/edit/properties/access/properties/userFlags/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
            if (data51.attributes !== undefined) {
              let data57 = data51.attributes;
              if (Array.isArray(data57)) {
                const len8 = data57.length;
                for (let i12 = 0; i12 < len8; i12++) {
                  let data58 = data57[i12];
                  if (!(
                    data58 === 'ALL' ||
                    data58 === 'fornitore' ||
                    data58 === 'distributore' ||
                    data58 === 'commerciale' ||
                    data58 === 'distributore_network' ||
                    data58 === 'distributore_agenziadettagliante' ||
                    data58 === 'distributore_touroperator'
                  )) {
                    const err112 = {
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
                      vErrors = [err112];
                    } else {
                      vErrors.push(err112);
                    }
                    errors++;
                  }
                }
                let i13 = data57.length;
                let j4;
                if (i13 > 1) {
                  outer1: for (; i13--;) {
                    for (j4 = i13; j4--;) {
                      if (func0(data57[i13], data57[j4])) {
                        const err113 = {
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
                          vErrors = [err113];
                        } else {
                          vErrors.push(err113);
                        }
                        errors++;
                        break outer1;
                      }
                    }
                  }
                }
              } else {
                const err114 = {
                  instancePath: instancePath + '/edit/access/attributes',
                  schemaPath: '#/properties/edit/properties/access/properties/attributes/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
          } else {
            const err115 = {
              instancePath: instancePath + '/edit/access',
              schemaPath: '#/properties/edit/properties/access/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
        if (data44.scope !== undefined) {
          let data59 = data44.scope;
          if (data59 && typeof data59 == 'object' && !Array.isArray(data59)) {
            if (data59.rule === undefined) {
              const err116 = {
                instancePath: instancePath + '/edit/scope',
                schemaPath: '#/properties/edit/properties/scope/required',
                keyword: 'required',
                params: { missingProperty: 'rule' },
                message: "must have required property '" + 'rule' + "'",
              };
              if (vErrors === null) {
                vErrors = [err116];
              } else {
                vErrors.push(err116);
              }
              errors++;
            }
            for (const key14 in data59) {
              if (!(
                key14 === 'rule' ||
                key14 === 'column' ||
                key14 === 'supplierColumn' ||
                key14 === 'excludeSelf'
              )) {
                const err117 = {
                  instancePath: instancePath + '/edit/scope',
                  schemaPath: '#/properties/edit/properties/scope/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key14 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err117];
                } else {
                  vErrors.push(err117);
                }
                errors++;
              }
            }
            if (data59.rule !== undefined) {
              let data60 = data59.rule;
              if (!(
                data60 === 'distributore' ||
                data60 === 'network' ||
                data60 === 'commerciale' ||
                data60 === 'auto' ||
                data60 === 'fornitore' ||
                data60 === 'polizza' ||
                data60 === 'tutti'
              )) {
                const err118 = {
                  instancePath: instancePath + '/edit/scope/rule',
                  schemaPath: '#/properties/edit/properties/scope/properties/rule/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema11.properties.edit.properties.scope.properties.rule.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
            if (data59.column !== undefined) {
              let data61 = data59.column;
              if (typeof data61 === 'string') {
                if (!pattern3.test(data61)) {
                  const err119 = {
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
                    vErrors = [err119];
                  } else {
                    vErrors.push(err119);
                  }
                  errors++;
                }
              } else {
                const err120 = {
                  instancePath: instancePath + '/edit/scope/column',
                  schemaPath: '#/properties/edit/properties/scope/properties/column/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
            }
            if (data59.supplierColumn !== undefined) {
              let data62 = data59.supplierColumn;
              if (typeof data62 === 'string') {
                if (!pattern3.test(data62)) {
                  const err121 = {
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
                    vErrors = [err121];
                  } else {
                    vErrors.push(err121);
                  }
                  errors++;
                }
              } else {
                const err122 = {
                  instancePath: instancePath + '/edit/scope/supplierColumn',
                  schemaPath: '#/properties/edit/properties/scope/properties/supplierColumn/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err122];
                } else {
                  vErrors.push(err122);
                }
                errors++;
              }
            }
            if (data59.excludeSelf !== undefined) {
              if (typeof data59.excludeSelf !== 'string') {
                const err123 = {
                  instancePath: instancePath + '/edit/scope/excludeSelf',
                  schemaPath: '#/properties/edit/properties/scope/properties/excludeSelf/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
            }
          } else {
            const err124 = {
              instancePath: instancePath + '/edit/scope',
              schemaPath: '#/properties/edit/properties/scope/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        }
        if (data44.audit !== undefined) {
          let data64 = data44.audit;
          if (typeof data64 === 'string') {
            if (!pattern15.test(data64)) {
              const err125 = {
                instancePath: instancePath + '/edit/audit',
                schemaPath: '#/properties/edit/properties/audit/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-zA-Z]+\\.[a-zA-Z]+$' },
                message: 'must match pattern "' + '^[a-zA-Z]+\\.[a-zA-Z]+$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err125];
              } else {
                vErrors.push(err125);
              }
              errors++;
            }
          } else {
            const err126 = {
              instancePath: instancePath + '/edit/audit',
              schemaPath: '#/properties/edit/properties/audit/type',
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
        if (data44.fields !== undefined) {
          let data65 = data44.fields;
          if (data65 && typeof data65 == 'object' && !Array.isArray(data65)) {
            if (Object.keys(data65).length < 1) {
              const err127 = {
                instancePath: instancePath + '/edit/fields',
                schemaPath: '#/properties/edit/properties/fields/minProperties',
                keyword: 'minProperties',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 properties',
              };
              if (vErrors === null) {
                vErrors = [err127];
              } else {
                vErrors.push(err127);
              }
              errors++;
            }
            for (const key15 in data65) {
              let data66 = data65[key15];
              if (data66 && typeof data66 == 'object' && !Array.isArray(data66)) {
                if (data66.column === undefined) {
                  const err128 = {
                    instancePath:
                      instancePath + '/edit/fields/' + key15.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/edit/properties/fields/additionalProperties/required',
                    keyword: 'required',
                    params: { missingProperty: 'column' },
                    message: "must have required property '" + 'column' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err128];
                  } else {
                    vErrors.push(err128);
                  }
                  errors++;
                }
                if (data66.schema === undefined) {
                  const err129 = {
                    instancePath:
                      instancePath + '/edit/fields/' + key15.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/edit/properties/fields/additionalProperties/required',
                    keyword: 'required',
                    params: { missingProperty: 'schema' },
                    message: "must have required property '" + 'schema' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err129];
                  } else {
                    vErrors.push(err129);
                  }
                  errors++;
                }
                for (const key16 in data66) {
                  if (!(key16 === 'column' || key16 === 'schema' || key16 === 'check')) {
                    const err130 = {
                      instancePath:
                        instancePath + '/edit/fields/' + key15.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key16 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err130];
                    } else {
                      vErrors.push(err130);
                    }
                    errors++;
                  }
                }
                if (data66.column !== undefined) {
                  let data67 = data66.column;
                  if (typeof data67 === 'string') {
                    if (!pattern11.test(data67)) {
                      const err131 = {
                        instancePath:
                          instancePath +
                          '/edit/fields/' +
                          key15.replace(/~/g, '~0').replace(/\//g, '~1') +
                          '/column',
                        schemaPath:
                          '#/properties/edit/properties/fields/additionalProperties/properties/column/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^[a-z_][a-z0-9_]*$' },
                        message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err131];
                      } else {
                        vErrors.push(err131);
                      }
                      errors++;
                    }
                  } else {
                    const err132 = {
                      instancePath:
                        instancePath +
                        '/edit/fields/' +
                        key15.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/column',
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/properties/column/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err132];
                    } else {
                      vErrors.push(err132);
                    }
                    errors++;
                  }
                }
                if (data66.schema !== undefined) {
                  let data68 = data66.schema;
                  if (!(data68 && typeof data68 == 'object' && !Array.isArray(data68))) {
                    const err133 = {
                      instancePath:
                        instancePath +
                        '/edit/fields/' +
                        key15.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/schema',
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/properties/schema/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err133];
                    } else {
                      vErrors.push(err133);
                    }
                    errors++;
                  }
                }
                if (data66.check !== undefined) {
                  if (typeof data66.check !== 'string') {
                    const err134 = {
                      instancePath:
                        instancePath +
                        '/edit/fields/' +
                        key15.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/check',
                      schemaPath:
                        '#/properties/edit/properties/fields/additionalProperties/properties/check/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err134];
                    } else {
                      vErrors.push(err134);
                    }
                    errors++;
                  }
                }
              } else {
                const err135 = {
                  instancePath:
                    instancePath + '/edit/fields/' + key15.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/edit/properties/fields/additionalProperties/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err135];
                } else {
                  vErrors.push(err135);
                }
                errors++;
              }
            }
          } else {
            const err136 = {
              instancePath: instancePath + '/edit/fields',
              schemaPath: '#/properties/edit/properties/fields/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err136];
            } else {
              vErrors.push(err136);
            }
            errors++;
          }
        }
      } else {
        const err137 = {
          instancePath: instancePath + '/edit',
          schemaPath: '#/properties/edit/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err137];
        } else {
          vErrors.push(err137);
        }
        errors++;
      }
    }
    if (data.create !== undefined) {
      let data70 = data.create;
      if (data70 && typeof data70 == 'object' && !Array.isArray(data70)) {
        if (data70.path === undefined) {
          const err138 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'path' },
            message: "must have required property '" + 'path' + "'",
          };
          if (vErrors === null) {
            vErrors = [err138];
          } else {
            vErrors.push(err138);
          }
          errors++;
        }
        if (data70.summary === undefined) {
          const err139 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'summary' },
            message: "must have required property '" + 'summary' + "'",
          };
          if (vErrors === null) {
            vErrors = [err139];
          } else {
            vErrors.push(err139);
          }
          errors++;
        }
        if (data70.table === undefined) {
          const err140 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'table' },
            message: "must have required property '" + 'table' + "'",
          };
          if (vErrors === null) {
            vErrors = [err140];
          } else {
            vErrors.push(err140);
          }
          errors++;
        }
        if (data70.key === undefined) {
          const err141 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'key' },
            message: "must have required property '" + 'key' + "'",
          };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (data70.access === undefined) {
          const err142 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'access' },
            message: "must have required property '" + 'access' + "'",
          };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
        if (data70.scope === undefined) {
          const err143 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'scope' },
            message: "must have required property '" + 'scope' + "'",
          };
          if (vErrors === null) {
            vErrors = [err143];
          } else {
            vErrors.push(err143);
          }
          errors++;
        }
        if (data70.audit === undefined) {
          const err144 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'audit' },
            message: "must have required property '" + 'audit' + "'",
          };
          if (vErrors === null) {
            vErrors = [err144];
          } else {
            vErrors.push(err144);
          }
          errors++;
        }
        if (data70.fields === undefined) {
          const err145 = {
            instancePath: instancePath + '/create',
            schemaPath: '#/properties/create/required',
            keyword: 'required',
            params: { missingProperty: 'fields' },
            message: "must have required property '" + 'fields' + "'",
          };
          if (vErrors === null) {
            vErrors = [err145];
          } else {
            vErrors.push(err145);
          }
          errors++;
        }
        for (const key17 in data70) {
          if (!func2.call(schema11.properties.create.properties, key17)) {
            const err146 = {
              instancePath: instancePath + '/create',
              schemaPath: '#/properties/create/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key17 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err146];
            } else {
              vErrors.push(err146);
            }
            errors++;
          }
        }
        if (data70.path !== undefined) {
          let data71 = data70.path;
          if (typeof data71 === 'string') {
            if (!pattern6.test(data71)) {
              const err147 = {
                instancePath: instancePath + '/create/path',
                schemaPath: '#/properties/create/properties/path/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' },
                message: 'must match pattern "' + '^[a-z0-9{}]+(/[a-z0-9{}]+)*$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err147];
              } else {
                vErrors.push(err147);
              }
              errors++;
            }
          } else {
            const err148 = {
              instancePath: instancePath + '/create/path',
              schemaPath: '#/properties/create/properties/path/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err148];
            } else {
              vErrors.push(err148);
            }
            errors++;
          }
        }
        if (data70.summary !== undefined) {
          let data72 = data70.summary;
          if (typeof data72 === 'string') {
            if (func3(data72) < 1) {
              const err149 = {
                instancePath: instancePath + '/create/summary',
                schemaPath: '#/properties/create/properties/summary/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err149];
              } else {
                vErrors.push(err149);
              }
              errors++;
            }
          } else {
            const err150 = {
              instancePath: instancePath + '/create/summary',
              schemaPath: '#/properties/create/properties/summary/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err150];
            } else {
              vErrors.push(err150);
            }
            errors++;
          }
        }
        if (data70.tags !== undefined) {
          let data73 = data70.tags;
          if (Array.isArray(data73)) {
            const len9 = data73.length;
            for (let i14 = 0; i14 < len9; i14++) {
              if (typeof data73[i14] !== 'string') {
                const err151 = {
                  instancePath: instancePath + '/create/tags/' + i14,
                  schemaPath: '#/properties/create/properties/tags/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err151];
                } else {
                  vErrors.push(err151);
                }
                errors++;
              }
            }
          } else {
            const err152 = {
              instancePath: instancePath + '/create/tags',
              schemaPath: '#/properties/create/properties/tags/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
        }
        if (data70.table !== undefined) {
          let data75 = data70.table;
          if (typeof data75 === 'string') {
            if (!pattern11.test(data75)) {
              const err153 = {
                instancePath: instancePath + '/create/table',
                schemaPath: '#/properties/create/properties/table/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z_][a-z0-9_]*$' },
                message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err153];
              } else {
                vErrors.push(err153);
              }
              errors++;
            }
          } else {
            const err154 = {
              instancePath: instancePath + '/create/table',
              schemaPath: '#/properties/create/properties/table/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err154];
            } else {
              vErrors.push(err154);
            }
            errors++;
          }
        }
        if (data70.key !== undefined) {
          if (typeof data70.key !== 'string') {
            const err155 = {
              instancePath: instancePath + '/create/key',
              schemaPath: '#/properties/create/properties/key/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err155];
            } else {
              vErrors.push(err155);
            }
            errors++;
          }
        }
        if (data70.access !== undefined) {
          let data77 = data70.access;
          if (data77 && typeof data77 == 'object' && !Array.isArray(data77)) {
            for (const key18 in data77) {
              if (!(
                key18 === 'permissions' ||
                key18 === 'mode' ||
                key18 === 'userFlags' ||
                key18 === 'attributes'
              )) {
                const err156 = {
                  instancePath: instancePath + '/create/access',
                  schemaPath: '#/properties/create/properties/access/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key18 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err156];
                } else {
                  vErrors.push(err156);
                }
                errors++;
              }
            }
            if (data77.permissions !== undefined) {
              let data78 = data77.permissions;
              if (Array.isArray(data78)) {
                const len10 = data78.length;
                for (let i15 = 0; i15 < len10; i15++) {
                  let data79 = data78[i15];
                  if (typeof data79 === 'string') {
                    if (!pattern7.test(data79)) {
                      const err157 = {
                        instancePath: instancePath + '/create/access/permissions/' + i15,
                        schemaPath:
                          '#/properties/create/properties/access/properties/permissions/items/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' },
                        message: 'must match pattern "' + '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$' + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err157];
                      } else {
                        vErrors.push(err157);
                      }
                      errors++;
                    }
                  } else {
                    const err158 = {
                      instancePath: instancePath + '/create/access/permissions/' + i15,
                      schemaPath: '#/properties/create/properties/access/properties/permissions/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err158];
                    } else {
                      vErrors.push(err158);
                    }
                    errors++;
                  }
                }
                let i16 = data78.length;
                let j5;
                if (i16 > 1) {
                  const indices3 = {};
                  for (; i16--;) {
                    let item3 = data78[i16];
                    if (typeof item3 !== 'string') {
                      continue;
                    }
                    if (typeof indices3[item3] == 'number') {
                      j5 = indices3[item3];
                      const err159 = {
                        instancePath: instancePath + '/create/access/permissions',
                        schemaPath:
                          '#/properties/create/properties/access/properties/permissions/uniqueItems',
                        keyword: 'uniqueItems',
                        params: { i: i16, j: j5 },
                        message:
                          'must NOT have duplicate items (items ## ' + j5 + ' and ' + i16 + ' are identical)',
                      };
                      if (vErrors === null) {
                        vErrors = [err159];
                      } else {
                        vErrors.push(err159);
                      }
                      errors++;
                      break;
                    }
                    indices3[item3] = i16;
                  }
                }
              } else {
                const err160 = {
                  instancePath: instancePath + '/create/access/permissions',
                  schemaPath: '#/properties/create/properties/access/properties/permissions/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err160];
                } else {
                  vErrors.push(err160);
                }
                errors++;
              }
            }
            if (data77.mode !== undefined) {
              let data80 = data77.mode;
              if (!(data80 === 'any' || data80 === 'all')) {
                const err161 = {
                  instancePath: instancePath + '/create/access/mode',
                  schemaPath: '#/properties/create/properties/access/properties/mode/enum',
                  keyword: 'enum',
                  params: {
                    allowedValues: schema11.properties.create.properties.access.properties.mode.enum,
                  },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err161];
                } else {
                  vErrors.push(err161);
                }
                errors++;
              }
            }
            if (data77.userFlags !== undefined) {
              let data81 = data77.userFlags;
              if (data81 && typeof data81 == 'object' && !Array.isArray(data81)) {
                for (const key19 in data81) {
                  if (!(key19 === 'backOffice')) {
                    const err162 = {
                      instancePath: instancePath + '/create/access/userFlags',
                      schemaPath:
                        '#/properties/create/properties/access/properties/userFlags/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key19 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err162];
                    } else {
                      vErrors.push(err162);
                    }
                    errors++;
                  }
                }
                if (data81.backOffice !== undefined) {
                  if (typeof data81.backOffice !== 'boolean') {
                    const err163 = {
                      instancePath: instancePath + '/create/access/userFlags/backOffice',
                      schemaPath:
                        '#/properties/create/properties/access/properties/userFlags/properties/backOffice/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    };
                    if (vErrors === null) {
                      vErrors = [err163];
                    } else {
                      vErrors.push(err163);
                    }
                    errors++;
                  }
                }
              } else {
                const err164 = {
                  instancePath: instancePath + '/create/access/userFlags',
                  schemaPath: '#/properties/create/properties/access/properties/userFlags/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err164];
                } else {
                  vErrors.push(err164);
                }
                errors++;
              }
            }
            if (data77.attributes !== undefined) {
              let data83 = data77.attributes;
              if (Array.isArray(data83)) {
                const len11 = data83.length;
                for (let i17 = 0; i17 < len11; i17++) {
                  let data84 = data83[i17];
                  if (!(
                    data84 === 'ALL' ||
                    data84 === 'fornitore' ||
                    data84 === 'distributore' ||
                    data84 === 'commerciale' ||
                    data84 === 'distributore_network' ||
                    data84 === 'distributore_agenziadettagliante' ||
                    data84 === 'distributore_touroperator'
                  )) {
                    const err165 = {
                      instancePath: instancePath + '/create/access/attributes/' + i17,
                      schemaPath: '#/properties/create/properties/access/properties/attributes/items/enum',
                      keyword: 'enum',
                      params: {
                        allowedValues:
                          schema11.properties.create.properties.access.properties.attributes.items.enum,
                      },
                      message: 'must be equal to one of the allowed values',
                    };
                    if (vErrors === null) {
                      vErrors = [err165];
                    } else {
                      vErrors.push(err165);
                    }
                    errors++;
                  }
                }
                let i18 = data83.length;
                let j6;
                if (i18 > 1) {
                  outer2: for (; i18--;) {
                    for (j6 = i18; j6--;) {
                      if (func0(data83[i18], data83[j6])) {
                        const err166 = {
                          instancePath: instancePath + '/create/access/attributes',
                          schemaPath:
                            '#/properties/create/properties/access/properties/attributes/uniqueItems',
                          keyword: 'uniqueItems',
                          params: { i: i18, j: j6 },
                          message:
                            'must NOT have duplicate items (items ## ' +
                            j6 +
                            ' and ' +
                            i18 +
                            ' are identical)',
                        };
                        if (vErrors === null) {
                          vErrors = [err166];
                        } else {
                          vErrors.push(err166);
                        }
                        errors++;
                        break outer2;
                      }
                    }
                  }
                }
              } else {
                const err167 = {
                  instancePath: instancePath + '/create/access/attributes',
                  schemaPath: '#/properties/create/properties/access/properties/attributes/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err167];
                } else {
                  vErrors.push(err167);
                }
                errors++;
              }
            }
          } else {
            const err168 = {
              instancePath: instancePath + '/create/access',
              schemaPath: '#/properties/create/properties/access/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err168];
            } else {
              vErrors.push(err168);
            }
            errors++;
          }
        }
        if (data70.scope !== undefined) {
          let data85 = data70.scope;
          if (data85 && typeof data85 == 'object' && !Array.isArray(data85)) {
            if (data85.rule === undefined) {
              const err169 = {
                instancePath: instancePath + '/create/scope',
                schemaPath: '#/properties/create/properties/scope/required',
                keyword: 'required',
                params: { missingProperty: 'rule' },
                message: "must have required property '" + 'rule' + "'",
              };
              if (vErrors === null) {
                vErrors = [err169];
              } else {
                vErrors.push(err169);
              }
              errors++;
            }
            for (const key20 in data85) {
              if (!(key20 === 'rule' || key20 === 'column')) {
                const err170 = {
                  instancePath: instancePath + '/create/scope',
                  schemaPath: '#/properties/create/properties/scope/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key20 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err170];
                } else {
                  vErrors.push(err170);
                }
                errors++;
              }
            }
            if (data85.rule !== undefined) {
              let data86 = data85.rule;
              if (!(data86 === 'distributore' || data86 === 'tutti')) {
                const err171 = {
                  instancePath: instancePath + '/create/scope/rule',
                  schemaPath: '#/properties/create/properties/scope/properties/rule/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema11.properties.create.properties.scope.properties.rule.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err171];
                } else {
                  vErrors.push(err171);
                }
                errors++;
              }
            }
            if (data85.column !== undefined) {
              let data87 = data85.column;
              if (typeof data87 === 'string') {
                if (!pattern11.test(data87)) {
                  const err172 = {
                    instancePath: instancePath + '/create/scope/column',
                    schemaPath: '#/properties/create/properties/scope/properties/column/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z_][a-z0-9_]*$' },
                    message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err172];
                  } else {
                    vErrors.push(err172);
                  }
                  errors++;
                }
              } else {
                const err173 = {
                  instancePath: instancePath + '/create/scope/column',
                  schemaPath: '#/properties/create/properties/scope/properties/column/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err173];
                } else {
                  vErrors.push(err173);
                }
                errors++;
              }
            }
          } else {
            const err174 = {
              instancePath: instancePath + '/create/scope',
              schemaPath: '#/properties/create/properties/scope/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err174];
            } else {
              vErrors.push(err174);
            }
            errors++;
          }
        }
        if (data70.audit !== undefined) {
          let data88 = data70.audit;
          if (typeof data88 === 'string') {
            if (!pattern15.test(data88)) {
              const err175 = {
                instancePath: instancePath + '/create/audit',
                schemaPath: '#/properties/create/properties/audit/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-zA-Z]+\\.[a-zA-Z]+$' },
                message: 'must match pattern "' + '^[a-zA-Z]+\\.[a-zA-Z]+$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err175];
              } else {
                vErrors.push(err175);
              }
              errors++;
            }
          } else {
            const err176 = {
              instancePath: instancePath + '/create/audit',
              schemaPath: '#/properties/create/properties/audit/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err176];
            } else {
              vErrors.push(err176);
            }
            errors++;
          }
        }
        if (data70.fields !== undefined) {
          let data89 = data70.fields;
          if (data89 && typeof data89 == 'object' && !Array.isArray(data89)) {
            if (Object.keys(data89).length < 1) {
              const err177 = {
                instancePath: instancePath + '/create/fields',
                schemaPath: '#/properties/create/properties/fields/minProperties',
                keyword: 'minProperties',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 properties',
              };
              if (vErrors === null) {
                vErrors = [err177];
              } else {
                vErrors.push(err177);
              }
              errors++;
            }
            for (const key21 in data89) {
              const _errs190 = errors;
              if (typeof key21 === 'string') {
                if (!pattern2.test(key21)) {
                  const err178 = {
                    instancePath: instancePath + '/create/fields',
                    schemaPath: '#/properties/create/properties/fields/propertyNames/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
                    message: 'must match pattern "' + '^[A-Za-z_$][A-Za-z0-9_$]*$' + '"',
                    propertyName: key21,
                  };
                  if (vErrors === null) {
                    vErrors = [err178];
                  } else {
                    vErrors.push(err178);
                  }
                  errors++;
                }
              }
              var valid52 = _errs190 === errors;
              if (!valid52) {
                const err179 = {
                  instancePath: instancePath + '/create/fields',
                  schemaPath: '#/properties/create/properties/fields/propertyNames',
                  keyword: 'propertyNames',
                  params: { propertyName: key21 },
                  message: 'property name must be valid',
                };
                if (vErrors === null) {
                  vErrors = [err179];
                } else {
                  vErrors.push(err179);
                }
                errors++;
              }
            }
            for (const key22 in data89) {
              let data90 = data89[key22];
              if (data90 && typeof data90 == 'object' && !Array.isArray(data90)) {
                if (data90.column === undefined) {
                  const err180 = {
                    instancePath:
                      instancePath + '/create/fields/' + key22.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/create/properties/fields/additionalProperties/required',
                    keyword: 'required',
                    params: { missingProperty: 'column' },
                    message: "must have required property '" + 'column' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err180];
                  } else {
                    vErrors.push(err180);
                  }
                  errors++;
                }
                if (data90.schema === undefined) {
                  const err181 = {
                    instancePath:
                      instancePath + '/create/fields/' + key22.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/create/properties/fields/additionalProperties/required',
                    keyword: 'required',
                    params: { missingProperty: 'schema' },
                    message: "must have required property '" + 'schema' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err181];
                  } else {
                    vErrors.push(err181);
                  }
                  errors++;
                }
                for (const key23 in data90) {
                  if (!(key23 === 'column' || key23 === 'schema' || key23 === 'required')) {
                    const err182 = {
                      instancePath:
                        instancePath + '/create/fields/' + key22.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath:
                        '#/properties/create/properties/fields/additionalProperties/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key23 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err182];
                    } else {
                      vErrors.push(err182);
                    }
                    errors++;
                  }
                }
                if (data90.column !== undefined) {
                  let data91 = data90.column;
                  if (typeof data91 === 'string') {
                    if (!pattern11.test(data91)) {
                      const err183 = {
                        instancePath:
                          instancePath +
                          '/create/fields/' +
                          key22.replace(/~/g, '~0').replace(/\//g, '~1') +
                          '/column',
                        schemaPath:
                          '#/properties/create/properties/fields/additionalProperties/properties/column/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^[a-z_][a-z0-9_]*$' },
                        message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err183];
                      } else {
                        vErrors.push(err183);
                      }
                      errors++;
                    }
                  } else {
                    const err184 = {
                      instancePath:
                        instancePath +
                        '/create/fields/' +
                        key22.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/column',
                      schemaPath:
                        '#/properties/create/properties/fields/additionalProperties/properties/column/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err184];
                    } else {
                      vErrors.push(err184);
                    }
                    errors++;
                  }
                }
                if (data90.schema !== undefined) {
                  let data92 = data90.schema;
                  if (!(data92 && typeof data92 == 'object' && !Array.isArray(data92))) {
                    const err185 = {
                      instancePath:
                        instancePath +
                        '/create/fields/' +
                        key22.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/schema',
                      schemaPath:
                        '#/properties/create/properties/fields/additionalProperties/properties/schema/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err185];
                    } else {
                      vErrors.push(err185);
                    }
                    errors++;
                  }
                }
                if (data90.required !== undefined) {
                  if (typeof data90.required !== 'boolean') {
                    const err186 = {
                      instancePath:
                        instancePath +
                        '/create/fields/' +
                        key22.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/required',
                      schemaPath:
                        '#/properties/create/properties/fields/additionalProperties/properties/required/type',
                      keyword: 'type',
                      params: { type: 'boolean' },
                      message: 'must be boolean',
                    };
                    if (vErrors === null) {
                      vErrors = [err186];
                    } else {
                      vErrors.push(err186);
                    }
                    errors++;
                  }
                }
              } else {
                const err187 = {
                  instancePath:
                    instancePath + '/create/fields/' + key22.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/create/properties/fields/additionalProperties/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err187];
                } else {
                  vErrors.push(err187);
                }
                errors++;
              }
            }
          } else {
            const err188 = {
              instancePath: instancePath + '/create/fields',
              schemaPath: '#/properties/create/properties/fields/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err188];
            } else {
              vErrors.push(err188);
            }
            errors++;
          }
        }
        if (data70.fixed !== undefined) {
          let data94 = data70.fixed;
          if (data94 && typeof data94 == 'object' && !Array.isArray(data94)) {
            for (const key24 in data94) {
              const _errs203 = errors;
              if (typeof key24 === 'string') {
                if (!pattern11.test(key24)) {
                  const err189 = {
                    instancePath: instancePath + '/create/fixed',
                    schemaPath: '#/properties/create/properties/fixed/propertyNames/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z_][a-z0-9_]*$' },
                    message: 'must match pattern "' + '^[a-z_][a-z0-9_]*$' + '"',
                    propertyName: key24,
                  };
                  if (vErrors === null) {
                    vErrors = [err189];
                  } else {
                    vErrors.push(err189);
                  }
                  errors++;
                }
              }
              var valid55 = _errs203 === errors;
              if (!valid55) {
                const err190 = {
                  instancePath: instancePath + '/create/fixed',
                  schemaPath: '#/properties/create/properties/fixed/propertyNames',
                  keyword: 'propertyNames',
                  params: { propertyName: key24 },
                  message: 'property name must be valid',
                };
                if (vErrors === null) {
                  vErrors = [err190];
                } else {
                  vErrors.push(err190);
                }
                errors++;
              }
            }
            for (const key25 in data94) {
              let data95 = data94[key25];
              if (
                typeof data95 !== 'string' &&
                !(typeof data95 == 'number' && isFinite(data95)) &&
                typeof data95 !== 'boolean' &&
                data95 !== null
              ) {
                const err191 = {
                  instancePath:
                    instancePath + '/create/fixed/' + key25.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/create/properties/fixed/additionalProperties/type',
                  keyword: 'type',
                  params: { type: schema11.properties.create.properties.fixed.additionalProperties.type },
                  message: 'must be string,number,boolean,null',
                };
                if (vErrors === null) {
                  vErrors = [err191];
                } else {
                  vErrors.push(err191);
                }
                errors++;
              }
            }
          } else {
            const err192 = {
              instancePath: instancePath + '/create/fixed',
              schemaPath: '#/properties/create/properties/fixed/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err192];
            } else {
              vErrors.push(err192);
            }
            errors++;
          }
        }
      } else {
        const err193 = {
          instancePath: instancePath + '/create',
          schemaPath: '#/properties/create/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err193];
        } else {
          vErrors.push(err193);
        }
        errors++;
      }
    }
  } else {
    const err194 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err194];
    } else {
      vErrors.push(err194);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
