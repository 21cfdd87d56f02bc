import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegistry, describeDescriptorProblem } from '../engine/core/registry';
import { widgets } from '../widgets';

/**
 * The registry's contract (DESIGN.md "Layout", STYLE.md): every widget listed in widgets/index.ts
 * lives in a folder named after it, rejects undeclared props, has stories and a test that renders
 * them. A widget that breaks it fails here with its name in the message.
 */
const widgetsDir = path.resolve(import.meta.dirname, '../widgets');
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const filesOf = (name: string, suffix: string) =>
  readdirSync(path.join(widgetsDir, name)).filter((f) => f.endsWith(suffix));

describe('the widget registry contract', () => {
  it('holds at least the shell widgets, each name once', () => {
    expect(() => createRegistry(widgets)).not.toThrow();
    expect(widgets.map((w) => w.name)).toEqual(expect.arrayContaining(['top-nav', 'unknown-widget']));
  });

  it('lists every folder whose index.ts defines a widget', () => {
    // Helper folders (RJSF fields, say) have an index.ts too but define no widget.
    const definesWidget = (folder: string) => {
      const index = path.join(widgetsDir, folder, 'index.ts');
      return existsSync(index) && readFileSync(index, 'utf8').includes('defineWidget');
    };
    const folders = readdirSync(widgetsDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && definesWidget(e.name))
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(widgets.map((w) => w.name).sort());
  });

  describe.each(widgets.map((w) => [w.name, w] as const))('%s', (name, widget) => {
    it('is named in kebab-case after its folder, whose index.ts exports it', async () => {
      expect(name).toMatch(KEBAB);
      const module = (await import(`../widgets/${name}/index.ts`)) as { default: unknown };
      expect(module.default).toBe(widget);
    });

    it('declares its props as an object schema that rejects undeclared props', () => {
      expect(describeDescriptorProblem(widget)).toBeNull();
      expect(widget.props.type).toBe('object');
      expect(widget.props.additionalProperties).toBe(false);
      expect(widget.component).toBeDefined();
    });

    it('has a stories file with at least one story', async () => {
      const [storiesFile, ...others] = filesOf(name, '.stories.tsx');
      expect(storiesFile, `widgets/${name} has no *.stories.tsx`).toBeDefined();
      expect(others).toEqual([]);
      const stories = (await import(`../widgets/${name}/${storiesFile}`)) as Record<string, unknown>;
      const storyNames = Object.keys(stories).filter((k) => k !== 'default' && k !== '__namedExportsOrder');
      expect(stories.default, `${storiesFile} has no default export (meta)`).toBeTypeOf('object');
      expect(storyNames.length, `${storiesFile} exports no story`).toBeGreaterThan(0);
    });

    it('has a test that renders its stories', () => {
      const tests = filesOf(name, '.test.tsx');
      expect(tests.length, `widgets/${name} has no *.test.tsx`).toBeGreaterThan(0);
      const sources = tests.map((f) => readFileSync(path.join(widgetsDir, name, f), 'utf8')).join('\n');
      expect(sources).toContain('composeStories(');
      expect(sources).toMatch(/from '\.\/[A-Za-z]+\.stories'/);
    });
  });
});
