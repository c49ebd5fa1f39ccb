import type Mail from 'nodemailer/lib/mailer';
import { formatEuro } from '../../lib/money';
import { closingPeriod } from '../../lib/sentence';
import { emailSafeCss } from './email-css';
import { DISCOUNT_PENDING } from '@portale/contract/approvals';

/** Instead of the total when a discount waits for approval: nothing in the mail binds a net price. */
const PENDING_TEXT = `${DISCOUNT_PENDING}: alcune righe hanno uno sconto oltre il limite dell'agente; i prezzi netti di quelle righe e il totale saranno confermati dopo l'approvazione dell'azienda.`;

export interface QuoteMailInput {
  to: string;
  /** The configured MAIL_FROM ("Name <address>" or a bare address): its address is kept, the shop names it. */
  mailFrom: string;
  shop: { name: string; color: string | null; customStyle: string | null; quoteFooter: string | null } | null;
  quoteId: number;
  quoteName: string | null;
  customerName: string;
  agentName: string;
  finalCents: number;
  /** 'Valido fino al' (AAAA-MM-GG) as the PDF prints it, or null. */
  validUntil: string | null;
  /** A line beyond the author's discount authority (issue 64 §6): the mail says so and names no total. */
  discountPending: boolean;
  pdf: Buffer;
}

/** 2026-12-15 → 15/12/2026, as the PDF's header prints it. */
const formatIsoDate = (iso: string) => iso.split('-').reverse().join('/');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fromAddress(mailFrom: string, shopName: string | undefined): Mail.Address | string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return shopName ? { name: shopName, address } : mailFrom;
}

/** The quote email: from the shop's identity, styled with the shop's custom CSS, the PDF attached. */
export function quoteMail(input: QuoteMailInput): Mail.Options {
  // A name that already says 'Preventivo …' is not prefixed again ('Preventivo Preventivo Rossi').
  const name = input.quoteName?.trim();
  const title = !name ? `Preventivo n. ${input.quoteId}` : /^preventivo\b/i.test(name) ? name : `Preventivo ${name}`;
  const shopName = input.shop?.name;
  // Both go into the <style> element unescaped (HTML entities mean nothing there): only what cannot close it.
  const shopColor = input.shop?.color;
  const color = shopColor && /^#[0-9a-f]{3,8}$/i.test(shopColor) ? shopColor : '#1c7ed6';
  // custom_style is the admin's CSS for this email only.
  const css = emailSafeCss(input.shop?.customStyle);
  const validity = input.validUntil ? formatIsoDate(input.validUntil) : null;
  const totalLine = input.discountPending ? PENDING_TEXT : `Totale (IVA esclusa): ${formatEuro(input.finalCents)}.`;
  const totalHtml = input.discountPending
    ? `<strong>${DISCOUNT_PENDING}</strong>: ${escapeHtml(PENDING_TEXT.slice(DISCOUNT_PENDING.length + 2))}`
    : `Totale (IVA esclusa): <strong>${escapeHtml(formatEuro(input.finalCents))}</strong>.`;
  const text = [
    'Gentile cliente,',
    '',
    `in allegato il preventivo richiesto (${title}) per ${input.customerName}${closingPeriod(input.customerName)}`,
    totalLine,
    ...(validity ? [`Offerta valida fino al ${validity}.`] : []),
    '',
    'Cordiali saluti,',
    input.agentName,
    shopName ?? '',
    input.shop?.quoteFooter ?? '',
  ].join('\n');
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><style>body{font-family:Arial,sans-serif;color:#222}h1{color:${color};font-size:20px}${css}</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>Gentile cliente,</p>
<p>in allegato il preventivo richiesto per <strong>${escapeHtml(input.customerName)}</strong>${closingPeriod(input.customerName)}<br>${totalHtml}${validity ? `<br>Offerta valida fino al <strong>${validity}</strong>.` : ''}</p>
<p>Cordiali saluti,<br>${escapeHtml(input.agentName)}${shopName ? `<br>${escapeHtml(shopName)}` : ''}</p>
${input.shop?.quoteFooter ? `<p class="footer" style="font-size:12px;color:#666">${escapeHtml(input.shop.quoteFooter).replace(/\n/g, '<br>')}</p>` : ''}
</body></html>`;
  return {
    from: fromAddress(input.mailFrom, shopName),
    to: input.to,
    subject: `${shopName ? `${title} – ${shopName}` : title}${input.discountPending ? ` – ${DISCOUNT_PENDING}` : ''}`,
    text,
    html,
    attachments: [{ filename: `preventivo-${input.quoteId}.pdf`, content: input.pdf, contentType: 'application/pdf' }],
  };
}
