import { t, type Texts } from './localised.ts';

export type TechnologyKey = 'gore-tex' | 'primaloft' | 'vibram' | 'dwr' | 'cordura' | 'polartec' | 'dyneema' | 'merino';

/**
 * Material technologies named in descriptions. The names are written verbatim
 * (Gore-Tex, PrimaLoft, Vibram, DWR, Cordura, Polartec, Dyneema, Merino) in
 * every language: the storefront's keyword popups match them in the text.
 * Each has two sentences about the model, `{line}` standing for its line name
 * ("Summit GTX"), so no two models of a group share one; the line name only
 * ever stands where it needs no inflection (fi "… -mallissa", de "das Modell …").
 */
export const TECHNOLOGIES: Record<TechnologyKey, { sentences: readonly [Texts, Texts]; feature: Texts; material: string }> = {
  'gore-tex': {
    material: 'Gore-Tex',
    sentences: [
      t('{line} -mallissa Gore-Tex-kalvo pitää sateen ja lumen ulkona mutta päästää hikihöyryn pois.', 'On the {line}, the Gore-Tex membrane keeps rain and snow out while letting sweat vapour escape.', 'I {line} håller Gore-Tex-membranet regn och snö ute men släpper ut svettånga.', 'Beim Modell {line} hält die Gore-Tex-Membran Regen und Schnee draußen und lässt Schweißdampf entweichen.', 'Sur le modèle {line}, la membrane Gore-Tex bloque la pluie et la neige tout en évacuant la transpiration.', 'В модели {line} мембрана Gore-Tex не пропускает дождь и снег, но выводит испарения наружу.'),
      t('Gore-Tex tekee {line} -mallista tuulenpitävän ja vedenpitävän, ja saumat on teipattu.', 'Gore-Tex makes the {line} windproof and waterproof, and every seam is taped.', 'Gore-Tex gör {line} vind- och vattentät, och alla sömmar är tejpade.', 'Gore-Tex macht das Modell {line} wind- und wasserdicht, alle Nähte sind verschweißt.', 'Grâce au Gore-Tex, le modèle {line} est coupe-vent et imperméable, avec des coutures étanchées.', 'Gore-Tex делает модель {line} ветро- и водонепроницаемой, а все швы проклеены.'),
    ],
    feature: t('Gore-Tex-kalvo', 'Gore-Tex membrane', 'Gore-Tex-membran', 'Gore-Tex-Membran', 'Membrane Gore-Tex', 'Мембрана Gore-Tex'),
  },
  primaloft: {
    material: 'PrimaLoft',
    sentences: [
      t('{line} -mallin PrimaLoft-eriste lämmittää kosteanakin ja pakkautuu pieneen tilaan.', 'The PrimaLoft insulation in the {line} stays warm even when damp and packs down small.', 'PrimaLoft-isoleringen i {line} värmer även när den är fuktig och packar litet.', 'Die PrimaLoft-Isolation im Modell {line} wärmt auch feucht und lässt sich klein verpacken.', 'L’isolation PrimaLoft du modèle {line} reste chaude même humide et se compresse facilement.', 'Утеплитель PrimaLoft в модели {line} греет даже во влажном состоянии и компактно сжимается.'),
      t('Toisin kuin untuva, {line} -mallin PrimaLoft-täyte ei menetä lämpöään märkänäkään.', 'Unlike down, the PrimaLoft fill of the {line} keeps its warmth when wet.', 'Till skillnad från dun behåller PrimaLoft-fyllningen i {line} värmen även när den är blöt.', 'Anders als Daune behält die PrimaLoft-Füllung des Modells {line} ihre Wärme auch nass.', 'Contrairement au duvet, le garnissage PrimaLoft du modèle {line} garde sa chaleur même mouillé.', 'В отличие от пуха, наполнитель PrimaLoft в модели {line} не теряет тепла, даже намокнув.'),
    ],
    feature: t('PrimaLoft-eriste', 'PrimaLoft insulation', 'PrimaLoft-isolering', 'PrimaLoft-Isolation', 'Isolation PrimaLoft', 'Утеплитель PrimaLoft'),
  },
  vibram: {
    material: 'Vibram',
    sentences: [
      t('{line} -mallin Vibram-pohja pitää märällä kalliolla, juurakoissa ja tampatulla lumella.', 'The Vibram outsole of the {line} grips on wet rock, roots and packed snow.', 'Vibram-sulan på {line} greppar på våt klippa, rötter och packad snö.', 'Die Vibram-Sohle des Modells {line} greift auf nassem Fels, Wurzeln und festem Schnee.', 'La semelle Vibram du modèle {line} accroche sur le rocher mouillé, les racines et la neige tassée.', 'Подошва Vibram модели {line} держит на мокрых камнях, корнях и укатанном снегу.'),
      t('Syvät Vibram-nastat antavat {line} -mallille pidon myös jyrkissä alamäissä.', 'Deep Vibram lugs give the {line} grip on steep descents as well.', 'Djupa Vibram-dubbar ger {line} grepp även i branta utförsbackar.', 'Tiefe Vibram-Stollen geben dem Modell {line} auch in steilen Abstiegen Halt.', 'Les crampons Vibram profonds donnent au modèle {line} une bonne adhérence, même en descente raide.', 'Глубокие грунтозацепы Vibram дают модели {line} сцепление и на крутых спусках.'),
    ],
    feature: t('Vibram-pohja', 'Vibram outsole', 'Vibram-sula', 'Vibram-Sohle', 'Semelle Vibram', 'Подошва Vibram'),
  },
  dwr: {
    material: 'DWR',
    sentences: [
      t('PFC-vapaa DWR-käsittely saa veden helmeilemään {line} -mallin pinnalta.', 'A PFC-free DWR finish makes water bead off the surface of the {line}.', 'En PFC-fri DWR-behandling får vattnet att pärla av ytan på {line}.', 'Eine PFC-freie DWR-Imprägnierung lässt Wasser von der Oberfläche des Modells {line} abperlen.', 'Un traitement DWR sans PFC fait perler l’eau sur la surface du modèle {line}.', 'Пропитка DWR без PFC заставляет воду скатываться с поверхности модели {line}.'),
      t('{line} -mallin DWR-käsittely on PFC-vapaa, ja sen saa elvytettyä lämmöllä pesun jälkeen.', 'The DWR finish on the {line} is PFC-free, and a little heat after washing revives it.', 'DWR-behandlingen på {line} är PFC-fri och återställs med lite värme efter tvätt.', 'Die DWR-Imprägnierung des Modells {line} ist PFC-frei und lässt sich nach dem Waschen mit etwas Wärme auffrischen.', 'Le traitement DWR du modèle {line} est sans PFC, et un peu de chaleur après lavage le réactive.', 'Пропитка DWR модели {line} не содержит PFC и восстанавливается теплом после стирки.'),
    ],
    feature: t('PFC-vapaa DWR-käsittely', 'PFC-free DWR finish', 'PFC-fri DWR-behandling', 'PFC-freie DWR-Imprägnierung', 'Traitement DWR sans PFC', 'Пропитка DWR без PFC'),
  },
  cordura: {
    material: 'Cordura',
    sentences: [
      t('Hankausta kestävä Cordura suojaa {line} -mallin kulutukselle alttiit kohdat.', 'Abrasion-resistant Cordura protects the parts of the {line} that wear fastest.', 'Nötningstålig Cordura skyddar de delar av {line} som slits mest.', 'Abriebfestes Cordura schützt die Stellen des Modells {line}, die am stärksten beansprucht werden.', 'Le Cordura résistant à l’abrasion protège les zones du modèle {line} qui s’usent le plus vite.', 'Износостойкая Cordura защищает самые нагруженные места модели {line}.'),
      t('{line} -mallin Cordura-vahvikkeet kestävät kivet, oksat ja lentokenttien matkatavarahihnat.', 'Cordura reinforcements let the {line} stand up to rocks, branches and airport baggage belts.', 'Cordura-förstärkningar gör att {line} tål stenar, grenar och flygplatsernas bagageband.', 'Dank Cordura-Verstärkungen verträgt das Modell {line} Fels, Äste und Gepäckbänder am Flughafen.', 'Grâce à ses renforts Cordura, le modèle {line} résiste aux rochers, aux branches et aux tapis à bagages.', 'Усиления из Cordura помогают модели {line} выдерживать камни, ветки и багажные ленты аэропортов.'),
    ],
    feature: t('Cordura-vahvikkeet', 'Cordura reinforcements', 'Cordura-förstärkningar', 'Cordura-Verstärkungen', 'Renforts Cordura', 'Усиления из Cordura'),
  },
  polartec: {
    material: 'Polartec',
    sentences: [
      t('{line} -mallin Polartec-fleece on painoonsa nähden lämmin, kuivuu nopeasti ja hengittää hyvin.', 'The Polartec fleece of the {line} is warm for its weight, dries quickly and breathes well.', 'Polartec-fleecen i {line} är varm för sin vikt, torkar snabbt och andas bra.', 'Das Polartec-Fleece des Modells {line} ist warm für sein Gewicht, trocknet schnell und ist atmungsaktiv.', 'La polaire Polartec du modèle {line} est chaude pour son poids, sèche vite et respire bien.', 'Флис Polartec модели {line} тёплый при малом весе, быстро сохнет и хорошо дышит.'),
      t('Polartec-fleecen ansiosta {line} toimii välikerroksena kovallakin pakkasella.', 'Thanks to its Polartec fleece, the {line} works as a mid layer even in hard frost.', 'Tack vare Polartec-fleecen fungerar {line} som mellanlager även i sträng kyla.', 'Dank Polartec-Fleece taugt das Modell {line} auch bei strengem Frost als Midlayer.', 'Grâce à sa polaire Polartec, le modèle {line} fait une couche intermédiaire efficace même par grand froid.', 'Благодаря флису Polartec модель {line} служит средним слоем даже в сильный мороз.'),
    ],
    feature: t('Polartec-fleece', 'Polartec fleece', 'Polartec-fleece', 'Polartec-Fleece', 'Polaire Polartec', 'Флис Polartec'),
  },
  dyneema: {
    material: 'Dyneema',
    sentences: [
      t('Dyneema-vahvikkeet keventävät {line} -mallin rakennetta tinkimättä lujuudesta.', 'Dyneema reinforcements save weight on the {line} without giving up strength.', 'Dyneema-förstärkningar sparar vikt på {line} utan att ge avkall på styrkan.', 'Dyneema-Verstärkungen sparen beim Modell {line} Gewicht, ohne an Festigkeit zu verlieren.', 'Les renforts Dyneema allègent le modèle {line} sans sacrifier la solidité.', 'Усиления из Dyneema снижают вес модели {line} без потери прочности.'),
      t('Dyneema on painoonsa nähden terästä lujempaa, joten {line} kestää kovaakin käyttöä.', 'Dyneema is stronger than steel for its weight, so the {line} takes hard use in its stride.', 'Dyneema är starkare än stål i förhållande till vikten, så {line} tål hårda tag.', 'Dyneema ist bezogen auf sein Gewicht fester als Stahl, deshalb steckt das Modell {line} harte Einsätze weg.', 'À poids égal, le Dyneema est plus résistant que l’acier : le modèle {line} encaisse un usage intensif.', 'Dyneema при том же весе прочнее стали, поэтому модель {line} выдерживает жёсткую эксплуатацию.'),
    ],
    feature: t('Dyneema-vahvikkeet', 'Dyneema reinforcements', 'Dyneema-förstärkningar', 'Dyneema-Verstärkungen', 'Renforts Dyneema', 'Усиления из Dyneema'),
  },
  merino: {
    material: 'Merino wool',
    sentences: [
      t('{line} -mallin Merino-villa tasaa lämpöä eikä ala haista useammankaan päivän käytössä.', 'The Merino wool in the {line} regulates temperature and resists odour, even over several days.', 'Merino-ullen i {line} jämnar ut temperaturen och motstår lukt även efter flera dagar.', 'Die Merino-Wolle im Modell {line} gleicht die Temperatur aus und bleibt auch nach mehreren Tagen geruchsarm.', 'La laine Merino du modèle {line} régule la température et limite les odeurs, même après plusieurs jours.', 'Шерсть Merino в модели {line} регулирует температуру и не впитывает запахи даже за несколько дней носки.'),
      t('Hieno Merino-villa ei kutita, joten {line} käy suoraan ihoa vasten.', 'Fine Merino fibres do not itch, so the {line} can be worn right against the skin.', 'Fina Merino-fibrer kliar inte, så {line} kan bäras direkt mot huden.', 'Feine Merino-Fasern kratzen nicht, daher lässt sich das Modell {line} direkt auf der Haut tragen.', 'Les fibres fines de Merino ne grattent pas : le modèle {line} se porte à même la peau.', 'Тонкие волокна Merino не колются, поэтому модель {line} можно носить прямо на теле.'),
    ],
    feature: t('Merino-villaa', 'Merino wool', 'Merino-ull', 'Merino-Wolle', 'Laine Merino', 'Шерсть Merino'),
  },
};
