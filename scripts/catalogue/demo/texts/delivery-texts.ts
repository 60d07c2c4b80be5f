import { t } from './localised.ts';

/** Block info of cat 8 "This product is not shipped to {country}", for stoves that burn gas or liquid fuel. */
export const FUEL_BLOCK_INFO = t(
  'Kaasu- ja polttoainekeittimet ovat kuljetuksessa vaarallisia aineita, joten toimitamme niitä vain Suomeen.',
  'Gas and liquid-fuel stoves count as dangerous goods in transport, so we deliver them only within Finland.',
  'Gas- och bränslekök räknas som farligt gods vid transport, så vi levererar dem endast inom Finland.',
  'Gas- und Flüssigbrennstoffkocher gelten beim Transport als Gefahrgut, daher liefern wir sie nur innerhalb Finnlands.',
  'Les réchauds à gaz et à combustible liquide sont des marchandises dangereuses pour le transport : nous les livrons uniquement en Finlande.',
  'Газовые и жидкотопливные горелки при перевозке относятся к опасным грузам, поэтому мы доставляем их только по Финляндии.',
);

/** Block info for rental items: they are handed over in our stores in Finland. */
export const RENTAL_BLOCK_INFO = t(
  'Vuokratuotteet noudetaan ja palautetaan Kaira-myymälöissä Suomessa.',
  'Rental items are picked up from and returned to Kaira stores in Finland.',
  'Hyrprodukter hämtas och lämnas tillbaka i Kaira-butiker i Finland.',
  'Mietartikel werden in Kaira-Filialen in Finnland abgeholt und zurückgegeben.',
  'Les articles de location se retirent et se rendent dans les magasins Kaira en Finlande.',
  'Прокатные товары выдаются и принимаются в магазинах Kaira в Финляндии.',
);

/** Guides of the Life outdoors blog that product pages of skis and boots link to (cat 3 blogs). */
export const GUIDES = {
  chooseAlpineSkis: t('Näin valitset laskettelusukset', 'How to choose alpine skis', 'Så väljer du alpinskidor', 'So wählst du die richtigen Alpinski', 'Comment choisir ses skis alpins', 'Как выбрать горные лыжи'),
  skiLength: t('Suksen pituus ja vyötärön leveys selitettynä', 'Ski length and waist width explained', 'Skidlängd och midjebredd förklarade', 'Skilänge und Taillenbreite erklärt', 'Longueur et largeur au patin des skis expliquées', 'Длина лыж и ширина талии: что важно знать'),
  skiCare: t('Suksien voitelu ja huolto', 'Waxing and caring for your skis', 'Vallning och skötsel av skidor', 'Ski wachsen und pflegen', 'Farter et entretenir ses skis', 'Смазка и уход за лыжами'),
  skiTouring: t('Aloittelijan opas randonee-hiihtoon', "A beginner's guide to ski touring", 'Nybörjarguide till turskidåkning', 'Skitouren für Einsteiger', "Guide du ski de randonnée pour débutants", 'Ски-тур для начинающих'),
  fitSkiBoots: t('Näin sovitat monot oikein', 'How to fit ski boots', 'Så provar du pjäxor rätt', 'So passt der Skischuh richtig', 'Bien ajuster ses chaussures de ski', 'Как правильно подобрать горнолыжные ботинки'),
  bootFlex: t('Monon jäykkyys eli flex-luku selitettynä', 'Ski boot flex explained', 'Pjäxans flex förklarad', 'Der Flex-Index von Skischuhen erklärt', "L'indice de flex des chaussures de ski expliqué", 'Жёсткость (флекс) ботинок: что это значит'),
  chooseNordicSkis: t('Perinteinen vai luistelu? Näin valitset murtomaasukset', 'Classic or skate? How to choose cross-country skis', 'Klassiskt eller skate? Så väljer du längdskidor', 'Klassisch oder Skating? So wählst du Langlaufski', 'Classique ou skating ? Choisir ses skis de fond', 'Классика или конёк? Как выбрать беговые лыжи'),
  gripWax: t('Pitovoide vai karvapohja?', 'Grip wax or skin skis?', 'Fästvalla eller skinn?', 'Steigwachs oder Fellski?', 'Fart de retenue ou skis à peaux ?', 'Мазь держания или камус?'),
  fitXcBoots: t('Hiihtokenkien valinta ja sovitus', 'Choosing and fitting cross-country boots', 'Välja och prova längdpjäxor', 'Langlaufschuhe auswählen und anpassen', 'Choisir et ajuster ses chaussures de ski de fond', 'Выбор и примерка лыжных ботинок'),
} as const;
