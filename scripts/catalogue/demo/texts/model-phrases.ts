import type { Family } from '../kinds/kind.ts';
import { t, type Texts } from './localised.ts';

export const TAGLINES: Record<Family, Texts[]> = {
  apparel: [
    t('Tehty pohjoisen säähän.', 'Made for northern weather.', 'Gjord för nordiskt väder.', 'Gemacht für nordisches Wetter.', 'Conçu pour la météo nordique.', 'Создано для северной погоды.'),
    t('Kerros, johon voi luottaa.', 'A layer you can rely on.', 'Ett lager att lita på.', 'Eine Schicht, auf die Verlass ist.', 'Une couche sur laquelle compter.', 'Слой, на который можно положиться.'),
    t('Kevyt päällä, helppo pakata.', 'Light to wear, easy to pack.', 'Lätt att bära, lätt att packa.', 'Leicht zu tragen, leicht zu packen.', 'Léger à porter, facile à ranger.', 'Легко носить, легко упаковать.'),
  ],
  footwear: [
    t('Varmat askeleet joka maastossa.', 'Sure steps on any ground.', 'Säkra steg i all terräng.', 'Sichere Schritte in jedem Gelände.', 'Des pas sûrs sur tous les terrains.', 'Уверенный шаг на любой местности.'),
    t('Mukava ensimmäisestä kilometristä.', 'Comfortable from the first kilometre.', 'Bekväm från första kilometern.', 'Bequem ab dem ersten Kilometer.', 'Confortable dès le premier kilomètre.', 'Удобно с первого километра.'),
    t('Polulle, tunturiin ja takaisin.', 'To the trail, up the fell and back.', 'Till stigen, upp på fjället och tillbaka.', 'Auf den Pfad, aufs Fjell und zurück.', 'Du sentier au sommet, et retour.', 'На тропу, в горы и обратно.'),
  ],
  snow: [
    t('Lisää hyviä käännöksiä.', 'More good turns.', 'Fler goda svängar.', 'Mehr gute Schwünge.', 'Plus de beaux virages.', 'Больше хороших поворотов.'),
    t('Talven parhaille päiville.', 'For the best days of winter.', 'För vinterns bästa dagar.', 'Für die besten Wintertage.', "Pour les plus belles journées d'hiver.", 'Для лучших дней зимы.'),
    t('Ensilumesta kevätauringon hankiin.', 'From first snow to spring sun.', 'Från första snön till vårsolen.', 'Vom ersten Schnee bis zur Frühlingssonne.', 'De la première neige au soleil de printemps.', 'От первого снега до весеннего солнца.'),
  ],
  gear: [
    t('Luotettava kumppani jokaiselle retkelle.', 'A reliable partner on every trip.', 'En pålitlig följeslagare på varje tur.', 'Ein zuverlässiger Begleiter auf jeder Tour.', 'Un compagnon fiable pour chaque sortie.', 'Надёжный спутник в каждом походе.'),
    t('Vähemmän painoa, enemmän matkaa.', 'Less weight, more miles.', 'Mindre vikt, fler mil.', 'Weniger Gewicht, mehr Strecke.', 'Moins de poids, plus de kilomètres.', 'Меньше веса – больше километров.'),
    t('Leiriin valmiina.', 'Ready for camp.', 'Redo för lägret.', 'Bereit fürs Lager.', 'Prêt pour le bivouac.', 'Готово к ночёвке.'),
  ],
};

/** Gender values as shown in feature lists (the gender property itself is stored in English). */
export const GENDER_LABELS: Record<string, Texts> = {
  Men: t('Miehet', 'Men', 'Herr', 'Herren', 'Homme', 'Мужской'),
  Women: t('Naiset', 'Women', 'Dam', 'Damen', 'Femme', 'Женский'),
  Unisex: t('Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisexe', 'Унисекс'),
  Kids: t('Lapset', 'Kids', 'Barn', 'Kinder', 'Enfant', 'Детский'),
};
