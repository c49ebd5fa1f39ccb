import { describe, expect, it } from 'vitest';
import { quoteMail } from './quote-mail';

const base = {
  to: 'cliente@example.com',
  mailFrom: 'Portale Agenti <preventivi@example.com>',
  shop: { name: 'Linea Votiva', color: '#a61e4d', customStyle: 'h1 { color: red } </style><script>alert(1)</script>', quoteFooter: 'Salvo venduto.' },
  quoteId: 9,
  quoteName: 'Rinnovo <lampade>',
  customerName: 'Marmi & Graniti',
  agentName: 'Mario Rossi',
  finalCents: 123456,
  pdf: Buffer.from('%PDF-1.3'),
};

describe('quote email', () => {
  it("comes from the shop's identity with the configured address and carries the PDF", () => {
    const mail = quoteMail(base);
    expect(mail.from).toEqual({ name: 'Linea Votiva', address: 'preventivi@example.com' });
    expect(mail.subject).toBe('Preventivo Rinnovo <lampade> – Linea Votiva');
    expect(mail.attachments).toEqual([{ filename: 'preventivo-9.pdf', content: base.pdf, contentType: 'application/pdf' }]);
    expect(mail.text).toContain('1.234,56 €');
  });

  it('keeps the custom CSS inside its style element and escapes names in the HTML', () => {
    const html = String(quoteMail(base).html);
    expect(html).not.toContain('</style><script>');
    expect(html).toContain('h1 { color: red }');
    expect(html).toContain('Rinnovo &lt;lampade&gt;');
    expect(html).toContain('Marmi &amp; Graniti');
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
});
