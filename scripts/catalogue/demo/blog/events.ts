import { linksFor } from '../content/pages/paths.ts';
import type { DemoPost } from './types.ts';

const fi = linksFor('fi');

/** Demo group ids: piste skis and classic cross-country skis (the test days' skis). */
const PISTE_SKIS = 12;
const CLASSIC_SKIS = 31;

/** The stores' events, in Finnish only (core 2: events are Finnish). */
export const EVENTS: DemoPost[] = [
  {
    id: 13, key: 'waxingEvenings', category: 'events', blogger: 'markus', published: '2026-10-27', theme: 'night-sky', models: null,
    texts: {
      fi: {
        title: 'Voiteluillat alkavat taas marraskuussa',
        excerpt: 'Tiistai-iltaisin kaikissa myymälöissämme: opettele luisto- ja pitovoitelu huoltomme ammattilaisten kanssa.',
        heroAlt: 'Tähtikirkas talvi-ilta lumisen järven rannalla',
        body: `<p>Suosittu voiteluilta palaa! Marraskuun alusta helmikuun loppuun opastamme tiistaisin kello 18–20 kaikissa myymälöissämme, miten sukset voidellaan kotona ilman kalliita välineitä.</p>
<h2 id="ohjelma">Illan ohjelma</h2>
<ul>
<li>pohjan puhdistus ja luistovoitelu raudalla</li>
<li>pitovoiteen valinta kelin mukaan ja pitoalueen mittaus</li>
<li>karvapohjan hoito ja kanttien teroitus.</li>
</ul>
<p>Ota omat sukset mukaan – voiteet ja välineet ovat valmiina. Ilta on maksuton, mutta paikkoja on rajoitetusti, joten ilmoittaudu myymälään etukäteen. <a href="${fi.memberDiscounts}">Kaira Clubin</a> jäsenet saavat illan aikana voiteista 20 prosentin alennuksen. Kaikki toistuvat tapahtumat löydät <a href="${fi.events}">tapahtumasivulta</a>.</p>`,
      },
    },
  },
  {
    id: 14, key: 'skiTestDays', category: 'events', blogger: 'markus', published: '2026-11-10', theme: 'snowy-slope',
    models: { groups: [PISTE_SKIS, CLASSIC_SKIS], count: 6 },
    texts: {
      fi: {
        title: 'Suksien testipäivät Rukalla ja Levillä',
        excerpt: 'Kokeile tämän talven uutuussuksia rinteessä ja ladulla ennen kuin ostat. Testipäivät joulukuun ja maaliskuun viikonloppuina.',
        heroAlt: 'Aurinkoinen laskettelurinne ja tunturimaisema',
        body: `<p>Paras tapa valita sukset on kokeilla niitä. Tuomme tämän talven laskettelu- ja murtomaasukset Rukalle ja Leville, ja huoltomme säätää siteet omiin monoihisi paikan päällä.</p>
<h2 id="ajat">Ajat ja paikat</h2>
<ul>
<li>Ruka: joulukuun toinen viikonloppu, rinneravintolan edustalla ja latujen lähtöpaikalla</li>
<li>Levi: maaliskuun kolmas viikonloppu, eturinteiden ala-asemalla.</li>
</ul>
<p>Testaaminen on maksutonta: tarvitset vain henkilöllisyystodistuksen ja omat monot. Jos löydät suosikkisi, saat sen testipäivien jälkeen tarjoushintaan myymälöistämme. Apua valintaan saat myös <a href="${fi.skiWizard}">suksivelhosta</a>.</p>`,
      },
    },
  },
  {
    id: 15, key: 'gearSwap', category: 'events', blogger: 'markus', published: '2026-04-20', theme: 'forest-lake', models: null,
    texts: {
      fi: {
        title: 'Varustekirppis keräsi 600 kävijää Tampereella',
        excerpt: 'Huhtikuun varustekirppiksellä vaihtoi omistajaa yli 400 varustetta. Kiitos kaikille – seuraava kirppis on lokakuussa.',
        heroAlt: 'Järvenranta ja metsä keväisenä iltana',
        body: `<p>Tampereen myymälämme pihalla oli lauantaina vilinää jo ennen avajaisia. Kuuden tunnin aikana kävijöitä oli noin 600, ja uuden omistajan löysi yli 400 varustetta: lasten sukset, rinkat, teltat ja iso kasa kuoritakkeja.</p>
<h2 id="miksi">Miksi kirppis?</h2>
<p>Ympäristön kannalta paras varuste on se, joka on jo olemassa. Kirppiksen lisäksi otamme myymälöihin vastaan hyväkuntoisia varusteita, jotka tarkastetaan ja myydään <a href="${fi.secondHand}">käytettyjen tuotteiden</a> valikoimassa. Rikkinäiset varusteet korjaa <a href="${fi.repairService}">korjauspalvelumme</a>.</p>
<p>Seuraava varustekirppis järjestetään lokakuussa kaikissa myymälöissämme. Myyntipaikat ovat maksuttomia Kaira Clubin jäsenille.</p>`,
      },
    },
  },
];
