import type { OrderLine, OrderPart, Return } from '@fabric-store/shared';
import { lineKey } from '@fabric-store/shared/lengths';
import {
  commonReturnReasons,
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  type ReturnReason,
  returnReasonsFor,
} from '@fabric-store/shared/return-rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field, SelectField, TextAreaField } from '../../components/field';
import { ReturnPolicy } from '../../components/return-policy';
import { ReturnSummary } from '../../components/return-summary';
import { useFormats } from '../../i18n/formats';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useEscalateReturn, useRequestReturn } from './api';
import { AddReturnPhotos, PhotoPicker, useSendReturnPhotos } from './return-photo-upload';

const DAY_MS = 86_400_000;

const keyOf = (line: OrderLine) => lineKey(line.fabric_id, line.kind);

/** How much of a line is left to return: what was delivered less what the part's returns already ask for. */
function quantityLeft(line: OrderLine, returns: Return[]): number {
  const asked = returns
    .flatMap((item) => item.lines)
    .filter((returned) => returned.fabric_id === line.fabric_id && returned.kind === line.kind)
    .reduce((sum, returned) => sum + Math.round(returned.quantity * 100), 0);
  return Math.max(Math.round(line.quantity * 100) - asked, 0) / 100;
}

/** When the part's return window closes, from the delivery in its history; undefined while not delivered. */
function windowClosesAt(part: OrderPart): Date | undefined {
  const delivered = part.history.find((event) => event.status === 'delivered');
  return delivered ? new Date(Date.parse(delivered.at) + RETURN_WINDOW_DAYS * DAY_MS) : undefined;
}

/**
 * A delivered part's returns: each return with its timeline (and, when rejected, a way to ask the store
 * to look again), and "Return items" while the window is open and something is left to return.
 */
export function PartReturns({ orderId, part }: { orderId: string; part: OrderPart }) {
  const [asking, setAsking] = useState(false);
  const { t } = useTranslation('orders');
  const { date } = useFormats();
  const returns = part.returns ?? [];
  const closesAt = windowClosesAt(part);
  if (part.status !== 'delivered' || !closesAt) return null;
  const returnable = part.items.filter((line) => returnReasonsFor(line).length > 0 && quantityLeft(line, returns) > 0);
  const open = closesAt.getTime() > Date.now();
  return (
    <section className="mt-5 space-y-3">
      <h4 className="text-sm font-semibold uppercase tracking-widest text-muted">{t('returns.heading')}</h4>
      {returns.map((item, index) => (
        <ReturnSummary key={item._id} level="h5" item={item} heading={t('returns.numbered', { number: index + 1 })}>
          {item.returnAddress ? (
            <p className="mt-2 font-semibold text-ink">
              {t('returns.sendBackTo', { vendor: item.vendor.name })}{' '}
              <address className="inline not-italic">{item.returnAddress}</address>
            </p>
          ) : null}
          <AddReturnPhotos item={item} />
          {item.status === 'rejected' ? <EscalateReturn returnId={item._id} /> : null}
        </ReturnSummary>
      ))}
      {!open ? (
        <p className="text-sm text-muted">{t('returns.windowClosed', { date: date(closesAt, 'longDay') })}</p>
      ) : returnable.length === 0 ? null : asking ? (
        <ReturnItemsForm
          orderId={orderId}
          part={part}
          lines={returnable}
          returns={returns}
          onDone={() => setAsking(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t('returns.windowOpen', { date: date(closesAt, 'longDay') })}</p>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('returns.returnItems')}
          </Button>
        </div>
      )}
    </section>
  );
}

interface Choice {
  chosen: boolean;
  quantity: string;
}

/** The lines to return (each with what it allows), how many of each, one reason every chosen line allows, and a note. */
function ReturnItemsForm({
  orderId,
  part,
  lines,
  returns,
  onDone,
}: {
  orderId: string;
  part: OrderPart;
  lines: OrderLine[];
  returns: Return[];
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const requestReturn = useRequestReturn(orderId);
  const sendPhotos = useSendReturnPhotos();
  const titleId = useId();
  const sending = requestReturn.isPending || sendPhotos.isPending;
  const chosenLines = lines.filter((line) => choices[keyOf(line)]?.chosen);
  const allowed = commonReturnReasons(chosenLines);

  function choose(line: OrderLine, change: Partial<Choice>) {
    setChoices((current) => {
      const before = current[keyOf(line)] ?? { chosen: false, quantity: String(quantityLeft(line, returns)) };
      return { ...current, [keyOf(line)]: { ...before, ...change } };
    });
    if (change.chosen && reason && !returnReasonsFor(line).includes(reason)) setReason('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    try {
      const created = await requestReturn.mutateAsync({
        lines: chosenLines.map((line) => ({
          fabric_id: line.fabric_id,
          kind: line.kind === 'remnant' ? ('remnant' as const) : ('length' as const),
          quantity: Number(choices[keyOf(line)]?.quantity),
        })),
        reason,
        note: note.trim() || undefined,
      });
      toast.success(t('returns.requested', { vendor: part.vendor.name }));
      // The return stands without its photos: one refused is told, and can be added again from the return.
      await sendPhotos.send(created._id, photos);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('returns.requestFailed')));
    }
  }

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-ink/15 bg-white p-4"
    >
      <h5 id={titleId} className="font-semibold text-ink">
        {t('returns.formTitle', { vendor: part.vendor.name })}
      </h5>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('returns.itemsToReturn')}</legend>
        {lines.map((line) => {
          const choice = choices[keyOf(line)];
          const left = quantityLeft(line, returns);
          const quantityLabel = line.unit === 'per_metre' ? 'returns.metresToReturn' : 'returns.piecesToReturn';
          return (
            <div key={keyOf(line)} className="grid gap-2">
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={choice?.chosen ?? false}
                  onChange={(event) => choose(line, { chosen: event.currentTarget.checked })}
                />
                <span>
                  <span className="font-semibold">
                    {line.name}
                    {line.kind === 'remnant' ? ` (${t('cart.kinds.remnant')})` : null}
                  </span>
                  <ReturnPolicy line={line} className="block text-xs text-muted" />
                </span>
              </label>
              {choice?.chosen ? (
                <Field
                  className="sm:max-w-xs"
                  label={t(quantityLabel, { name: line.name, left: String(left) })}
                  type="number"
                  min={line.unit === 'per_metre' ? 0.01 : 1}
                  step={line.unit === 'per_metre' ? 0.01 : 1}
                  max={left}
                  required
                  value={choice.quantity}
                  onChange={(event) => choose(line, { quantity: event.currentTarget.value })}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <SelectField
        label={t('returns.reason')}
        required
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value as ReturnReason)}
      >
        <option value="">{t('returns.chooseReason')}</option>
        {RETURN_REASONS.map((candidate) => (
          <option key={candidate} value={candidate} disabled={!allowed.includes(candidate)}>
            {allowed.includes(candidate)
              ? t(`returnReasons.${candidate}`)
              : t('returns.notForCuts', { reason: t(`returnReasons.${candidate}`) })}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('returns.note')}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <PhotoPicker
        label={t('returns.photos', { max: MAX_RETURN_PHOTOS })}
        room={MAX_RETURN_PHOTOS}
        onPick={setPhotos}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending || chosenLines.length === 0 || !reason}>
          {sending ? t('returns.sending') : t('returns.ask')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={sending}>
          {t('returns.back')}
        </Button>
      </div>
    </form>
  );
}

/** Asks the store to look again at a rejected return, with the shopper's reasons. */
function EscalateReturn({ returnId }: { returnId: string }) {
  const { t } = useTranslation('orders');
  const [note, setNote] = useState('');
  const escalate = useEscalateReturn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await escalate.mutateAsync({ returnId, body: { note: note.trim() } });
      toast.success(t('returns.escalated'));
    } catch (error) {
      toast.error(errorMessage(error, t('returns.escalateFailed')));
    }
  }

  return (
    <form onSubmit={submit} className="mt-3 space-y-2" aria-label={t('returns.escalateAria')}>
      <TextAreaField
        label={t('returns.escalateWhy')}
        rows={2}
        required
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Button type="submit" variant="secondary" disabled={escalate.isPending || !note.trim()}>
        {escalate.isPending ? t('returns.sending') : t('returns.escalate')}
      </Button>
    </form>
  );
}
