import { guideTab } from './guide-tab.ts';
import type { TabInput } from './page-types.ts';
import { linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

const tent = guideTab(1031, 'tent', {
  fi: {
    title: 'Teltan valinta',
    content: `<h2 id="mallit">Kupoli, tunneli vai puolipallo?</h2>
<p>Kupoliteltta seisoo ilman kiiloja ja on helppo pystyttää kalliolle. Tunneliteltta on tilava painoonsa nähden, mutta se pitää kiilata huolellisesti ja kääntää pääty tuuleen. Puolipallo- eli geodeettinen teltta kestää parhaiten tuulta ja lumikuormaa, joten se on tunturien ja talviretkien valinta.</p>
<h2 id="vuodenajat">Kolmen vai neljän vuodenajan teltta?</h2>
<p>Kolmen vuodenajan teltta riittää keväästä syksyyn. Talviteltassa on tukevammat kaaret, lumiliepeet ja parempi tuuletus kosteuden tiivistymistä vastaan. Ulkoteltan vesipilarin kannattaa olla vähintään 3 000 mm ja pohjan enemmän.</p>
<h2 id="paino">Paino ja tila</h2>
<p>Yksin kulkevalle kevyt yhden hengen teltta on vapaus, mutta kahden hengen teltta antaa tilaa varusteille. Ultrakevyet Dyneema-teltat painavat alle kilon, mutta vaativat huolellista käsittelyä. Harjoittele pystytystä kotipihalla ja kokeile eri malleja <a href="${fi.rental}">vuokraamon</a> kautta.</p>`,
  },
  en: {
    title: 'Choosing a tent',
    content: `<h2 id="types">Dome, tunnel or geodesic?</h2>
<p>A dome tent stands without pegs and is easy to pitch on rock. A tunnel tent is roomy for its weight but must be pegged out carefully with the end into the wind. A geodesic tent copes best with wind and snow load, which makes it the choice for the fells and winter trips.</p>
<h2 id="seasons">Three or four seasons?</h2>
<p>A three-season tent is enough from spring to autumn. A winter tent has sturdier poles, snow skirts and better ventilation against condensation. Look for a hydrostatic head of at least 3,000 mm on the flysheet and more on the groundsheet.</p>
<h2 id="weight">Weight and space</h2>
<p>For solo hikers a light one-person tent means freedom, but a two-person tent leaves room for your gear. Ultralight Dyneema tents weigh under a kilo but need careful handling. Practise pitching in your garden and try different models through our <a href="${en.rental}">rental</a>.</p>`,
  },
  sv: {
    title: 'Välja tält',
    content: `<h2 id="typer">Kupol, tunnel eller geodetiskt?</h2>
<p>Ett kupoltält står utan pinnar och är lätt att sätta upp på berghäll. Ett tunneltält är rymligt för sin vikt men måste spännas upp noga med gaveln mot vinden. Ett geodetiskt tält klarar vind och snölast bäst och är valet för fjällen och vinterturer.</p>
<h2 id="sasonger">Tre eller fyra säsonger?</h2>
<p>Ett tresäsongstält räcker från vår till höst. Ett vintertält har kraftigare bågar, snökjolar och bättre ventilation mot kondens. Välj en vattenpelare på minst 3 000 mm för yttertältet och mer för golvet.</p>
<h2 id="vikt">Vikt och utrymme</h2>
<p>För den som går ensam är ett lätt enmanstält frihet, men ett tvåmanstält ger plats för packningen. Ultralätta tält i Dyneema väger under ett kilo men kräver varsam hantering. Öva att slå upp tältet hemma och prova olika modeller via vår <a href="${sv.rental}">uthyrning</a>.</p>`,
  },
  de: {
    title: 'Das richtige Zelt',
    content: `<h2 id="bauformen">Kuppel, Tunnel oder Geodät?</h2>
<p>Ein Kuppelzelt steht auch ohne Heringe und lässt sich gut auf Fels aufbauen. Ein Tunnelzelt bietet viel Platz für sein Gewicht, muss aber sorgfältig abgespannt und mit dem Ende in den Wind gestellt werden. Ein geodätisches Zelt hält Wind und Schneelast am besten stand – die Wahl fürs Fjell und für Wintertouren.</p>
<h2 id="jahreszeiten">Drei oder vier Jahreszeiten?</h2>
<p>Ein Dreijahreszeitenzelt reicht von Frühling bis Herbst. Winterzelte haben stabilere Stangen, Schneelappen und eine bessere Belüftung gegen Kondenswasser. Die Wassersäule sollte beim Außenzelt mindestens 3.000 mm betragen, beim Boden mehr.</p>
<h2 id="gewicht">Gewicht und Platz</h2>
<p>Für Alleingänger bedeutet ein leichtes Einpersonenzelt Freiheit, ein Zweipersonenzelt bietet dagegen Platz fürs Gepäck. Ultraleichte Dyneema-Zelte wiegen unter einem Kilo, wollen aber sorgsam behandelt werden. Üben Sie den Aufbau im Garten und testen Sie verschiedene Modelle über unseren <a href="${de.rental}">Verleih</a>.</p>`,
  },
  fr: {
    title: 'Choisir sa tente',
    content: `<h2 id="types">Dôme, tunnel ou géodésique ?</h2>
<p>La tente dôme tient debout sans sardines et se monte facilement sur la roche. La tente tunnel est spacieuse pour son poids, mais elle doit être soigneusement haubanée, l'arrière face au vent. La géodésique résiste le mieux au vent et à la neige : c'est le choix pour les fjells et l'hiver.</p>
<h2 id="saisons">Trois ou quatre saisons ?</h2>
<p>Une tente trois saisons suffit du printemps à l'automne. Une tente d'hiver possède des arceaux plus solides, des bavettes à neige et une meilleure ventilation contre la condensation. Visez une colonne d'eau d'au moins 3 000 mm pour le double toit, davantage pour le tapis de sol.</p>
<h2 id="poids">Poids et espace</h2>
<p>En solo, une tente une place légère est synonyme de liberté, mais une deux places laisse de la place pour le matériel. Les tentes ultralégères en Dyneema pèsent moins d'un kilo mais demandent du soin. Entraînez-vous au montage dans le jardin et essayez plusieurs modèles grâce à notre <a href="${fr.rental}">location</a>.</p>`,
  },
  ru: {
    title: 'Как выбрать палатку',
    content: `<h2 id="tipy">Купол, тоннель или геодезическая?</h2>
<p>Купольная палатка стоит без колышков, и её легко поставить на скале. Тоннельная просторна для своего веса, но требует тщательной растяжки и установки торцом к ветру. Геодезическая лучше всех держит ветер и снег — выбор для сопок и зимних походов.</p>
<h2 id="sezony">Три или четыре сезона?</h2>
<p>Трёхсезонной палатки хватит с весны до осени. У зимней — более прочные дуги, снежные юбки и лучшая вентиляция против конденсата. Водостойкость тента должна быть не менее 3000 мм, дна — выше.</p>
<h2 id="ves">Вес и пространство</h2>
<p>Для одиночных походов лёгкая одноместная палатка — это свобода, но двухместная оставляет место для снаряжения. Сверхлёгкие палатки из Dyneema весят меньше килограмма, но требуют бережного обращения. Потренируйтесь ставить палатку во дворе и попробуйте разные модели в нашем <a href="${ru.rental}">прокате</a>.</p>`,
  },
});

const sleeping = guideTab(1032, 'sleeping', {
  fi: {
    title: 'Makuupussi ja makuualusta',
    content: `<h2 id="lampotilat">Lämpötila-arvot</h2>
<p>Makuupussien lämpötilat ilmoitetaan EN ISO 23537 -standardin mukaan. Mukavuuslämpötila kertoo, missä vilukissakin nukkuu hyvin, ja raja-arvo, missä lämpimästi nukkuva pärjää käpertyneenä. Valitse pussi mukavuuslämpötilan mukaan ja varaa muutama aste pelivaraa.</p>
<h2 id="untuva-vai-tekokuitu">Untuva vai tekokuitu?</h2>
<p>Untuva on kevyin ja pakkautuu pienimmäksi, mutta menettää kastuessaan eristävyytensä. Tekokuitu, kuten PrimaLoft, lämmittää kosteanakin ja kuivuu nopeasti – hyvä valinta syksyn kosteisiin öihin ja pitkille retkille.</p>
<h2 id="alusta">Älä unohda alustaa</h2>
<p>Suurin osa lämmöstä karkaa maahan, joten alusta on yhtä tärkeä kuin pussi. Alustan eristävyyttä kuvaa R-arvo: kesällä riittää 2–3, talvella tarvitset vähintään 5. Talvella solumuovialusta ilmatäytteisen alla on varma yhdistelmä. Lakanapussi lisää lämpöä ja pitää pussin puhtaana.</p>`,
  },
  en: {
    title: 'Sleeping bags and mats',
    content: `<h2 id="temperature-ratings">Temperature ratings</h2>
<p>Sleeping bag temperatures follow the EN ISO 23537 standard. The comfort rating tells you where even a cold sleeper sleeps well, and the limit rating where a warm sleeper manages curled up. Choose by the comfort rating and leave a few degrees to spare.</p>
<h2 id="down-or-synthetic">Down or synthetic?</h2>
<p>Down is the lightest and packs smallest, but loses its insulation when wet. Synthetic fill such as PrimaLoft stays warm when damp and dries quickly – a good choice for damp autumn nights and long trips.</p>
<h2 id="mat">Don't forget the mat</h2>
<p>Most heat escapes into the ground, so the mat matters as much as the bag. Its insulation is given as an R-value: 2–3 is enough in summer, in winter you need at least 5. In winter, a foam mat under an inflatable one is a safe combination. A liner adds warmth and keeps the bag clean.</p>`,
  },
  sv: {
    title: 'Sovsäck och liggunderlag',
    content: `<h2 id="temperaturer">Temperaturangivelser</h2>
<p>Sovsäckarnas temperaturer anges enligt standarden EN ISO 23537. Komforttemperaturen visar var även den som lätt fryser sover gott, och gränstemperaturen var en varm sovare klarar sig hopkrupen. Välj efter komforttemperaturen och ha några graders marginal.</p>
<h2 id="dun-eller-syntet">Dun eller syntet?</h2>
<p>Dun är lättast och minst i packat skick men förlorar isoleringen när det blir blött. Syntetfyllning som PrimaLoft värmer även fuktig och torkar snabbt – ett bra val för fuktiga höstnätter och långa turer.</p>
<h2 id="underlag">Glöm inte underlaget</h2>
<p>Det mesta av värmen försvinner ner i marken, så underlaget är lika viktigt som sovsäcken. Isoleringen anges som R-värde: på sommaren räcker 2–3, på vintern behövs minst 5. På vintern är ett cellplastunderlag under ett uppblåsbart en säker kombination. Ett lakan i sovsäcken ger extra värme och håller den ren.</p>`,
  },
  de: {
    title: 'Schlafsack und Isomatte',
    content: `<h2 id="temperaturangaben">Temperaturangaben</h2>
<p>Die Temperaturen von Schlafsäcken werden nach EN ISO 23537 angegeben. Der Komfortwert zeigt, wo auch Frostbeulen gut schlafen, der Grenzwert, wo warme Schläfer zusammengerollt zurechtkommen. Wählen Sie nach dem Komfortwert und planen Sie ein paar Grad Reserve ein.</p>
<h2 id="daune-oder-kunstfaser">Daune oder Kunstfaser?</h2>
<p>Daune ist am leichtesten und lässt sich am kleinsten packen, verliert aber nass ihre Isolation. Kunstfasern wie PrimaLoft wärmen auch feucht und trocknen schnell – gut für feuchte Herbstnächte und lange Touren.</p>
<h2 id="isomatte">Die Isomatte nicht vergessen</h2>
<p>Der größte Teil der Wärme geht in den Boden, deshalb ist die Matte so wichtig wie der Schlafsack. Ihre Isolation gibt der R-Wert an: Im Sommer reichen 2–3, im Winter brauchen Sie mindestens 5. Im Winter ist eine Schaumstoffmatte unter einer aufblasbaren eine sichere Kombination. Ein Inlett wärmt zusätzlich und hält den Schlafsack sauber.</p>`,
  },
  fr: {
    title: 'Sac de couchage et matelas',
    content: `<h2 id="temperatures">Les températures</h2>
<p>Les températures des sacs de couchage suivent la norme EN ISO 23537. La température de confort indique où même une personne frileuse dort bien, la température limite où un dormeur peu frileux tient en position recroquevillée. Choisissez d'après la température de confort, avec quelques degrés de marge.</p>
<h2 id="duvet-ou-synthetique">Duvet ou synthétique ?</h2>
<p>Le duvet est le plus léger et le plus compressible, mais perd son pouvoir isolant une fois mouillé. Le garnissage synthétique, comme PrimaLoft, chauffe même humide et sèche vite : idéal pour les nuits humides d'automne et les longues itinérances.</p>
<h2 id="matelas">N'oubliez pas le matelas</h2>
<p>L'essentiel de la chaleur se perd dans le sol : le matelas compte autant que le sac. Son isolation s'exprime en valeur R : 2 à 3 suffisent en été, il faut au moins 5 en hiver. L'hiver, un matelas mousse sous un matelas gonflable est une combinaison sûre. Un drap de sac ajoute de la chaleur et garde le sac propre.</p>`,
  },
  ru: {
    title: 'Спальник и коврик',
    content: `<h2 id="temperatury">Температурные показатели</h2>
<p>Температуры спальников указываются по стандарту EN ISO 23537. Температура комфорта показывает, при какой температуре хорошо спит даже мерзлявый человек, а предельная — при какой человек, который обычно не мёрзнет, выдержит ночь, свернувшись калачиком. Выбирайте по температуре комфорта с запасом в несколько градусов.</p>
<h2 id="pukh-ili-sintetika">Пух или синтетика?</h2>
<p>Пух легче всех и сжимается компактнее, но теряет теплоизоляцию, когда намокает. Синтетический утеплитель, например PrimaLoft, греет и во влажном состоянии и быстро сохнет — хороший выбор для сырых осенних ночей и долгих походов.</p>
<h2 id="kovrik">Не забудьте про коврик</h2>
<p>Большая часть тепла уходит в землю, поэтому коврик важен не меньше спальника. Его теплоизоляцию описывает показатель R: летом хватит 2–3, зимой нужно не меньше 5. Зимой надёжно сочетать пенковый коврик под надувным. Вкладыш добавляет тепла и сохраняет спальник чистым.</p>`,
  },
});

/** Camping: the top tab and its two nested guides. */
export const campingTab: TabInput = guideTab(1003, 'camping', {
  fi: { title: 'Leiriytyminen', content: '<p>Hyvä yöuni maastossa syntyy sopivasta teltasta, lämpimästä makuupussista ja riittävän eristävästä alustasta.</p>' },
  en: { title: 'Camping', content: '<p>A good night outdoors comes from the right tent, a warm sleeping bag and a mat that insulates enough.</p>' },
  sv: { title: 'Tälta', content: '<p>En god natts sömn i naturen kräver rätt tält, en varm sovsäck och ett underlag som isolerar tillräckligt.</p>' },
  de: { title: 'Zelten und Übernachten', content: '<p>Eine erholsame Nacht draußen beginnt mit dem passenden Zelt, einem warmen Schlafsack und einer gut isolierenden Matte.</p>' },
  fr: { title: 'Bivouac', content: '<p>Une bonne nuit dehors, c’est une tente adaptée, un sac de couchage chaud et un matelas suffisamment isolant.</p>' },
  ru: { title: 'Кемпинг', content: '<p>Хороший сон на природе — это подходящая палатка, тёплый спальник и коврик с достаточной теплоизоляцией.</p>' },
}, [tent, sleeping]);
