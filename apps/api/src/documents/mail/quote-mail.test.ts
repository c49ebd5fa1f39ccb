import { describe, expect, it } from 'vitest';
import { quoteMail } from './quote-mail';

const base = {
  to: 'cliente@example.com',
  mailFrom: 'Portale Agenti <preventivi@example.com>',
  shop: { name: 'Linea Votiva', color: '#a61e4d', customStyle: 'h1 { color: red } .footer { border-top: 1px solid #ccc }', quoteFooter: 'Salvo venduto.' },
  quoteId: 9,
  quoteName: 'Rinnovo <lampade>',
  customerName: 'Marmi & Graniti',
  agentName: 'Mario Rossi',
  finalCents: 123456,
  validUntil: null as string | null,
  discountPending: false,
  pdf: Buffer.from('%PDF-1.3'),
};

describe('quote email', () => {
  it("says 'Sconto in attesa di approvazione' instead of the total when a discount is beyond authority (issue 64 §6)", () => {
    const mail = quoteMail({ ...base, discountPending: true });
    for (const body of [String(mail.text), String(mail.html)]) {
      expect(body).toContain('Sconto in attesa di approvazione');
      expect(body).not.toContain('1.234,56');
    }
    expect(mail.subject).toBe('Preventivo Rinnovo <lampade> – Linea Votiva – Sconto in attesa di approvazione');
    expect(quoteMail(base).text).toContain('Totale (IVA esclusa): 1.234,56 €.');
  });

  it("comes from the shop's identity with the configured address and carries the PDF", () => {
    const mail = quoteMail(base);
    expect(mail.from).toEqual({ name: 'Linea Votiva', address: 'preventivi@example.com' });
    expect(mail.subject).toBe('Preventivo Rinnovo <lampade> – Linea Votiva');
    expect(mail.attachments).toEqual([{ filename: 'preventivo-9.pdf', content: base.pdf, contentType: 'application/pdf' }]);
    expect(mail.text).toContain('1.234,56 €');
  });

  it('keeps the custom CSS inside its style element and escapes names in the HTML', () => {
    const html = String(quoteMail(base).html);
    expect(html).toContain('h1 { color: red }');
    expect(html).toContain('.footer { border-top: 1px solid #ccc }');
    expect(html).toContain('Rinnovo &lt;lampade&gt;');
    expect(html).toContain('Marmi &amp; Graniti');
  });

  it('says until when the offer is valid, as the PDF prints it (issue 55, point 4)', () => {
    const mail = quoteMail({ ...base, validUntil: '2026-12-15' });
    expect(mail.text).toContain('Offerta valida fino al 15/12/2026.');
    expect(String(mail.html)).toContain('Offerta valida fino al <strong>15/12/2026</strong>.');
    expect(quoteMail({ ...base, validUntil: null }).text).not.toContain('valida fino');
  });

  it('falls back to the configured sender without a shop', () => {
    expect(quoteMail({ ...base, shop: null }).from).toBe('Portale Agenti <preventivi@example.com>');
  });

  it('never doubles the period after a company name ending with one', () => {
    const mail = quoteMail({ ...base, customerName: 'Edil Bianchi & C. S.n.c.' });
    expect(mail.text).toContain('per Edil Bianchi & C. S.n.c.\n');
    expect(String(mail.html)).not.toContain('S.n.c.</strong>.');
    expect(quoteMail(base).text).toContain('per Marmi & Graniti.\n');
  });

  // Issue 55 point 21: whatever the admin typed, the style element closes once, where the template closes it.
  const closings = (html: string) => html.match(/<\/style/gi)?.length ?? 0;
  const styleOf = (customStyle: string, color = '#a61e4d') => String(quoteMail({ ...base, shop: { ...base.shop, customStyle, color } }).html);
  it.each([
    ['plain', 'h1 { color: red } </style><script>alert(1)</script>'],
    ['nested', 'h1 { color: red } </sty</stylele><script>alert(1)</script>'],
    ['nested in a selector', 'h1{color:red} </sty</stylele><script>x</script>{}'],
    ['upper case and spaces', 'p{color:red}</STYLE ><img src=x onerror=alert(1)>'],
    ['a line break inside', 'p{color:red}</style\n><img src=x onerror=alert(1)>'],
    ['escaped slash', 'p{color:red}<\\/style><script>alert(1)</script>'],
    ['CSS escape', 'p { content: "\\3c /style>\\3c script>alert(1)" }'],
    ['CSS escape in a selector', 'p\\3c /style\\3e { color: red }'],
    ['HTML entities', 'p { content: "&lt;/style&gt;&lt;script&gt;" }'],
    ['inside a comment', 'p { color: red } /* </style><script>alert(1)</script> */'],
    ['inside a string', 'p { font-family: "</style><script>alert(1)</script>" }'],
    ['an HTML comment', '<!-- p { color: red } -->'],
  ])('never lets the custom CSS close its style element (%s)', (_name, customStyle) => {
    const html = styleOf(customStyle);
    expect(closings(html)).toBe(1);
    expect(html).not.toMatch(/<script|<img/i);
    const inside = html.slice(html.indexOf('<style>') + '<style>'.length, html.indexOf('</style>'));
    expect(inside).not.toContain('<');
  });

  it('drops what could load or run something (imports, url(), expression(), escapes spelling them)', () => {
    const html = styleOf(
      '@import url(https://evil.example/x.css); p { background: url(https://evil.example/t.gif); color: blue } b { width: expression(alert(1)) } i { background: \\75 rl(https://evil.example/t.gif) }',
    );
    expect(html).not.toMatch(/@import|url\(|expression|evil|\\75/i);
    expect(html).toContain('p { color: blue }');
  });

  it('keeps media queries with their rules, and ignores a colour that is not one', () => {
    expect(styleOf('@media (max-width: 600px) { h1 { font-size: 16px } }')).toContain('@media (max-width: 600px) { h1 { font-size: 16px } }');
    const html = styleOf('', 'red}</style><script>alert(1)</script>');
    expect(closings(html)).toBe(1);
    expect(html).toContain('h1{color:#1c7ed6;');
  });
});

