import { toPlainText } from '@react-email/render';

/**
 * The plain-text part, made from the HTML part by html-to-text (through react-email), so
 * both say the same thing: headings as written (not upper-cased, which Arabic has not),
 * label/value tables as aligned columns, links written out after their text, images and
 * [data-skip-in-text] left out, a button's link on a line of its own, the header's link to the shop as just its name, and the order's lines
 * as the text each <tr data-text> gives.
 */

/** The little of html-to-text's node and builder a formatter uses (its types are not installed). */
interface HtmlNode {
  name?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
}
type Walk = (nodes: HtmlNode[] | undefined, builder: TextBuilder) => void;
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addLiteral(text: string): void;
  addLineBreak(): void;
}

function rowsWithText(node: HtmlNode): string[] {
  if (node.name === 'tr') return node.attribs?.['data-text'] !== undefined ? [node.attribs['data-text']] : [];
  return (node.children ?? []).flatMap(rowsWithText);
}

/** A table whose rows carry their own text (data-text, lines split on \n), a blank line between rows. */
function formatTextRows(elem: HtmlNode, _walk: unknown, builder: TextBuilder): void {
  builder.openBlock({ leadingLineBreaks: 1 });
  const lines = rowsWithText(elem).flatMap((text, i) => [...(i > 0 ? [''] : []), ...text.split('\n')]);
  lines.forEach((line, i) => {
    if (i > 0) builder.addLineBreak();
    builder.addLiteral(line);
  });
  builder.closeBlock({ trailingLineBreaks: 1 });
}

/** A button: its words, and under them the link on a line of its own (so it is never wrapped or run into the words). */
function formatButton(elem: HtmlNode, walk: Walk, builder: TextBuilder): void {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addLineBreak();
  builder.addLiteral(elem.attribs?.href ?? '');
  builder.closeBlock({ trailingLineBreaks: 2 });
}

const TEXT_OPTIONS = {
  wordwrap: 78,
  formatters: { textRows: formatTextRows, button: formatButton },
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'table[data-text-format="rows"]', format: 'textRows' },
    { selector: 'a[data-text-format="button"]', format: 'button' },
    { selector: 'a[data-text-format="words"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/** The plain-text part of a message's HTML. */
export function plainTextOf(html: string): string {
  return toPlainText(html, TEXT_OPTIONS);
}
