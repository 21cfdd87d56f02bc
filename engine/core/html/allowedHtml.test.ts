import { describe, expect, it } from 'vitest';
import { allowedAttributes, isOffSiteHref, isSafeHref } from './allowedHtml';

describe('isSafeHref', () => {
  it.each([
    'https://www.ivass.it/consumatori',
    'HTTP://esempio.it',
    'mailto:info@esempio.it',
    'tel:+39061234567',
    '/',
    '/polizze?tipo=1#garanzie',
    'pagina.html',
    './pagina',
    '../su',
    '#sezione',
    '?q=1',
    '/%5Cnon-un-host',
  ])('keeps %s', (href) => expect(isSafeHref(href)).toBe(true));

  it.each([
    '',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/a\\b',
    ' /x',
    '/\t/evil.example',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u200bjavascript:alert(1)',
    '\ufeff//evil.example',
  ])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false));
});

describe('allowedAttributes', () => {
  it('keeps only the tag’s attributes with valid values', () => {
    expect(allowedAttributes('A', { href: '/x', title: 'Titolo', onclick: 'x()', style: 'c' })).toEqual({
      href: '/x',
      title: 'Titolo',
    });
    expect(allowedAttributes('td', { colspan: '2', rowspan: '0', class: 'x' })).toEqual({ colspan: '2' });
    expect(allowedAttributes('p', { class: 'x', id: 'y' })).toEqual({});
    expect(allowedAttributes('a', { title: '"><script>alert(1)</script>' })).toEqual({});
  });

  it('opens links to other sites apart, with noopener noreferrer, whatever the author wrote', () => {
    expect(allowedAttributes('a', { href: 'https://x.example', target: '_self', rel: 'opener' })).toEqual({
      href: 'https://x.example',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(allowedAttributes('a', { href: '/x', target: '_blank' })).toEqual({ href: '/x' });
    expect(isOffSiteHref('mailto:a@b.it')).toBe(false);
  });
});
