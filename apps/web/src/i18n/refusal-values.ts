import { PART_STATUS_VERBS } from '@fabric-store/shared/order-lifecycle';
import { RETURN_ACTOR_WORDS, RETURN_MOVE_WORDS } from '@fabric-store/shared/return-rules';
import {
  VENDOR_ACTIONS,
  VENDOR_MOVES,
  type VendorAction,
  vendorMoveParticiple,
} from '@fabric-store/shared/vendor-moves';
import type { i18n } from 'i18next';
import { schemaMessageIn } from '../components/schema-messages';
import { formatList } from './list-format';

type Values = Record<string, string>;

/** The key whose English word the API wrote, from the table the API wrote it with. */
const keyOf = (words: Record<string, string>, english: string) =>
  Object.keys(words).find((key) => words[key] === english);

/** The API's lists: 'accepted or cancelled', 'requested, rejected or escalated'. */
const itemsOf = (list: string) => list.split(/, | or /);

/**
 * A refusal's values in the reader's words: the status names the screens already show (one concept,
 * one name), each quoted as the label it is. A value the catalogue has no word for stays as the API
 * wrote it, so that nothing it said is lost.
 */
export function refusalValuesIn(instance: i18n, entry: string, values: Values): Values {
  const language = instance.language === 'hi' ? 'hi' : 'en';
  // A screen whose catalogue is not loaded (each loads with its screens) keeps the API's English word.
  const plain = (key: string | undefined, english: string) =>
    key && instance.exists(key) ? String(instance.t(key as never)) : english;
  const word = (key: string | undefined, english: string) => `‘${plain(key, english)}’`;
  const orderStatus = (status: string) => word(`common:orderStatus.${status}`, status);
  const returnStatus = (status: string) => word(`orders:returnBadge.${status}`, status);
  const eitherOf = (items: string[]) => formatList(items, language, 'or');

  const returnMove = (phrase: string) => {
    const at = phrase.lastIndexOf(' by ');
    const status = keyOf(RETURN_MOVE_WORDS, phrase.slice(0, at));
    const by = phrase.slice(at + ' by '.length);
    const actor = keyOf(RETURN_ACTOR_WORDS, by);
    if (at < 0 || !status || !actor) return phrase;
    return `${returnStatus(status)} (${plain(`orders:returnActor.${actor}`, by)})`;
  };

  const vendorStatus = (status: string) => word(`admin:vendors.statuses.${status}`, status);
  // A vendor's move is named by the status it leads to, as the operator's tabs name it.
  const vendorMove = (english: string, named: (action: VendorAction) => string) => {
    const action = VENDOR_ACTIONS.find((each) => named(each) === english);
    return action ? vendorStatus(VENDOR_MOVES[action].to) : `‘${english}’`;
  };
  const openMoves = (now: string) => {
    const open = /^you can (.+) it$/.exec(now)?.[1];
    return open ? eitherOf(itemsOf(open).map((action) => vendorMove(action, (each) => each))) : now;
  };

  switch (entry) {
    case 'MOVE_NOT_ALLOWED.orderFinal':
      return { ...values, status: orderStatus(values.status ?? '') };
    case 'MOVE_NOT_ALLOWED.orderNext':
      return {
        status: orderStatus(values.status ?? ''),
        next: eitherOf(itemsOf(values.next ?? '').map((verb) => orderStatus(keyOf(PART_STATUS_VERBS, verb) ?? verb))),
      };
    case 'MOVE_NOT_ALLOWED.returnFinal':
      return { ...values, status: returnStatus(values.status ?? '') };
    case 'MOVE_NOT_ALLOWED.returnNext':
      return { status: returnStatus(values.status ?? ''), next: eitherOf(itemsOf(values.next ?? '').map(returnMove)) };
    case 'MOVE_NOT_ALLOWED.returnPhotos':
      return {
        status: returnStatus(values.status ?? ''),
        statuses: eitherOf(itemsOf(values.statuses ?? '').map(returnStatus)),
      };
    case 'MOVE_NOT_ALLOWED.vendor':
      return {
        status: vendorStatus(values.status ?? ''),
        move: vendorMove(values.move ?? '', vendorMoveParticiple),
        now: openMoves(values.now ?? ''),
      };
    default:
      return values;
  }
}

/**
 * A zod check's detail ('Care notes must be at most 500 characters') as a whole sentence in the
 * reader's words, when it has a shape the forms know; undefined for any other detail, which the
 * code's own sentence then carries as the API wrote it.
 */
export function checkDetailIn(instance: i18n, problem: string): string | undefined {
  const t = instance.getFixedT(null, 'common');
  const worded = schemaMessageIn(t, problem);
  return worded === problem ? undefined : String(t('fieldErrors.sentence', { problem: worded }));
}
