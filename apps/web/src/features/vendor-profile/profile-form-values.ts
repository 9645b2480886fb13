import type { VendorTaxProfile, VendorTaxProfileRequest } from '@fabric-store/shared';

/** The form's fields: every text a string ('' for not given), as the inputs hold them. */
export interface ProfileFormValues {
  legalName: string;
  tradeName: string;
  gstin: string;
  pan: string;
  pickupAddress: { line: string; city: string; state: string; pin: string };
  returnAddress: { line: string; city: string; state: string; pin: string };
  invoicePrefix: string;
  bankHolder: string;
  bankAccountNumber: string;
  bankIfsc: string;
  signatoryName: string;
  turnoverAbove5Crore: boolean;
}

const address = (saved: VendorTaxProfile['pickupAddress']) => ({
  line: saved.line ?? '',
  city: saved.city ?? '',
  state: saved.state ?? '',
  pin: saved.pin ?? '',
});

/** The saved profile as the form starts: the account number empty, since it is shown only masked. */
export function formValuesOf(profile: VendorTaxProfile): ProfileFormValues {
  return {
    legalName: profile.legalName ?? '',
    tradeName: profile.tradeName ?? '',
    gstin: profile.gstin ?? '',
    pan: profile.pan ?? '',
    pickupAddress: address(profile.pickupAddress),
    returnAddress: address(profile.returnAddress),
    invoicePrefix: profile.invoicePrefix ?? '',
    bankHolder: profile.bankHolder ?? '',
    bankAccountNumber: '',
    bankIfsc: profile.bankIfsc ?? '',
    signatoryName: profile.signatoryName ?? '',
    turnoverAbove5Crore: profile.turnoverAbove5Crore,
  };
}

export type { VendorTaxProfileRequest };
