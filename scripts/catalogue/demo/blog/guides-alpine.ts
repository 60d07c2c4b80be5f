import { linksFor } from '../content/pages/paths.ts';
import type { DemoPost } from './types.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Aino's alpine guides: choosing skis, length and width, and a first ski tour. */
export const ALPINE_GUIDES: DemoPost[] = [
  {
    id: 1, key: 'chooseAlpineSkis', category: 'guides', blogger: 'aino', published: '2025-11-18', theme: 'snowy-slope',
    models: { guide: 'chooseAlpineSkis' },
    texts: {
      fi: {
        title: 'Näin valitset laskettelusukset',
        excerpt: 'Rinne, all mountain vai freeride? Kolme kysymystä, joilla löydät omat suksesi ennen kuin astut myymälään.',
        heroAlt: 'Aurattu rinne ja lumisia tuntureita kirkkaana talvipäivänä',
        body: `<p>Kysyn suksia valitsevalta asiakkaalta aina ensin, missä hän laskee. Useimmat meistä laskevat yhdeksän päivää kymmenestä hoidetuissa rinteissä, ja silloin kapea rinne- tai all mountain -suksi on ilo jokaisessa käännöksessä.</p>
<h2 id="kolme-kysymysta">Kolme kysymystä</h2>
<ul>
<li><strong>Missä lasket?</strong> Kovalla rinteellä kapea suksi pitää, umpihangessa leveä kantaa.</li>
<li><strong>Miten lasket?</strong> Rauhallinen laskija nauttii pehmeästä suksesta, vauhdikas tarvitsee jäykemmän.</li>
<li><strong>Kuinka usein?</strong> Muutaman päivän talvessa laskevalle riittää anteeksiantava suksi, joka ei väsytä.</li>
</ul>
<p>Tuo omat monosi sovitukseen, niin säädämme siteet samalla. Tarkemmat mittasuositukset löydät <a href="${fi.guide('skiing', 'alpineSkis')}">laskettelusuksen valintaoppaasta</a>, ja <a href="${fi.skiWizard}">suksivelho</a> kokoaa yhteensopivat sukset, siteet ja monot.</p>`,
      },
      en: {
        title: 'How to choose alpine skis',
        excerpt: 'Piste, all-mountain or freeride? Three questions that lead you to your skis before you even walk into a store.',
        heroAlt: 'A groomed slope and snowy fells on a clear winter day',
        body: `<p>The first thing I ask anyone choosing skis is where they ski. Most of us spend nine days out of ten on groomed runs, and then a narrow piste or all-mountain ski is a joy in every turn.</p>
<h2 id="three-questions">Three questions</h2>
<ul>
<li><strong>Where do you ski?</strong> A narrow ski grips on hard pistes; a wide one floats in deep snow.</li>
<li><strong>How do you ski?</strong> Relaxed skiers enjoy a softer ski; fast skiers need a stiffer one.</li>
<li><strong>How often?</strong> If you ski a few days a winter, a forgiving ski that does not tire you out is enough.</li>
</ul>
<p>Bring your own boots to the fitting and we will adjust the bindings at the same time. Detailed sizing advice is in our <a href="${en.guide('skiing', 'alpineSkis')}">guide to choosing alpine skis</a>, and the <a href="${en.skiWizard}">ski wizard</a> puts together compatible skis, bindings and boots.</p>`,
      },
      sv: {
        title: 'Så väljer du alpinskidor',
        excerpt: 'Pist, all mountain eller freeride? Tre frågor som leder dig till rätt skidor redan innan du går in i butiken.',
        heroAlt: 'En preparerad backe och snöiga fjäll en klar vinterdag',
        body: `<p>Det första jag frågar den som väljer skidor är var hon eller han åker. De flesta av oss åker nio dagar av tio i preparerade backar, och då är en smal pist- eller all mountain-skida ett nöje i varje sväng.</p>
<h2 id="tre-fragor">Tre frågor</h2>
<ul>
<li><strong>Var åker du?</strong> En smal skida greppar i hårda backar, en bred bär i djupsnö.</li>
<li><strong>Hur åker du?</strong> Den lugna åkaren trivs med en mjukare skida, den snabba behöver en styvare.</li>
<li><strong>Hur ofta?</strong> Åker du några dagar per vinter räcker en förlåtande skida som inte tröttar ut dig.</li>
</ul>
<p>Ta med dina egna pjäxor till provningen, så ställer vi in bindningarna samtidigt. Närmare storleksråd finns i vår <a href="${sv.guide('skiing', 'alpineSkis')}">guide till alpinskidor</a>, och <a href="${sv.skiWizard}">skidguiden</a> sätter ihop skidor, bindningar och pjäxor som passar ihop.</p>`,
      },
      de: {
        title: 'So wählen Sie die richtigen Alpinski',
        excerpt: 'Piste, All-Mountain oder Freeride? Drei Fragen, die Sie zu Ihren Ski führen, bevor Sie überhaupt eine Filiale betreten.',
        heroAlt: 'Eine präparierte Piste und verschneite Fjells an einem klaren Wintertag',
        body: `<p>Wer bei mir Ski aussucht, bekommt zuerst eine Frage: Wo fahren Sie? Die meisten von uns sind an neun von zehn Tagen auf präparierten Pisten unterwegs, und dann macht ein schmaler Pisten- oder All-Mountain-Ski in jedem Schwung Freude.</p>
<h2 id="drei-fragen">Drei Fragen</h2>
<ul>
<li><strong>Wo fahren Sie?</strong> Ein schmaler Ski greift auf harter Piste, ein breiter trägt im Tiefschnee.</li>
<li><strong>Wie fahren Sie?</strong> Gemütliche Fahrer genießen einen weicheren Ski, sportliche brauchen einen härteren.</li>
<li><strong>Wie oft?</strong> Wer nur ein paar Tage im Winter fährt, ist mit einem gutmütigen Ski bestens bedient.</li>
</ul>
<p>Bringen Sie Ihre eigenen Skischuhe zur Beratung mit, dann stellen wir die Bindung gleich ein. Genaue Größenempfehlungen finden Sie in unserem <a href="${de.guide('skiing', 'alpineSkis')}">Ratgeber zur Alpinski-Wahl</a>, und der <a href="${de.skiWizard}">Ski-Berater</a> stellt passende Ski, Bindungen und Schuhe zusammen.</p>`,
      },
      fr: {
        title: 'Comment choisir ses skis alpins',
        excerpt: 'Piste, all-mountain ou freeride ? Trois questions pour trouver vos skis avant même d’entrer en magasin.',
        heroAlt: 'Une piste damée et des collines enneigées par une claire journée d’hiver',
        body: `<p>La première question que je pose à qui choisit des skis, c’est : où skiez-vous ? La plupart d’entre nous passent neuf jours sur dix sur des pistes damées, et un ski de piste ou un all-mountain étroit est alors un plaisir à chaque virage.</p>
<h2 id="trois-questions">Trois questions</h2>
<ul>
<li><strong>Où skiez-vous ?</strong> Un ski étroit accroche sur la neige dure, un ski large porte dans la poudreuse.</li>
<li><strong>Comment skiez-vous ?</strong> Un skieur tranquille appréciera un ski souple, un skieur rapide un ski plus rigide.</li>
<li><strong>À quelle fréquence ?</strong> Pour quelques jours par hiver, un ski tolérant qui ne vous épuise pas suffit.</li>
</ul>
<p>Apportez vos chaussures à l’essayage : nous réglerons les fixations dans la foulée. Les conseils de taille détaillés se trouvent dans notre <a href="${fr.guide('skiing', 'alpineSkis')}">guide pour choisir ses skis alpins</a>, et l’<a href="${fr.skiWizard}">assistant ski</a> assemble skis, fixations et chaussures compatibles.</p>`,
      },
      ru: {
        title: 'Как выбрать горные лыжи',
        excerpt: 'Трассовые, универсальные или фрирайдные? Три вопроса, которые приведут вас к своим лыжам ещё до похода в магазин.',
        heroAlt: 'Подготовленный склон и заснеженные сопки в ясный зимний день',
        body: `<p>Первое, что я спрашиваю у покупателя лыж: где вы катаетесь? Большинство из нас девять дней из десяти проводят на подготовленных трассах, и тогда узкие трассовые или универсальные лыжи радуют в каждом повороте.</p>
<h2 id="tri-voprosa">Три вопроса</h2>
<ul>
<li><strong>Где вы катаетесь?</strong> Узкая лыжа держит на жёсткой трассе, широкая не тонет в глубоком снегу.</li>
<li><strong>Как вы катаетесь?</strong> Спокойному лыжнику подойдёт мягкая лыжа, быстрому — более жёсткая.</li>
<li><strong>Как часто?</strong> Если вы катаетесь несколько дней за зиму, хватит прощающей ошибки лыжи, которая не утомляет.</li>
</ul>
<p>Приходите на примерку в своих ботинках — мы сразу настроим крепления. Подробные рекомендации по размерам — в нашем <a href="${ru.guide('skiing', 'alpineSkis')}">руководстве по выбору горных лыж</a>, а <a href="${ru.skiWizard}">подбор лыж</a> соберёт совместимые лыжи, крепления и ботинки.</p>`,
      },
    },
  },
  {
    id: 2, key: 'skiLength', category: 'guides', blogger: 'aino', published: '2025-12-02', theme: 'alpine-peaks',
    models: { guide: 'skiLength' },
    texts: {
      fi: {
        title: 'Suksen pituus ja vyötärön leveys selitettynä',
        excerpt: 'Leuasta otsaan, 70 millistä sataan: mitä suksen mitat kertovat ja miksi pituutta tärkeämpää on se, miten lasket.',
        heroAlt: 'Lumihuippuisia vuoria iltapäivän valossa',
        body: `<p>Suksen kyljessä on kolme lukua, esimerkiksi 128-78-112. Ne ovat kärjen, vyötärön ja kannan leveydet millimetreinä. Vyötärö kertoo eniten: mitä kapeampi, sitä nopeammin suksi vaihtaa kanttia kovalla rinteellä.</p>
<h2 id="pituus">Pituus</h2>
<p>Aloittelijalle sopii suksi, joka ulottuu leuan ja nenän väliin. Kun taito karttuu, pituus nousee otsan korkeudelle. Painava laskija tai se, joka laskee lujaa pitkiä käännöksiä, voi valita vielä pidemmän suksen.</p>
<h2 id="rocker">Rocker ja camber</h2>
<p>Kärjestä ylös kaartuva rocker tekee suksesta lyhyemmän tuntuisen ja helpomman käännellä. Siksi rocker-suksen voi valita hieman pidempänä kuin perinteisen suksen. Katso myös <a href="${fi.guide('skiing', 'alpineSkis')}">oppaamme mittataulukko</a>.</p>`,
      },
      en: {
        title: 'Ski length and waist width explained',
        excerpt: 'Chin to forehead, 70 millimetres to a hundred: what a ski’s numbers tell you, and why the way you ski matters more than its length.',
        heroAlt: 'Snow-capped mountains in the afternoon light',
        body: `<p>The side of a ski carries three numbers, such as 128-78-112: the width of the tip, waist and tail in millimetres. The waist tells you the most. The narrower it is, the faster the ski goes from edge to edge on a hard piste.</p>
<h2 id="length">Length</h2>
<p>For a beginner, a ski that reaches between chin and nose is right. As your skills grow, the length rises to forehead height. Heavier skiers and those who make long, fast turns can go longer still.</p>
<h2 id="rocker">Rocker and camber</h2>
<p>Rocker, where the tip curves up early, makes a ski feel shorter and easier to turn. That is why you can choose a rockered ski a little longer than a traditional one. See also the size chart in our <a href="${en.guide('skiing', 'alpineSkis')}">guide</a>.</p>`,
      },
      sv: {
        title: 'Skidlängd och midjebredd förklarade',
        excerpt: 'Från hakan till pannan, från 70 millimeter till hundra: vad skidans mått berättar, och varför åkstilen betyder mer än längden.',
        heroAlt: 'Snöklädda berg i eftermiddagsljus',
        body: `<p>På skidans sida står tre tal, till exempel 128-78-112: bredden vid spetsen, midjan och bakänden i millimeter. Midjan säger mest. Ju smalare den är, desto snabbare går skidan från kant till kant i en hård backe.</p>
<h2 id="langd">Längd</h2>
<p>För en nybörjare passar en skida som når mellan hakan och näsan. När skickligheten växer stiger längden till pannhöjd. Tyngre åkare och den som åker långa, snabba svängar kan välja ännu längre.</p>
<h2 id="rocker">Rocker och camber</h2>
<p>Rocker, där spetsen böjer upp tidigt, gör att skidan känns kortare och svänger lättare. Därför kan du välja en rockerskida lite längre än en traditionell. Se också storlekstabellen i vår <a href="${sv.guide('skiing', 'alpineSkis')}">guide</a>.</p>`,
      },
      de: {
        title: 'Skilänge und Taillenbreite erklärt',
        excerpt: 'Vom Kinn bis zur Stirn, von 70 bis 100 Millimeter: Was die Maße eines Ski verraten und warum Ihr Fahrstil wichtiger ist als die Länge.',
        heroAlt: 'Schneebedeckte Berge im Nachmittagslicht',
        body: `<p>Auf der Seite eines Ski stehen drei Zahlen, etwa 128-78-112: die Breite von Schaufel, Taille und Ende in Millimetern. Die Taille sagt am meisten aus. Je schmaler sie ist, desto schneller wechselt der Ski auf harter Piste die Kante.</p>
<h2 id="laenge">Länge</h2>
<p>Für Einsteiger passt ein Ski, der zwischen Kinn und Nase reicht. Mit wachsendem Können steigt die Länge bis auf Stirnhöhe. Schwerere Fahrer und alle, die lange, schnelle Schwünge fahren, dürfen noch länger wählen.</p>
<h2 id="rocker">Rocker und Camber</h2>
<p>Rocker, also eine früh aufgebogene Schaufel, lässt den Ski kürzer wirken und leichter drehen. Deshalb dürfen Sie einen Rocker-Ski etwas länger wählen als einen klassischen. Beachten Sie auch die Größentabelle in unserem <a href="${de.guide('skiing', 'alpineSkis')}">Ratgeber</a>.</p>`,
      },
      fr: {
        title: 'Longueur et largeur au patin des skis expliquées',
        excerpt: 'Du menton au front, de 70 à 100 millimètres : ce que disent les cotes d’un ski, et pourquoi votre façon de skier compte plus que sa longueur.',
        heroAlt: 'Des montagnes enneigées dans la lumière de l’après-midi',
        body: `<p>Sur le flanc d’un ski figurent trois nombres, par exemple 128-78-112 : la largeur de la spatule, du patin et du talon en millimètres. Le patin en dit le plus. Plus il est étroit, plus le ski passe vite d’une carre à l’autre sur neige dure.</p>
<h2 id="longueur">Longueur</h2>
<p>Pour un débutant, un ski qui arrive entre le menton et le nez convient. Avec l’expérience, la longueur monte à hauteur du front. Les skieurs plus lourds et ceux qui enchaînent de grandes courbes rapides peuvent choisir encore plus long.</p>
<h2 id="rocker">Rocker et cambre</h2>
<p>Le rocker, une spatule relevée tôt, rend le ski plus court en sensation et plus facile à tourner. Vous pouvez donc prendre un ski rocker un peu plus long qu’un ski classique. Voir aussi le tableau des tailles de notre <a href="${fr.guide('skiing', 'alpineSkis')}">guide</a>.</p>`,
      },
      ru: {
        title: 'Длина лыж и ширина талии: что важно знать',
        excerpt: 'От подбородка до лба, от 70 до 100 миллиметров: что говорят размеры лыжи и почему манера катания важнее длины.',
        heroAlt: 'Заснеженные горные вершины в послеполуденном свете',
        body: `<p>На боковине лыжи указаны три числа, например 128-78-112: ширина носка, талии и пятки в миллиметрах. Больше всего говорит талия. Чем она уже, тем быстрее лыжа перекантовывается на жёсткой трассе.</p>
<h2 id="dlina">Длина</h2>
<p>Новичку подойдёт лыжа от подбородка до носа. С опытом длина растёт до уровня лба. Тяжёлым лыжникам и тем, кто катается длинными быстрыми дугами, можно выбрать ещё длиннее.</p>
<h2 id="rocker">Рокер и кэмбер</h2>
<p>Рокер — рано поднятый носок — делает лыжу короче по ощущениям и послушнее в повороте. Поэтому лыжу с рокером можно брать немного длиннее классической. Смотрите также таблицу размеров в нашем <a href="${ru.guide('skiing', 'alpineSkis')}">руководстве</a>.</p>`,
      },
    },
  },
  {
    id: 3, key: 'skiTouring', category: 'guides', blogger: 'aino', published: '2026-02-24', theme: 'alpine-peaks',
    models: { guide: 'skiTouring' },
    texts: {
      fi: {
        title: 'Aloittelijan opas randonee-hiihtoon',
        excerpt: 'Nousukarvat, kävelyasentoon kääntyvät monot ja lumivyörytaidot: mitä tarvitset ensimmäiselle randonee-retkellesi.',
        heroAlt: 'Hiihtäjän jäljet nousevat lumista vuorenrinnettä ylös',
        body: `<p>Ensimmäinen randonee-päiväni Lyngenissä opetti, että ylös on pitkä matka ja alas lyhyt – ja että molemmista nauttii, kun varusteet toimivat. Randonee-suksessa on kevyt rakenne, siteet vapauttavat kannan nousuun ja nousukarvat pitävät suksen paikallaan jyrkässäkin rinteessä.</p>
<h2 id="varusteet">Mitä tarvitset</h2>
<ul>
<li>randonee-sukset, -siteet ja nousukarvat</li>
<li>monot, joissa on kävelyasento</li>
<li>lumivyörylähetin, lapio ja sondi sekä taito käyttää niitä.</li>
</ul>
<p>Aloita hoidetuilta nousureiteiltä tai opastetulta retkeltä, ja käy lumivyörykurssi ennen kuin lähdet rinteiden ulkopuolelle. Pukeudu kerroksittain: nousussa tulee kuuma, huipulla kylmä. Vinkit löydät <a href="${fi.guide('clothing', 'layering')}">kerrospukeutumisen oppaasta</a>.</p>`,
      },
      en: {
        title: 'A beginner’s guide to ski touring',
        excerpt: 'Climbing skins, boots with a walk mode and avalanche skills: what you need for your first ski tour.',
        heroAlt: 'A skier’s track climbing a snowy mountainside',
        body: `<p>My first touring day in Lyngen taught me that the way up is long and the way down short – and that you enjoy both when your gear works. A touring ski is light, the binding frees your heel for the climb, and climbing skins hold the ski in place even on a steep slope.</p>
<h2 id="gear">What you need</h2>
<ul>
<li>touring skis, bindings and climbing skins</li>
<li>boots with a walk mode</li>
<li>an avalanche transceiver, shovel and probe, and the skills to use them.</li>
</ul>
<p>Start on marked uphill routes at a resort or on a guided tour, and take an avalanche course before you head off-piste. Dress in layers: you get hot on the way up and cold at the top. Our <a href="${en.guide('clothing', 'layering')}">layering guide</a> has the details.</p>`,
      },
      sv: {
        title: 'Nybörjarguide till turskidåkning',
        excerpt: 'Stighudar, pjäxor med gångläge och lavinkunskap: det här behöver du för din första skidtur.',
        heroAlt: 'Ett skidspår som klättrar uppför en snöig bergssluttning',
        body: `<p>Min första turdag i Lyngen lärde mig att vägen upp är lång och vägen ner kort – och att man njuter av båda när utrustningen fungerar. En turskida är lätt, bindningen släpper hälen i uppförsbacken och stighudarna håller skidan på plats även i en brant sluttning.</p>
<h2 id="utrustning">Det här behöver du</h2>
<ul>
<li>turskidor, turbindningar och stighudar</li>
<li>pjäxor med gångläge</li>
<li>lavinsändare, spade och sond, och kunskapen att använda dem.</li>
</ul>
<p>Börja på markerade uppförsleder i en skidort eller på en guidad tur, och gå en lavinkurs innan du ger dig ut utanför pisten. Klä dig i lager: i uppförsbacken blir det varmt, på toppen kallt. Tips finns i vår <a href="${sv.guide('clothing', 'layering')}">guide till lager-på-lager</a>.</p>`,
      },
      de: {
        title: 'Skitouren für Einsteiger',
        excerpt: 'Steigfelle, Skischuhe mit Gehmodus und Lawinenwissen: Was Sie für Ihre erste Skitour brauchen.',
        heroAlt: 'Eine Skispur, die einen verschneiten Berghang hinaufführt',
        body: `<p>Mein erster Tourentag in Lyngen hat mich gelehrt: Der Weg nach oben ist lang, der nach unten kurz – und beides macht Freude, wenn die Ausrüstung funktioniert. Ein Tourenski ist leicht, die Bindung gibt beim Aufstieg die Ferse frei, und Steigfelle halten den Ski auch am steilen Hang.</p>
<h2 id="ausruestung">Was Sie brauchen</h2>
<ul>
<li>Tourenski, Tourenbindung und Steigfelle</li>
<li>Skischuhe mit Gehmodus</li>
<li>LVS-Gerät, Schaufel und Sonde – und die Übung, sie zu benutzen.</li>
</ul>
<p>Beginnen Sie auf markierten Aufstiegsrouten im Skigebiet oder mit einer geführten Tour, und besuchen Sie einen Lawinenkurs, bevor Sie ins freie Gelände gehen. Kleiden Sie sich im Zwiebelprinzip: Beim Aufstieg wird es warm, auf dem Gipfel kalt. Mehr dazu in unserem <a href="${de.guide('clothing', 'layering')}">Ratgeber zum Zwiebelprinzip</a>.</p>`,
      },
      fr: {
        title: 'Guide du ski de randonnée pour débutants',
        excerpt: 'Peaux de phoque, chaussures avec mode marche et connaissances avalanche : ce qu’il vous faut pour votre première sortie.',
        heroAlt: 'Une trace de ski qui monte sur un versant enneigé',
        body: `<p>Ma première journée de randonnée à Lyngen m’a appris que la montée est longue et la descente courte – et qu’on apprécie les deux quand le matériel suit. Un ski de randonnée est léger, la fixation libère le talon pour monter et les peaux de phoque tiennent le ski même dans une pente raide.</p>
<h2 id="materiel">Ce qu’il vous faut</h2>
<ul>
<li>des skis, des fixations de randonnée et des peaux</li>
<li>des chaussures avec mode marche</li>
<li>un DVA, une pelle et une sonde, et savoir s’en servir.</li>
</ul>
<p>Commencez par les itinéraires de montée balisés d’une station ou par une sortie encadrée, et suivez une formation avalanche avant de partir hors-piste. Habillez-vous en couches : on a chaud en montée et froid au sommet. Tous les conseils dans notre <a href="${fr.guide('clothing', 'layering')}">guide du système des trois couches</a>.</p>`,
      },
      ru: {
        title: 'Ски-тур для начинающих',
        excerpt: 'Камусы, ботинки с режимом ходьбы и знания о лавинах: что нужно для первого ски-тура.',
        heroAlt: 'Лыжный след поднимается по заснеженному склону горы',
        body: `<p>Мой первый день ски-тура в Люнгене научил меня: путь наверх долгий, вниз — короткий, и оба приносят радость, когда снаряжение работает. Туровая лыжа лёгкая, крепление освобождает пятку на подъёме, а камусы держат лыжу даже на крутом склоне.</p>
<h2 id="snaryazhenie">Что понадобится</h2>
<ul>
<li>туровые лыжи, крепления и камусы</li>
<li>ботинки с режимом ходьбы</li>
<li>лавинный датчик, лопата и щуп — и умение ими пользоваться.</li>
</ul>
<p>Начните с размеченных маршрутов подъёма на курорте или с походом с гидом и пройдите лавинный курс, прежде чем уходить за пределы трасс. Одевайтесь слоями: на подъёме жарко, на вершине холодно. Подробнее — в нашем <a href="${ru.guide('clothing', 'layering')}">руководстве по многослойной одежде</a>.</p>`,
      },
    },
  },
];
