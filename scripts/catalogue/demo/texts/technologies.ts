import { t, type Texts } from './localised.ts';

export type TechnologyKey = 'gore-tex' | 'primaloft' | 'vibram' | 'dwr' | 'cordura' | 'polartec' | 'dyneema' | 'merino';

/**
 * Material technologies named in descriptions. The names are written verbatim
 * (Gore-Tex, PrimaLoft, Vibram, DWR, Cordura, Polartec, Dyneema, Merino) in
 * every language: the storefront's keyword popups match them in the text.
 */
export const TECHNOLOGIES: Record<TechnologyKey, { sentence: Texts; feature: Texts; material: string }> = {
  'gore-tex': {
    material: 'Gore-Tex',
    sentence: t('Gore-Tex-kalvo pitää sateen ja lumen ulkona mutta päästää hikihöyryn pois.', 'The Gore-Tex membrane keeps rain and snow out while letting sweat vapour escape.', 'Gore-Tex-membranet håller regn och snö ute men släpper ut svettånga.', 'Die Gore-Tex-Membran hält Regen und Schnee draußen und lässt Schweißdampf entweichen.', 'La membrane Gore-Tex bloque la pluie et la neige tout en évacuant la transpiration.', 'Мембрана Gore-Tex не пропускает дождь и снег, но выводит испарения наружу.'),
    feature: t('Gore-Tex-kalvo', 'Gore-Tex membrane', 'Gore-Tex-membran', 'Gore-Tex-Membran', 'Membrane Gore-Tex', 'Мембрана Gore-Tex'),
  },
  primaloft: {
    material: 'PrimaLoft',
    sentence: t('PrimaLoft-eriste lämmittää kosteanakin ja pakkautuu pieneen tilaan.', 'PrimaLoft insulation stays warm even when damp and packs down small.', 'PrimaLoft-isoleringen värmer även när den är fuktig och packar litet.', 'Die PrimaLoft-Isolation wärmt auch feucht und lässt sich klein verpacken.', "L'isolation PrimaLoft reste chaude même humide et se compresse facilement.", 'Утеплитель PrimaLoft греет даже во влажном состоянии и компактно сжимается.'),
    feature: t('PrimaLoft-eriste', 'PrimaLoft insulation', 'PrimaLoft-isolering', 'PrimaLoft-Isolation', 'Isolation PrimaLoft', 'Утеплитель PrimaLoft'),
  },
  vibram: {
    material: 'Vibram',
    sentence: t('Vibram-pohja pitää märällä kalliolla, juurakoissa ja tampatulla lumella.', 'The Vibram outsole grips on wet rock, roots and packed snow.', 'Vibram-sulan greppar på våt klippa, rötter och packad snö.', 'Die Vibram-Sohle greift auf nassem Fels, Wurzeln und festem Schnee.', 'La semelle Vibram accroche sur le rocher mouillé, les racines et la neige tassée.', 'Подошва Vibram держит на мокрых камнях, корнях и укатанном снегу.'),
    feature: t('Vibram-pohja', 'Vibram outsole', 'Vibram-sula', 'Vibram-Sohle', 'Semelle Vibram', 'Подошва Vibram'),
  },
  dwr: {
    material: 'DWR',
    sentence: t('PFC-vapaa DWR-käsittely saa veden helmeilemään pintakankaalta.', 'A PFC-free DWR finish makes water bead off the outer fabric.', 'En PFC-fri DWR-behandling får vattnet att pärla av ytterstoffet.', 'Eine PFC-freie DWR-Imprägnierung lässt Wasser vom Obermaterial abperlen.', "Un traitement DWR sans PFC fait perler l'eau sur le tissu extérieur.", 'Пропитка DWR без PFC заставляет воду скатываться с поверхности ткани.'),
    feature: t('PFC-vapaa DWR-käsittely', 'PFC-free DWR finish', 'PFC-fri DWR-behandling', 'PFC-freie DWR-Imprägnierung', 'Traitement DWR sans PFC', 'Пропитка DWR без PFC'),
  },
  cordura: {
    material: 'Cordura',
    sentence: t('Hankausta kestävä Cordura-kangas kestää kivet, oksat ja lentokenttien matkatavarahihnat.', 'Abrasion-resistant Cordura fabric stands up to rocks, branches and airport baggage belts.', 'Nötningståligt Cordura-tyg tål stenar, grenar och flygplatsernas bagageband.', 'Abriebfestes Cordura-Gewebe verträgt Fels, Äste und Gepäckbänder am Flughafen.', "Le tissu Cordura résiste à l'abrasion des rochers, des branches et des tapis à bagages.", 'Износостойкая ткань Cordura выдерживает камни, ветки и багажные ленты аэропортов.'),
    feature: t('Cordura-vahvikkeet', 'Cordura reinforcements', 'Cordura-förstärkningar', 'Cordura-Verstärkungen', 'Renforts Cordura', 'Усиления из Cordura'),
  },
  polartec: {
    material: 'Polartec',
    sentence: t('Polartec-fleece on painoonsa nähden lämmin, kuivuu nopeasti ja hengittää hyvin.', 'Polartec fleece is warm for its weight, dries quickly and breathes well.', 'Polartec-fleecen är varm för sin vikt, torkar snabbt och andas bra.', 'Polartec-Fleece ist warm für sein Gewicht, trocknet schnell und ist atmungsaktiv.', 'La polaire Polartec est chaude pour son poids, sèche vite et respire bien.', 'Флис Polartec тёплый при малом весе, быстро сохнет и хорошо дышит.'),
    feature: t('Polartec-fleece', 'Polartec fleece', 'Polartec-fleece', 'Polartec-Fleece', 'Polaire Polartec', 'Флис Polartec'),
  },
  dyneema: {
    material: 'Dyneema',
    sentence: t('Dyneema-vahvikkeet keventävät rakennetta tinkimättä lujuudesta.', 'Dyneema reinforcements save weight without giving up strength.', 'Dyneema-förstärkningar sparar vikt utan att ge avkall på styrkan.', 'Dyneema-Verstärkungen sparen Gewicht, ohne an Festigkeit zu verlieren.', 'Les renforts Dyneema allègent sans sacrifier la solidité.', 'Усиления из Dyneema снижают вес без потери прочности.'),
    feature: t('Dyneema-vahvikkeet', 'Dyneema reinforcements', 'Dyneema-förstärkningar', 'Dyneema-Verstärkungen', 'Renforts Dyneema', 'Усиления из Dyneema'),
  },
  merino: {
    material: 'Merino wool',
    sentence: t('Merino-villa tasaa lämpöä eikä ala haista useammankaan päivän käytössä.', 'Merino wool regulates temperature and resists odour, even over several days.', 'Merino-ull jämnar ut temperaturen och motstår lukt även efter flera dagar.', 'Merino-Wolle gleicht die Temperatur aus und bleibt auch nach mehreren Tagen geruchsarm.', 'La laine Merino régule la température et limite les odeurs, même après plusieurs jours.', 'Шерсть Merino регулирует температуру и не впитывает запахи даже за несколько дней носки.'),
    feature: t('Merino-villaa', 'Merino wool', 'Merino-ull', 'Merino-Wolle', 'Laine Merino', 'Шерсть Merino'),
  },
};
