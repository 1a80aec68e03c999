// Edits to a page React Router writes (scripts/build-web.ts), made where an HTML parser finds the
// elements (parse5, the parser Vite itself reads HTML with), not where a pattern matches its text:
// an attribute added, reordered or quoted otherwise does not break them. Only the edited elements
// change; the rest of the page is kept as written, so React hydrates what it rendered.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;

function elementsIn(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  return [...(isElement(node) ? [node] : []), ...children.flatMap(elementsIn)];
}

/** Where an element's text starts and ends in the page (parse5 records it for every element it read). */
function span(element: Element): { start: number; end: number } {
  const at = element.sourceCodeLocation;
  if (!at) throw new Error(`<${element.tagName}> has no place in the page`);
  return { start: at.startOffset, end: at.endOffset };
}

export class HtmlPage {
  private readonly elements: Element[];
  private readonly edits: { start: number; end: number; text: string }[] = [];

  constructor(private readonly html: string) {
    this.elements = elementsIn(parse(html, { sourceCodeLocationInfo: true }));
  }

  /** The `tag` elements whose attributes include `attributes`, in the page's order. */
  find(tag: string, attributes: Record<string, string> = {}): Element[] {
    return this.elements.filter(
      (e) =>
        e.tagName === tag &&
        Object.entries(attributes).every(([name, value]) => HtmlPage.attribute(e, name) === value),
    );
  }

  /** The text inside `element` (a script's code), as the page has it. */
  static text(element: Element): string {
    return element.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
  }

  static attribute(element: Element, name: string): string | undefined {
    return element.attrs.find((a) => a.name === name)?.value;
  }

  /** Adds `fragments` at the end of <head>, each on a line of its own. */
  appendToHead(fragments: string[]): void {
    const head = this.find('head')[0]?.sourceCodeLocation?.endTag;
    if (!head) throw new Error('the page has no </head>');
    const text = fragments
      .filter(Boolean)
      .map((f) => `  ${f}\n  `)
      .join('');
    this.edits.push({ start: head.startOffset, end: head.startOffset, text });
  }

  /**
   * Adds `fragment` right before `element`, with no blank space: in <head>, React hydrates what it
   * rendered, and a text node where it expects an element fails the hydration.
   */
  insertBefore(element: Element, fragment: string): void {
    const { start } = span(element);
    this.edits.push({ start, end: start, text: fragment });
  }

  replace(element: Element, text: string): void {
    this.edits.push({ ...span(element), text });
  }

  /** Removes `element` with the blank space before it (its line, as the page was formatted). */
  remove(element: Element): void {
    const { end } = span(element);
    let { start } = span(element);
    while (start > 0 && /\s/.test(this.html[start - 1]!)) start--;
    this.edits.push({ start, end, text: '' });
  }

  /** The page with the edits made (those at one place in the order they were asked for). */
  toString(): string {
    const edits = this.edits.map((e, order) => ({ ...e, order }));
    edits.sort((a, b) => b.start - a.start || b.order - a.order);
    return edits.reduce((html, e) => html.slice(0, e.start) + e.text + html.slice(e.end), this.html);
  }
}
