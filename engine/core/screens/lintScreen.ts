import { closestNames, isCellType, type WidgetRegistry } from '../registry';
import { guardGaps, type ListAccess } from './guardGaps';
import { appendPointer } from './jsonPointer';
import { permissionExists } from './permissionCodes';
import type { Screen, ScreenProblem } from './types';
import { walkNodes, walkValues } from './walkNodes';

/** What a screen's names are checked against. Lists left out are not checked. */
export interface ScreenCatalogues {
  registry: WidgetRegistry<unknown>;
  /** Permission codes of the app's permission catalogue; `{product}` allowed. */
  permissions?: readonly string[];
  /** Brand slug that `{product}` stands for. */
  product?: string;
  /** Ids of schemas/entities, for form `schema.$ref`s. */
  entities?: readonly string[];
  /** Dropdown names a column's `editSource` may give (the app's edit-source catalogue). */
  editSources?: readonly string[];
  /** Names a `renderfunction` column's `format` may give (the grid's render functions). */
  renderFunctions?: readonly string[];
  /** Names a column's `customButtons` may give (the grid's row actions and built-in buttons). */
  customButtons?: readonly string[];
  /** Keys of the label catalogue: the screen's title and every key-shaped `title` in props. */
  labels?: readonly string[];
  /**
   * The fields the list at a source path serves (the path as screens write it, `{product}` in
   * place), or undefined when the path is not a known list: its columns are then not checked.
   */
  listFields?: (path: string) => readonly string[] | undefined;
  /**
   * What the server demands of a caller of the list at a source path (as screens write it), or
   * undefined when the path is not a known list: the screen's guard is then not compared with it.
   */
  listAccess?: (path: string) => ListAccess | undefined;
}

const PATH_PLACEHOLDER = /\{([^}]*)\}/g;

/**
 * Cross-checks one schema-valid screen against the registries: widget names; of grid columns (any
 * `columns` array in props) the cell type, the field against the list the sibling `source` reads,
 * edit source, render function and custom button names; permissions of the guard and of custom
 * buttons; label keys of titles; entity ids of forms; placeholders in the path; a guard on an
 * anonymous screen; and a guard that lets in users a list the screen reads refuses (guardGaps).
 *
 * @example lintScreen(screen, { file: 'screens/auth/login.screen.json', registry, permissions })
 */
export function lintScreen(
  screen: Screen,
  { file, ...catalogues }: ScreenCatalogues & { file: string },
): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const report = (pointer: string, message: string): void => void problems.push({ file, pointer, message });

  for (const match of screen.path.matchAll(PATH_PLACEHOLDER)) {
    if (match[1] !== 'product')
      report(
        '/path',
        `unknown placeholder "{${match[1]}}": only {product} is allowed (use :name for route parameters)`,
      );
  }
  if (
    screen.anonymous &&
    screen.guard &&
    (screen.guard.authenticated || screen.guard.permissions?.length || screen.guard.attributes?.length)
  ) {
    report('/guard', 'an anonymous screen cannot demand a signed-in user, permissions or attributes');
  }
  screen.guard?.permissions?.forEach((permission, i) =>
    checkPermission(permission, appendPointer('/guard/permissions', i)),
  );

  if (screen.title !== undefined) checkLabel(screen.title, '/title');
  for (const { node, pointer } of walkNodes(screen.body)) {
    const resolved = catalogues.registry.resolve(node.widget, { screen: screen.name, pointer });
    if (!resolved.ok) report(appendPointer(pointer, 'widget'), resolved.error.message);
    checkSiblingIds(node.children ?? [], appendPointer(pointer, 'children'));
    const propsPointer = appendPointer(pointer, 'props');
    for (const entry of [
      { key: 'props', value: node.props, pointer: propsPointer },
      ...walkValues(node.props, propsPointer),
    ]) {
      if (entry.key === 'schema' && catalogues.entities) checkEntityRef(entry.value, entry.pointer);
      if (entry.key === 'title' && typeof entry.value === 'string' && LABEL_KEY.test(entry.value))
        checkLabel(entry.value, entry.pointer);
      if (entry.key === 'source') checkListAccess(entry.value, entry.pointer);
      const holder = entry.value as { columns?: unknown; source?: unknown; create?: unknown } | null;
      if (holder && typeof holder === 'object' && Array.isArray(holder.columns)) {
        checkColumns(holder.columns, appendPointer(entry.pointer, 'columns'), sourcePath(holder.source));
        if (holder.create && typeof holder.create === 'object')
          checkCreate(holder.create as Record<string, unknown>, appendPointer(entry.pointer, 'create'));
      }
    }
  }
  return problems;

  function checkPermission(permission: string, pointer: string): void {
    if (!catalogues.permissions) return;
    if (permissionExists(permission, catalogues.permissions, catalogues.product)) return;
    const code = permission.split('|')[0] ?? permission;
    const near = closestNames(
      code.replace(/\{product\}/gi, (catalogues.product ?? '{product}').toUpperCase()),
      catalogues.permissions,
    );
    report(pointer, `permission "${permission}" is not in the permission catalogue${hint(near)}`);
  }

  /** Children merge by id in a screen that extends this one: two with one id could not be told apart. */
  function checkSiblingIds(children: readonly { id?: string }[], pointer: string): void {
    const first = new Map<string, number>();
    children.forEach(({ id }, i) => {
      if (id === undefined) return;
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, i);
      else report(appendPointer(appendPointer(pointer, i), 'id'), `node ${earlier} has the same id "${id}"`);
    });
  }

  /** A permission declared once: the list's access, which the screen's guard must not widen. */
  function checkListAccess(source: unknown, pointer: string): void {
    const { kind, path } = (source ?? {}) as { kind?: unknown; path?: unknown };
    if (kind !== 'list' || typeof path !== 'string') return;
    const access = catalogues.listAccess?.(path);
    if (!access) return;
    for (const gap of guardGaps(screen, access, catalogues.product))
      report('/guard', `the guard lets in users the list "${path}" (${pointer}) refuses: ${gap}`);
  }

  function checkColumns(columns: unknown[], pointer: string, source: string | undefined): void {
    const fields = source === undefined ? undefined : catalogues.listFields?.(source);
    columns.forEach((column, i) => {
      if (!column || typeof column !== 'object') return;
      const at = appendPointer(pointer, i);
      const { type, field, format, editSource, customButtons } = column as Record<string, unknown>;
      if (typeof type === 'string' && !isCellType(type))
        report(appendPointer(at, 'type'), `unknown cell type "${type}"`);
      // A dotted field reaches into a nested value of the row; the list serves its first step.
      const served = typeof field === 'string' ? field.split('.')[0] : undefined;
      if (fields && served !== undefined && !fields.includes(served) && !isButtonsColumn(type)) {
        report(
          appendPointer(at, 'field'),
          `field "${String(field)}" is not served by the list "${source}"${hint(closestNames(served, fields))}`,
        );
      }
      if (type === 'renderfunction' && catalogues.renderFunctions) {
        if (typeof format !== 'string')
          report(at, 'a renderfunction column names its render function in "format"');
        else checkName(format, catalogues.renderFunctions, appendPointer(at, 'format'), 'render function');
      }
      if (typeof editSource === 'string' && catalogues.editSources)
        checkName(editSource, catalogues.editSources, appendPointer(at, 'editSource'), 'edit source');
      if (Array.isArray(customButtons)) {
        customButtons.forEach((button, b) => {
          const buttonAt = appendPointer(appendPointer(at, 'customButtons'), b);
          const { permission, name, call } = (button ?? {}) as {
            permission?: unknown;
            name?: unknown;
            call?: unknown;
          };
          if (typeof permission === 'string')
            checkPermission(permission, appendPointer(buttonAt, 'permission'));
          // A button with a call declares its behaviour: its name need not be a known action.
          if (call && typeof call === 'object')
            checkCall(call as Record<string, unknown>, appendPointer(buttonAt, 'call'), fields, source);
          else if (typeof name === 'string' && catalogues.customButtons)
            checkName(name, catalogues.customButtons, appendPointer(buttonAt, 'name'), 'custom button');
        });
      }
    });
    checkTitlesDistinct(columns, pointer);
  }

  /**
   * A declarative row action: its label keys, the edit sources of its form, and the row fields its
   * path and `when` name, which the list the grid reads must serve.
   */
  function checkCall(
    call: Record<string, unknown>,
    at: string,
    fields: readonly string[] | undefined,
    source: string | undefined,
  ): void {
    const served = (field: string, pointer: string, what: string) => {
      const first = field.split('.')[0] ?? field;
      if (fields && !fields.includes(first))
        report(
          pointer,
          `${what} "${field}" is not served by the list "${source}"${hint(closestNames(first, fields))}`,
        );
    };
    if (typeof call.path === 'string')
      for (const match of call.path.matchAll(PATH_PLACEHOLDER))
        if (match[1] && match[1] !== 'product')
          served(match[1], appendPointer(at, 'path'), 'placeholder field');
    if (call.when && typeof call.when === 'object')
      for (const field of Object.keys(call.when))
        served(field, appendPointer(appendPointer(at, 'when'), field), 'field');
    const confirm = call.confirm as Record<string, unknown> | undefined;
    checkLabelsOf(confirm, ['body', 'confirm'], appendPointer(at, 'confirm'));
    checkLabelsOf(
      call.input as Record<string, unknown> | undefined,
      ['label', 'required'],
      appendPointer(at, 'input'),
    );
    checkLabelsOf(call, ['success'], at);
    checkFormFields(call.form, appendPointer(at, 'form'));
  }

  /** A grid's `create`: its permission, label keys and the edit sources of its form. */
  function checkCreate(create: Record<string, unknown>, at: string): void {
    if (typeof create.permission === 'string')
      checkPermission(create.permission, appendPointer(at, 'permission'));
    checkLabelsOf(create, ['success'], at);
    checkFormFields(create.fields, appendPointer(at, 'fields'));
  }

  function checkFormFields(fields: unknown, at: string): void {
    if (!Array.isArray(fields)) return;
    fields.forEach((f, i) => {
      const editSource = (f as { editSource?: unknown } | null)?.editSource;
      if (typeof editSource === 'string' && catalogues.editSources)
        checkName(
          editSource,
          catalogues.editSources,
          appendPointer(appendPointer(at, i), 'editSource'),
          'edit source',
        );
    });
  }

  /** Label keys under other names than `title` (which every props value has checked). */
  function checkLabelsOf(holder: Record<string, unknown> | undefined, keys: string[], at: string): void {
    for (const key of keys) {
      const value = holder?.[key];
      if (typeof value === 'string') checkLabel(value, appendPointer(at, key));
    }
  }

  /** Two shown columns with one title give two identical headers: nobody can tell them apart. */
  function checkTitlesDistinct(columns: unknown[], pointer: string): void {
    const first = new Map<string, number>();
    columns.forEach((column, i) => {
      if (!column || typeof column !== 'object') return;
      const { title, hidden } = column as Record<string, unknown>;
      if (hidden === true || typeof title !== 'string' || title === '') return;
      const earlier = first.get(title);
      if (earlier === undefined) first.set(title, i);
      else
        report(
          appendPointer(appendPointer(pointer, i), 'title'),
          `column ${earlier} has the same title "${title}": each shown column needs its own`,
        );
    });
  }

  function checkName(name: string, known: readonly string[], pointer: string, what: string): void {
    if (!known.includes(name)) report(pointer, `unknown ${what} "${name}"${hint(closestNames(name, known))}`);
  }

  function checkLabel(key: string, pointer: string): void {
    if (catalogues.labels && !catalogues.labels.includes(key))
      report(
        pointer,
        `label key "${key}" is not in the label catalogue${hint(closestNames(key, catalogues.labels))}`,
      );
  }

  function checkEntityRef(value: unknown, pointer: string): void {
    const ref = (value as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !catalogues.entities) return;
    const id = ref.replace(/#$/, '');
    if (!catalogues.entities.includes(id)) {
      report(
        appendPointer(pointer, '$ref'),
        `unknown entity schema "${id}"${hint(closestNames(id, catalogues.entities))}`,
      );
    }
  }
}

/** A title written as a label key (`menu.tuoiUtenti`), not as text: dotted words, no spaces. */
const LABEL_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/** Action columns hold buttons, not a value: their field need not be served. */
const isButtonsColumn = (type: unknown): boolean => type === 'actions' || type === 'actions_list';

function sourcePath(source: unknown): string | undefined {
  const path = (source as { path?: unknown } | null)?.path;
  return typeof path === 'string' ? path : undefined;
}

function hint(near: string[]): string {
  return near.length > 0 ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : '';
}
