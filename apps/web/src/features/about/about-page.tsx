import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageHead } from '../../components/page-head';
import { TaggedWords } from '../../i18n/tagged-words';

const COMMITMENTS = ['sourcing', 'cutToOrder', 'fairToMakers'] as const;

const TEAM = [
  { name: 'Meera Iyer', role: 'founder' },
  { name: 'Arjun Shah', role: 'partnerships' },
  { name: 'Fatima Khan', role: 'quality' },
  { name: 'Daniel Thomas', role: 'care' },
] as const;

const VALUES = ['craft', 'transparency', 'kindness', 'detail'] as const;

const linkClass = 'font-semibold text-clay-700 underline hover:text-clay-600';

export function AboutPage() {
  const { t } = useTranslation('help');
  return (
    <>
      <PageHead title={t('about.title')} description={t('about.description')} path="/about" />
      <section className="bg-loom-dark text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron">{t('about.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{t('about.heading')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white/80">{t('about.lead')}</p>
          <ButtonLink to="/products" size="lg" className="mt-8">
            {t('about.browse')}
          </ButtonLink>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-16 sm:px-6">
        <section aria-labelledby="story-heading" className="grid gap-6 md:grid-cols-[1fr_2fr]">
          <h2 id="story-heading" className="text-3xl font-semibold">
            {t('about.storyHeading')}
          </h2>
          <div className="space-y-4 leading-relaxed text-muted">
            <p>{t('about.storyStart')}</p>
            <p>{t('about.storyToday')}</p>
          </div>
        </section>

        <section aria-labelledby="commitments-heading">
          <h2 id="commitments-heading" className="text-3xl font-semibold">
            {t('about.commitmentsHeading')}
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {COMMITMENTS.map((commitment) => (
              <li key={commitment} className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
                <h3 className="text-xl font-semibold">{t(`about.commitments.${commitment}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`about.commitments.${commitment}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="text-3xl font-semibold">
            {t('about.teamHeading')}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((member) => (
              <li key={member.name} className="rounded-2xl bg-sand p-6 text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto grid size-16 place-items-center rounded-full bg-clay-600 font-display text-xl text-white"
                >
                  {member.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <p className="mt-4 font-semibold">{member.name}</p>
                <p className="text-sm text-muted">{t(`about.team.${member.role}`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="values-heading" className="rounded-3xl bg-clay-50 p-8">
          <h2 id="values-heading" className="text-3xl font-semibold">
            {t('about.valuesHeading')}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value} className="flex items-center gap-3">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-clay-600" />
                {t(`about.values.${value}`)}
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <TaggedWords
              sentence={t('about.startProject')}
              tags={{ products: <Link to="/products" className={linkClass} /> }}
            />
          </p>
        </section>
      </div>
    </>
  );
}
