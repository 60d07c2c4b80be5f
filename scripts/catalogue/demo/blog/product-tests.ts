import { linksFor } from '../content/pages/paths.ts';
import type { DemoPost } from './types.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Demo group ids of what was tested: shell jackets, hiking boots, sleeping bags. */
const SHELL_JACKETS = 41;
const HIKING_BOOTS = 60;
const SLEEPING_BAGS = 74;

/** Elina's test team's reports; each shows the tested group's first models. */
export const PRODUCT_TESTS: DemoPost[] = [
  {
    id: 10, key: 'shellJacketTest', category: 'product-tests', blogger: 'elina', published: '2026-10-06', theme: 'autumn-fell',
    models: { groups: [SHELL_JACKETS], count: 6 },
    texts: {
      fi: {
        title: 'Kymmenen kuoritakkia ja neljä viikkoa syyssateita',
        excerpt: 'Testasimme kymmenen kuoritakkia Nuuksion syyssateissa. Vedenpitävyys ratkaisi vähemmän kuin luulimme – hengittävyys ja istuvuus enemmän.',
        heroAlt: 'Ruskan värjäämä tunturi pilvisenä syyspäivänä',
        body: `<p>Kuusi testaajaamme käytti kutakin takkia vähintään neljä viikkoa: työmatkoilla, koiralenkeillä ja viikonloppuvaelluksilla Nuuksiossa. Kaikki takit pitivät vettä, mutta erot syntyivät siinä, miten kosteus pääsi ulos ja miten takki liikkui repun kanssa.</p>
<h2 id="tulokset">Mitä opimme</h2>
<ul>
<li>Kainalovetoketjut olivat ylämäessä arvokkaampia kuin mikään kalvon ominaisuus.</li>
<li>Huppu, joka kääntyy pään mukana, erotti parhaat takit muista.</li>
<li>Kevyimmät takit kuluivat repun olkaimien kohdalta ensimmäisinä.</li>
</ul>
<p>Kuoritakki pysyy vedenpitävänä, kun pinta pestään ja kyllästetään säännöllisesti. Katso <a href="${fi.guide('clothing', 'clothingCare')}">kuoritakin huolto-ohjeet</a> ja lue, <a href="${fi.productTests}">miten testaamme</a>.</p>`,
      },
      en: {
        title: 'Ten shell jackets and four weeks of autumn rain',
        excerpt: 'We tested ten shell jackets in the autumn rain of Nuuksio. Waterproofing mattered less than we thought – breathability and fit mattered more.',
        heroAlt: 'A fell in autumn colours on a cloudy day',
        body: `<p>Six of our testers wore each jacket for at least four weeks: commuting, walking the dog and hiking at weekends in Nuuksio National Park. Every jacket kept the rain out, but the differences came from how moisture got out and how the jacket moved with a backpack.</p>
<h2 id="results">What we learned</h2>
<ul>
<li>Pit zips were worth more on the climbs than any feature of the membrane.</li>
<li>A hood that turns with your head set the best jackets apart.</li>
<li>The lightest jackets wore first under the backpack’s shoulder straps.</li>
</ul>
<p>A shell jacket stays waterproof when you wash and reproof it regularly. See our <a href="${en.guide('clothing', 'clothingCare')}">care instructions for shell jackets</a> and read <a href="${en.productTests}">how we test</a>.</p>`,
      },
      sv: {
        title: 'Tio skaljackor och fyra veckors höstregn',
        excerpt: 'Vi testade tio skaljackor i höstregnet i Noux. Vattentätheten betydde mindre än vi trodde – andningsförmåga och passform mer.',
        heroAlt: 'Ett fjäll i höstfärger en mulen dag',
        body: `<p>Sex av våra testare använde varje jacka i minst fyra veckor: till jobbet, på hundpromenader och på helgvandringar i Noux nationalpark. Alla jackor höll regnet ute, men skillnaderna låg i hur fukten kom ut och hur jackan rörde sig med en ryggsäck.</p>
<h2 id="resultat">Det här lärde vi oss</h2>
<ul>
<li>Ventilationsdragkedjor under armarna var värda mer i uppförsbackarna än något hos membranet.</li>
<li>En huva som vrider sig med huvudet skilde de bästa jackorna från resten.</li>
<li>De lättaste jackorna slets först under ryggsäckens axelremmar.</li>
</ul>
<p>En skaljacka förblir vattentät när du tvättar och impregnerar den regelbundet. Se våra <a href="${sv.guide('clothing', 'clothingCare')}">skötselråd för skalplagg</a> och läs <a href="${sv.productTests}">hur vi testar</a>.</p>`,
      },
      de: {
        title: 'Zehn Hardshelljacken und vier Wochen Herbstregen',
        excerpt: 'Wir haben zehn Hardshelljacken im Herbstregen von Nuuksio getestet. Die Wasserdichtigkeit war weniger entscheidend als gedacht – Atmungsaktivität und Passform umso mehr.',
        heroAlt: 'Ein Fjell in Herbstfarben an einem bewölkten Tag',
        body: `<p>Sechs unserer Testerinnen und Tester trugen jede Jacke mindestens vier Wochen lang: auf dem Arbeitsweg, beim Gassigehen und bei Wochenendwanderungen im Nationalpark Nuuksio. Dicht waren alle Jacken – die Unterschiede lagen darin, wie die Feuchtigkeit nach außen kam und wie sich die Jacke mit Rucksack bewegte.</p>
<h2 id="ergebnisse">Was wir gelernt haben</h2>
<ul>
<li>Unterarm-Reißverschlüsse waren am Anstieg mehr wert als jede Eigenschaft der Membran.</li>
<li>Eine Kapuze, die sich mit dem Kopf dreht, unterschied die besten Jacken vom Rest.</li>
<li>Die leichtesten Jacken zeigten unter den Schultergurten des Rucksacks zuerst Verschleiß.</li>
</ul>
<p>Eine Hardshelljacke bleibt dicht, wenn Sie sie regelmäßig waschen und imprägnieren. Lesen Sie unsere <a href="${de.guide('clothing', 'clothingCare')}">Pflegehinweise für Funktionsbekleidung</a> und erfahren Sie, <a href="${de.productTests}">wie wir testen</a>.</p>`,
      },
      fr: {
        title: 'Dix vestes imperméables et quatre semaines de pluie d’automne',
        excerpt: 'Nous avons testé dix vestes imperméables sous la pluie d’automne de Nuuksio. L’étanchéité a moins compté que prévu, la respirabilité et la coupe davantage.',
        heroAlt: 'Une colline aux couleurs d’automne par temps couvert',
        body: `<p>Six de nos testeurs ont porté chaque veste au moins quatre semaines : pour aller au travail, promener le chien et randonner le week-end dans le parc national de Nuuksio. Toutes les vestes ont tenu la pluie dehors ; les différences tenaient à la façon dont l’humidité s’évacuait et dont la veste bougeait avec un sac à dos.</p>
<h2 id="resultats">Ce que nous avons appris</h2>
<ul>
<li>Les zips d’aération sous les bras valaient plus en montée que n’importe quelle qualité de la membrane.</li>
<li>Une capuche qui tourne avec la tête distinguait les meilleures vestes.</li>
<li>Les vestes les plus légères se sont usées en premier sous les bretelles du sac.</li>
</ul>
<p>Une veste imperméable le reste si vous la lavez et la réimperméabilisez régulièrement. Consultez nos <a href="${fr.guide('clothing', 'clothingCare')}">conseils d’entretien</a> et découvrez <a href="${fr.productTests}">comment nous testons</a>.</p>`,
      },
      ru: {
        title: 'Десять мембранных курток и четыре недели осенних дождей',
        excerpt: 'Мы испытали десять мембранных курток под осенними дождями в Нууксио. Водонепроницаемость оказалась менее важной, чем мы думали, а воздухопроницаемость и посадка — важнее.',
        heroAlt: 'Сопка в осенних красках в пасмурный день',
        body: `<p>Шестеро наших тестировщиков носили каждую куртку не меньше четырёх недель: по дороге на работу, на прогулках с собакой и в походах выходного дня по национальному парку Нууксио. Дождь не пропустила ни одна куртка, а разница была в том, как выходила влага и как куртка двигалась вместе с рюкзаком.</p>
<h2 id="itogi">Что мы узнали</h2>
<ul>
<li>Вентиляционные молнии под мышками на подъёмах оказались ценнее любых свойств мембраны.</li>
<li>Капюшон, который поворачивается вместе с головой, отличал лучшие куртки.</li>
<li>Самые лёгкие куртки первыми протирались под лямками рюкзака.</li>
</ul>
<p>Мембранная куртка остаётся непромокаемой, если её регулярно стирать и пропитывать. Смотрите наши <a href="${ru.guide('clothing', 'clothingCare')}">советы по уходу</a> и узнайте, <a href="${ru.productTests}">как мы тестируем</a>.</p>`,
      },
    },
  },
  {
    id: 11, key: 'winterBootTest', category: 'product-tests', blogger: 'elina', published: '2026-03-16', theme: 'snowy-slope',
    models: { groups: [HIKING_BOOTS], count: 6 },
    texts: {
      fi: {
        title: 'Vaelluskengät testissä: 200 kilometriä Pallaksella',
        excerpt: 'Kahdeksan paria, kaksisataa kilometriä ja pakkasta parhaimmillaan −28 °C. Näin vaelluskengät pärjäsivät talvisessa tunturissa.',
        heroAlt: 'Lumisia tunturinrinteitä kirkkaana talvipäivänä',
        body: `<p>Kävelimme Pallas-Yllästunturin kansallispuistossa kahden viikon aikana noin 200 kilometriä lumikengillä ja ilman. Jokaisella testaajalla oli eri kengät kummassakin jalassa, jotta vertailu olisi reilu samoissa olosuhteissa.</p>
<h2 id="havainnot">Havainnot</h2>
<ul>
<li>Kalvollinen kenkä pysyi kuivana, mutta hikinen jalka kylmeni tauoilla nopeasti. Villasukka ratkaisi paljon.</li>
<li>Pehmeä pohja oli mukava, mutta lumikenkien siteet painoivat sen läpi.</li>
<li>Korkea varsi ja säärystimet pitivät lumen poissa paremmin kuin mikään yksittäinen kenkä.</li>
</ul>
<p>Oikea koko on puolikkaan isompi kuin kesällä, jotta paksu sukka mahtuu ja varpaat liikkuvat. Lue <a href="${fi.guide('hiking', 'hikingBoots')}">vaelluskenkien valintaopas</a>.</p>`,
      },
      en: {
        title: 'Hiking boots on test: 200 kilometres in Pallas',
        excerpt: 'Eight pairs, two hundred kilometres and temperatures down to −28 °C. How hiking boots did on the winter fells.',
        heroAlt: 'Snowy fell slopes on a clear winter day',
        body: `<p>Over two weeks we walked about 200 kilometres in Pallas-Yllästunturi National Park, with and without snowshoes. Each tester wore a different boot on each foot, so the comparison was fair in the same conditions.</p>
<h2 id="findings">Findings</h2>
<ul>
<li>Boots with a membrane stayed dry, but a sweaty foot got cold quickly during breaks. Wool socks made a big difference.</li>
<li>A soft sole was comfortable, but the snowshoe straps pressed through it.</li>
<li>A high cuff and gaiters kept the snow out better than any single boot.</li>
</ul>
<p>In winter the right size is half a size up from summer, so a thick sock fits and your toes can move. Read our <a href="${en.guide('hiking', 'hikingBoots')}">guide to choosing hiking boots</a>.</p>`,
      },
      sv: {
        title: 'Vandringskängor på test: 200 kilometer i Pallas',
        excerpt: 'Åtta par, tvåhundra kilometer och ner till −28 °C. Så klarade sig vandringskängorna på vinterfjället.',
        heroAlt: 'Snöiga fjällsluttningar en klar vinterdag',
        body: `<p>Under två veckor gick vi cirka 200 kilometer i Pallas-Yllästunturi nationalpark, med och utan snöskor. Varje testare hade en olika känga på vardera foten, så att jämförelsen var rättvis under samma förhållanden.</p>
<h2 id="iakttagelser">Iakttagelser</h2>
<ul>
<li>Kängor med membran höll sig torra, men en svettig fot blev snabbt kall under pauserna. Ullsockor gjorde stor skillnad.</li>
<li>En mjuk sula var bekväm, men snöskornas remmar tryckte igenom den.</li>
<li>Högt skaft och damasker höll snön ute bättre än någon enskild känga.</li>
</ul>
<p>På vintern är rätt storlek en halv storlek större än på sommaren, så att en tjock strumpa ryms och tårna kan röra sig. Läs vår <a href="${sv.guide('hiking', 'hikingBoots')}">guide till vandringskängor</a>.</p>`,
      },
      de: {
        title: 'Wanderschuhe im Test: 200 Kilometer in Pallas',
        excerpt: 'Acht Paar, zweihundert Kilometer und bis zu −28 °C. So schlugen sich Wanderschuhe im winterlichen Fjell.',
        heroAlt: 'Verschneite Fjellhänge an einem klaren Wintertag',
        body: `<p>In zwei Wochen sind wir im Nationalpark Pallas-Yllästunturi rund 200 Kilometer gelaufen, mit und ohne Schneeschuhe. Jede Testperson trug an jedem Fuß einen anderen Schuh, damit der Vergleich unter gleichen Bedingungen fair blieb.</p>
<h2 id="beobachtungen">Beobachtungen</h2>
<ul>
<li>Schuhe mit Membran blieben trocken, doch ein verschwitzter Fuß kühlte in den Pausen schnell aus. Wollsocken machten einen großen Unterschied.</li>
<li>Eine weiche Sohle war bequem, aber die Riemen der Schneeschuhe drückten durch.</li>
<li>Ein hoher Schaft und Gamaschen hielten den Schnee besser draußen als jeder einzelne Schuh.</li>
</ul>
<p>Im Winter ist die richtige Größe eine halbe Nummer größer als im Sommer, damit dicke Socken Platz haben und die Zehen sich bewegen können. Lesen Sie unseren <a href="${de.guide('hiking', 'hikingBoots')}">Ratgeber zu Wanderschuhen</a>.</p>`,
      },
      fr: {
        title: 'Chaussures de randonnée à l’essai : 200 kilomètres à Pallas',
        excerpt: 'Huit paires, deux cents kilomètres et jusqu’à −28 °C. Comment les chaussures de randonnée se sont comportées sur les collines en hiver.',
        heroAlt: 'Des pentes enneigées par une claire journée d’hiver',
        body: `<p>En deux semaines, nous avons parcouru environ 200 kilomètres dans le parc national de Pallas-Yllästunturi, avec et sans raquettes. Chaque testeur portait une chaussure différente à chaque pied, pour une comparaison équitable dans les mêmes conditions.</p>
<h2 id="constats">Constats</h2>
<ul>
<li>Les chaussures à membrane restaient sèches, mais un pied en sueur se refroidissait vite aux pauses. Les chaussettes en laine ont tout changé.</li>
<li>Une semelle souple était confortable, mais les sangles des raquettes se faisaient sentir au travers.</li>
<li>Une tige haute et des guêtres gardaient la neige dehors mieux que n’importe quelle chaussure.</li>
</ul>
<p>En hiver, prenez une demi-pointure de plus qu’en été, pour une chaussette épaisse et des orteils libres. Lisez notre <a href="${fr.guide('hiking', 'hikingBoots')}">guide pour choisir ses chaussures de randonnée</a>.</p>`,
      },
      ru: {
        title: 'Походные ботинки на тесте: 200 километров в Палласе',
        excerpt: 'Восемь пар, двести километров и мороз до −28 °C. Как походные ботинки показали себя на зимних сопках.',
        heroAlt: 'Заснеженные склоны сопок в ясный зимний день',
        body: `<p>За две недели мы прошли около 200 километров по национальному парку Паллас-Юллястунтури, на снегоступах и без них. У каждого тестировщика на ногах были разные ботинки, чтобы сравнение было честным в одинаковых условиях.</p>
<h2 id="nablyudeniya">Наблюдения</h2>
<ul>
<li>Ботинки с мембраной оставались сухими, но вспотевшая нога быстро мёрзла на привалах. Шерстяные носки сильно помогали.</li>
<li>Мягкая подошва была удобной, но ремни снегоступов продавливали её.</li>
<li>Высокое голенище и гамаши защищали от снега лучше, чем любая отдельная модель ботинок.</li>
</ul>
<p>Зимой правильный размер на полразмера больше летнего: так поместится толстый носок, и пальцы смогут двигаться. Читайте наше <a href="${ru.guide('hiking', 'hikingBoots')}">руководство по выбору походной обуви</a>.</p>`,
      },
    },
  },
  {
    id: 12, key: 'sleepingBagTest', category: 'product-tests', blogger: 'elina', published: '2026-02-09', updated: '2026-02-20', theme: 'night-sky',
    models: { groups: [SLEEPING_BAGS], count: 6 },
    texts: {
      fi: {
        title: 'Talvimakuupussit testissä: yöt −10 … −25 °C:ssa',
        excerpt: 'Kuusi makuupussia, kaksitoista yötä teltassa ja lämpömittari jalkopäässä. Päivitimme jutun, kun viimeinen testiyö vahvisti tulokset.',
        heroAlt: 'Tähtitaivas ja revontulet talvisen leiripaikan yllä',
        body: `<p>Makuupussin lämpötilaluokitus kertoo, missä lämpötilassa keskivertonukkuja nukkuu vielä mukavasti. Halusimme tietää, miten luvut pitävät paikkansa oikeassa teltassa Lapin pakkasessa, kun nukkuja on väsynyt ja iltapala syöty.</p>
<h2 id="tulokset">Tulokset</h2>
<ul>
<li>Comfort-luku oli useimmilla testaajilla osuvampi kuin limit-luku – valitse pussi sen mukaan.</li>
<li>Makuualusta ratkaisi yhtä paljon kuin pussi: alle R-arvon 4 alustalla kaikki palelivat.</li>
<li>Untuvapussi oli kevyin, mutta keinokuitupussi kesti kosteuden paremmin viikon retkellä.</li>
</ul>
<p>Pidä pussi yöllä kuivana: nuku kuivissa vaatteissa ja tuuleta pussi aamulla. Lisää vinkkejä löydät <a href="${fi.guide('camping', 'sleeping')}">makuupussin ja makuualustan oppaasta</a>.</p>`,
      },
      en: {
        title: 'Winter sleeping bags on test: nights at −10 to −25 °C',
        excerpt: 'Six sleeping bags, twelve nights in a tent and a thermometer at the foot end. We updated the story once the last test night confirmed the results.',
        heroAlt: 'A starry sky and northern lights over a winter campsite',
        body: `<p>A sleeping bag’s temperature rating tells you at what temperature an average sleeper still sleeps comfortably. We wanted to know how the numbers hold up in a real tent in the Lapland frost, with a tired sleeper and supper eaten.</p>
<h2 id="results">Results</h2>
<ul>
<li>For most testers the comfort rating was closer to the truth than the limit rating – choose your bag by it.</li>
<li>The sleeping mat mattered as much as the bag: on a mat below R-value 4, everyone was cold.</li>
<li>The down bag was the lightest, but the synthetic bag coped better with moisture on a week-long trip.</li>
</ul>
<p>Keep your bag dry at night: sleep in dry clothes and air the bag in the morning. More tips are in our <a href="${en.guide('camping', 'sleeping')}">guide to sleeping bags and mats</a>.</p>`,
      },
      sv: {
        title: 'Vintersovsäckar på test: nätter i −10 till −25 °C',
        excerpt: 'Sex sovsäckar, tolv nätter i tält och en termometer vid fotänden. Vi uppdaterade artikeln när den sista testnatten bekräftade resultaten.',
        heroAlt: 'Stjärnhimmel och norrsken över en vinterlägerplats',
        body: `<p>En sovsäcks temperaturklassning talar om vid vilken temperatur en genomsnittlig sovare fortfarande sover bekvämt. Vi ville veta hur siffrorna håller i ett riktigt tält i Lapplands kyla, med en trött sovare och middagen uppäten.</p>
<h2 id="resultat">Resultat</h2>
<ul>
<li>För de flesta testare stämde komfortvärdet bättre än gränsvärdet – välj säck efter det.</li>
<li>Liggunderlaget betydde lika mycket som säcken: på ett underlag med R-värde under 4 frös alla.</li>
<li>Dunsäcken var lättast, men syntetsäcken klarade fukten bättre på en veckolång tur.</li>
</ul>
<p>Håll säcken torr under natten: sov i torra kläder och vädra säcken på morgonen. Fler tips finns i vår <a href="${sv.guide('camping', 'sleeping')}">guide till sovsäckar och liggunderlag</a>.</p>`,
      },
      de: {
        title: 'Winterschlafsäcke im Test: Nächte bei −10 bis −25 °C',
        excerpt: 'Sechs Schlafsäcke, zwölf Nächte im Zelt und ein Thermometer am Fußende. Wir haben den Bericht aktualisiert, als die letzte Testnacht die Ergebnisse bestätigte.',
        heroAlt: 'Sternenhimmel und Polarlichter über einem Winterlager',
        body: `<p>Die Temperaturangabe eines Schlafsacks sagt, bei welcher Temperatur ein durchschnittlicher Mensch noch bequem schläft. Wir wollten wissen, wie gut die Zahlen in einem echten Zelt im Lappland-Frost stimmen – mit müden Testpersonen und nach dem Abendessen.</p>
<h2 id="ergebnisse">Ergebnisse</h2>
<ul>
<li>Für die meisten traf der Komfortwert besser zu als der Grenzwert – wählen Sie Ihren Schlafsack danach.</li>
<li>Die Isomatte zählte genauso viel wie der Schlafsack: Auf einer Matte unter R-Wert 4 froren alle.</li>
<li>Der Daunenschlafsack war der leichteste, der Kunstfaserschlafsack kam auf einer Wochentour besser mit Feuchtigkeit zurecht.</li>
</ul>
<p>Halten Sie den Schlafsack nachts trocken: Schlafen Sie in trockener Kleidung und lüften Sie ihn morgens. Weitere Tipps finden Sie in unserem <a href="${de.guide('camping', 'sleeping')}">Ratgeber zu Schlafsack und Isomatte</a>.</p>`,
      },
      fr: {
        title: 'Sacs de couchage d’hiver à l’essai : des nuits de −10 à −25 °C',
        excerpt: 'Six sacs de couchage, douze nuits sous tente et un thermomètre au pied du sac. Nous avons mis l’article à jour quand la dernière nuit de test a confirmé les résultats.',
        heroAlt: 'Un ciel étoilé et des aurores boréales au-dessus d’un bivouac d’hiver',
        body: `<p>La température d’un sac de couchage indique jusqu’où un dormeur moyen dort encore confortablement. Nous voulions savoir si ces chiffres tiennent dans une vraie tente, par le grand froid laponien, avec un dormeur fatigué et le dîner avalé.</p>
<h2 id="resultats">Résultats</h2>
<ul>
<li>Pour la plupart des testeurs, la température de confort était plus juste que la température limite : choisissez votre sac d’après elle.</li>
<li>Le matelas comptait autant que le sac : sous une valeur R de 4, tout le monde a eu froid.</li>
<li>Le sac en duvet était le plus léger, mais le sac synthétique a mieux supporté l’humidité pendant une semaine de randonnée.</li>
</ul>
<p>Gardez votre sac au sec la nuit : dormez en vêtements secs et aérez le sac le matin. D’autres conseils dans notre <a href="${fr.guide('camping', 'sleeping')}">guide du sac de couchage et du matelas</a>.</p>`,
      },
      ru: {
        title: 'Зимние спальники на тесте: ночи при −10…−25 °C',
        excerpt: 'Шесть спальников, двенадцать ночей в палатке и термометр в ногах. Мы обновили статью, когда последняя тестовая ночь подтвердила результаты.',
        heroAlt: 'Звёздное небо и северное сияние над зимней стоянкой',
        body: `<p>Температурный рейтинг спальника говорит, при какой температуре средний человек ещё спит комфортно. Мы хотели узнать, насколько эти цифры верны в настоящей палатке на лапландском морозе, когда человек устал и поужинал.</p>
<h2 id="itogi">Итоги</h2>
<ul>
<li>Для большинства температура комфорта оказалась точнее экстремальной — выбирайте спальник по ней.</li>
<li>Коврик значил столько же, сколько спальник: на коврике с R-значением ниже 4 мёрзли все.</li>
<li>Пуховый спальник был самым лёгким, но синтетический лучше переносил влагу в недельном походе.</li>
</ul>
<p>Ночью держите спальник сухим: спите в сухой одежде и проветривайте спальник утром. Больше советов — в нашем <a href="${ru.guide('camping', 'sleeping')}">руководстве по спальникам и коврикам</a>.</p>`,
      },
    },
  },
];
