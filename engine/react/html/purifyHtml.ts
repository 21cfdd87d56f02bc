import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, allowedAttributes, DROPPED_WITH_CONTENT } from '../../core/html';

/**
 * Cleans server HTML (catalogue descriptions, comparison texts) before it is rendered with
 * `dangerouslySetInnerHTML`, with DOMPurify and the allow-list the server's sanitize-html uses
 * (engine/core/html). The server has cleaned it already; this is the second line, in case the HTML
 * comes from another server implementing the same API.
 *
 * @example <div dangerouslySetInnerHTML={{ __html: purifyHtml(item.descrizione) }} />
 */

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
};

let purifier: Purifier | null = null;

/** A DOMPurify of our own, so that our hook never changes what other code's DOMPurify.sanitize does. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // ALLOWED_ATTR is one list for every tag: the shared rule narrows it per tag, checks the values
  // (the href rule, table spans) and marks off-site links.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const given = Object.fromEntries(Array.from(node.attributes, (a) => [a.name, a.value]));
    const kept = allowedAttributes(node.nodeName, given);
    // Rewritten in the rule's order, so that both sides serialise a link the same way.
    for (const name of Object.keys(given)) node.removeAttribute(name);
    for (const [name, value] of Object.entries(kept)) node.setAttribute(name, value);
  });
  return purifier;
}

export function purifyHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}
