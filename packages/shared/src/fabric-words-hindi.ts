import type { ColourFamily, Fibre, Pattern } from './fabric-attribute-values';
import type { FabricCategory } from './fabric-catalog';

/**
 * The Hindi words shoppers type for the catalog's attribute values (fibres, categories, patterns,
 * colour families), each with the English word the fabrics are described by: a search for "रेशम"
 * is a search for "silk". "khadi" is not an attribute value but the word vendors write for it.
 * Words are in NFC, as searches are before they are looked up.
 */
type EnglishFabricWord = Fibre | FabricCategory | Pattern | ColourFamily | 'khadi';

const WORDS: Record<string, EnglishFabricWord> = {
  // Fibres and categories
  रेशम: 'silk',
  रेशमी: 'silk',
  सिल्क: 'silk',
  सूती: 'cotton',
  सूत: 'cotton',
  कपास: 'cotton',
  कॉटन: 'cotton',
  लिनन: 'linen',
  लिनेन: 'linen',
  ऊन: 'wool',
  ऊनी: 'wool',
  खादी: 'khadi',
  डेनिम: 'denim',
  शिफॉन: 'chiffon',
  शिफ़ॉन: 'chiffon',
  मखमल: 'velvet',
  मख़मल: 'velvet',
  वेलवेट: 'velvet',
  विस्कोस: 'viscose',
  पॉलिएस्टर: 'polyester',
  नायलॉन: 'nylon',
  जूट: 'jute',
  पटसन: 'jute',
  पश्मीना: 'cashmere',
  कश्मीरी: 'cashmere',
  // Patterns
  सादा: 'solid',
  प्रिंट: 'print',
  छपाई: 'print',
  छापा: 'print',
  चेक: 'check',
  चारखाना: 'check',
  धारीदार: 'stripe',
  फूलदार: 'floral',
  बूटेदार: 'floral',
  कैरी: 'paisley',
  इकत: 'ikat',
  ब्रोकेड: 'brocade',
  ज़री: 'brocade',
  कढ़ाई: 'embroidered',
  कढ़ाईदार: 'embroidered',
  // Colour families
  सफ़ेद: 'white',
  सफेद: 'white',
  क्रीम: 'cream',
  भूरा: 'brown',
  काला: 'black',
  स्लेटी: 'grey',
  लाल: 'red',
  गुलाबी: 'pink',
  नारंगी: 'orange',
  पीला: 'yellow',
  हरा: 'green',
  नीला: 'blue',
  बैंगनी: 'purple',
};

/** The vocabulary keyed by the NFC form of each Hindi word (nukta letters decompose in NFC). */
export const HINDI_FABRIC_WORDS: ReadonlyMap<string, EnglishFabricWord> = new Map(
  Object.entries(WORDS).map(([hindi, english]) => [hindi.normalize('NFC'), english]),
);

/**
 * A catalog search as the index reads it: in NFC, each Hindi vocabulary word given as its English
 * word, every other word (a Hindi name's, an English one) as typed.
 */
export function searchInIndexWords(q: string): string {
  return q
    .normalize('NFC')
    .split(/(\s+)/)
    .map((word) => HINDI_FABRIC_WORDS.get(word) ?? word)
    .join('');
}
