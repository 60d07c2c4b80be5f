import type { SceneTheme } from '../image-jobs.ts';
import { t, type Texts } from '../texts/localised.ts';

export type BloggerKey = 'aino' | 'jussi' | 'elina' | 'markus';

interface DemoBlogger {
  id: number;
  slug: string;
  name: string;
  bio: Texts;
  /** The picture: a landscape and the colours the figure wears. */
  theme: SceneTheme;
  jacket: string;
  beanie: string;
}

/** The four staff members who write the demo blog. */
export const DEMO_BLOGGERS: Record<BloggerKey, DemoBlogger> = {
  aino: {
    id: 1, slug: 'aino-vaisanen', name: 'Aino Väisänen', theme: 'alpine-peaks', jacket: '#b8401f', beanie: '#1f3a2e',
    bio: t(
      'Laskettelunopettaja ja Rovaniemen myymälämme suksihuollon vetäjä. Talvet Aino viettää Pyhän ja Levin rinteillä, keväät randonee-retkillä Lyngenissä.',
      'Ski instructor and head of the ski service at our Rovaniemi store. Aino spends her winters on the slopes of Pyhä and Levi and her springs ski touring in Lyngen.',
      'Skidlärare och ansvarig för skidservicen i vår butik i Rovaniemi. Vintrarna tillbringar Aino i backarna i Pyhä och Levi, vårarna på turskidor i Lyngen.',
      'Skilehrerin und Leiterin des Skiservice in unserer Filiale in Rovaniemi. Die Winter verbringt Aino auf den Pisten von Pyhä und Levi, das Frühjahr auf Skitouren in Lyngen.',
      'Monitrice de ski et responsable de l’atelier ski de notre magasin de Rovaniemi. Aino passe ses hivers sur les pistes de Pyhä et de Levi, et ses printemps en ski de randonnée dans les Alpes de Lyngen.',
      'Инструктор по горным лыжам и руководитель лыжного сервиса в нашем магазине в Рованиеми. Зимы Айно проводит на склонах Пюхя и Леви, а весной ходит в ски-туры в Люнгене.',
    ),
  },
  jussi: {
    id: 2, slug: 'jussi-keranen', name: 'Jussi Keränen', theme: 'snowy-slope', jacket: '#1f3d6b', beanie: '#f2c14e',
    bio: t(
      'Hiihtovalmentaja ja Jyväskylän myymälämme hiihtovarusteiden asiantuntija. Jussi on hiihtänyt Finlandia-hiihdon kaksikymmentä kertaa ja voitelee suksia mieluummin kuin syö aamiaista.',
      'Cross-country ski coach and the Nordic ski expert at our Jyväskylä store. Jussi has skied the Finlandia-hiihto twenty times and would rather wax skis than eat breakfast.',
      'Längdtränare och expert på längdutrustning i vår butik i Jyväskylä. Jussi har åkt Finlandia-hiihto tjugo gånger och vallar hellre skidor än äter frukost.',
      'Langlauftrainer und Langlaufexperte in unserer Filiale in Jyväskylä. Jussi ist den Finlandia-Lauf zwanzigmal gelaufen und wachst lieber Ski, als zu frühstücken.',
      'Entraîneur de ski de fond et expert nordique de notre magasin de Jyväskylä. Jussi a couru la Finlandia-hiihto vingt fois et préfère farter des skis plutôt que de prendre son petit-déjeuner.',
      'Тренер по беговым лыжам и эксперт по лыжному снаряжению в нашем магазине в Ювяскюля. Юсси двадцать раз прошёл марафон Finlandia-hiihto и смазывать лыжи любит больше, чем завтракать.',
    ),
  },
  elina: {
    id: 3, slug: 'elina-saarinen', name: 'Elina Saarinen', theme: 'autumn-fell', jacket: '#2f5d3a', beanie: '#b23a2b',
    bio: t(
      'Vetää testitiimiämme Tampereella. Elina on retkeillyt Lapin erämaissa kolmekymmentä vuotta ja haluaa tietää, miten varuste kestää kolmannen sadepäivän.',
      'Leads our test team in Tampere. Elina has hiked the Lapland wilderness for thirty years and wants to know how gear holds up on the third day of rain.',
      'Leder vårt testteam i Tammerfors. Elina har vandrat i Lapplands ödemarker i trettio år och vill veta hur utrustningen klarar den tredje regndagen.',
      'Leitet unser Testteam in Tampere. Elina wandert seit dreißig Jahren durch die Wildnis Lapplands und will wissen, wie sich Ausrüstung am dritten Regentag schlägt.',
      'Dirige notre équipe de test à Tampere. Elina randonne depuis trente ans dans les étendues sauvages de Laponie et veut savoir comment le matériel tient le troisième jour de pluie.',
      'Руководит нашей командой тестирования в Тампере. Элина тридцать лет ходит в походы по лапландской глуши и хочет знать, как снаряжение ведёт себя на третий день дождя.',
    ),
  },
  markus: {
    id: 4, slug: 'markus-lindholm', name: 'Markus Lindholm', theme: 'forest-lake', jacket: '#3d4a52', beanie: '#b8401f',
    bio: t(
      'Helsingin myymälämme päällikkö ja kokenut monojen sovittaja. Markus järjestää myymälöidemme tapahtumat ja tietää, että hyvä laskupäivä alkaa jaloista.',
      'Manager of our Helsinki store and an experienced boot fitter. Markus organises the events in our stores and knows that a good day on the slopes starts with your feet.',
      'Butikschef i Helsingfors och erfaren pjäxutprovare. Markus ordnar evenemangen i våra butiker och vet att en bra dag i backen börjar med fötterna.',
      'Leiter unserer Filiale in Helsinki und erfahrener Skischuh-Anpasser. Markus organisiert die Veranstaltungen in unseren Filialen und weiß: Ein guter Skitag beginnt bei den Füßen.',
      'Responsable de notre magasin d’Helsinki et bootfitter expérimenté. Markus organise les événements de nos magasins et sait qu’une bonne journée de ski commence par les pieds.',
      'Управляющий нашим магазином в Хельсинки и опытный специалист по подгонке ботинок. Маркус организует мероприятия в наших магазинах и знает, что удачный день на склоне начинается с ног.',
    ),
  },
};
