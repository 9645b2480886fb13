import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageHead } from '../../components/page-head';

const COMMITMENTS = [
  {
    title: 'Honest sourcing',
    text: 'Every vendor tells us where their cloth is woven and dyed, and we pass that on to you.',
  },
  { title: 'Cut to order', text: 'Fabric is cut by the metre when you order, so nothing sits waiting in a warehouse.' },
  { title: 'Fair to makers', text: 'Vendors set their own prices and keep the lion’s share of every sale.' },
];

const TEAM = [
  { name: 'Meera Iyer', role: 'Founder, textile buyer' },
  { name: 'Arjun Shah', role: 'Head of vendor partnerships' },
  { name: 'Fatima Khan', role: 'Quality and swatch studio' },
  { name: 'Daniel Thomas', role: 'Customer care lead' },
];

const VALUES = [
  'Craft over volume',
  'Transparency in every thread',
  'Kindness to people and planet',
  'Delight in detail',
];

export function AboutPage() {
  return (
    <>
      <PageHead
        title="About Us · Fabric-Store"
        description="Fabric-Store brings independent mills, handloom clusters and small dyers to one counter: honest sourcing, cloth cut to order, fair to makers."
        path="/about"
      />
      <section className="bg-loom-dark text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron">About Us</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Woven by many hands</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white/80">
            Fabric-Store brings independent mills, handloom clusters and small dyers to one counter.
          </p>
          <ButtonLink to="/products" size="lg" className="mt-8">
            Browse the collection
          </ButtonLink>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-16 sm:px-6">
        <section aria-labelledby="story-heading" className="grid gap-6 md:grid-cols-[1fr_2fr]">
          <h2 id="story-heading" className="text-3xl font-semibold">
            Our story
          </h2>
          <div className="space-y-4 leading-relaxed text-muted">
            <p>
              We started with a single trunk of block-printed cotton and a list of tailors who could never find it in
              shops. Word spread, more weavers joined, and the trunk became a store.
            </p>
            <p>
              Today vendors across the country list their fabrics with us, and shoppers order anything from a metre of
              mulmul for a dupatta to a bolt of wool for a winter coat.
            </p>
          </div>
        </section>

        <section aria-labelledby="commitments-heading">
          <h2 id="commitments-heading" className="text-3xl font-semibold">
            Our commitments
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {COMMITMENTS.map((commitment) => (
              <li key={commitment.title} className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
                <h3 className="text-xl font-semibold">{commitment.title}</h3>
                <p className="mt-2 text-muted">{commitment.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="text-3xl font-semibold">
            Meet the team
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
                <p className="text-sm text-muted">{member.role}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="values-heading" className="rounded-3xl bg-clay-50 p-8">
          <h2 id="values-heading" className="text-3xl font-semibold">
            What we value
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {VALUES.map((value) => (
              <li key={value} className="flex items-center gap-3">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-clay-600" />
                {value}
              </li>
            ))}
          </ul>
          <p className="mt-8">
            Ready to start a project?{' '}
            <Link to="/products" className="font-semibold text-clay-700 underline hover:text-clay-600">
              See all our fabrics
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
