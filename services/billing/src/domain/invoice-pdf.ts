import type { Invoice } from './invoice';
import { planOf } from './plan';

/** PDF text strings escape backslashes and parentheses; anything outside printable ASCII becomes '?'. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A one-page PDF of a test-mode invoice (Stripe's invoices carry Stripe's own PDF). Written by hand: a page of text in
 * Helvetica needs a handful of objects and a cross-reference table, not a library.
 */
export function testInvoicePdf(invoice: Invoice, pharmacyName: string | null): Buffer {
  const lines = [
    ['PharmaChat invoice (TEST MODE: no money moved)', 18],
    [`Invoice ${invoice.number ?? invoice.providerInvoiceId}`, 12],
    [`Pharmacy: ${pharmacyName ?? invoice.pharmacyId}`, 12],
    [`Plan: ${invoice.plan ? planOf(invoice.plan).name : '-'}`, 12],
    [`Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`, 12],
    [`Amount: $${invoice.amount.toFixed(2)} ${invoice.currency.toUpperCase()}`, 12],
    [`Status: ${invoice.status === 'paid' ? 'Paid' : 'Payment failed'}`, 12],
    [`Issued: ${day(invoice.createdAt)}`, 12],
  ] as const;
  const content = lines.map(([text, size], i) => `BT /F1 ${size} Tf 56 ${760 - i * 28} Td (${pdfText(text)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
