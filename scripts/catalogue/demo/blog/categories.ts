import type { Language } from '../../../../shared/languages.ts';
import type { CatalogueImportInput } from '../../import-format.ts';
import { PAGE_SLUGS } from '../content/pages/paths.ts';

export type CategoryKey = 'guides' | 'product-tests' | 'events';
type DemoCategory = NonNullable<CatalogueImportInput['blogCategories']>[number];

const guides = (language: Language) => `/${PAGE_SLUGS.guides[language]}/`;
const tests = (language: Language) => `/${PAGE_SLUGS.productTests[language]}/`;
const events = (language: Language) => `/${PAGE_SLUGS.events[language]}/`;

/**
 * The blog's three categories (core 2 "guides, product tests and events"),
 * each taking over its Life outdoors menu item (decision 034). The
 * introductions point to the static pages that stay: the guide library, how
 * the test team works and the stores' recurring events.
 */
export const DEMO_BLOG_CATEGORIES: DemoCategory[] = [
  {
    id: 1, key: 'guides', navKey: 'guides',
    texts: {
      fi: { slug: 'oppaat', name: 'Oppaat', description: `<p>Henkilökuntamme vinkit varusteiden valintaan ja huoltoon. Perusteellisemmat ohjeet löydät <a href="${guides('fi')}">opaskirjastostamme</a>.</p>` },
      en: { slug: 'guides', name: 'Guides', description: `<p>Tips from our staff on choosing and caring for your gear. For thorough instructions, see our <a href="${guides('en')}">guide library</a>.</p>` },
      sv: { slug: 'guider', name: 'Guider', description: `<p>Vår personals tips om att välja och sköta utrustning. Mer ingående instruktioner finns i vårt <a href="${guides('sv')}">guidebibliotek</a>.</p>` },
      de: { slug: 'ratgeber', name: 'Ratgeber', description: `<p>Tipps unseres Teams zur Auswahl und Pflege Ihrer Ausrüstung. Ausführliche Anleitungen finden Sie in unserer <a href="${guides('de')}">Ratgeber-Bibliothek</a>.</p>` },
      fr: { slug: 'guides', name: 'Guides', description: `<p>Les conseils de notre équipe pour choisir et entretenir votre matériel. Pour des explications détaillées, consultez notre <a href="${guides('fr')}">bibliothèque de guides</a>.</p>` },
      ru: { slug: 'sovety', name: 'Советы', description: `<p>Советы наших сотрудников по выбору снаряжения и уходу за ним. Подробные инструкции — в нашей <a href="${guides('ru')}">библиотеке советов</a>.</p>` },
    },
  },
  {
    id: 2, key: 'product-tests', navKey: 'product-tests',
    texts: {
      fi: { slug: 'tuotetestit', name: 'Tuotetestit', description: `<p>Testitiimimme vie varusteet maastoon ennen kuin suosittelemme niitä. Lue, <a href="${tests('fi')}">miten testaamme</a>.</p>` },
      en: { slug: 'product-tests', name: 'Product tests', description: `<p>Our test team takes gear into the field before we recommend it. Read <a href="${tests('en')}">how we test</a>.</p>` },
      sv: { slug: 'produkttester', name: 'Produkttester', description: `<p>Vårt testteam tar med utrustningen ut i terrängen innan vi rekommenderar den. Läs <a href="${tests('sv')}">hur vi testar</a>.</p>` },
      de: { slug: 'produkttests', name: 'Produkttests', description: `<p>Unser Testteam nimmt die Ausrüstung mit ins Gelände, bevor wir sie empfehlen. Lesen Sie, <a href="${tests('de')}">wie wir testen</a>.</p>` },
      fr: { slug: 'tests-produits', name: 'Tests produits', description: `<p>Notre équipe de test emmène le matériel sur le terrain avant de le recommander. Découvrez <a href="${tests('fr')}">comment nous testons</a>.</p>` },
      ru: { slug: 'testy', name: 'Тесты снаряжения', description: `<p>Наша команда испытывает снаряжение на природе, прежде чем мы его рекомендуем. Узнайте, <a href="${tests('ru')}">как мы тестируем</a>.</p>` },
    },
  },
  {
    // Events are in Finnish only (core 2): the category's page exists where it has posts.
    id: 3, key: 'events', navKey: 'events',
    texts: {
      fi: { slug: 'tapahtumat', name: 'Tapahtumat', description: `<p>Uutisia myymälöidemme tapahtumista. Toistuvat tapahtumat löydät <a href="${events('fi')}">tapahtumasivulta</a>.</p>` },
      en: { slug: 'events', name: 'Events', description: `<p>News from the events in our stores. Recurring events are listed on our <a href="${events('en')}">events page</a>.</p>` },
      sv: { slug: 'evenemang', name: 'Evenemang', description: `<p>Nyheter från evenemangen i våra butiker. Återkommande evenemang finns på vår <a href="${events('sv')}">evenemangssida</a>.</p>` },
      de: { slug: 'veranstaltungen', name: 'Veranstaltungen', description: `<p>Neuigkeiten von den Veranstaltungen in unseren Filialen. Regelmäßige Termine finden Sie auf unserer <a href="${events('de')}">Veranstaltungsseite</a>.</p>` },
      fr: { slug: 'evenements', name: 'Événements', description: `<p>Les nouvelles des événements de nos magasins. Les rendez-vous réguliers figurent sur notre <a href="${events('fr')}">page des événements</a>.</p>` },
      ru: { slug: 'meropriyatiya', name: 'Мероприятия', description: `<p>Новости о мероприятиях в наших магазинах. Регулярные мероприятия — на <a href="${events('ru')}">странице мероприятий</a>.</p>` },
    },
  },
];
