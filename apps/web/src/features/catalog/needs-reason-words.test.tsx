import { NO_FABRIC_ATTRIBUTES } from '@fabric-store/shared';
import {
  CHART_WIDTHS,
  CHARTS,
  type ClothForNeeds,
  fabricNeeded,
  GARMENT_NEEDS,
  type LengthUnit,
  type NeedsQuestion,
} from '@fabric-store/shared/fabric-needs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import english from '../../i18n/catalogues/en/calculator.json';
import { formatNumber } from '../../i18n/formats';
import { createI18nWithEveryCatalogue } from '../../test/every-catalogue';
import { renderWithApp } from '../../test/render';
import { FabricNeedsCalculator } from './fabric-needs-calculator';
import { needsReasonWords } from './needs-reason-words';

const t = createI18nWithEveryCatalogue('en').getFixedT('en', 'calculator');
const inEnglish = (question: NeedsQuestion, cloth: ClothForNeeds, unit: LengthUnit = 'm') =>
  fabricNeeded(question, cloth).reasons.map((reason) =>
    needsReasonWords(reason, { t, number: (value, digits) => formatNumber(value, 'en', digits), unit }),
  );

const kurtaCloth: ClothForNeeds = {
  widthCm: 112,
  minCut: 0.5,
  step: 0.1,
  patternRepeatCm: null,
  shrinkagePercent: null,
};
const measured = (lengthCm: number, aroundCm: number): NeedsQuestion => ({
  garment: 'kurta',
  measurements: { lengthCm, aroundCm },
});

/** A 112 cm printed cotton with a 32 cm repeat that shrinks 5%: every kind of line the calculator says. */
const REPEATING_COTTON = {
  stock: 20,
  longestPiece: 20,
  minCut: 0.5,
  step: 0.25,
  attributes: { ...NO_FABRIC_ATTRIBUTES, widthCm: 112 },
  patternRepeatCm: 32,
  shrinkagePercent: 5,
};

const KURTA_M = [
  'This cloth is 112 cm wide, so the chart figures for 110–115 cm (44–45 in) cloth apply (the chart width at or below it).',
  'Kurta, size M (knee length, full sleeves): 2.5 m, typical figures from Indian tailoring cloth charts (the "cloth required" rules tailors and fabric shops give for 36, 44 and 58 inch panna).',
  "The pattern repeats every 32 cm: 3 extra repeats to match it make 3.46 m, by the sewing guides' rule of thumb for matching a print or check: one extra repeat for each yard (0.91 m) of cloth.",
  'It may shrink 5% in the first wash, so 3.46 m ÷ 0.95 = 3.65 m.',
  'Cuts go from 0.5 m in steps of 0.25 m, so buy 3.75 m.',
];

const reasonLines = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('how the calculator’s answer was reached, in English', () => {
  it('says each line as the calculator always has', () => {
    const kurta = inEnglish({ garment: 'kurta', size: 'M' }, kurtaCloth);
    expect(kurta.join(' ')).toContain('Indian tailoring cloth charts');
    expect(kurta.at(-1)).toBe('Cuts go from 0.5 m in steps of 0.1 m, so buy 2.5 m.');
    expect(inEnglish({ garment: 'kurta', size: 'M' }, kurtaCloth, 'yd').at(-1)).toBe(
      'Cuts go from 0.55 yd in steps of 0.11 yd, so buy 2.73 yd.',
    );
    expect(inEnglish({ garment: 'kurta', size: 'M' }, { ...kurtaCloth, widthCm: null })[0]).toContain(
      'has not stated the width',
    );
    expect(inEnglish({ garment: 'kurta', size: 'M' }, { ...kurtaCloth, widthCm: 60 }).join(' ')).toContain(
      'ask a tailor',
    );
    const longer = inEnglish(measured(117, 97), kurtaCloth);
    expect(longer.join(' ')).toContain('Each of the 2 body pieces is 61 cm wide');
    expect(longer.at(-2)).toContain('1 fits across this 112 cm cloth and the length is laid 2 times');
    expect(inEnglish(measured(30, 97), kurtaCloth)).toEqual([
      "Enter the garment's length in whole centimetres, 60–150 cm.",
    ]);
    expect(inEnglish(measured(107, 130), kurtaCloth).join(' ')).toContain(
      'The cutting charts stop at a 112 cm chest (size XXL)',
    );
    expect(
      inEnglish({ garment: 'curtains', windowWidthCm: 150, dropCm: 220 }, { ...kurtaCloth, patternRepeatCm: 32 }, 'yd'),
    ).toContain('3 × 256 cm + 32 cm = 8.75 yd.');
  });

  it('names each garment’s style, chart and width band as the shared table does', () => {
    for (const [garment, needs] of Object.entries(GARMENT_NEEDS)) {
      if (needs.kind === 'sized') expect(english.styles).toHaveProperty(garment, needs.style);
    }
    expect(english.sources).toEqual(CHARTS);
    for (const band of CHART_WIDTHS) expect(english.bands).toHaveProperty(band.id, band.label);
  });

  it('on the page, lists the lines of a kurta M unchanged', async () => {
    const user = userEvent.setup();
    render(<FabricNeedsCalculator fabric={REPEATING_COTTON} onUse={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText('Garment'), 'Kurta');
    expect(reasonLines('How this was reached')).toEqual(KURTA_M);
  });
});

/** Latin words a Hindi line may hold: sizes, and the pattern makers' own names. */
const ENGLISH_WORD = /\b(?!(?:Simplicity|McCall's|Butterick|Vogue|XXL|XL)\b)[A-Za-z]{2,}/;

describe('how the calculator’s answer was reached, in Hindi', () => {
  it('says every line in Hindi, by the chart, by measurements, for curtains and for an unstated width', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<FabricNeedsCalculator fabric={REPEATING_COTTON} onUse={vi.fn()} />, {
      hindi: true,
    });
    const seen: string[] = [];
    const look = () => seen.push(...reasonLines('हिसाब कैसे लगा'));

    await user.selectOptions(screen.getByLabelText('कपड़ा किसके लिए'), 'कुर्ता');
    look();
    await user.click(screen.getByLabelText('मेरा नाप'));
    await user.clear(screen.getByLabelText('पोशाक की लंबाई (सेमी)'));
    await user.type(screen.getByLabelText('पोशाक की लंबाई (सेमी)'), '117');
    look();
    await user.clear(screen.getByLabelText('पोशाक की लंबाई (सेमी)'));
    await user.type(screen.getByLabelText('पोशाक की लंबाई (सेमी)'), '90');
    look();
    await user.click(screen.getByLabelText('गज़'));
    look();
    await user.selectOptions(screen.getByLabelText('कपड़ा किसके लिए'), 'पर्दे');
    look();
    await user.selectOptions(screen.getByLabelText('कपड़ा किसके लिए'), 'कुशन कवर');
    look();
    unmount();

    renderWithApp(
      <FabricNeedsCalculator
        fabric={{ ...REPEATING_COTTON, attributes: NO_FABRIC_ATTRIBUTES, patternRepeatCm: null }}
        onUse={vi.fn()}
      />,
      { hindi: true },
    );
    await user.selectOptions(screen.getByLabelText('कपड़ा किसके लिए'), 'दुपट्टा');
    look();

    expect(seen).toContain('पहली धुलाई में यह 5% तक सिकुड़ सकता है, इसलिए 3.46 मीटर ÷ 0.95 = 3.65 मीटर।');
    expect(seen.length).toBeGreaterThan(25);
    expect(seen.filter((line) => ENGLISH_WORD.test(line) || KURTA_M.includes(line))).toEqual([]);
  });
});
