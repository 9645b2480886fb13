import { ERROR_CODES } from '@fabric-store/shared';
import { quantityProblem } from '@fabric-store/shared/lengths';
import { orderTotalProblem } from '@fabric-store/shared/money';
import { describeAllowedMoves, NEXT_PART_STATUSES } from '@fabric-store/shared/order-lifecycle';
import { describeReturnMoves, RETURN_MOVES } from '@fabric-store/shared/return-rules';
import { describe, expect, it } from 'vitest';
import { createI18nWithEveryCatalogue, ON_DEMAND } from '../test/every-catalogue';
import { apiErrorWords } from './api-error-words';

const hindi = createI18nWithEveryCatalogue('hi');
const inHindi = (code: string, message: string) => apiErrorWords(hindi, code, message);

const sentencesOf = (entry: unknown): string[] =>
  typeof entry === 'string' ? [entry] : Object.values((entry ?? {}) as Record<string, string>);

describe("the API's refusals in the reader's language", () => {
  it('has English and Hindi words for every code the API may answer, and for no other', () => {
    for (const language of ['en', 'hi'] as const) {
      const words = ON_DEMAND[language].errors as Record<string, unknown>;
      const missing = ERROR_CODES.filter((code) => sentencesOf(words[code]).filter(Boolean).length === 0);
      expect({ language, missing }).toEqual({ language, missing: [] });
      expect(Object.keys(words).filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
    }
  });

  it('says a fixed refusal in Hindi when the API sends exactly its English sentence', () => {
    expect(inHindi('INVALID_CREDENTIALS', 'Invalid email or password.')).toBe('ईमेल या पासवर्ड ग़लत है।');
    expect(inHindi('ACCOUNT_NOT_FOUND', 'Your account no longer exists.')).toBe('आपका खाता अब मौजूद नहीं है।');
  });

  it("keeps the details the API's message carries: the fabric, the quantity left", () => {
    expect(inHindi('OUT_OF_STOCK', 'Only 2.5 m of Indigo Mulmul left in stock.')).toBe(
      'Indigo Mulmul स्टॉक में सिर्फ़ 2.5 मीटर बचा है।',
    );
    expect(inHindi('OUT_OF_STOCK', 'Only 3 of Block Print Dupatta left in stock.')).toBe(
      'Block Print Dupatta के स्टॉक में सिर्फ़ 3 पीस बचे हैं।',
    );
    expect(inHindi('FABRIC_UNAVAILABLE', 'Repacked Voile is now sold by the piece. Please review your cart.')).toBe(
      'Repacked Voile अब पीस के हिसाब से बिकता है। कृपया अपना कार्ट एक बार देख लें।',
    );
    expect(
      inHindi(
        'HSN_CODE_MISSING',
        'Handloom stole cannot be sold right now: its seller has not given the HSN code its tax invoice needs. Remove it from your cart, or try again later.',
      ),
    ).toBe(
      'Handloom stole अभी नहीं बिक सकता: इसके विक्रेता ने वह HSN कोड नहीं दिया है जो इसके टैक्स इनवॉइस के लिए ज़रूरी है। इसे कार्ट से हटाएँ, या बाद में फिर कोशिश करें।',
    );
    expect(
      inHindi(
        'HSN_CODE_INVALID',
        "hsnCode: Fabric-Store has no GST rate for HSN code 6117: give the fabric's code from chapters 50 to 60 (fabrics)",
      ),
    ).toBe('hsnCode: Fabric-Store के पास HSN कोड 6117 की कोई GST दर नहीं है: कपड़े का कोड अध्याय 50 से 60 (कपड़े) में से दें');
    expect(
      inHindi(
        'PIECE_TOO_SHORT',
        'The longest piece of Silk is 4.25 m: each length is cut in one piece from one roll. Please choose at most 4.25 m.',
      ),
    ).toBe(
      'Silk का सबसे लंबा टुकड़ा 4.25 मीटर का है: हर लंबाई एक ही थान से एक टुकड़े में कटती है। कृपया ज़्यादा से ज़्यादा 4.25 मीटर चुनें।',
    );
  });

  it("keeps what is possible now in a refused move's answer", () => {
    expect(inHindi('MOVE_NOT_ALLOWED', describeAllowedMoves('shipped'))).toBe(
      'इस ऑर्डर की स्थिति ‘भेजा गया’ है; अब यह सिर्फ़ ‘पहुँच गया’ हो सकता है।',
    );
  });

  it('names the statuses of a refused move in the words the order and return screens use', () => {
    expect(inHindi('MOVE_NOT_ALLOWED', describeAllowedMoves('placed'))).toBe(
      'इस ऑर्डर की स्थिति ‘ऑर्डर हुआ’ है; अब यह सिर्फ़ ‘स्वीकार हुआ’ या ‘रद्द’ हो सकता है।',
    );
    expect(inHindi('MOVE_NOT_ALLOWED', describeAllowedMoves('cancelled'))).toBe(
      'इस ऑर्डर की स्थिति ‘रद्द’ है; अब इसमें कोई बदलाव नहीं हो सकता।',
    );
    expect(inHindi('MOVE_NOT_ALLOWED', describeReturnMoves('requested'))).toBe(
      'इस वापसी की स्थिति ‘माँगी गई’ है; अब यह सिर्फ़ ‘मंज़ूर’ (विक्रेता द्वारा) या ‘अस्वीकृत’ (विक्रेता द्वारा) हो सकती है।',
    );
    expect(
      inHindi(
        'MOVE_NOT_ALLOWED',
        'This return is approved: photos can be added only while it is requested, rejected or escalated.',
      ),
    ).toBe(
      'इस वापसी की स्थिति ‘मंज़ूर’ है: फ़ोटो सिर्फ़ तब जोड़ी जा सकती हैं जब वापसी की स्थिति ‘माँगी गई’, ‘अस्वीकृत’ या ‘संचालक के पास’ हो।',
    );
    expect(
      inHindi('MOVE_NOT_ALLOWED', 'This vendor is pending, so it cannot be suspended: you can approve or reject it.'),
    ).toBe(
      'इस विक्रेता की स्थिति ‘मंज़ूरी बाक़ी’ है, इसलिए इसे ‘निलंबित’ नहीं किया जा सकता; अब इसे सिर्फ़ ‘सक्रिय’ या ‘अस्वीकृत’ किया जा सकता है।',
    );
    const everyMove = [
      ...Object.keys(NEXT_PART_STATUSES).map((status) => describeAllowedMoves(status as never)),
      ...Object.keys(RETURN_MOVES).map((status) => describeReturnMoves(status as never)),
    ];
    for (const message of everyMove) expect(inHindi('MOVE_NOT_ALLOWED', message)).not.toMatch(/[a-z]{3,}/);
  });

  it('reads every sentence the shared rules write (moves of orders and returns, cut lengths, totals)', () => {
    const messages: [string, string | undefined][] = [
      ...Object.keys(NEXT_PART_STATUSES).map(
        (status) => ['MOVE_NOT_ALLOWED', describeAllowedMoves(status as never)] as [string, string],
      ),
      ...Object.keys(RETURN_MOVES).map(
        (status) => ['MOVE_NOT_ALLOWED', describeReturnMoves(status as never)] as [string, string],
      ),
      ['QUANTITY_INVALID', quantityProblem({ name: 'Silk', unit: 'per_metre', minCut: 0.5, step: 0.25 }, 0.3)],
      ['QUANTITY_INVALID', quantityProblem({ name: 'Dupatta', unit: 'per_piece', minCut: null, step: null }, 1.5)],
      ['CART_LINE_LIMIT', orderTotalProblem([{ name: 'Silk', totalPaise: 10 ** 12 }])],
      [
        'CART_LINE_LIMIT',
        orderTotalProblem(Array.from({ length: 20 }, () => ({ name: 'Silk', totalPaise: 9 * 10 ** 9 }))),
      ],
    ];
    for (const [code, message] of messages) {
      expect({ code, message, words: inHindi(code, message ?? '') }).toEqual({
        code,
        message,
        words: expect.stringMatching(/[\u0900-\u097F]/),
      });
    }
  });

  it('words a zod check of a known shape in Hindi, and frames any other detail in a Hindi sentence', () => {
    expect(inHindi('VALIDATION_TOO_BIG', 'careNotes: Care notes must be at most 500 characters')).toBe(
      '‘Care notes’ ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है।',
    );
    expect(inHindi('VALIDATION_TOO_SMALL', 'rolls.0.length: Roll length must be at least 0.5 m')).toBe(
      '‘Roll length’ कम से कम 0.5 m होना चाहिए।',
    );
    expect(inHindi('VALIDATION_TOO_BIG', 'address.city: City must be at most 100 characters')).toBe(
      'शहर ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।',
    );
    expect(
      inHindi('VALIDATION_TOO_BIG', 'upiPaymentWindowMinutes: upiPaymentWindowMinutes must be at most 10080 (a week)'),
    ).toBe(
      '‘upiPaymentWindowMinutes’ बहुत बड़ा या ज़्यादा है। स्टोर का संदेश (अंग्रेज़ी में): upiPaymentWindowMinutes must be at most 10080 (a week)',
    );
  });

  it("shows the API's own message for a code without words or a wording the catalogue does not know", () => {
    expect(inHindi('SOMETHING_NEW', 'A new refusal.')).toBeUndefined();
    expect(inHindi('INVALID_CREDENTIALS', 'A reworded refusal.')).toBeUndefined();
    expect(apiErrorWords(hindi, undefined, 'No code at all.')).toBeUndefined();
  });
});
