import { t, type Texts } from './localised.ts';

export const USED_SUFFIX = t('(käytetty)', '(pre-owned)', '(begagnad)', '(gebraucht)', "(d'occasion)", '(б/у)');
export const RENTAL_SUFFIX = t('(vuokra)', '(rental)', '(uthyrning)', '(Verleih)', '(location)', '(прокат)');

/** Second-hand items are graded; the grade opens the description and shows as the model notice. */
export const CONDITIONS: Texts[] = [
  t('Kunto: erinomainen – käytetty vain muutaman kerran.', 'Condition: excellent – used only a few times.', 'Skick: utmärkt – använd bara några gånger.', 'Zustand: ausgezeichnet – nur wenige Male benutzt.', 'État : excellent – utilisé seulement quelques fois.', 'Состояние: отличное – использовалось всего несколько раз.'),
  t('Kunto: hyvä – vähäisiä käytön jälkiä.', 'Condition: good – minor signs of use.', 'Skick: bra – små användningsspår.', 'Zustand: gut – leichte Gebrauchsspuren.', "État : bon – légères traces d'usage.", 'Состояние: хорошее – незначительные следы использования.'),
  t('Kunto: tyydyttävä – selviä käytön jälkiä, toimii moitteetta.', 'Condition: fair – visible signs of use, fully functional.', 'Skick: okej – synliga användningsspår, fullt fungerande.', 'Zustand: ordentlich – sichtbare Gebrauchsspuren, voll funktionsfähig.', "État : correct – traces d'usage visibles, entièrement fonctionnel.", 'Состояние: удовлетворительное – заметные следы использования, полностью исправно.'),
];


export const BUNDLE_TEXTS = {
  ski: {
    name: (a: Texts, b: Texts) => t(`Suksipaketti: ${a.fi} + ${b.fi}`, `Ski package: ${a.en} + ${b.en}`, `Skidpaket: ${a.sv} + ${b.sv}`, `Ski-Set: ${a.de} + ${b.de}`, `Pack ski : ${a.fr} + ${b.fr}`, `Комплект: ${a.ru} + ${b.ru}`),
    description: t('Sukset ja siteet yhdessä edullisemmin – asennamme siteet valmiiksi ja säädämme ne mittojesi mukaan.', 'Skis and bindings together for less – we mount the bindings and adjust them to your measurements.', 'Skidor och bindningar tillsammans för ett lägre pris – vi monterar bindningarna och ställer in dem efter dina mått.', 'Ski und Bindung im Set günstiger – wir montieren die Bindung und stellen sie auf deine Maße ein.', 'Skis et fixations ensemble à prix réduit : nous montons les fixations et les réglons selon vos mesures.', 'Лыжи и крепления вместе выгоднее – установим крепления и настроим их под ваши параметры.'),
  },
  camp: {
    name: (a: Texts, b: Texts) => t(`Leiripaketti: ${a.fi} + ${b.fi}`, `Camp set: ${a.en} + ${b.en}`, `Lägerpaket: ${a.sv} + ${b.sv}`, `Camping-Set: ${a.de} + ${b.de}`, `Pack bivouac : ${a.fr} + ${b.fr}`, `Походный комплект: ${a.ru} + ${b.ru}`),
    description: t('Teltta ja makuualusta yhdessä edullisemmin seuraavalle retkelle.', 'Tent and sleeping mat together for less, ready for your next trip.', 'Tält och liggunderlag tillsammans till ett lägre pris inför nästa tur.', 'Zelt und Isomatte im Set günstiger für die nächste Tour.', 'Tente et matelas ensemble à prix réduit pour votre prochaine sortie.', 'Палатка и коврик вместе выгоднее – для следующего похода.'),
  },
};

export const CHRISTMAS_GIFT_NAME = t('Kairan joululahja 2026', 'Kaira Christmas gift 2026', 'Kairas julklapp 2026', 'Kaira Weihnachtsgeschenk 2026', 'Cadeau de Noël Kaira 2026', 'Рождественский подарок Kaira 2026');
