import { linksFor } from '../content/pages/paths.ts';
import type { DemoPost } from './types.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Markus's boot guides and Jussi's ski care. */
export const BOOT_AND_CARE_GUIDES: DemoPost[] = [
  {
    id: 4, key: 'fitSkiBoots', category: 'guides', blogger: 'markus', published: '2025-11-04', theme: 'snowy-slope',
    models: { guide: 'fitSkiBoots' },
    texts: {
      fi: {
        title: 'Näin sovitat monot oikein',
        excerpt: 'Kipeät jalat pilaavat parhaankin laskupäivän. Näin löydät monot, jotka tuntuvat hyvältä vielä iltapäivällä.',
        heroAlt: 'Laskettelurinne aamuauringossa metsän reunalla',
        body: `<p>Sovitan myymälässä satoja monopareja joka talvi, ja useimmat ongelmat johtuvat samasta syystä: monot ovat liian isot. Uusi mono tuntuu aina tiukalta, mutta sisäkenkä painuu muutamassa laskupäivässä jopa puoli kokoa.</p>
<h2 id="sovitus">Sovitus vaihe vaiheelta</h2>
<ul>
<li>Tule sovitukseen iltapäivällä, kun jalka on päivän jäljiltä hieman turvonnut.</li>
<li>Ota mukaan ohuet laskettelusukat – paksu sukka vie tilaa ja palelluttaa.</li>
<li>Kun seisot polvet koukussa, kantapää pysyy paikallaan ja varpaat juuri ja juuri koskettavat kärkeä.</li>
<li>Pidä monoja jalassa vähintään kymmenen minuuttia ennen kuin päätät.</li>
</ul>
<p>Painaako jokin kohta? Monon kuorta voi usein muotoilla huollossa. Lue myös, miten <a href="${fi.guide('skiing', 'alpineSkis')}">sukset ja monot sopivat yhteen</a>.</p>`,
      },
      en: {
        title: 'How to fit ski boots',
        excerpt: 'Sore feet spoil even the best day on the slopes. Here is how to find boots that still feel good in the afternoon.',
        heroAlt: 'A ski slope in the morning sun at the edge of a forest',
        body: `<p>I fit hundreds of pairs of boots in our store every winter, and most problems have the same cause: the boots are too big. A new boot always feels tight, but the liner packs out by as much as half a size within a few days on the slopes.</p>
<h2 id="fitting">Fitting step by step</h2>
<ul>
<li>Come in the afternoon, when your feet are a little swollen from the day.</li>
<li>Bring thin ski socks – a thick sock takes up room and makes your feet cold.</li>
<li>Standing with your knees bent, your heel stays put and your toes just touch the front.</li>
<li>Wear the boots for at least ten minutes before you decide.</li>
</ul>
<p>Does something press? The shell can often be reshaped in our workshop. Read also how <a href="${en.guide('skiing', 'alpineSkis')}">skis and boots work together</a>.</p>`,
      },
      sv: {
        title: 'Så provar du pjäxor rätt',
        excerpt: 'Ömma fötter förstör även den bästa dagen i backen. Så hittar du pjäxor som känns bra ännu på eftermiddagen.',
        heroAlt: 'En skidbacke i morgonsol vid skogskanten',
        body: `<p>Jag provar ut hundratals par pjäxor i butiken varje vinter, och de flesta problem har samma orsak: pjäxorna är för stora. En ny pjäxa känns alltid trång, men innerskon packas ihop med upp till en halv storlek på några dagar i backen.</p>
<h2 id="provning">Provning steg för steg</h2>
<ul>
<li>Kom på eftermiddagen, när foten har svällt lite under dagen.</li>
<li>Ta med tunna skidstrumpor – en tjock strumpa tar plats och gör att du fryser.</li>
<li>När du står med böjda knän ligger hälen still och tårna nuddar precis fronten.</li>
<li>Ha pjäxorna på i minst tio minuter innan du bestämmer dig.</li>
</ul>
<p>Trycker det någonstans? Skalet kan ofta formas om i verkstaden. Läs också hur <a href="${sv.guide('skiing', 'alpineSkis')}">skidor och pjäxor passar ihop</a>.</p>`,
      },
      de: {
        title: 'So passt der Skischuh richtig',
        excerpt: 'Schmerzende Füße verderben auch den schönsten Skitag. So finden Sie Schuhe, die sich am Nachmittag noch gut anfühlen.',
        heroAlt: 'Eine Skipiste in der Morgensonne am Waldrand',
        body: `<p>Ich passe jeden Winter Hunderte Paar Skischuhe an, und die meisten Probleme haben dieselbe Ursache: Die Schuhe sind zu groß. Ein neuer Schuh fühlt sich immer eng an, aber der Innenschuh gibt nach wenigen Skitagen bis zu einer halben Größe nach.</p>
<h2 id="anprobe">Die Anprobe Schritt für Schritt</h2>
<ul>
<li>Kommen Sie am Nachmittag, wenn Ihre Füße vom Tag etwas angeschwollen sind.</li>
<li>Bringen Sie dünne Skisocken mit – dicke Socken nehmen Platz weg und lassen Sie frieren.</li>
<li>Mit gebeugten Knien bleibt die Ferse fest, und die Zehen berühren gerade eben die Schuhspitze.</li>
<li>Tragen Sie die Schuhe mindestens zehn Minuten, bevor Sie sich entscheiden.</li>
</ul>
<p>Drückt etwas? Die Schale lässt sich in unserer Werkstatt oft anpassen. Lesen Sie auch, wie <a href="${de.guide('skiing', 'alpineSkis')}">Ski und Schuhe zusammenpassen</a>.</p>`,
      },
      fr: {
        title: 'Bien ajuster ses chaussures de ski',
        excerpt: 'Des pieds douloureux gâchent la plus belle journée de ski. Voici comment trouver des chaussures encore confortables l’après-midi.',
        heroAlt: 'Une piste de ski au soleil du matin en lisière de forêt',
        body: `<p>J’ajuste des centaines de paires de chaussures chaque hiver, et la plupart des problèmes ont la même cause : les chaussures sont trop grandes. Une chaussure neuve semble toujours serrée, mais le chausson se tasse jusqu’à une demi-pointure en quelques jours de ski.</p>
<h2 id="essayage">L’essayage pas à pas</h2>
<ul>
<li>Venez l’après-midi, quand vos pieds ont un peu gonflé.</li>
<li>Apportez des chaussettes de ski fines : une chaussette épaisse prend de la place et donne froid.</li>
<li>Debout, genoux fléchis, le talon ne bouge pas et les orteils effleurent l’avant.</li>
<li>Gardez les chaussures aux pieds au moins dix minutes avant de vous décider.</li>
</ul>
<p>Un point vous gêne ? La coque peut souvent être déformée à l’atelier. Lisez aussi comment <a href="${fr.guide('skiing', 'alpineSkis')}">skis et chaussures vont ensemble</a>.</p>`,
      },
      ru: {
        title: 'Как правильно подобрать горнолыжные ботинки',
        excerpt: 'Больные ноги испортят даже лучший день на склоне. Как найти ботинки, в которых удобно и после обеда.',
        heroAlt: 'Горнолыжный склон в утреннем солнце у кромки леса',
        body: `<p>Каждую зиму я подбираю в магазине сотни пар ботинок, и у большинства проблем одна причина: ботинки слишком велики. Новый ботинок всегда кажется тесным, но внутренник за несколько дней катания проседает на полразмера.</p>
<h2 id="primerka">Примерка шаг за шагом</h2>
<ul>
<li>Приходите после обеда, когда ноги немного отекли за день.</li>
<li>Возьмите тонкие горнолыжные носки: толстый носок занимает место, и ноги мёрзнут.</li>
<li>Когда вы стоите с согнутыми коленями, пятка не двигается, а пальцы едва касаются носка ботинка.</li>
<li>Походите в ботинках не меньше десяти минут, прежде чем решать.</li>
</ul>
<p>Где-то давит? Скорлупу часто можно подформовать в мастерской. Прочитайте также, как <a href="${ru.guide('skiing', 'alpineSkis')}">сочетаются лыжи и ботинки</a>.</p>`,
      },
    },
  },
  {
    id: 5, key: 'bootFlex', category: 'guides', blogger: 'markus', published: '2025-12-16', theme: 'night-sky',
    models: { guide: 'bootFlex' },
    texts: {
      fi: {
        title: 'Monon jäykkyys eli flex-luku selitettynä',
        excerpt: '70, 100 vai 130? Flex-luku kertoo, kuinka paljon voimaa monon taivuttaminen vaatii – ja kenelle mikin sopii.',
        heroAlt: 'Revontulet tähtitaivaalla lumisen tunturin yllä',
        body: `<p>Flex-luku kuvaa, kuinka jäykkä monon varsi on eteenpäin taivutettaessa. Mitä suurempi luku, sitä enemmän voimaa taivuttaminen vaatii ja sitä suoremmin liike välittyy suksiin.</p>
<h2 id="kenelle">Kenelle mikin</h2>
<ul>
<li><strong>60–80:</strong> aloittelijat ja rauhalliset laskijat</li>
<li><strong>90–110:</strong> useimmat harrastajat</li>
<li><strong>120–130:</strong> kokeneet ja painavat laskijat sekä kilpailijat.</li>
</ul>
<p>Valmistajien asteikot eivät ole keskenään vertailukelpoisia, ja kylmässä muovi jäykistyy. Siksi taivuta monoa aina itse ennen ostopäätöstä. Naisten monoissa luku on usein hieman pienempi, koska jalka on kevyempi taivuttaja.</p>`,
      },
      en: {
        title: 'Ski boot flex explained',
        excerpt: '70, 100 or 130? The flex number tells you how much force it takes to bend a boot – and who each one suits.',
        heroAlt: 'Northern lights in a starry sky over a snowy fell',
        body: `<p>The flex number describes how stiff a boot’s cuff is when you bend it forward. The higher the number, the more force it takes to flex, and the more directly your movement reaches the skis.</p>
<h2 id="who">Who it suits</h2>
<ul>
<li><strong>60–80:</strong> beginners and relaxed skiers</li>
<li><strong>90–110:</strong> most regular skiers</li>
<li><strong>120–130:</strong> experienced and heavier skiers, and racers.</li>
</ul>
<p>Brands’ scales are not comparable with each other, and plastic stiffens in the cold. So always flex a boot yourself before you buy. Women’s boots often have a slightly lower number, as a lighter skier bends the boot less.</p>`,
      },
      sv: {
        title: 'Pjäxans flex förklarad',
        excerpt: '70, 100 eller 130? Flexvärdet berättar hur mycket kraft det krävs för att böja pjäxan – och vem som passar för vilket.',
        heroAlt: 'Norrsken på en stjärnhimmel över ett snöigt fjäll',
        body: `<p>Flexvärdet beskriver hur styvt pjäxans skaft är när du böjer det framåt. Ju högre värde, desto mer kraft krävs och desto direktare går rörelsen vidare till skidorna.</p>
<h2 id="for-vem">För vem</h2>
<ul>
<li><strong>60–80:</strong> nybörjare och lugna åkare</li>
<li><strong>90–110:</strong> de flesta vana åkare</li>
<li><strong>120–130:</strong> erfarna och tyngre åkare samt tävlingsåkare.</li>
</ul>
<p>Tillverkarnas skalor går inte att jämföra med varandra, och plasten blir styvare i kyla. Böj därför alltid pjäxan själv innan du köper. Damernas pjäxor har ofta ett något lägre värde, eftersom en lättare åkare böjer pjäxan mindre.</p>`,
      },
      de: {
        title: 'Der Flex-Index von Skischuhen erklärt',
        excerpt: '70, 100 oder 130? Der Flex-Index zeigt, wie viel Kraft es braucht, den Schuh zu beugen – und für wen welcher passt.',
        heroAlt: 'Polarlichter am Sternenhimmel über einem verschneiten Fjell',
        body: `<p>Der Flex-Index beschreibt, wie steif der Schaft eines Skischuhs beim Vorbeugen ist. Je höher die Zahl, desto mehr Kraft braucht es, und desto direkter kommt Ihre Bewegung am Ski an.</p>
<h2 id="fuer-wen">Für wen welcher</h2>
<ul>
<li><strong>60–80:</strong> Einsteiger und gemütliche Fahrer</li>
<li><strong>90–110:</strong> die meisten geübten Fahrer</li>
<li><strong>120–130:</strong> erfahrene und schwerere Fahrer sowie Rennläufer.</li>
</ul>
<p>Die Skalen der Hersteller sind untereinander nicht vergleichbar, und Kunststoff wird in der Kälte härter. Beugen Sie den Schuh deshalb vor dem Kauf immer selbst. Damenschuhe haben oft einen etwas niedrigeren Wert, weil leichtere Fahrer den Schuh weniger stark beugen.</p>`,
      },
      fr: {
        title: 'L’indice de flex des chaussures de ski expliqué',
        excerpt: '70, 100 ou 130 ? L’indice de flex indique la force nécessaire pour fléchir la chaussure, et à qui chacune convient.',
        heroAlt: 'Des aurores boréales dans un ciel étoilé au-dessus d’une colline enneigée',
        body: `<p>L’indice de flex décrit la rigidité du collier d’une chaussure quand on le fléchit vers l’avant. Plus il est élevé, plus il faut de force, et plus le mouvement est transmis directement aux skis.</p>
<h2 id="pour-qui">Pour qui</h2>
<ul>
<li><strong>60–80 :</strong> débutants et skieurs tranquilles</li>
<li><strong>90–110 :</strong> la plupart des skieurs réguliers</li>
<li><strong>120–130 :</strong> skieurs expérimentés ou plus lourds, et compétiteurs.</li>
</ul>
<p>Les échelles des marques ne sont pas comparables entre elles, et le plastique durcit au froid. Fléchissez donc toujours la chaussure vous-même avant d’acheter. Les modèles femme ont souvent un indice un peu plus bas, car un skieur plus léger fléchit moins la chaussure.</p>`,
      },
      ru: {
        title: 'Жёсткость (флекс) ботинок: что это значит',
        excerpt: '70, 100 или 130? Показатель флекса говорит, сколько усилий нужно, чтобы согнуть ботинок, и кому какой подходит.',
        heroAlt: 'Северное сияние в звёздном небе над заснеженной сопкой',
        body: `<p>Флекс описывает, насколько жёсткое голенище ботинка при сгибании вперёд. Чем выше число, тем больше усилий требуется и тем точнее движение передаётся лыжам.</p>
<h2 id="komu">Кому какой</h2>
<ul>
<li><strong>60–80:</strong> новички и спокойные лыжники</li>
<li><strong>90–110:</strong> большинство опытных любителей</li>
<li><strong>120–130:</strong> опытные и тяжёлые лыжники, спортсмены.</li>
</ul>
<p>Шкалы разных производителей несопоставимы, а пластик на морозе становится жёстче. Поэтому всегда сгибайте ботинок сами перед покупкой. У женских ботинок флекс часто немного ниже: лёгкий лыжник сгибает ботинок слабее.</p>`,
      },
    },
  },
  {
    id: 6, key: 'skiCare', category: 'guides', blogger: 'jussi', published: '2026-01-13', updated: '2026-11-03', theme: 'forest-lake',
    models: { guide: 'skiCare' },
    texts: {
      fi: {
        title: 'Suksien voitelu ja huolto',
        excerpt: 'Hyvin hoidetut sukset luistavat, kääntyvät ja kestävät vuosia. Päivitimme oppaan fluorittomiin luistovoiteisiin.',
        heroAlt: 'Lumisia kuusia järven rannalla talvi-iltana',
        body: `<p>Suksen pohja kuivuu ja kuluu joka laskukerralla. Säännöllinen voitelu pitää pohjan kylläisenä, jolloin suksi luistaa paremmin ja kestää iskuja. Fluoripitoiset voiteet on kielletty kilpailuissa, ja nykyiset fluorittomat luistovoiteet ovat lähes yhtä nopeita.</p>
<h2 id="rutiini">Kauden rutiini</h2>
<ul>
<li>Puhdista pohja ja kuivaa sukset jokaisen hiihtopäivän jälkeen.</li>
<li>Voitele luisto 5–10 hiihtokerran välein lämpimällä raudalla.</li>
<li>Teroita kantit viilalla, kun sukset alkavat lipsua kovalla lumella.</li>
<li>Voitele kevään lopuksi paksu kesävoitelu, joka kaavitaan pois vasta syksyllä.</li>
</ul>
<p>Isommat naarmut ja pohjan hionnan teemme huollossamme. Vaiheittaiset ohjeet löydät <a href="${fi.guide('skiing', 'waxing')}">voiteluoppaastamme</a>.</p>`,
      },
      en: {
        title: 'Waxing and caring for your skis',
        excerpt: 'Well-kept skis glide, turn and last for years. We have updated the guide for fluorine-free glide waxes.',
        heroAlt: 'Snowy spruces on a lake shore on a winter evening',
        body: `<p>A ski’s base dries out and wears a little every time you ski. Regular waxing keeps the base saturated, so the ski glides better and takes knocks. Fluorinated waxes are banned in racing, and today’s fluorine-free glide waxes are almost as fast.</p>
<h2 id="routine">A season’s routine</h2>
<ul>
<li>Clean the base and dry the skis after every day out.</li>
<li>Hot-wax the glide zones every five to ten days on snow.</li>
<li>File the edges when the skis start to slip on hard snow.</li>
<li>At the end of spring, apply a thick storage wax and scrape it off only in the autumn.</li>
</ul>
<p>Deeper scratches and base grinding are done in our workshop. Step-by-step instructions are in our <a href="${en.guide('skiing', 'waxing')}">waxing guide</a>.</p>`,
      },
      sv: {
        title: 'Vallning och skötsel av skidor',
        excerpt: 'Välskötta skidor glider, svänger och håller i många år. Vi har uppdaterat guiden för fluorfria glidvallor.',
        heroAlt: 'Snöiga granar vid en sjöstrand en vinterkväll',
        body: `<p>Skidans sula torkar och slits lite för varje åktur. Regelbunden vallning håller sulan mättad, så att skidan glider bättre och tål slag. Fluorvallor är förbjudna i tävling, och dagens fluorfria glidvallor är nästan lika snabba.</p>
<h2 id="rutin">Säsongens rutin</h2>
<ul>
<li>Rengör sulan och torka skidorna efter varje skiddag.</li>
<li>Varmvalla glidzonerna var femte till tionde åkdag.</li>
<li>Fila stålkanterna när skidorna börjar slira på hård snö.</li>
<li>Lägg på ett tjockt lagringsvax i slutet av våren och skrapa av det först på hösten.</li>
</ul>
<p>Djupare repor och slipning av sulan gör vi i vår verkstad. Steg-för-steg-instruktioner finns i vår <a href="${sv.guide('skiing', 'waxing')}">vallningsguide</a>.</p>`,
      },
      de: {
        title: 'Ski wachsen und pflegen',
        excerpt: 'Gepflegte Ski gleiten, drehen und halten jahrelang. Wir haben den Ratgeber für fluorfreie Gleitwachse aktualisiert.',
        heroAlt: 'Verschneite Fichten an einem Seeufer an einem Winterabend',
        body: `<p>Der Belag eines Ski trocknet bei jeder Fahrt aus und nutzt sich ab. Regelmäßiges Wachsen hält ihn gesättigt, sodass der Ski besser gleitet und Schläge wegsteckt. Fluorwachse sind im Rennsport verboten, und heutige fluorfreie Gleitwachse sind fast genauso schnell.</p>
<h2 id="routine">Die Routine der Saison</h2>
<ul>
<li>Reinigen Sie den Belag und trocknen Sie die Ski nach jedem Skitag.</li>
<li>Wachsen Sie die Gleitzonen alle fünf bis zehn Skitage mit dem Bügeleisen.</li>
<li>Feilen Sie die Kanten, sobald die Ski auf hartem Schnee rutschen.</li>
<li>Tragen Sie am Ende des Frühjahrs ein dickes Lagerwachs auf und ziehen Sie es erst im Herbst ab.</li>
</ul>
<p>Tiefere Kratzer und den Belagschliff übernimmt unsere Werkstatt. Schritt-für-Schritt-Anleitungen finden Sie in unserem <a href="${de.guide('skiing', 'waxing')}">Ratgeber zum Wachsen</a>.</p>`,
      },
      fr: {
        title: 'Farter et entretenir ses skis',
        excerpt: 'Des skis bien entretenus glissent, tournent et durent des années. Nous avons mis le guide à jour pour les farts de glisse sans fluor.',
        heroAlt: 'Des épicéas enneigés au bord d’un lac un soir d’hiver',
        body: `<p>La semelle d’un ski s’assèche et s’use un peu à chaque sortie. Un fartage régulier la garde saturée : le ski glisse mieux et résiste aux chocs. Les farts fluorés sont interdits en compétition, et les farts de glisse sans fluor actuels sont presque aussi rapides.</p>
<h2 id="routine">La routine de la saison</h2>
<ul>
<li>Nettoyez la semelle et séchez les skis après chaque journée.</li>
<li>Fartez à chaud les zones de glisse tous les cinq à dix jours de ski.</li>
<li>Affûtez les carres à la lime quand les skis commencent à déraper sur neige dure.</li>
<li>En fin de printemps, appliquez un fart de stockage épais et ne le raclez qu’à l’automne.</li>
</ul>
<p>Les rayures profondes et le ponçage de la semelle se font à notre atelier. Les étapes détaillées sont dans notre <a href="${fr.guide('skiing', 'waxing')}">guide du fartage</a>.</p>`,
      },
      ru: {
        title: 'Смазка и уход за лыжами',
        excerpt: 'Ухоженные лыжи лучше скользят, легче поворачивают и служат годами. Мы обновили руководство для безфтористых парафинов.',
        heroAlt: 'Заснеженные ели на берегу озера зимним вечером',
        body: `<p>Скользящая поверхность лыжи высыхает и изнашивается при каждом катании. Регулярная смазка сохраняет её пропитанной, поэтому лыжа лучше скользит и легче переносит удары. Фторсодержащие парафины запрещены на соревнованиях, а современные безфтористые почти так же быстры.</p>
<h2 id="rezhim">Уход в течение сезона</h2>
<ul>
<li>После каждого дня катания очищайте и сушите лыжи.</li>
<li>Горячим способом наносите парафин скольжения каждые пять–десять дней катания.</li>
<li>Подтачивайте канты напильником, когда лыжи начинают проскальзывать на жёстком снегу.</li>
<li>Весной нанесите толстый слой консервирующего парафина и снимите его только осенью.</li>
</ul>
<p>Глубокие царапины и шлифовку скользящей поверхности мы сделаем в мастерской. Пошаговые инструкции — в нашем <a href="${ru.guide('skiing', 'waxing')}">руководстве по смазке</a>.</p>`,
      },
    },
  },
];
