// A total in words as Indian invoices write it, in lakhs and crores.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: "Forty Two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10] ?? '';
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ones}` : ''}`;
}

/** 0–999 in words: "Three Hundred Forty Two". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return `${ONES[hundreds]} Hundred${rest ? ` ${rest}` : ''}`;
}

/**
 * A whole number in the Indian system: crores, lakhs, thousands, hundreds; past 99 crore the crores
 * are themselves counted in lakhs and thousands ("One Thousand Crore").
 */
export function wholeNumberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts = [
    crores > 0 ? `${wholeNumberInWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** "Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only" for 1,20,500.50. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${wholeNumberInWords(rupees)}${paiseWords} Only`;
}
