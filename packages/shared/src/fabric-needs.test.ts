import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_WIDTHS,
  CHARTS,
  type ClothForNeeds,
  CURTAIN_RULES,
  fabricNeeded,
  GARMENT_NEEDS,
  GARMENTS,
  lengthIn,
  MEASURED_GARMENT_IDS,
  MEASURED_GARMENTS,
  type MeasuredGarmentId,
  type NeedsQuestion,
} from './fabric-needs';
import { quantityProblem } from './lengths';

const sizedQuestions: NeedsQuestion[] = GARMENTS.flatMap((garment) => {
  const needs = GARMENT_NEEDS[garment];
  if (garment === 'curtains' || needs.kind !== 'sized') return [];
  return needs.sizes.map((size) => ({ garment, size }));
});

const cloth = fc.record({
  widthCm: fc.option(fc.integer({ min: 85, max: 320 }), { nil: null }),
  minCut: fc.integer({ min: 1, max: 300 }).map((cm) => cm / 100),
  step: fc.integer({ min: 1, max: 100 }).map((cm) => cm / 100),
  patternRepeatCm: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
  shrinkagePercent: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
});
const sizedQuestion = fc.constantFrom(...sizedQuestions);
const curtainsQuestion = fc.record({
  garment: fc.constant('curtains' as const),
  windowWidthCm: fc.integer(CURTAIN_RULES.windowWidthCm),
  dropCm: fc.integer(CURTAIN_RULES.dropCm),
});
const measuredQuestion = fc.constantFrom(...MEASURED_GARMENT_IDS).chain((garment) => {
  const { lengthCm, aroundBySize } = MEASURED_GARMENTS[garment];
  return fc.record({
    garment: fc.constant(garment),
    measurements: fc.record({
      lengthCm: fc.integer(lengthCm),
      aroundCm: fc.integer({ min: 60, max: aroundBySize.at(-1) ?? 60 }),
    }),
  });
});
const anyQuestion = fc.oneof(sizedQuestion, curtainsQuestion, measuredQuestion);

/** Metres to buy; a cloth the charts cannot reckon counts as needing more than any length. */
const toBuy = (question: NeedsQuestion, of: ClothForNeeds) => fabricNeeded(question, of).metres ?? Infinity;

const kurtaCloth: ClothForNeeds = {
  widthCm: 112,
  minCut: 0.5,
  step: 0.1,
  patternRepeatCm: null,
  shrinkagePercent: null,
};

describe('how much do I need', () => {
  it('answers 2.5 m for a kurta in size M of 112 cm cloth, and says from which chart', () => {
    const answer = fabricNeeded({ garment: 'kurta', size: 'M' }, kurtaCloth);
    expect(answer.metres).toBe(2.5);
    expect(answer.reasons).toContainEqual(expect.objectContaining({ key: 'chartFigure', source: 'indianTailoring' }));
    expect(answer.reasons.at(-1)).toEqual({ key: 'cutSteps', minLength: 50, stepLength: 10, cutLength: 250 });
  });

  it('says lengths in yards for who prefers them, to the hundredth', () => {
    expect(lengthIn(2.5, 'yd')).toBe(2.73);
    expect(lengthIn(0.9144, 'yd')).toBe(1);
  });

  it('gives every sized garment a figure per width band and size, none falling as sizes grow or cloth widens', () => {
    for (const garment of GARMENTS) {
      const needs = GARMENT_NEEDS[garment];
      expect(CHARTS[needs.source].length).toBeGreaterThan(20);
      if (needs.kind !== 'sized') continue;
      for (const band of CHART_WIDTHS) {
        const row = needs.metres[band.id];
        expect(row).toHaveLength(needs.sizes.length);
        row.forEach((metres, size) => {
          expect(metres).toBeGreaterThan(0);
          if (size > 0) expect(metres).toBeGreaterThanOrEqual(row[size - 1] ?? Infinity);
        });
      }
    }
  });

  it('never needs less of a narrower cloth', () => {
    fc.assert(
      fc.property(
        anyQuestion,
        cloth,
        fc.integer({ min: 10, max: 320 }),
        fc.integer({ min: 10, max: 320 }),
        (q, c, a, b) => {
          const [narrow, wide] = a <= b ? [a, b] : [b, a];
          expect(toBuy(q, { ...c, widthCm: narrow })).toBeGreaterThanOrEqual(toBuy(q, { ...c, widthCm: wide }));
        },
      ),
    );
  });

  it('never needs less for a larger size, a wider window or a longer drop', () => {
    fc.assert(
      fc.property(sizedQuestion, cloth, (question, of) => {
        if (question.garment === 'curtains' || !('size' in question)) return;
        const sizes: readonly string[] = GARMENT_NEEDS[question.garment].sizes;
        const next = sizes[sizes.indexOf(question.size) + 1];
        if (next) expect(toBuy({ ...question, size: next }, of)).toBeGreaterThanOrEqual(toBuy(question, of));
      }),
    );
    fc.assert(
      fc.property(curtainsQuestion, cloth, fc.integer({ min: 0, max: 100 }), (question, of, more) => {
        const wider = { ...question, windowWidthCm: Math.min(question.windowWidthCm + more, 600) };
        const longer = { ...question, dropCm: Math.min(question.dropCm + more, 400) };
        expect(toBuy(wider, of)).toBeGreaterThanOrEqual(toBuy(question, of));
        expect(toBuy(longer, of)).toBeGreaterThanOrEqual(toBuy(question, of));
      }),
    );
  });

  it('answers a length the vendor cuts: on the step, at least the minimum cut, and at least what is needed', () => {
    fc.assert(
      fc.property(anyQuestion, cloth, (question, of) => {
        const answer = fabricNeeded(question, of);
        if (answer.metres === null || answer.neededMetres === null) throw new Error(JSON.stringify(answer.reasons));
        const rule = { name: 'Cloth', unit: 'per_metre' as const, minCut: of.minCut, step: of.step };
        expect(quantityProblem(rule, answer.metres)).toBeUndefined();
        expect(answer.metres).toBeGreaterThanOrEqual(Math.max(of.minCut, answer.neededMetres));
        expect(answer.metres - of.step).toBeLessThan(Math.max(of.minCut, answer.neededMetres));
      }),
    );
  });

  it('adds length for a stated pattern repeat, and for stated shrinkage', () => {
    fc.assert(
      fc.property(
        anyQuestion,
        cloth,
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 20 }),
        (q, c, repeat, shrink) => {
          const plain = fabricNeeded(q, { ...c, patternRepeatCm: null, shrinkagePercent: null });
          const repeated = fabricNeeded(q, { ...c, patternRepeatCm: repeat, shrinkagePercent: null });
          const shrinking = fabricNeeded(q, { ...c, patternRepeatCm: null, shrinkagePercent: shrink });
          expect(repeated.neededMetres).toBeGreaterThan(plain.neededMetres ?? Infinity);
          expect(shrinking.neededMetres).toBeGreaterThan(plain.neededMetres ?? Infinity);
          expect(repeated.metres).toBeGreaterThanOrEqual(plain.metres ?? Infinity);
          expect(shrinking.metres).toBeGreaterThanOrEqual(plain.metres ?? Infinity);
        },
      ),
    );
  });

  it('explains a repeat and shrinkage: a 32 cm repeat and 5% on a kurta M of 112 cm cloth make 3.65 m, bought as 3.75 m', () => {
    const answer = fabricNeeded(
      { garment: 'kurta', size: 'M' },
      { ...kurtaCloth, step: 0.25, patternRepeatCm: 32, shrinkagePercent: 5 },
    );
    // 2.5 m is 2.73 yards, so three repeats (96 cm) to match: 3.46 m, ÷ 0.95 for the wash = 3.65 m.
    expect(answer.neededMetres).toBe(3.65);
    expect(answer.metres).toBe(3.75);
    expect(answer.reasons).toContainEqual({
      key: 'shrinkage',
      percent: 5,
      neededLength: 346,
      keptHundredths: 95,
      beforeWashLength: 365,
    });
  });

  it('reckons with the narrowest chart width when the width is not stated, and not at all below it', () => {
    const unstated = fabricNeeded({ garment: 'kurta', size: 'M' }, { ...kurtaCloth, widthCm: null });
    expect(unstated.metres).toBe(fabricNeeded({ garment: 'kurta', size: 'M' }, { ...kurtaCloth, widthCm: 90 }).metres);
    expect(unstated.reasons[0]).toEqual({ key: 'widthUnstated', narrowestCm: 90 });
    const narrow = fabricNeeded({ garment: 'kurta', size: 'M' }, { ...kurtaCloth, widthCm: 60 });
    expect(narrow.metres).toBeNull();
    expect(narrow.reasons).toEqual([{ key: 'noChart', narrowestCm: 90, widthCm: 60 }]);
  });

  it('reckons curtains in whole widths of cloth, each the drop plus heading and hem', () => {
    // 150 cm window × 2 = 300 cm: three widths of 112 cm cloth, each 220 + 25 cm; cut from 0.5 m in 0.1 m steps.
    const answer = fabricNeeded({ garment: 'curtains', windowWidthCm: 150, dropCm: 220 }, kurtaCloth);
    expect(answer.neededMetres).toBe(7.35);
    expect(answer.metres).toBe(7.4);
    expect(fabricNeeded({ garment: 'curtains', windowWidthCm: 10, dropCm: 220 }, kurtaCloth).metres).toBeNull();
  });
});

const measured = (garment: MeasuredGarmentId, lengthCm: number, aroundCm: number): NeedsQuestion => ({
  garment,
  measurements: { lengthCm, aroundCm },
});

describe('how much do I need, by the shopper’s measurements', () => {
  it('never needs less for a longer garment or a larger chest or hip', () => {
    fc.assert(
      fc.property(measuredQuestion, cloth, fc.integer({ min: 0, max: 40 }), (question, of, more) => {
        const { lengthCm, aroundBySize } = MEASURED_GARMENTS[question.garment];
        const { measurements } = question;
        const longer = { ...measurements, lengthCm: Math.min(measurements.lengthCm + more, lengthCm.max) };
        const larger = { ...measurements, aroundCm: Math.min(measurements.aroundCm + more, aroundBySize.at(-1) ?? 0) };
        expect(toBuy({ ...question, measurements: longer }, of)).toBeGreaterThanOrEqual(toBuy(question, of));
        expect(toBuy({ ...question, measurements: larger }, of)).toBeGreaterThanOrEqual(toBuy(question, of));
      }),
    );
  });

  it('answers what the size table does at a size’s own chest or hip and the chart’s length', () => {
    for (const garment of MEASURED_GARMENT_IDS) {
      const { chartLengthCm, aroundBySize } = MEASURED_GARMENTS[garment];
      const sizes: readonly string[] = GARMENT_NEEDS[garment].sizes;
      for (const widthCm of [90, 112, 150]) {
        aroundBySize.forEach((aroundCm, index) => {
          const bySize = fabricNeeded({ garment, size: sizes[index] ?? '' }, { ...kurtaCloth, widthCm });
          const byMeasurements = fabricNeeded(measured(garment, chartLengthCm, aroundCm), { ...kurtaCloth, widthCm });
          expect(byMeasurements.metres, `${garment} ${aroundCm} cm on ${widthCm} cm cloth`).toBe(bySize.metres);
        });
      }
    }
  });

  it('lays a longer kurta twice on 112 cm cloth, where a 97 cm chest’s two pieces do not fit side by side, and once on 150 cm', () => {
    // Size M (2.5 m on 112 cm cloth, 1.75 m on 150 cm); 117 cm is 10 cm over the chart's 107 cm.
    const medium = fabricNeeded(measured('kurta', 117, 97), kurtaCloth);
    expect(medium.neededMetres).toBe(2.7);
    expect(medium.reasons.at(-2)).toEqual(
      expect.objectContaining({ key: 'piecesLaid', pieces: 2, pieceWidthCm: 61, across: 1, widthCm: 112, lengths: 2 }),
    );
    expect(fabricNeeded(measured('kurta', 117, 97), { ...kurtaCloth, widthCm: 150 }).neededMetres).toBe(1.85);
    // A shorter kurta takes the difference off once: 2.5 m less 17 cm.
    expect(fabricNeeded(measured('kurta', 90, 97), kurtaCloth).neededMetres).toBe(2.33);
  });

  it('asks for measurements in range, and sends a chest beyond the charts’ largest size to a tailor', () => {
    expect(fabricNeeded(measured('kurta', 30, 97), kurtaCloth).reasons).toEqual([
      { key: 'lengthRange', minCm: 60, maxCm: 150 },
    ]);
    const beyond = fabricNeeded(measured('kurta', 107, 130), kurtaCloth);
    expect(beyond.metres).toBeNull();
    expect(beyond.reasons).toEqual([{ key: 'beyondCharts', largestCm: 112, around: 'chest' }]);
  });
});
