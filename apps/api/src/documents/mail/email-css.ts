import postcss, { type ChildNode, type Container } from 'postcss';

/** Declarations that could load or run something: remote fetches (tracking, phishing), old IE scripting. */
const ACTIVE_VALUE = /url\s*\(|image-set\s*\(|expression\s*\(|javascript:|behavior|binding/i;
/**
 * '<' is the only character that can end a <style> element (as '</style'); a backslash is a CSS escape, which can
 * spell '<', 'url(' or 'expression(' in a way no check on the text sees. A node carrying either is dropped.
 */
const UNSAFE_TEXT = /[<\\]/;

/**
 * A shop's custom CSS as the quote email may carry it inside its <style> element: parsed with postcss and
 * written back from plain style rules and @media blocks of plain declarations only. Comments, @import and every
 * other at-rule, url()/expression() values and anything with '<' or a backslash escape are dropped, so nothing
 * typed can close the element or fetch anything; CSS that does not parse gives none at all.
 */
export function emailSafeCss(css: string | null | undefined): string {
  if (!css?.trim()) return '';
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  const safe = rulesOf(root).join('\n');
  // Built only from checked parts; checked once more, because this text goes into HTML unescaped.
  return UNSAFE_TEXT.test(safe) ? '' : safe;
}

function rulesOf(container: Container<ChildNode>): string[] {
  const out: string[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      if (UNSAFE_TEXT.test(node.selector)) continue;
      const declarations = node.nodes
        .filter((d) => d.type === 'decl')
        .filter((d) => !UNSAFE_TEXT.test(d.prop + d.value) && !ACTIVE_VALUE.test(`${d.prop}:${d.value}`))
        .map((d) => `${d.prop}: ${d.value}${d.important ? ' !important' : ''}`);
      if (declarations.length) out.push(`${node.selector.trim()} { ${declarations.join('; ')} }`);
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'media' && !UNSAFE_TEXT.test(node.params)) {
      const inner = rulesOf(node);
      if (inner.length) out.push(`@media ${node.params.trim()} { ${inner.join(' ')} }`);
    }
  }
  return out;
}
