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
