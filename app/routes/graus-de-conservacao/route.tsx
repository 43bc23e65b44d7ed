import type { MetaFunction } from '@remix-run/cloudflare';
import { StaticPage } from '~/components/static-page';
import * as page from '~/components/static-page.css';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '~/domain/equipment/grades';
import { siteText } from '~/i18n/pt-BR';
import { gradeText, type GradeStep } from '~/i18n/pt-BR-grades';
import * as s from './route.css';

const text = gradeText.page;

export const meta: MetaFunction = () => [
  { title: siteText.meta.pageTitle(text.title) },
  { name: 'description', content: text.description },
];

function Scale({ id, heading, intro, steps }: { id: string; heading: string; intro: string; steps: GradeStep[] }) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 className={page.heading} id={id}>
        {heading}
      </h2>
      <p className={page.paragraph}>{intro}</p>
      <dl className={s.steps}>
        {steps.map((step) => (
          <div key={step.label} className={s.step}>
            <dt className={s.term}>{step.label}</dt>
            {step.definition.map((p) => (
              <dd key={p} className={s.definition}>
                {p}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The two published condition scales, each step defined: what a buyer can expect of a lot with that grade. */
export default function ConditionGrades() {
  return (
    <StaticPage title={text.title} intro={text.intro}>
      <p className={page.paragraph}>{text.complement}</p>
      <Scale
        id={text.anchors.functional}
        heading={text.functionalHeading}
        intro={text.functionalIntro}
        steps={FUNCTIONAL_GRADES.map((grade) => text.functionalSteps[grade])}
      />
      <Scale
        id={text.anchors.cosmetic}
        heading={text.cosmeticHeading}
        intro={text.cosmeticIntro}
        steps={COSMETIC_GRADES.map((grade) => text.cosmeticSteps[grade])}
      />
      <section className={page.section} aria-labelledby={text.anchors.filters}>
        <h2 className={page.heading} id={text.anchors.filters}>
          {text.filterHeading}
        </h2>
        {text.filterNote.map((p) => (
          <p key={p} className={page.paragraph}>
            {p}
          </p>
        ))}
      </section>
    </StaticPage>
  );
}
