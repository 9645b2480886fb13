import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnableLine,
  returnPolicyText,
} from '@fabric-store/shared/return-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { ENGLISH } from '../../i18n/english-catalogue';
import { renderWithApp } from '../../test/render';
import { ContactPage } from './contact-page';
import { ReturnsPolicyPage } from './returns-policy-page';

function answersFor(reason: string): string[] {
  const row = screen.getByRole('rowheader', { name: reason }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the help pages in Hindi', () => {
  it('words the returns policy in Hindi, from the same rules the API enforces', () => {
    renderWithApp(<ReturnsPolicyPage />, { hindi: true });
    expect(screen.getByRole('heading', { level: 1, name: 'वापसी' })).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी के 90 दिन के अंदर आप क्या लौटा सकते हैं', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ऑर्डर पर कटी लंबाई' })).toBeInTheDocument();
    expect(answersFor('मन बदल गया')).toEqual(['हाँ', 'नहीं', 'नहीं']);
    expect(answersFor('ख़राब हालत में पहुँचा')).toEqual(['हाँ', 'हाँ', 'नहीं']);
    expect(screen.getByText('नमूने वापस नहीं होते।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/orders');
  });

  it('keeps the links inside the Hindi sentences of the contact page', () => {
    renderWithApp(<ContactPage />, { hindi: true });
    expect(screen.getByRole('heading', { level: 2, name: 'आपके अकाउंट के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'नया पासवर्ड बनाइए' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'हमारे साथ बेचें' })).toHaveAttribute('href', '/sell');
  });

  it('says in English exactly what the product page and the order lines say (the shared rules’ words)', () => {
    const { t } = createI18n('en', ENGLISH);
    const lines: Record<'piece' | 'cut' | 'swatch', ReturnableLine> = {
      piece: { kind: 'length', unit: 'per_piece' },
      cut: { kind: 'length', unit: 'per_metre' },
      swatch: { kind: 'swatch', unit: 'per_piece' },
    };
    for (const [kind, line] of Object.entries(lines) as [keyof typeof lines, ReturnableLine][]) {
      expect(t(`help:returns.policy.${kind}`, { days: 90 })).toBe(returnPolicyText(line));
    }
    for (const reason of RETURN_REASONS) expect(t(`help:returns.reasons.${reason}`)).toBe(RETURN_REASON_LABELS[reason]);
  });
});
