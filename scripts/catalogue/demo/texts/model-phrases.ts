import type { Family } from '../kinds/kind.ts';
import { t, type Texts } from './localised.ts';

/** A second sentence for the first paragraph, per family (chosen per model for variety). */
export const FAMILY_LINES: Record<Family, Texts[]> = {
  apparel: [
    t('Leikkaus jättää tilaa liikkua ja pukea alle lämpimän kerroksen.', 'The cut leaves room to move and to wear a warm layer underneath.', 'Passformen ger rörelsefrihet och plats för ett varmt lager under.', 'Der Schnitt lässt Bewegungsfreiheit und Platz für eine warme Schicht darunter.', "La coupe laisse de l'aisance et de la place pour une couche chaude en dessous.", 'Крой не стесняет движений и оставляет место для тёплого слоя.'),
    t('Saumat ja yksityiskohdat on viimeistelty kestämään vuosien käyttöä.', 'Seams and details are finished to last for years of use.', 'Sömmar och detaljer är gjorda för att hålla i många år.', 'Nähte und Details sind auf jahrelangen Gebrauch ausgelegt.', 'Coutures et finitions sont pensées pour durer des années.', 'Швы и детали рассчитаны на годы использования.'),
    t('Sopii yhtä hyvin arkeen kuin pitkille retkille.', 'Works just as well in town as on long trips.', 'Fungerar lika bra i vardagen som på långa turer.', 'Funktioniert im Alltag genauso gut wie auf langen Touren.', "Aussi à l'aise au quotidien que lors de longues sorties.", 'Одинаково хорошо подходит для города и для долгих походов.'),
  ],
  footwear: [
    t('Pehmeä välipohja vaimentaa askelta pitkilläkin päivämatkoilla.', 'A soft midsole cushions every step, even on long days.', 'En mjuk mellansula dämpar varje steg, även under långa dagar.', 'Eine weiche Zwischensohle dämpft jeden Schritt, auch an langen Tagen.', 'Une semelle intermédiaire souple amortit chaque pas, même lors des longues journées.', 'Мягкая промежуточная подошва смягчает каждый шаг даже в долгих переходах.'),
    t('Lesti on muotoiltu pohjoismaiseen jalkaan, ja kärjessä on tilaa varpaille.', 'The last is shaped for Nordic feet, with room for the toes.', 'Lästen är formad för nordiska fötter och ger tårna gott om plats.', 'Der Leisten ist für nordische Füße geformt und lässt den Zehen Platz.', 'La forme est pensée pour les pieds nordiques, avec de la place pour les orteils.', 'Колодка рассчитана на северную стопу и оставляет место для пальцев.'),
    t('Suosittelemme sovittamaan kengät iltapäivällä, kun jalka on hieman turvonnut.', 'We recommend trying shoes on in the afternoon, when your feet are slightly swollen.', 'Vi rekommenderar att du provar skorna på eftermiddagen, när foten är lite svullen.', 'Wir empfehlen, Schuhe nachmittags anzuprobieren, wenn die Füße leicht geschwollen sind.', "Nous conseillons d'essayer les chaussures l'après-midi, quand le pied est légèrement gonflé.", 'Советуем примерять обувь во второй половине дня, когда стопа немного отекает.'),
  ],
  snow: [
    t('Huoltomme säätää ja huoltaa välineet ennen kauden alkua.', 'Our service shop adjusts and tunes your gear before the season starts.', 'Vår verkstad justerar och servar utrustningen inför säsongen.', 'Unsere Werkstatt stellt deine Ausrüstung vor Saisonbeginn ein und wartet sie.', 'Notre atelier règle et entretient votre matériel avant le début de la saison.', 'Наша мастерская настроит и обслужит снаряжение перед началом сезона.'),
    t('Sopii niin aloittelijalle kuin kokeneellekin laskijalle.', 'Suits beginners and experienced skiers alike.', 'Passar både nybörjare och erfarna åkare.', 'Geeignet für Einsteiger wie für erfahrene Skifahrer.', "Convient aussi bien aux débutants qu'aux skieurs confirmés.", 'Подходит как новичкам, так и опытным лыжникам.'),
    t('Testattu Lapin pakkasissa ja kevään märässä lumessa.', "Tested in Lapland's frost and in wet spring snow.", 'Testad i Lapplands kyla och i blöt vårsnö.', 'Getestet im Frost Lapplands und im nassen Frühjahrsschnee.', 'Testé dans le froid de Laponie comme dans la neige humide du printemps.', 'Проверено морозами Лапландии и мокрым весенним снегом.'),
  ],
  gear: [
    t('Kaikki osat on valittu painon ja kestävyyden tasapainoa ajatellen.', 'Every part has been chosen to balance weight and durability.', 'Varje del är vald för att balansera vikt och hållbarhet.', 'Jedes Teil ist so gewählt, dass Gewicht und Haltbarkeit im Gleichgewicht sind.', 'Chaque élément a été choisi pour concilier poids et durabilité.', 'Каждая деталь подобрана с учётом баланса веса и прочности.'),
    t('Toimii yhtä hyvin viikonloppuretkellä kuin viikon vaelluksella.', 'Works as well on a weekend trip as on a week-long trek.', 'Fungerar lika bra på en helgtur som på en veckolång vandring.', 'Funktioniert auf dem Wochenendausflug genauso gut wie auf einer Trekkingwoche.', "Aussi efficace pour un week-end que pour un trek d'une semaine.", 'Одинаково хорош и в выходном походе, и в недельном маршруте.'),
    t('Helppo käyttää myös kylmin sormin ja hämärässä.', 'Easy to use with cold fingers and in poor light.', 'Lätt att använda med kalla fingrar och i dåligt ljus.', 'Auch mit kalten Fingern und bei schlechtem Licht einfach zu bedienen.', 'Facile à utiliser avec des doigts gelés et en faible lumière.', 'Удобно пользоваться даже замёрзшими пальцами и в сумерках.'),
  ],
};

export const CLOSINGS: Texts[] = [
  t('Klubijäsenet keräävät ostoksistaan bonusta, ja palautusaikaa on 100 päivää.', 'Club members earn bonus on every purchase, and you have 100 days to return.', 'Klubbmedlemmar får bonus på varje köp, och du har 100 dagars returrätt.', 'Clubmitglieder sammeln bei jedem Einkauf Bonus, und du hast 100 Tage Rückgaberecht.', 'Les membres du club cumulent des bonus à chaque achat, et vous disposez de 100 jours pour retourner un article.', 'Участники клуба получают бонусы с каждой покупки, а вернуть товар можно в течение 100 дней.'),
  t('Kysy lisää myymälöidemme henkilökunnalta – autamme valitsemaan oikean koon ja mallin.', 'Ask our store staff for advice – we will help you choose the right size and model.', 'Fråga personalen i våra butiker – vi hjälper dig att välja rätt storlek och modell.', 'Frag das Team in unseren Filialen – wir helfen dir bei der Wahl von Größe und Modell.', 'Demandez conseil en magasin : nous vous aidons à choisir la bonne taille et le bon modèle.', 'Спросите совета у консультантов наших магазинов – поможем выбрать размер и модель.'),
  t('Tilaa verkosta ja nouda myymälästä jo samana päivänä.', 'Order online and pick up in store as soon as the same day.', 'Beställ på nätet och hämta i butik redan samma dag.', 'Online bestellen und schon am selben Tag in der Filiale abholen.', 'Commandez en ligne et retirez en magasin dès le jour même.', 'Закажите онлайн и заберите в магазине уже в тот же день.'),
];

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
