/**
 * The demo's retail stores' pages (decision 035): where each is, what it
 * offers besides pickup, its week and the exception days of the season the
 * seed is dated in (DEFAULT_SEED 20261121: Independence Day, Christmas, New
 * Year, Epiphany and two store evenings in the weeks that follow).
 */
import type { Language } from '../../../shared/languages.ts';

type Texts = Record<Language, string>;
type Week = Array<{ weekday: number; opens: string; closes: string }>;
type ExceptionDay = { date: string; opens?: string | null; closes?: string | null; notes: Texts };

export interface DemoStoreDetails {
  rental: boolean;
  repair: boolean;
  latitude: number;
  longitude: number;
  descriptions: Texts;
  openingHours: Week;
  exceptionDays: ExceptionDay[];
}

/** Monday to Friday, Saturday and Sunday (null: closed on Sundays). */
function week(weekdays: [string, string], saturday: [string, string], sunday: [string, string] | null): Week {
  return [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: weekdays[0], closes: weekdays[1] })),
    { weekday: 6, opens: saturday[0], closes: saturday[1] },
    ...(sunday ? [{ weekday: 7, opens: sunday[0], closes: sunday[1] }] : []),
  ];
}

const HOLIDAYS = {
  independenceDay: { date: '2026-12-06', notes: { fi: 'Itsenäisyyspäivä', sv: 'Självständighetsdagen', en: 'Independence Day', de: 'Unabhängigkeitstag', fr: "Fête de l'indépendance", ru: 'День независимости' } },
  christmasEve: { date: '2026-12-24', notes: { fi: 'Jouluaatto', sv: 'Julafton', en: 'Christmas Eve', de: 'Heiligabend', fr: 'Veille de Noël', ru: 'Рождественский сочельник' } },
  christmasDay: { date: '2026-12-25', notes: { fi: 'Joulupäivä', sv: 'Juldagen', en: 'Christmas Day', de: 'Erster Weihnachtsfeiertag', fr: 'Noël', ru: 'Рождество' } },
  boxingDay: { date: '2026-12-26', notes: { fi: 'Tapaninpäivä', sv: 'Annandag jul', en: 'Boxing Day', de: 'Zweiter Weihnachtsfeiertag', fr: 'Lendemain de Noël', ru: 'Второй день Рождества' } },
  newYearsEve: { date: '2026-12-31', notes: { fi: 'Uudenvuodenaatto', sv: 'Nyårsafton', en: "New Year's Eve", de: 'Silvester', fr: 'Saint-Sylvestre', ru: 'Канун Нового года' } },
  newYearsDay: { date: '2027-01-01', notes: { fi: 'Uudenvuodenpäivä', sv: 'Nyårsdagen', en: "New Year's Day", de: 'Neujahr', fr: "Jour de l'an", ru: 'Новый год' } },
  epiphany: { date: '2027-01-06', notes: { fi: 'Loppiainen', sv: 'Trettondedag jul', en: 'Epiphany', de: 'Heilige Drei Könige', fr: 'Épiphanie', ru: 'Богоявление' } },
} as const;

type Holiday = keyof typeof HOLIDAYS;
const closed = (holiday: Holiday): ExceptionDay => ({ ...HOLIDAYS[holiday], opens: null, closes: null });
const open = (holiday: Holiday, opens: string, closes: string): ExceptionDay => ({ ...HOLIDAYS[holiday], opens, closes });

/** The holidays as a shopping-centre store keeps them; a street store closes on Boxing Day. */
function holidays(mall: boolean): ExceptionDay[] {
  return [
    closed('independenceDay'),
    open('christmasEve', '09:00', '13:00'),
    closed('christmasDay'),
    mall ? open('boxingDay', '12:00', '18:00') : closed('boxingDay'),
    open('newYearsEve', '10:00', '16:00'),
    closed('newYearsDay'),
    open('epiphany', '12:00', '18:00'),
  ];
}

const SKI_SEASON_EVENING: ExceptionDay = {
  date: '2026-11-27', opens: '10:00', closes: '21:00',
  notes: { fi: 'Laskettelukauden avajaisilta', sv: 'Skidsäsongens öppningskväll', en: 'Ski season opening evening', de: 'Abend zur Eröffnung der Skisaison', fr: "Soirée d'ouverture de la saison de ski", ru: 'Вечер открытия горнолыжного сезона' },
};
const CHRISTMAS_SUNDAY: ExceptionDay = {
  date: '2026-12-20', opens: '10:00', closes: '18:00',
  notes: { fi: 'Joulusesongin sunnuntai', sv: 'Julhandelns söndag', en: 'Christmas shopping Sunday', de: 'Verkaufsoffener Adventssonntag', fr: 'Dimanche des achats de Noël', ru: 'Предрождественское воскресенье' },
};

const byDate = (days: ExceptionDay[]) => [...days].sort((a, b) => a.date.localeCompare(b.date));

/** By store slug (scripts/catalogue/demo/stores.ts). */
export const STORE_DETAILS: Record<string, DemoStoreDetails> = {
  helsinki: {
    rental: true, repair: true, latitude: 60.16907, longitude: 24.93198,
    openingHours: week(['09:00', '21:00'], ['09:00', '18:00'], ['12:00', '18:00']),
    exceptionDays: holidays(true),
    descriptions: {
      fi: 'Lippulaivamyymälämme Kampin kauppakeskuksessa, metron ja bussiterminaalin vieressä. Kahdessa kerroksessa laskettelu- ja hiihtovarusteet, retkeilyvaatteet sekä suksihuolto ja vuokraamo.',
      sv: 'Vår flaggskeppsbutik i köpcentret Kampen, intill metron och busstationen. Två våningar med utrustning för utförsåkning och längdskidåkning, friluftskläder samt skidservice och uthyrning.',
      en: 'Our flagship store in the Kamppi shopping centre, next to the metro and the bus terminal. Two floors of alpine and cross-country gear and outdoor clothing, with a ski workshop and rental.',
      de: 'Unser Flagship-Store im Einkaufszentrum Kamppi, direkt an der Metro und am Busbahnhof. Zwei Etagen mit Alpin- und Langlaufausrüstung, Outdoorbekleidung, Skiwerkstatt und Verleih.',
      fr: "Notre magasin phare dans le centre commercial Kamppi, à côté du métro et de la gare routière. Deux étages d'équipement de ski alpin et de fond et de vêtements outdoor, avec atelier de ski et location.",
      ru: 'Наш флагманский магазин в торговом центре Kamppi, рядом с метро и автовокзалом. Два этажа снаряжения для горных и беговых лыж и одежды для активного отдыха, а также лыжная мастерская и прокат.',
    },
  },
  tampere: {
    rental: true, repair: true, latitude: 61.49263, longitude: 23.76790,
    openingHours: week(['10:00', '20:00'], ['09:00', '18:00'], ['12:00', '18:00']),
    exceptionDays: byDate([SKI_SEASON_EVENING, ...holidays(true)]),
    descriptions: {
      fi: 'Ratinan kauppakeskuksessa Tammerkosken rannalla. Laaja valikoima hiihto- ja retkeilyvarusteita, vuokraamo sekä suksi- ja pyörähuolto.',
      sv: 'I köpcentret Ratina vid Tammerforsen. Ett brett urval av skid- och vandringsutrustning, uthyrning samt skid- och cykelservice.',
      en: 'In the Ratina shopping centre on the banks of the Tammerkoski rapids. A wide range of skiing and hiking gear, a rental desk and a ski and bike workshop.',
      de: 'Im Einkaufszentrum Ratina am Ufer der Stromschnellen Tammerkoski. Große Auswahl an Ski- und Wanderausrüstung, Verleih sowie Ski- und Fahrradwerkstatt.',
      fr: "Dans le centre commercial Ratina, au bord des rapides de Tammerkoski. Un large choix d'équipement de ski et de randonnée, un comptoir de location et un atelier ski et vélo.",
      ru: 'В торговом центре Ratina на берегу порогов Таммеркоски. Широкий выбор лыжного и туристического снаряжения, прокат и мастерская по обслуживанию лыж и велосипедов.',
    },
  },
  turku: {
    rental: false, repair: false, latitude: 60.45106, longitude: 22.26657,
    openingHours: week(['10:00', '19:00'], ['10:00', '17:00'], ['12:00', '16:00']),
    exceptionDays: holidays(false),
    descriptions: {
      fi: 'Kivijalkamyymälä Turun kauppatorin laidalla. Retkeily- ja ulkoiluvaatteet, kengät sekä pikanoudot keskustasta.',
      sv: 'En gatubutik vid Salutorget i Åbo. Vandrings- och friluftskläder, skor och expressavhämtning mitt i centrum.',
      en: 'A street-level store on the edge of the Turku market square. Hiking and outdoor clothing, footwear, and express pickup in the city centre.',
      de: 'Ein Ladengeschäft direkt am Marktplatz von Turku. Wander- und Outdoorbekleidung, Schuhe und Expressabholung mitten in der Innenstadt.',
      fr: "Une boutique de plain-pied au bord de la place du marché de Turku. Vêtements de randonnée et d'extérieur, chaussures et retrait express en centre-ville.",
      ru: 'Магазин на первом этаже у рыночной площади Турку. Одежда для походов и активного отдыха, обувь и экспресс-самовывоз в центре города.',
    },
  },
  oulu: {
    rental: false, repair: true, latitude: 65.01254, longitude: 25.47172,
    openingHours: week(['10:00', '20:00'], ['10:00', '18:00'], ['12:00', '18:00']),
    exceptionDays: holidays(true),
    descriptions: {
      fi: 'Kauppakeskus Valkeassa Oulun ydinkeskustassa. Hiihto- ja talviretkeilyvarusteet sekä suksihuolto, joka voitelee ja hioo sukset kauden alkuun.',
      sv: 'I köpcentret Valkea mitt i Uleåborg. Utrustning för längdskidåkning och vintervandring samt skidservice som vallar och slipar dina skidor inför säsongen.',
      en: 'In the Valkea shopping centre in the heart of Oulu. Cross-country and winter hiking gear, and a ski workshop that waxes and grinds your skis for the season.',
      de: 'Im Einkaufszentrum Valkea mitten in Oulu. Langlauf- und Winterwanderausrüstung sowie eine Skiwerkstatt, die Ihre Ski für die Saison wachst und schleift.',
      fr: "Dans le centre commercial Valkea, au cœur d'Oulu. Équipement de ski de fond et de randonnée hivernale, et un atelier qui fart et affûte vos skis pour la saison.",
      ru: 'В торговом центре Valkea в самом центре Оулу. Снаряжение для беговых лыж и зимних походов, а также мастерская, где лыжи смажут и отшлифуют к сезону.',
    },
  },
  jyvaskyla: {
    rental: true, repair: false, latitude: 62.24236, longitude: 25.74744,
    openingHours: week(['10:00', '19:00'], ['10:00', '17:00'], null),
    exceptionDays: holidays(false),
    descriptions: {
      fi: 'Kävelykadun varrella Jyväskylän keskustassa. Retkeily-, melonta- ja hiihtovarusteet sekä vuokraamo, josta saat teltat, kajakit ja sukset lainaan.',
      sv: 'Vid gågatan i centrala Jyväskylä. Utrustning för vandring, paddling och skidåkning samt uthyrning av tält, kajaker och skidor.',
      en: 'On the pedestrian street in central Jyväskylä. Hiking, paddling and skiing gear, and a rental desk for tents, kayaks and skis.',
      de: 'In der Fußgängerzone im Zentrum von Jyväskylä. Ausrüstung zum Wandern, Paddeln und Skifahren sowie ein Verleih für Zelte, Kajaks und Ski.',
      fr: 'Dans la rue piétonne du centre de Jyväskylä. Équipement de randonnée, de pagaie et de ski, et un comptoir de location de tentes, kayaks et skis.',
      ru: 'На пешеходной улице в центре Ювяскюля. Снаряжение для походов, гребли и лыж, а также прокат палаток, каяков и лыж.',
    },
  },
  kuopio: {
    rental: false, repair: true, latitude: 62.93694, longitude: 27.70410,
    openingHours: week(['10:00', '20:00'], ['10:00', '18:00'], ['12:00', '18:00']),
    exceptionDays: holidays(true),
    descriptions: {
      fi: 'Matkuksen kauppakeskuksessa moottoritien varrella, ilmainen pysäköinti ovella. Laskettelu- ja hiihtovarusteet sekä suksihuolto.',
      sv: 'I köpcentret Matkus vid motorvägen, med gratis parkering vid dörren. Utrustning för utförsåkning och längdskidåkning samt skidservice.',
      en: 'In the Matkus shopping centre by the motorway, with free parking at the door. Alpine and cross-country gear and a ski workshop.',
      de: 'Im Einkaufszentrum Matkus an der Autobahn, mit kostenlosen Parkplätzen vor der Tür. Alpin- und Langlaufausrüstung sowie eine Skiwerkstatt.',
      fr: "Dans le centre commercial Matkus, au bord de l'autoroute, avec parking gratuit devant la porte. Équipement de ski alpin et de fond, et un atelier de ski.",
      ru: 'В торговом центре Matkus у автомагистрали, с бесплатной парковкой у входа. Снаряжение для горных и беговых лыж и лыжная мастерская.',
    },
  },
  rovaniemi: {
    rental: true, repair: true, latitude: 66.50264, longitude: 25.72926,
    openingHours: week(['10:00', '19:00'], ['10:00', '17:00'], ['12:00', '17:00']),
    exceptionDays: byDate([CHRISTMAS_SUNDAY, ...holidays(false)]),
    descriptions: {
      fi: 'Napapiirin myymälämme Rovaniemen keskustassa. Talvivaatteet, lumikengät ja tunturivarusteet, vuokraamo matkailijoille sekä suksihuolto.',
      sv: 'Vår butik vid polcirkeln i centrala Rovaniemi. Vinterkläder, snöskor och fjällutrustning, uthyrning för resenärer samt skidservice.',
      en: 'Our Arctic Circle store in central Rovaniemi. Winter clothing, snowshoes and fell gear, a rental desk for travellers and a ski workshop.',
      de: 'Unser Geschäft am Polarkreis im Zentrum von Rovaniemi. Winterbekleidung, Schneeschuhe und Fjellausrüstung, ein Verleih für Reisende und eine Skiwerkstatt.',
      fr: "Notre magasin du cercle polaire, au centre de Rovaniemi. Vêtements d'hiver, raquettes et équipement de montagne, location pour les voyageurs et atelier de ski.",
      ru: 'Наш магазин у Полярного круга в центре Рованиеми. Зимняя одежда, снегоступы и снаряжение для сопок, прокат для путешественников и лыжная мастерская.',
    },
  },
};
