import { guideTab } from './guide-tab.ts';
import type { TabInput } from './page-types.ts';
import { linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

const alpineSkis = guideTab(1011, 'alpineSkis', {
  fi: {
    title: 'Laskettelusuksen valinta',
    content: `<h2 id="laskutyyli">Aloita laskutyylistä</h2>
<p>Rinnesukset on tehty rinteiden kovalle lumelle ja napakkaan kaarreajoon. All mountain -sukset toimivat sekä rinteessä että rinteen vieressä, freeride-sukset kantavat upottavassa lumessa ja twin tip -sukset kestävät parkin hypyt. Jos lasket pääasiassa hoidetuissa rinteissä, rinne- tai kapea all mountain -suksi on paras valinta.</p>
<h2 id="pituus">Sopiva pituus</h2>
<p>Aloittelijan suksi ulottuu leuan ja nenän väliin: lyhyt suksi kääntyy helposti. Kokenut laskija valitsee suksen otsan korkeudelta omaan pituuteensa, ja freeride-suksi voi olla laskijaa pidempi. Painava tai vauhdikas laskija voi valita pidemmän suksen.</p>
<h2 id="leveys">Leveys ja jäykkyys</h2>
<ul>
<li>rinnesukset: vyötärö noin 68–80 mm</li>
<li>all mountain: 80–95 mm</li>
<li>freeride: yli 100 mm.</li>
</ul>
<p>Jäykkä suksi on vakaa kovassa vauhdissa, pehmeä anteeksiantava ja helppo. Siteiden laukaisuarvot säädetään aina huollossa pituutesi, painosi ja taitotasosi mukaan. <a href="${fi.skiWizard}">Suksivelho</a> auttaa löytämään yhteensopivat sukset, siteet ja monot.</p>`,
  },
  en: {
    title: 'Choosing alpine skis',
    content: `<h2 id="skiing-style">Start from your skiing style</h2>
<p>Piste skis are built for hard groomed snow and precise carving. All-mountain skis work both on and just off the piste, freeride skis float in deep snow, and twin tips handle the jumps in the park. If you mostly ski groomed runs, a piste ski or a narrow all-mountain ski is the best choice.</p>
<h2 id="length">The right length</h2>
<p>A beginner's ski reaches somewhere between chin and nose: a short ski turns easily. Experienced skiers choose a ski between forehead height and their own height, and a freeride ski can be longer than the skier. Heavier or faster skiers can go longer.</p>
<h2 id="width">Width and stiffness</h2>
<ul>
<li>piste skis: waist about 68–80 mm</li>
<li>all-mountain: 80–95 mm</li>
<li>freeride: over 100 mm.</li>
</ul>
<p>A stiff ski is stable at speed, a soft one forgiving and easy. Binding release values are always set in the workshop according to your height, weight and ability. Our <a href="${en.skiWizard}">ski wizard</a> helps you find compatible skis, bindings and boots.</p>`,
  },
  sv: {
    title: 'Välja alpinskidor',
    content: `<h2 id="akstil">Utgå från din åkstil</h2>
<p>Pistskidor är gjorda för hårt preparerad snö och exakta carvingsvängar. All mountain-skidor fungerar både i och bredvid backen, freerideskidor flyter i djupsnö och twintips tål hoppen i parken. Åker du mest i preparerade backar är en pistskida eller en smal all mountain-skida det bästa valet.</p>
<h2 id="langd">Rätt längd</h2>
<p>En nybörjarskida når mellan hakan och näsan: en kort skida svänger lätt. Den vana åkaren väljer en skida mellan pannhöjd och sin egen längd, och en freerideskida kan vara längre än åkaren. Tyngre eller snabbare åkare kan välja längre.</p>
<h2 id="bredd">Bredd och styvhet</h2>
<ul>
<li>pistskidor: midja cirka 68–80 mm</li>
<li>all mountain: 80–95 mm</li>
<li>freeride: över 100 mm.</li>
</ul>
<p>En styv skida är stabil i hög fart, en mjuk förlåtande och lättåkt. Bindningarnas utlösningsvärden ställs alltid in i verkstaden efter din längd, vikt och åkskicklighet. Vår <a href="${sv.skiWizard}">skidguide</a> hjälper dig att hitta skidor, bindningar och pjäxor som passar ihop.</p>`,
  },
  de: {
    title: 'Alpinski richtig auswählen',
    content: `<h2 id="fahrstil">Der Fahrstil entscheidet</h2>
<p>Pistenski sind für harten, präparierten Schnee und präzises Carven gebaut. All-Mountain-Ski funktionieren auf und neben der Piste, Freerideski tragen im Tiefschnee, und Twintips stecken die Sprünge im Park weg. Wer vor allem auf präparierten Pisten fährt, ist mit einem Pistenski oder schmalen All-Mountain-Ski am besten beraten.</p>
<h2 id="laenge">Die richtige Länge</h2>
<p>Ein Anfängerski reicht etwa bis zwischen Kinn und Nase – kurze Ski drehen leicht. Erfahrene Fahrer wählen eine Länge zwischen Stirnhöhe und Körpergröße, Freerideski dürfen länger sein als der Fahrer. Wer schwerer ist oder schneller fährt, darf länger wählen.</p>
<h2 id="breite">Breite und Härte</h2>
<ul>
<li>Pistenski: Taille etwa 68–80 mm</li>
<li>All-Mountain: 80–95 mm</li>
<li>Freeride: über 100 mm.</li>
</ul>
<p>Harte Ski laufen bei hohem Tempo ruhig, weiche verzeihen Fehler und drehen leicht. Die Auslösewerte der Bindung stellt immer die Werkstatt nach Größe, Gewicht und Können ein. Unser <a href="${de.skiWizard}">Ski-Berater</a> hilft Ihnen, passende Ski, Bindungen und Schuhe zu kombinieren.</p>`,
  },
  fr: {
    title: 'Choisir ses skis alpins',
    content: `<h2 id="style">Partir de votre façon de skier</h2>
<p>Les skis de piste sont conçus pour la neige damée et le carving précis. Les skis all-mountain fonctionnent sur piste comme en bord de piste, les skis de freeride portent dans la poudreuse et les twin tips encaissent les sauts du snowpark. Si vous skiez surtout sur pistes damées, choisissez un ski de piste ou un all-mountain étroit.</p>
<h2 id="longueur">La bonne longueur</h2>
<p>Pour débuter, le ski arrive entre le menton et le nez : un ski court tourne facilement. Un skieur confirmé choisit une longueur entre la hauteur du front et sa propre taille, et un ski de freeride peut dépasser le skieur. Un skieur lourd ou rapide peut prendre plus long.</p>
<h2 id="largeur">Largeur et rigidité</h2>
<ul>
<li>piste : patin d'environ 68 à 80 mm</li>
<li>all-mountain : 80 à 95 mm</li>
<li>freeride : plus de 100 mm.</li>
</ul>
<p>Un ski rigide est stable à haute vitesse, un ski souple plus tolérant et facile. Les valeurs de déclenchement des fixations sont toujours réglées en atelier selon votre taille, votre poids et votre niveau. Notre <a href="${fr.skiWizard}">assistant ski</a> vous aide à associer skis, fixations et chaussures compatibles.</p>`,
  },
  ru: {
    title: 'Как выбрать горные лыжи',
    content: `<h2 id="stil-kataniya">Начните со стиля катания</h2>
<p>Трассовые лыжи созданы для жёсткого подготовленного снега и чистого карвинга. Универсальные all-mountain работают и на трассе, и рядом с ней, фрирайдные держат в глубоком снегу, а твин-тип выдерживают прыжки в парке. Если вы катаетесь в основном по подготовленным склонам, выбирайте трассовые или узкие универсальные лыжи.</p>
<h2 id="dlina">Подходящая длина</h2>
<p>Лыжи для новичка доходят примерно до уровня между подбородком и носом: короткие лыжи легко поворачивают. Опытный лыжник выбирает длину от уровня лба до собственного роста, а фрирайдные лыжи могут быть длиннее лыжника. Тяжёлым и быстрым лыжникам подойдут лыжи подлиннее.</p>
<h2 id="shirina">Ширина и жёсткость</h2>
<ul>
<li>трассовые: талия около 68–80 мм</li>
<li>all-mountain: 80–95 мм</li>
<li>фрирайд: более 100 мм.</li>
</ul>
<p>Жёсткие лыжи устойчивы на скорости, мягкие прощают ошибки и легко управляются. Усилие срабатывания креплений всегда настраивают в мастерской с учётом роста, веса и уровня катания. <a href="${ru.skiWizard}">Подбор лыж</a> поможет найти совместимые лыжи, крепления и ботинки.</p>`,
  },
});

const nordicSkis = guideTab(1012, 'nordicSkis', {
  fi: {
    title: 'Murtomaasuksen valinta',
    content: `<h2 id="perinteinen-vai-vapaa">Perinteinen vai vapaa tyyli?</h2>
<p>Perinteisen hiihtotavan suksessa on pitoalue, joka pitää potkun aikana. Vapaan tyylin eli luistelun suksi on lyhyempi ja jäykempi, eikä siinä ole pitoaluetta. Jos hiihdät latujen lisäksi metsässä, harkitse leveää, teräskanttista metsäsuksea.</p>
<h2 id="pitopohja">Pitovoide vai pitopohja?</h2>
<p>Voideltava suksi on nopein, kun voide osuu keliin. Pitopohjasuksessa mohairkarvat pitävät kelissä kuin kelissä, joten se on helppo valinta kuntohiihtäjälle. Kuviopohja sopii retkihiihtoon ja vaihteleville keleille.</p>
<h2 id="jaykkyys-ja-pituus">Jäykkyys ja pituus</h2>
<p>Tärkein valintaperuste on painosi: liian pehmeä suksi jarruttaa, liian jäykkä ei pidä. Myymälässä mittaamme jäykkyyden paperitestillä. Pituudeksi valitaan perinteisessä noin oma pituus + 20–30 cm ja luistelussa + 5–15 cm. Sauvat ovat perinteisessä noin 83 % ja luistelussa noin 89 % pituudestasi.</p>`,
  },
  en: {
    title: 'Choosing cross-country skis',
    content: `<h2 id="classic-or-skate">Classic or skate?</h2>
<p>A classic ski has a grip zone under the foot that holds during the kick. A skate ski is shorter and stiffer and has no grip zone. If you ski in the forest as well as on groomed trails, consider a wider backcountry ski with steel edges.</p>
<h2 id="grip">Grip wax or skin skis?</h2>
<p>A waxable ski is the fastest when the wax matches the conditions. Skin skis hold in almost any snow thanks to mohair skins, which makes them the easy choice for fitness skiers. A fishscale base suits touring and changing conditions.</p>
<h2 id="camber-and-length">Camber and length</h2>
<p>Your weight is the key: a ski that is too soft drags, one that is too stiff does not grip. In our stores we measure the camber with a paper test. For classic skis choose roughly your height + 20–30 cm, for skating + 5–15 cm. Poles are about 83% of your height for classic and about 89% for skating.</p>`,
  },
  sv: {
    title: 'Välja längdskidor',
    content: `<h2 id="klassiskt-eller-skate">Klassiskt eller skate?</h2>
<p>En klassisk skida har en fästzon under foten som håller i frånskjutet. En skateskida är kortare och styvare och saknar fästzon. Åker du i skogen och inte bara i spåret, överväg en bredare fjällskida med stålkanter.</p>
<h2 id="fastvalla-eller-skin">Fästvalla eller skin?</h2>
<p>En vallningsbar skida är snabbast när vallan träffar rätt. Skinskidor håller i nästan alla förhållanden tack vare mohairskinnet och är ett enkelt val för motionären. Fiskfjäll passar turåkning och växlande före.</p>
<h2 id="spann-och-langd">Spann och längd</h2>
<p>Din vikt avgör: en för mjuk skida bromsar, en för styv ger inget fäste. I butiken mäter vi spannet med papperstestet. Välj ungefär din längd + 20–30 cm för klassiskt och + 5–15 cm för skate. Stavarna är ungefär 83 % av din längd för klassiskt och 89 % för skate.</p>`,
  },
  de: {
    title: 'Langlaufski richtig auswählen',
    content: `<h2 id="klassisch-oder-skating">Klassisch oder Skating?</h2>
<p>Klassikski haben unter der Bindung eine Steigzone, die beim Abstoß hält. Skatingski sind kürzer, härter und haben keine Steigzone. Wer nicht nur in der Loipe, sondern auch im Wald unterwegs ist, sollte über einen breiteren Backcountry-Ski mit Stahlkanten nachdenken.</p>
<h2 id="steigwachs-oder-fell">Steigwachs oder Fell?</h2>
<p>Ein Wachsski ist am schnellsten, wenn das Wachs zu den Bedingungen passt. Fellski halten dank Mohair bei fast jedem Schnee und sind damit die einfache Wahl für Fitnessläufer. Schuppenski eignen sich für Touren und wechselnde Verhältnisse.</p>
<h2 id="spannung-und-laenge">Spannung und Länge</h2>
<p>Entscheidend ist Ihr Gewicht: Ein zu weicher Ski bremst, ein zu harter greift nicht. In der Filiale messen wir die Spannung mit dem Papiertest. Klassisch wählen Sie etwa Körpergröße + 20–30 cm, beim Skating + 5–15 cm. Die Stöcke messen klassisch etwa 83 %, beim Skating etwa 89 % Ihrer Körpergröße.</p>`,
  },
  fr: {
    title: 'Choisir ses skis de fond',
    content: `<h2 id="classique-ou-skating">Classique ou skating ?</h2>
<p>Le ski classique possède sous le pied une zone d'adhérence qui accroche lors de la poussée. Le ski de skating est plus court, plus rigide et sans zone d'adhérence. Si vous sortez des pistes tracées, pensez à un ski nordique plus large à carres métalliques.</p>
<h2 id="fart-ou-peaux">Fart de retenue ou peaux ?</h2>
<p>Le ski à farter est le plus rapide quand le fart correspond à la neige. Le ski à peaux accroche dans presque toutes les conditions grâce au mohair : le choix facile pour le skieur loisir. La semelle à écailles convient à la randonnée et aux conditions changeantes.</p>
<h2 id="cambrure-et-longueur">Cambrure et longueur</h2>
<p>Votre poids est déterminant : un ski trop souple freine, un ski trop rigide n'accroche pas. En magasin, nous mesurons la cambrure avec le test de la feuille de papier. En classique, comptez environ votre taille + 20 à 30 cm, en skating + 5 à 15 cm. Les bâtons mesurent environ 83 % de votre taille en classique et 89 % en skating.</p>`,
  },
  ru: {
    title: 'Как выбрать беговые лыжи',
    content: `<h2 id="klassika-ili-konek">Классика или конёк?</h2>
<p>У классических лыж под колодкой есть зона держания, которая работает при отталкивании. Коньковые лыжи короче, жёстче и зоны держания не имеют. Если вы катаетесь не только по лыжне, но и по лесу, присмотритесь к широким туристическим лыжам со стальным кантом.</p>
<h2 id="maz-ili-kamus">Мазь держания или камус?</h2>
<p>Лыжи под мазь быстрее всех, если мазь подобрана под погоду. Лыжи с камусом из мохера держат почти при любом снеге — простой выбор для любителей. Насечка подходит для прогулок и переменчивой погоды.</p>
<h2 id="zhestkost-i-dlina">Жёсткость и длина</h2>
<p>Главное — ваш вес: слишком мягкие лыжи тормозят, слишком жёсткие не держат. В магазине мы проверяем жёсткость тестом с листом бумаги. Длина классических лыж — примерно рост + 20–30 см, коньковых — рост + 5–15 см. Палки для классики — около 83 % роста, для конька — около 89 %.</p>`,
  },
});

const waxing = guideTab(1013, 'waxing', {
  fi: {
    title: 'Suksien voitelu',
    content: `<h2 id="luistovoitelu">Luistovoitelu</h2>
<p>Puhdista pohja ensin pohjanpuhdistusaineella tai kuumakaapimalla. Valitse luistovoide lämpötilan mukaan, sulata se silitysraudalla ohueksi kerrokseksi ja anna jäähtyä vähintään puoli tuntia. Kaavi ylimääräinen voide muovikaapimella ja harjaa pohja kärjestä kantaan. Käytämme ja myymme vain fluorivapaita voiteita.</p>
<h2 id="pitovoitelu">Pitovoitelu</h2>
<p>Pakkaskelillä käytetään kovia pitovoiteita, nollan tuntumassa ja vanhalla jäisellä lumella klistereitä. Levitä voide pitoalueelle useana ohuena kerroksena ja hiero jokainen kerros korkilla tasaiseksi. Jos suksi lipsuu, lisää kerroksia tai pidennä pitoaluetta; jos se jarruttaa, voide on liian pehmeää.</p>
<h2 id="kuinka-usein">Kuinka usein?</h2>
<p>Luistovoitele sukset 3–5 hiihtokerran välein ja aina kun pohja näyttää harmaalta ja kuivalta. Kesäsäilytykseen jätä pohjaan paksu kerros voidetta kaapimatta. Jos voitelu ei houkuttele, jätä sukset <a href="${fi.repairService}">korjauspalveluumme</a>.</p>`,
  },
  en: {
    title: 'Ski waxing',
    content: `<h2 id="glide-wax">Glide wax</h2>
<p>Clean the base first with base cleaner or by hot scraping. Choose a glide wax for the temperature, melt it into a thin layer with a waxing iron and let it cool for at least half an hour. Scrape off the excess with a plastic scraper and brush from tip to tail. We only use and sell fluorine-free waxes.</p>
<h2 id="grip-wax">Grip wax</h2>
<p>In cold conditions use hard grip waxes; around zero and on old icy snow use klister. Apply the wax to the grip zone in several thin layers and cork each one smooth. If the ski slips, add layers or lengthen the grip zone; if it drags, the wax is too soft.</p>
<h2 id="how-often">How often?</h2>
<p>Glide-wax your skis every 3–5 outings and whenever the base looks grey and dry. For summer storage, leave a thick layer of wax on the base without scraping. If waxing is not your thing, leave your skis with our <a href="${en.repairService}">repair service</a>.</p>`,
  },
  sv: {
    title: 'Vallning',
    content: `<h2 id="glidvalla">Glidvalla</h2>
<p>Rengör först sulan med sulrengöring eller genom varmskrapning. Välj glidvalla efter temperaturen, smält in ett tunt lager med vallajärn och låt svalna i minst en halvtimme. Skrapa bort överskottet med en plastsickel och borsta från spets till bakände. Vi använder och säljer enbart fluorfria vallor.</p>
<h2 id="fastvalla">Fästvalla</h2>
<p>I kyla används hårda fästvallor, runt nollan och på gammal isig snö klister. Lägg vallan på fästzonen i flera tunna lager och korka varje lager jämnt. Om skidan glider bakåt, lägg fler lager eller förläng fästzonen; om den bromsar är vallan för mjuk.</p>
<h2 id="hur-ofta">Hur ofta?</h2>
<p>Glidvalla skidorna var tredje till femte tur och alltid när sulan ser grå och torr ut. Inför sommarförvaringen lämnar du ett tjockt lager valla oskrapat på sulan. Om du hellre slipper vallningen kan du lämna skidorna till vår <a href="${sv.repairService}">reparationsservice</a>.</p>`,
  },
  de: {
    title: 'Ski wachsen',
    content: `<h2 id="gleitwachs">Gleitwachs</h2>
<p>Reinigen Sie den Belag zuerst mit Belagreiniger oder durch Heißabziehen. Wählen Sie das Gleitwachs passend zur Temperatur, bügeln Sie es dünn ein und lassen Sie es mindestens eine halbe Stunde abkühlen. Überschüssiges Wachs mit der Kunststoffklinge abziehen und von der Spitze zum Ende ausbürsten. Wir verwenden und verkaufen nur fluorfreie Wachse.</p>
<h2 id="steigwachs">Steigwachs</h2>
<p>Bei Kälte nehmen Sie Hartwachse, um den Gefrierpunkt und auf altem, vereistem Schnee Klister. Tragen Sie das Wachs in mehreren dünnen Schichten auf die Steigzone auf und korken Sie jede Schicht glatt. Rutscht der Ski, weitere Schichten auftragen oder die Steigzone verlängern; bremst er, ist das Wachs zu weich.</p>
<h2 id="wie-oft">Wie oft?</h2>
<p>Wachsen Sie Ihre Ski alle 3–5 Ausfahrten und immer dann, wenn der Belag grau und trocken aussieht. Zur Sommerlagerung lassen Sie eine dicke Wachsschicht unabgezogen auf dem Belag. Keine Lust aufs Wachsen? Geben Sie die Ski bei unserem <a href="${de.repairService}">Reparaturservice</a> ab.</p>`,
  },
  fr: {
    title: 'Le fartage',
    content: `<h2 id="fart-de-glisse">Fart de glisse</h2>
<p>Nettoyez d'abord la semelle avec un nettoyant ou par raclage à chaud. Choisissez le fart selon la température, faites-le fondre en fine couche au fer à farter et laissez refroidir au moins une demi-heure. Retirez l'excédent au racloir en plastique, puis brossez de la spatule vers le talon. Nous n'utilisons et ne vendons que des farts sans fluor.</p>
<h2 id="fart-de-retenue">Fart de retenue</h2>
<p>Par grand froid, utilisez des farts durs ; autour de zéro et sur neige vieille et glacée, des klisters. Appliquez le fart sur la zone d'adhérence en plusieurs fines couches et lissez chacune au bouchon. Si le ski recule, ajoutez des couches ou allongez la zone ; s'il freine, le fart est trop mou.</p>
<h2 id="frequence">À quelle fréquence ?</h2>
<p>Fartez vos skis toutes les 3 à 5 sorties et dès que la semelle paraît grise et sèche. Pour le stockage estival, laissez une couche épaisse de fart sans racler. Pas envie de farter ? Confiez vos skis à notre <a href="${fr.repairService}">service de réparation</a>.</p>`,
  },
  ru: {
    title: 'Смазка лыж',
    content: `<h2 id="maz-skolzheniya">Мазь скольжения</h2>
<p>Сначала очистите скользящую поверхность смывкой или горячей циклёвкой. Подберите парафин по температуре, расплавьте его утюгом тонким слоем и дайте остыть не менее получаса. Снимите излишки пластиковой циклей и пройдитесь щёткой от носка к пятке. Мы используем и продаём только безфтористые парафины.</p>
<h2 id="maz-derzhaniya">Мазь держания</h2>
<p>В мороз используют твёрдые мази, около нуля и на старом обледеневшем снегу — клистеры. Наносите мазь на колодку несколькими тонкими слоями и растирайте каждый слой пробкой. Если лыжа проскальзывает, добавьте слоёв или удлините колодку; если тормозит — мазь слишком мягкая.</p>
<h2 id="kak-chasto">Как часто?</h2>
<p>Парафиньте лыжи каждые 3–5 выходов и всякий раз, когда скользяк выглядит серым и сухим. На лето оставьте на скользящей поверхности толстый слой парафина, не снимая его. Не хотите возиться сами? Оставьте лыжи в нашем <a href="${ru.repairService}">сервисе</a>.</p>`,
  },
});

/** Skiing: the top tab and its three nested guides. */
export const skiingTab: TabInput = guideTab(1001, 'skiing', {
  fi: { title: 'Hiihto ja laskettelu', content: '<p>Oikein valitut ja huolletut sukset tekevät jokaisesta hiihtopäivästä paremman. Näistä oppaista saat apua laskettelu- ja murtomaasuksien valintaan sekä voiteluun.</p>' },
  en: { title: 'Skiing', content: '<p>Well-chosen, well-kept skis make every day on snow better. These guides help you choose alpine and cross-country skis and keep them waxed.</p>' },
  sv: { title: 'Skidåkning', content: '<p>Rätt valda och välskötta skidor gör varje dag i snön bättre. Här får du hjälp att välja alpin- och längdskidor och att valla dem.</p>' },
  de: { title: 'Skifahren', content: '<p>Gut gewählte und gepflegte Ski machen jeden Schneetag besser. Diese Ratgeber helfen bei der Wahl von Alpin- und Langlaufski und beim Wachsen.</p>' },
  fr: { title: 'Ski', content: '<p>Des skis bien choisis et bien entretenus rendent chaque journée sur la neige meilleure. Ces guides vous aident à choisir vos skis alpins et de fond, et à les farter.</p>' },
  ru: { title: 'Лыжи', content: '<p>Правильно подобранные и ухоженные лыжи делают каждый день на снегу лучше. Эти советы помогут выбрать горные и беговые лыжи и ухаживать за ними.</p>' },
}, [alpineSkis, nordicSkis, waxing]);
