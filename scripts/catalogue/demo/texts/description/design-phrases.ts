import type { Design, Pattern, Trim } from '../../../art/index.ts';
import { t, type Texts } from '../localised.ts';

/**
 * What a drawing shows, in words: the same design number gives the picture
 * and these phrases, so the description names the hood, pockets and print
 * the shopper sees. Each phrase reads as the subject of "the model has ..."
 * (nominative; German with its article, French with its determiner).
 */
const PATTERN_PHRASES: Record<Exclude<Pattern, 'plain'>, Texts> = {
  bands: t('leveät sävy sävyyn -raidat', 'broad tone-on-tone bands', 'breda ton-i-ton-ränder', 'breite Ton-in-Ton-Streifen', 'de larges bandes ton sur ton', 'широкие полосы в тон'),
  pinstripe: t('ohuet pystyraidat', 'fine pinstripes', 'tunna kritstreck', 'feine Nadelstreifen', 'de fines rayures verticales', 'тонкие вертикальные полоски'),
  diagonal: t('vinoraidat', 'diagonal stripes', 'diagonala ränder', 'diagonale Streifen', 'des rayures diagonales', 'диагональные полосы'),
  chevron: t('siksak-kuosi', 'a chevron print', 'ett sicksackmönster', 'ein Zickzackmuster', 'un motif chevron', 'принт «шеврон»'),
  dots: t('pilkkukuosi', 'a dot print', 'ett prickmönster', 'ein Punktemuster', 'un imprimé à pois', 'принт в горошек'),
  check: t('ruutukuosi', 'a check pattern', 'ett rutmönster', 'ein Karomuster', 'un motif à carreaux', 'клетчатый узор'),
  block: t('tummempi alaosa', 'a darker colour-block lower half', 'en mörkare nederdel i blockfärg', 'ein dunkler abgesetzter unterer Teil', 'un bas plus foncé en color block', 'более тёмный низ в стиле колор-блок'),
  topo: t('karttakuosi korkeuskäyrin', 'a topographic map print', 'ett tryck med höjdkurvor', 'ein Höhenlinien-Print', 'un imprimé courbes de niveau', 'принт с топографическими линиями'),
  fade: t('alaspäin tummuva liukuväri', 'an ombré fade that darkens downwards', 'en färgtoning som mörknar nedåt', 'ein nach unten dunkler werdender Farbverlauf', 'un dégradé qui fonce vers le bas', 'градиент, темнеющий книзу'),
};

const TRIM_PHRASES: Record<Trim, Texts> = {
  contrast: t('kontrastiväriset reunukset', 'trims in a contrast colour', 'kanter i kontrastfärg', 'Besätze in Kontrastfarbe', 'des finitions contrastées', 'контрастная отделка'),
  tonal: t('sävy sävyyn -reunukset', 'tone-on-tone trims', 'ton-i-ton-kanter', 'Ton-in-Ton-Besätze', 'des finitions ton sur ton', 'отделка в тон'),
};

/** Named when a design has no print, so a list never holds the trim alone. */
const PLAIN = t('yksivärinen pinta', 'a plain single-colour finish', 'en enfärgad yta', 'eine einfarbige Oberfläche', 'une surface unie', 'однотонная поверхность');

/** Feature values by dimension; a value missing here is not named (a plain shoulder, say). */
const FEATURE_PHRASES: Record<string, Record<string, Texts>> = {
  neck: {
    hood: t('säädettävä huppu', 'an adjustable hood', 'en justerbar huva', 'eine verstellbare Kapuze', 'une capuche réglable', 'регулируемый капюшон'),
    collar: t('korkea pystykaulus', 'a high stand-up collar', 'en hög ståkrage', 'ein hoher Stehkragen', 'un col montant', 'высокий воротник-стойка'),
    'helmet-hood': t('kypärän päälle sopiva huppu jäykällä lipalla', 'a helmet-compatible hood with a stiffened peak', 'en hjälmkompatibel huva med förstärkt skärm', 'eine helmtaugliche Kapuze mit versteiftem Schirm', 'une capuche compatible casque à visière rigide', 'капюшон под шлем с жёстким козырьком'),
    crew: t('pyöreä pääntie', 'a crew neck', 'en rund halsringning', 'ein Rundhalsausschnitt', 'une encolure ronde', 'круглый вырез'),
    zip: t('vetoketjullinen kaulus', 'a zip neck', 'en krage med dragkedja', 'ein Kragen mit Reißverschluss', 'un col zippé', 'воротник на молнии'),
  },
  pockets: {
    chest: t('vetoketjullinen rintatasku', 'a zipped chest pocket', 'en bröstficka med dragkedja', 'eine Brusttasche mit Reißverschluss', 'une poche poitrine zippée', 'нагрудный карман на молнии'),
    hand: t('kaksi vetoketjullista sivutaskua', 'two zipped hand pockets', 'två sidofickor med dragkedja', 'zwei Seitentaschen mit Reißverschluss', 'deux poches latérales zippées', 'два боковых кармана на молнии'),
    both: t('rintatasku ja kaksi sivutaskua', 'a chest pocket and two hand pockets', 'en bröstficka och två sidofickor', 'eine Brusttasche und zwei Seitentaschen', 'une poche poitrine et deux poches latérales', 'нагрудный и два боковых кармана'),
    flap: t('kaksi läpällistä taskua painonapeilla', 'two flap pockets with press studs', 'två fickor med lock och tryckknappar', 'zwei Pattentaschen mit Druckknöpfen', 'deux poches à rabat pressionnées', 'два кармана с клапанами на кнопках'),
    thigh: t('vetoketjullinen reisitasku', 'a zipped thigh pocket', 'en lårficka med dragkedja', 'eine Oberschenkeltasche mit Reißverschluss', 'une poche cuisse zippée', 'набедренный карман на молнии'),
    cargo: t('kaksi palkeellista reisitaskua', 'two bellowed cargo pockets', 'två bälgfickor på låren', 'zwei Cargotaschen mit Blasebalgfalte', 'deux poches cargo à soufflet', 'два объёмных накладных кармана'),
  },
  hem: {
    hip: t('lantiolle ulottuva helma kiristysnyörillä', 'a hip-length hem with a drawcord', 'en höftlång nederkant med dragsko', 'ein hüftlanger Saum mit Kordelzug', 'un bas à la hanche avec cordon de serrage', 'длина до бедра и кулиска по низу'),
    long: t('pidempi malli, joka suojaa myös takamuksen', 'a longer cut that covers the seat', 'en längre modell som täcker stussen', 'eine längere Form, die das Gesäß bedeckt', 'une coupe longue qui couvre les fessiers', 'удлинённый силуэт, закрывающий бёдра'),
  },
  shoulders: {
    yoke: t('toisenväriset vahvistetut olkapäät', 'reinforced shoulders in a second colour', 'förstärkta axlar i en andra färg', 'verstärkte Schultern in einer zweiten Farbe', 'des épaules renforcées d’une autre couleur', 'усиленные плечи другого цвета'),
  },
  zip: {
    half: t('puolipitkä vetoketju', 'a half-length zip', 'en halv dragkedja', 'ein halblanger Reißverschluss', 'une demi-fermeture éclair', 'молния до середины груди'),
    full: t('kokopitkä vetoketju', 'a full-length zip', 'en hel dragkedja', 'ein durchgehender Reißverschluss', 'une fermeture éclair intégrale', 'молния во всю длину'),
  },
  chest: {
    pocket: t('rintatasku', 'a chest pocket', 'en bröstficka', 'eine Brusttasche', 'une poche poitrine', 'нагрудный карман'),
  },
  sleeves: {
    body: t('litteät saumat, jotka eivät hankaa', 'flat seams that do not chafe', 'platta sömmar som inte skaver', 'Flachnähte, die nicht scheuern', 'des coutures plates qui n’irritent pas', 'плоские швы, которые не натирают'),
    contrast: t('kontrastiväriset raglanhihat', 'raglan sleeves in a contrast colour', 'raglanärmar i kontrastfärg', 'Raglanärmel in Kontrastfarbe', 'des manches raglan contrastées', 'контрастные рукава-реглан'),
  },
  baffles: {
    regular: t('tasaiset tikkauskammiot', 'evenly spaced baffles', 'jämnt fördelade kammare', 'gleichmäßige Steppkammern', 'des compartiments réguliers', 'равномерные стёганые секции'),
    narrow: t('kapeat vaakatikkaukset', 'narrow horizontal baffles', 'smala horisontella kammare', 'schmale Quersteppkammern', 'des compartiments étroits', 'узкие горизонтальные секции'),
    wide: t('leveät tikkauskammiot', 'wide box baffles', 'breda kammare', 'breite Steppkammern', 'de larges compartiments', 'широкие стёганые секции'),
  },
  knees: {
    plain: t('muotoillut polvet', 'pre-shaped knees', 'förformade knän', 'vorgeformte Knie', 'des genoux préformés', 'анатомические колени'),
    patches: t('polvivahvikkeet', 'reinforced knee patches', 'förstärkta knän', 'verstärkte Kniebereiche', 'des renforts aux genoux', 'усиленные колени'),
  },
  hems: {
    reinforced: t('vahvistetut lahkeensuut', 'reinforced hems', 'förstärkta benslut', 'verstärkte Beinabschlüsse', 'des bas de jambe renforcés', 'усиленный низ штанин'),
    zipped: t('vetoketjulliset lahkeensuut, jotka aukeavat kenkien yli', 'zipped hems that open over boots', 'benslut med dragkedja som öppnas över kängorna', 'Beinabschlüsse mit Reißverschluss, die sich über Schuhen öffnen', 'des bas de jambe zippés qui s’ouvrent sur les chaussures', 'молнии внизу штанин, чтобы надевать поверх ботинок'),
  },
  graphic: {
    stripe: t('vino raita päällipinnassa', 'a diagonal topsheet stripe', 'en diagonal rand på ovansidan', 'ein diagonaler Streifen auf der Oberseite', 'une bande diagonale sur le dessus', 'диагональная полоса на верхней поверхности'),
    chevron: t('nuolikuvio päällipinnassa', 'a chevron topsheet graphic', 'en pilgrafik på ovansidan', 'eine Pfeilgrafik auf der Oberseite', 'un chevron graphique sur le dessus', 'графика-шеврон на верхней поверхности'),
    split: t('kontrastivärinen kärkiosa', 'a contrast-colour front section', 'en framdel i kontrastfärg', 'eine Schaufel in Kontrastfarbe', 'une spatule de couleur contrastée', 'контрастная носовая часть'),
  },
  tip: {
    accent: t('kontrastivärinen kärki', 'a contrast-colour tip', 'en spets i kontrastfärg', 'eine Spitze in Kontrastfarbe', 'une spatule contrastée', 'контрастный носок'),
    plain: t('yksivärinen kärki', 'a single-colour tip', 'en enfärgad spets', 'eine einfarbige Spitze', 'une spatule unie', 'однотонный носок'),
  },
  buckles: {
    four: t('neljä mikrosäädettävää solkea', 'four micro-adjustable buckles', 'fyra mikrojusterbara spännen', 'vier mikroverstellbare Schnallen', 'quatre boucles micrométriques', 'четыре микрорегулируемые клипсы'),
    three: t('kolme mikrosäädettävää solkea', 'three micro-adjustable buckles', 'tre mikrojusterbara spännen', 'drei mikroverstellbare Schnallen', 'trois boucles micrométriques', 'три микрорегулируемые клипсы'),
  },
  strap: {
    velcro: t('tarranauhallinen powerstrap', 'a hook-and-loop power strap', 'en powerstrap med kardborre', 'ein Powerstrap mit Klettverschluss', 'un strap velcro', 'пауэрстрэп на липучке'),
    booster: t('joustava booster-hihna', 'an elastic booster strap', 'en elastisk boosterrem', 'ein elastischer Booster-Strap', 'un strap élastique booster', 'эластичный ремень-бустер'),
  },
  rand: {
    rubber: t('kumisuojaus kärjessä ja kannassa', 'a rubber rand at toe and heel', 'en gummirand vid tå och häl', 'ein Gummirand an Zehe und Ferse', 'un pare-pierres à l’avant et au talon', 'резиновый рант на носке и пятке'),
  },
  collar: {
    padded: t('pehmustettu varsi', 'a padded ankle collar', 'en vadderad krage', 'ein gepolsterter Schaftrand', 'un col rembourré', 'мягкая манжета вокруг лодыжки'),
    plain: t('kevyt pehmustamaton varsi', 'a light unpadded collar', 'en lätt ovadderad krage', 'ein leichter, ungepolsterter Schaftrand', 'un col léger non rembourré', 'лёгкая манжета без подкладки'),
  },
  front: {
    zip: t('vetoketjullinen etutasku', 'a zipped front pocket', 'en framficka med dragkedja', 'eine Fronttasche mit Reißverschluss', 'une poche frontale zippée', 'передний карман на молнии'),
    mesh: t('joustava verkkotasku edessä', 'a stretch-mesh front pocket', 'en stretchig nätficka fram', 'eine Fronttasche aus Stretchmesh', 'une poche frontale en filet extensible', 'передний карман из эластичной сетки'),
    bungee: t('kuminauhakiristys edessä', 'a bungee cord on the front', 'en gummisnodd på framsidan', 'eine Gummikordel auf der Vorderseite', 'un cordon élastique sur l’avant', 'эластичный шнур спереди'),
  },
  lid: {
    accent: t('kontrastivärinen kansitasku', 'a lid pocket in a contrast colour', 'ett lock i kontrastfärg', 'ein Deckelfach in Kontrastfarbe', 'un rabat de couleur contrastée', 'клапан контрастного цвета'),
    body: t('samanvärinen kansitasku', 'a lid pocket in the same colour', 'ett lock i samma färg', 'ein Deckelfach in derselben Farbe', 'un rabat de la même couleur', 'клапан в тон'),
  },
};

/**
 * The design as a list of phrases in one language: the silhouette's own
 * features (unless the kind is drawn with another kind's outline, as base
 * layer bottoms are), then the print and the trim.
 */
export function designPhrases(design: Design, withShapeFeatures: boolean): Texts[] {
  const phrases: Texts[] = [];
  if (withShapeFeatures) {
    for (const [dimension, value] of Object.entries(design.features)) {
      const phrase = FEATURE_PHRASES[dimension]?.[value];
      if (phrase) phrases.push(phrase);
    }
  }
  phrases.push(design.pattern === 'plain' ? PLAIN : PATTERN_PHRASES[design.pattern]);
  phrases.push(TRIM_PHRASES[design.trim]);
  return phrases;
}
