import { execFileSync } from 'node:child_process';
import type { CommissionCreditNote } from '@fabric-store/shared';
import { describe, expect, it } from 'vitest';
import { commissionDocumentPdf } from './commission-document-pdf';

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

/** A credit note of the marketplace in Chandigarh, a union territory without a legislature, to a vendor there. */
const IN_CHANDIGARH: CommissionCreditNote = {
  number: 'FSCN/2627/000004',
  issuedAt: '2026-11-30T18:31:00.000Z',
  month: '2026-11',
  supplier: {
    legalName: 'Fabric Store Marketplace Private Limited',
    gstin: '04AABCF4321K1Z9',
    address: 'SCO 12, Sector 17, Chandigarh 160017',
  },
  recipient: {
    _id: '00000000-0000-4000-8000-000000000001',
    name: '=SUM(A1) Looms',
    gstin: '04AAPFU0939F1ZV',
    legalName: 'Sukhna Looms LLP',
    address: 'Plot 5, Industrial Area Phase I, Chandigarh 160002',
  },
  placeOfSupply: { state: 'Chandigarh', stateCode: '04' },
  reverseCharge: 'Tax is not payable on reverse charge',
  signatureNote: 'Digitally generated; no signature required',
  sac: '998599',
  stateTax: 'UTGST',
  description: 'Marketplace commission given back in 2026-11 on returns',
  gstRatePercent: 18,
  invoices: [{ number: 'FSC/2627/000003', month: '2026-10' }],
  commission: 1234.5,
  cgst: 111.11,
  sgst: 111.11,
  igst: 0,
  total: 1456.72,
};

describe('a commission document printed as a PDF', () => {
  it('prints CGST and UTGST in a union territory, the invoice it reduces, and the total in words', async () => {
    const text = pdfText(await commissionDocumentPdf(IN_CHANDIGARH));
    expect(text).toContain('Credit note no. FSCN/2627/000004');
    expect(text).toContain('Against invoice FSC/2627/000003 (2026-10)');
    expect(text).toContain('Place of supply: Chandigarh (state code 04)');
    expect(text).toMatch(/CGST 9% \(₹\)\s+111\.11/);
    expect(text).toMatch(/UTGST 9% \(₹\)\s+111\.11/);
    expect(text).not.toContain('SGST');
    expect(text).toMatch(/Total credited \(₹\)\s+1,456\.72/);
    expect(text).toContain('Rupees One Thousand Four Hundred Fifty Six and Seventy Two Paise Only');
    // The vendor's display name, whatever it holds, is printed as text.
    expect(text).toContain('Selling as =SUM(A1) Looms');
  });
});
