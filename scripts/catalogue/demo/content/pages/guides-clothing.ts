import { guideTab } from './guide-tab.ts';
import type { TabInput } from './page-types.ts';
import { linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

const layering = guideTab(1041, 'layering', {
  fi: {
    title: 'Kerrospukeutuminen',
    content: `<h2 id="aluskerros">Aluskerros siirtää kosteuden</h2>
<p>Ihoa vasten pukeudutaan kerrastoon, joka siirtää hien pois iholta. Merino-villa lämmittää kosteanakin eikä ala haista, tekokuitu kuivuu nopeimmin. Puuvillaa kannattaa välttää: se kastuu ja viilentää.</p>
<h2 id="valikerros">Välikerros eristää</h2>
<p>Välikerros pitää lämmön sisällä. Fleece, esimerkiksi Polartec, hengittää hyvin liikkuessa. Tekokuitutakki, kuten PrimaLoft-täytteinen, lämmittää kosteassa, ja untuvatakki on lämpimin taukovaate pakkasella.</p>
<h2 id="kuorikerros">Kuorikerros suojaa</h2>
<p>Uloimpana on tuulta ja sadetta pitävä kuori. Gore-Tex-kalvollinen kuoritakki on vedenpitävä ja hengittävä, softshell joustava ja hengittävä kuivalla säällä. Säädä kerroksia ennen kuin hikoilet tai palelet: lähde liikkeelle hieman viileissä vaatteissa ja pue taukotakki heti pysähtyessä.</p>
<p>Kuoritakin hoito-ohjeet löydät oppaasta <a href="${fi.guide('clothing', 'clothingCare')}">kuoritakin huolto</a>.</p>`,
  },
  en: {
    title: 'Layering',
    content: `<h2 id="base-layer">The base layer moves moisture</h2>
<p>Next to the skin you wear a base layer that moves sweat away from your body. Merino wool stays warm when damp and does not start to smell; synthetics dry fastest. Avoid cotton: it soaks up moisture and chills you.</p>
<h2 id="mid-layer">The mid layer insulates</h2>
<p>The mid layer keeps the warmth in. Fleece such as Polartec breathes well on the move. A synthetic jacket, for example one filled with PrimaLoft, stays warm in damp weather, and a down jacket is the warmest layer for breaks in the cold.</p>
<h2 id="shell-layer">The shell protects</h2>
<p>The outer layer keeps out wind and rain. A shell jacket with a Gore-Tex membrane is waterproof and breathable; a softshell stretches and breathes in dry weather. Adjust your layers before you sweat or get cold: set off slightly cool and put on your break jacket as soon as you stop.</p>
<p>Care tips for shell jackets are in the guide <a href="${en.guide('clothing', 'clothingCare')}">caring for waterproof clothing</a>.</p>`,
  },
  sv: {
    title: 'Lager på lager',
    content: `<h2 id="baslager">Baslagret transporterar fukt</h2>
<p>Närmast huden bär du ett underställ som leder bort svetten. Merinoull värmer även fuktig och börjar inte lukta, syntet torkar snabbast. Undvik bomull: den blir blöt och kyler.</p>
<h2 id="mellanlager">Mellanlagret isolerar</h2>
<p>Mellanlagret håller kvar värmen. Fleece, till exempel Polartec, andas bra i rörelse. En syntetjacka, exempelvis med PrimaLoft-fyllning, värmer i fukt, och en dunjacka är det varmaste plagget för pauser i kyla.</p>
<h2 id="skallager">Skallagret skyddar</h2>
<p>Ytterst bär du ett skal som stänger ute vind och regn. En skaljacka med Gore-Tex-membran är vattentät och andas, en softshell är stretchig och andas i torrt väder. Justera lagren innan du blir svettig eller fryser: gå iväg lite kall och ta på pausjackan så fort du stannar.</p>
<p>Skötselråd för skaljackan finns i guiden <a href="${sv.guide('clothing', 'clothingCare')}">skötsel av skalplagg</a>.</p>`,
  },
  de: {
    title: 'Das Zwiebelprinzip',
    content: `<h2 id="basisschicht">Die Basisschicht leitet Feuchtigkeit ab</h2>
<p>Direkt auf der Haut tragen Sie Funktionswäsche, die den Schweiß von der Haut wegtransportiert. Merinowolle wärmt auch feucht und riecht nicht so schnell, Kunstfaser trocknet am schnellsten. Meiden Sie Baumwolle: Sie saugt sich voll und kühlt aus.</p>
<h2 id="isolationsschicht">Die Isolationsschicht hält warm</h2>
<p>Die mittlere Schicht hält die Wärme am Körper. Fleece wie Polartec atmet gut in Bewegung. Eine Kunstfaserjacke, zum Beispiel mit PrimaLoft-Füllung, wärmt bei Feuchtigkeit, und eine Daunenjacke ist die wärmste Pausenjacke bei Frost.</p>
<h2 id="wetterschutz">Die Außenschicht schützt</h2>
<p>Außen tragen Sie eine Jacke gegen Wind und Regen. Eine Hardshell mit Gore-Tex-Membran ist wasserdicht und atmungsaktiv, eine Softshell dehnbar und atmungsaktiv bei trockenem Wetter. Passen Sie die Schichten an, bevor Sie schwitzen oder frieren: leicht fröstelnd losgehen und in der Pause sofort die warme Jacke anziehen.</p>
<p>Pflegetipps für Hardshelljacken finden Sie im Ratgeber <a href="${de.guide('clothing', 'clothingCare')}">Pflege von Funktionsbekleidung</a>.</p>`,
  },
  fr: {
    title: 'Le système des trois couches',
    content: `<h2 id="premiere-couche">La première couche évacue l'humidité</h2>
<p>Contre la peau, portez un sous-vêtement technique qui évacue la transpiration. La laine Merino reste chaude même humide et ne garde pas les odeurs ; le synthétique sèche le plus vite. Évitez le coton : il se gorge d'eau et refroidit.</p>
<h2 id="deuxieme-couche">La deuxième couche isole</h2>
<p>La couche intermédiaire garde la chaleur. Une polaire, par exemple en Polartec, respire bien à l'effort. Une veste synthétique, garnie de PrimaLoft par exemple, chauffe par temps humide, et la doudoune est la couche la plus chaude pour les pauses dans le froid.</p>
<h2 id="troisieme-couche">La troisième couche protège</h2>
<p>À l'extérieur, une veste coupe le vent et la pluie. Une veste à membrane Gore-Tex est imperméable et respirante, un softshell extensible et respirant par temps sec. Ajustez vos couches avant d'avoir chaud ou froid : partez légèrement frais et enfilez votre veste chaude dès l'arrêt.</p>
<p>Conseils d'entretien dans le guide <a href="${fr.guide('clothing', 'clothingCare')}">entretien des vêtements imperméables</a>.</p>`,
  },
  ru: {
    title: 'Многослойная одежда',
    content: `<h2 id="baza">Базовый слой отводит влагу</h2>
<p>На тело надевают термобельё, которое отводит пот от кожи. Шерсть Merino греет даже влажной и не впитывает запах, синтетика сохнет быстрее всего. Хлопка лучше избегать: он намокает и охлаждает.</p>
<h2 id="uteplenie">Средний слой утепляет</h2>
<p>Средний слой удерживает тепло. Флис, например Polartec, хорошо дышит в движении. Синтетическая куртка, скажем с утеплителем PrimaLoft, греет в сырую погоду, а пуховка — самый тёплый слой для остановок в мороз.</p>
<h2 id="zashchita">Внешний слой защищает</h2>
<p>Снаружи — куртка, защищающая от ветра и дождя. Куртка с мембраной Gore-Tex не промокает и дышит, софтшелл тянется и дышит в сухую погоду. Меняйте слои до того, как вспотеете или замёрзнете: выходите слегка прохладно одетыми и надевайте тёплую куртку сразу на привале.</p>
<p>Советы по уходу — в статье <a href="${ru.guide('clothing', 'clothingCare')}">уход за мембранной одеждой</a>.</p>`,
  },
});

const clothingCare = guideTab(1042, 'clothingCare', {
  fi: {
    title: 'Kuoritakin huolto',
    content: `<h2 id="pesu">Pese säännöllisesti</h2>
<p>Lika ja ihorasva tukkivat kalvon ja heikentävät hengittävyyttä, joten kuoritakki kannattaa pestä useammin kuin moni luulee. Sulje vetoketjut, käytä teknisille tekstiileille tarkoitettua pesuainetta ja pese hoito-ohjeen lämpötilassa. Älä käytä huuhteluainetta, ja huuhtele huolellisesti.</p>
<h2 id="dwr">Palauta vedenhylkivyys</h2>
<p>Pinnan DWR-käsittely saa veden helmeilemään. Kun kangas alkaa imeä vettä, aktivoi käsittely lämmöllä: kuivausrummussa miedolla lämmöllä tai silittämällä pyyhkeen läpi. Jos vesi ei silti helmeile, käsittele takki uudelleen PFC-vapaalla suihkutettavalla tai pesuun lisättävällä kyllästeellä.</p>
<h2 id="korjaus">Korjaa ajoissa</h2>
<p>Pienet repeämät voi paikata itse kuoripaikalla. Irronneet saumanauhat ja rikkinäiset vetoketjut korjaa <a href="${fi.repairService}">korjauspalvelumme</a>.</p>`,
  },
  en: {
    title: 'Caring for waterproof clothing',
    content: `<h2 id="washing">Wash regularly</h2>
<p>Dirt and skin oils clog the membrane and reduce breathability, so a shell jacket needs washing more often than many people think. Close the zips, use a detergent made for technical textiles and wash at the temperature on the care label. Never use fabric softener, and rinse thoroughly.</p>
<h2 id="dwr">Restore water repellency</h2>
<p>The DWR treatment on the surface makes water bead up. When the fabric starts to soak up water, reactivate the treatment with heat: in a tumble dryer on low heat or by ironing through a towel. If water still doesn't bead, re-proof the jacket with a PFC-free spray-on or wash-in treatment.</p>
<h2 id="repairs">Repair in time</h2>
<p>Small tears can be patched yourself with a repair patch. Loose seam tape and broken zips are fixed by our <a href="${en.repairService}">repair service</a>.</p>`,
  },
  sv: {
    title: 'Skötsel av skalplagg',
    content: `<h2 id="tvatt">Tvätta regelbundet</h2>
<p>Smuts och hudfett täpper till membranet och försämrar andningsförmågan, så en skaljacka behöver tvättas oftare än många tror. Stäng dragkedjorna, använd ett tvättmedel för funktionstextilier och tvätta i den temperatur som tvättrådet anger. Använd aldrig sköljmedel, och skölj noga.</p>
<h2 id="dwr">Återställ den vattenavvisande ytan</h2>
<p>DWR-behandlingen på ytan får vattnet att pärla sig. När tyget börjar suga åt sig vatten aktiverar du behandlingen med värme: i torktumlare på låg värme eller genom att stryka med en handduk emellan. Pärlar vattnet ändå inte, impregnera om jackan med ett PFC-fritt spraymedel eller ett medel som tillsätts i tvätten.</p>
<h2 id="lagning">Laga i tid</h2>
<p>Små revor kan du laga själv med en lagningslapp. Lösa sömtejper och trasiga dragkedjor lagas av vår <a href="${sv.repairService}">reparationsservice</a>.</p>`,
  },
  de: {
    title: 'Pflege von Funktionsbekleidung',
    content: `<h2 id="waschen">Regelmäßig waschen</h2>
<p>Schmutz und Hautfett verstopfen die Membran und verringern die Atmungsaktivität – eine Hardshelljacke gehört daher öfter in die Maschine, als viele denken. Reißverschlüsse schließen, ein Waschmittel für Funktionstextilien verwenden und bei der Temperatur laut Pflegeetikett waschen. Niemals Weichspüler verwenden und gründlich spülen.</p>
<h2 id="dwr">Imprägnierung auffrischen</h2>
<p>Die DWR-Imprägnierung lässt Wasser abperlen. Saugt sich der Stoff voll, aktivieren Sie sie mit Wärme: im Trockner bei niedriger Temperatur oder mit dem Bügeleisen durch ein Handtuch. Perlt das Wasser danach immer noch nicht ab, imprägnieren Sie die Jacke mit einem PFC-freien Spray oder Einwaschmittel neu.</p>
<h2 id="reparieren">Rechtzeitig reparieren</h2>
<p>Kleine Risse können Sie mit einem Reparaturflicken selbst schließen. Gelöste Nahtbänder und defekte Reißverschlüsse repariert unser <a href="${de.repairService}">Reparaturservice</a>.</p>`,
  },
  fr: {
    title: 'Entretien des vêtements imperméables',
    content: `<h2 id="lavage">Lavez régulièrement</h2>
<p>La saleté et le sébum obstruent la membrane et réduisent la respirabilité : une veste imperméable se lave donc plus souvent qu'on ne le croit. Fermez les zips, utilisez une lessive pour textiles techniques et lavez à la température indiquée sur l'étiquette. Jamais d'assouplissant, et rincez abondamment.</p>
<h2 id="dwr">Raviver le déperlant</h2>
<p>Le traitement DWR fait perler l'eau à la surface. Quand le tissu commence à boire l'eau, réactivez-le à la chaleur : au sèche-linge à basse température ou au fer à repasser à travers une serviette. Si l'eau ne perle toujours pas, réimperméabilisez la veste avec un produit sans PFC, en spray ou à ajouter au lavage.</p>
<h2 id="reparer">Réparez à temps</h2>
<p>Les petits accrocs se réparent avec un patch adhésif. Les bandes d'étanchéité décollées et les fermetures cassées sont l'affaire de notre <a href="${fr.repairService}">service de réparation</a>.</p>`,
  },
  ru: {
    title: 'Уход за мембранной одеждой',
    content: `<h2 id="stirka">Стирайте регулярно</h2>
<p>Грязь и кожный жир забивают мембрану и ухудшают воздухопроницаемость, поэтому мембранную куртку стоит стирать чаще, чем многие думают. Застегните молнии, используйте средство для технических тканей и стирайте при температуре, указанной на ярлыке. Никогда не используйте кондиционер и тщательно полощите.</p>
<h2 id="dwr">Восстановите водоотталкивающие свойства</h2>
<p>Пропитка DWR заставляет воду собираться в капли. Когда ткань начинает впитывать воду, активируйте пропитку теплом: в сушильной машине на низкой температуре или утюгом через полотенце. Если вода всё равно не скатывается, обработайте куртку заново пропиткой без ПФС — спреем или средством для стирки.</p>
<h2 id="remont">Ремонтируйте вовремя</h2>
<p>Небольшие разрывы можно заклеить ремонтной заплаткой. Отклеившиеся ленты на швах и сломанные молнии отремонтирует наш <a href="${ru.repairService}">сервис</a>.</p>`,
  },
});

const merino = guideTab(1043, 'merino', {
  fi: {
    title: 'Merinovilla',
    content: `<h2 id="miksi-merino">Miksi Merino?</h2>
<p>Merino-lampaan villakuitu on hyvin ohutta, yleensä alle 20 mikronia, joten se ei kutita kuten tavallinen villa. Se sitoo kosteutta ja lämmittää vielä kosteanakin, viilentää helteellä ja estää hajujen muodostumista – kerraston voi pitää päällä useamman päivän retkellä.</p>
<h2 id="paksuus">Oikea paksuus</h2>
<ul>
<li>150–170 g/m²: kesävaellukset ja aktiivinen liikunta</li>
<li>200–230 g/m²: kevät, syksy ja talvihiihto</li>
<li>250 g/m² ja enemmän: kovat pakkaset ja rauhallinen ulkoilu.</li>
</ul>
<p>Polyamidia sisältävä sekoite kestää kulutusta paremmin kuin puhdas villa.</p>
<h2 id="hoito">Hoito</h2>
<p>Tuuleta villaa pesun sijaan aina kun voit. Pese villaohjelmalla 30 asteessa villapesuaineella ja kuivata tasolla. Suosimme mulesing-vapaasti tuotettua villaa – lue lisää <a href="${fi.sustainability}">vastuullisuudesta</a>.</p>`,
  },
  en: {
    title: 'Merino wool',
    content: `<h2 id="why-merino">Why Merino?</h2>
<p>Merino sheep grow very fine wool fibres, usually under 20 microns, so it does not itch like ordinary wool. It absorbs moisture and stays warm even when damp, keeps you cool in the heat and resists odour – you can wear the same base layer for several days on a trip.</p>
<h2 id="weight">The right weight</h2>
<ul>
<li>150–170 g/m²: summer hikes and high-output activity</li>
<li>200–230 g/m²: spring, autumn and winter skiing</li>
<li>250 g/m² and above: hard frost and slower outdoor days.</li>
</ul>
<p>A blend with polyamide stands up to wear better than pure wool.</p>
<h2 id="care">Care</h2>
<p>Air your wool instead of washing it whenever you can. Wash on a wool programme at 30 °C with wool detergent and dry flat. We favour mulesing-free wool – read more about our <a href="${en.sustainability}">responsibility</a> work.</p>`,
  },
  sv: {
    title: 'Merinoull',
    content: `<h2 id="varfor-merino">Varför Merino?</h2>
<p>Merinofåret har mycket fina ullfibrer, oftast under 20 mikron, så ullen kliar inte som vanlig ull. Den binder fukt och värmer även fuktig, svalkar i värme och motverkar lukt – samma underställ går att bära flera dagar på tur.</p>
<h2 id="tjocklek">Rätt tjocklek</h2>
<ul>
<li>150–170 g/m²: sommarvandring och hög aktivitet</li>
<li>200–230 g/m²: vår, höst och skidåkning på vintern</li>
<li>250 g/m² och mer: sträng kyla och lugnare friluftsliv.</li>
</ul>
<p>En blandning med polyamid tål slitage bättre än ren ull.</p>
<h2 id="skotsel">Skötsel</h2>
<p>Vädra ullen i stället för att tvätta den när du kan. Tvätta på ullprogram i 30 °C med ulltvättmedel och torka plant. Vi föredrar ull från mulesingfri produktion – läs mer om vårt <a href="${sv.sustainability}">ansvar</a>.</p>`,
  },
  de: {
    title: 'Merinowolle',
    content: `<h2 id="warum-merino">Warum Merino?</h2>
<p>Merinoschafe liefern sehr feine Wollfasern, meist unter 20 Mikron – deshalb kratzt sie nicht wie herkömmliche Wolle. Sie nimmt Feuchtigkeit auf und wärmt auch feucht, kühlt bei Hitze und hemmt Gerüche: Dieselbe Funktionswäsche lässt sich auf Tour mehrere Tage tragen.</p>
<h2 id="staerke">Die richtige Stärke</h2>
<ul>
<li>150–170 g/m²: Sommerwanderungen und intensive Aktivität</li>
<li>200–230 g/m²: Frühling, Herbst und Skilanglauf im Winter</li>
<li>ab 250 g/m²: strenger Frost und ruhigere Touren.</li>
</ul>
<p>Mischgewebe mit Polyamid sind strapazierfähiger als reine Wolle.</p>
<h2 id="pflege">Pflege</h2>
<p>Lüften statt waschen, wann immer es geht. Im Wollprogramm bei 30 °C mit Wollwaschmittel waschen und liegend trocknen. Wir bevorzugen Wolle aus mulesingfreier Haltung – mehr zu unserer <a href="${de.sustainability}">Verantwortung</a>.</p>`,
  },
  fr: {
    title: 'La laine Merino',
    content: `<h2 id="pourquoi-merino">Pourquoi le Merino ?</h2>
<p>Le mouton Merino produit des fibres très fines, généralement moins de 20 microns : sa laine ne gratte pas comme la laine ordinaire. Elle absorbe l'humidité et reste chaude même humide, rafraîchit quand il fait chaud et limite les odeurs – on peut porter le même sous-vêtement plusieurs jours en itinérance.</p>
<h2 id="grammage">Le bon grammage</h2>
<ul>
<li>150 à 170 g/m² : randonnée estivale et efforts intenses</li>
<li>200 à 230 g/m² : printemps, automne et ski nordique</li>
<li>250 g/m² et plus : grand froid et sorties plus calmes.</li>
</ul>
<p>Un mélange avec du polyamide résiste mieux à l'usure que la laine pure.</p>
<h2 id="entretien">Entretien</h2>
<p>Aérez la laine plutôt que de la laver dès que possible. Lavez en programme laine à 30 °C avec une lessive adaptée et séchez à plat. Nous privilégions la laine issue d'élevages sans mulesing – en savoir plus sur notre <a href="${fr.sustainability}">responsabilité</a>.</p>`,
  },
  ru: {
    title: 'Шерсть Merino',
    content: `<h2 id="pochemu-merino">Почему Merino?</h2>
<p>Овцы породы меринос дают очень тонкое волокно, обычно тоньше 20 микрон, поэтому такая шерсть не колется, как обычная. Она впитывает влагу и греет даже влажной, охлаждает в жару и не впитывает запахи — одно и то же термобельё можно носить в походе несколько дней.</p>
<h2 id="plotnost">Подходящая плотность</h2>
<ul>
<li>150–170 г/м²: летние походы и интенсивная нагрузка</li>
<li>200–230 г/м²: весна, осень и зимние лыжи</li>
<li>от 250 г/м²: сильные морозы и спокойные прогулки.</li>
</ul>
<p>Смесь с полиамидом лучше выдерживает износ, чем чистая шерсть.</p>
<h2 id="ukhod">Уход</h2>
<p>Когда есть возможность, проветривайте шерсть вместо стирки. Стирайте в режиме для шерсти при 30 °C со специальным средством и сушите в расправленном виде. Мы отдаём предпочтение шерсти без мьюлзинга — подробнее о нашей <a href="${ru.sustainability}">ответственности</a>.</p>`,
  },
});

/** Clothing: the top tab and its three nested guides. */
export const clothingTab: TabInput = guideTab(1004, 'clothing', {
  fi: { title: 'Vaatetus', content: '<p>Oikein valitut kerrokset pitävät lämpimänä ja kuivana kaikissa säissä, ja hyvin hoidetut vaatteet kestävät vuosia.</p>' },
  en: { title: 'Clothing', content: '<p>The right layers keep you warm and dry in any weather, and well-kept clothing lasts for years.</p>' },
  sv: { title: 'Klädsel', content: '<p>Rätt lager håller dig varm och torr i alla väder, och välskötta kläder håller i många år.</p>' },
  de: { title: 'Bekleidung', content: '<p>Die richtigen Schichten halten bei jedem Wetter warm und trocken, und gut gepflegte Kleidung hält viele Jahre.</p>' },
  fr: { title: 'Vêtements', content: '<p>Les bonnes couches vous gardent au chaud et au sec par tous les temps, et des vêtements bien entretenus durent des années.</p>' },
  ru: { title: 'Одежда', content: '<p>Правильно подобранные слои сохраняют тепло и сухость в любую погоду, а ухоженная одежда служит годами.</p>' },
}, [layering, clothingCare, merino]);
