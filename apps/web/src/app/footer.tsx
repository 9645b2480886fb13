import type { ParseKeys } from 'i18next';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/button';
import { ReturnIcon, SupportIcon, TruckIcon } from '../components/icons';
import { useSubscribeToNewsletter } from '../features/newsletter/api';
import { errorMessage } from '../lib/api-client';
import { toast } from '../lib/toast';

type CommonKey = ParseKeys<'common'>;

const PROMISES: { icon: ReactNode; title: CommonKey; text: CommonKey }[] = [
  { icon: <TruckIcon />, title: 'footer.freeDeliveryTitle', text: 'footer.freeDeliveryText' },
  { icon: <ReturnIcon />, title: 'footer.returnsTitle', text: 'footer.returnsText' },
  { icon: <SupportIcon />, title: 'footer.supportTitle', text: 'footer.supportText' },
];

/** The Shop links open the catalog filtered to their category. */
const SHOP_CATEGORIES = ['cotton', 'silk', 'linen', 'wool'] as const;

/** A link without a page of its own yet stays the spec's '#' placeholder. */
const LINK_GROUPS: { title: CommonKey; links: { label: CommonKey; to?: string }[] }[] = [
  {
    title: 'footer.company',
    links: [
      { label: 'footer.ourStory', to: '/about' },
      { label: 'footer.careers' },
      { label: 'footer.press' },
      { label: 'footer.sell', to: '/sell' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { label: 'footer.shipping', to: '/shipping' },
      { label: 'footer.returns', to: '/returns' },
      { label: 'footer.fabricCare' },
      { label: 'footer.contact', to: '/contact' },
    ],
  },
];

const FOOTER_LINK_CLASS = 'rounded text-white/75 hover:text-saffron hover:underline';

function NewsletterForm() {
  const { t } = useTranslation();
  const subscribe = useSubscribeToNewsletter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    // Read from the field, not from state: an address typed before the app took over the rendered
    // page is in the field alone. The browser's own check of type="email" answers at once; the
    // server checks again (400).
    const form = event.currentTarget;
    const field = form.elements.namedItem('email');
    if (!(field instanceof HTMLInputElement) || field.value.trim() === '' || !field.validity.valid) {
      toast.error(t('footer.invalidEmail'));
      return;
    }
    subscribe.mutate(
      { email: field.value },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          form.reset();
        },
        onError: (error) => toast.error(errorMessage(error, t('footer.subscribeFailed'))),
      },
    );
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{t('footer.newsletter')}</h2>
      <p className="text-sm text-white/75">{t('footer.newsletterText')}</p>
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        {t('footer.emailLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          className="w-full min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2 text-white placeholder:text-white/50 focus-visible:outline-saffron"
        />
        <Button
          type="submit"
          className="focus-visible:outline-saffron"
          aria-disabled={subscribe.isPending || undefined}
        >
          {t('footer.subscribe')}
        </Button>
      </div>
    </form>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-20 print:hidden bg-loom-dark text-white/85">
      <div className="border-b border-white/10">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="flex items-center gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/10 text-saffron">
                {promise.icon}
              </span>
              <span>
                <span className="block font-semibold text-white">{t(promise.title)}</span>
                <span className="text-sm text-white/75">{t(promise.text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr_1.4fr]">
        <div>
          <p className="font-display text-2xl font-semibold text-white">{t('nav.site')}</p>
          <p className="mt-3 max-w-xs text-sm text-white/75">{t('footer.about')}</p>
        </div>
        <div className="grid grid-cols-3 gap-6">
          <div>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{t('footer.shop')}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {SHOP_CATEGORIES.map((category) => (
                <li key={category}>
                  <Link to={`/products?category=${category}`} className={FOOTER_LINK_CLASS}>
                    {t(`categories.${category}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          {LINK_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{t(group.title)}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map(({ label, to }) => (
                  <li key={label}>
                    {to ? (
                      <Link to={to} className={FOOTER_LINK_CLASS}>
                        {t(label)}
                      </Link>
                    ) : (
                      // biome-ignore lint/a11y/useValidAnchor: the spec keeps footer links as '#' placeholders.
                      <a href="#" className={FOOTER_LINK_CLASS}>
                        {t(label)}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <NewsletterForm />
      </div>

      <p className="border-t border-white/10 py-5 text-center text-sm text-white/65">{t('footer.copyright')}</p>
    </footer>
  );
}
