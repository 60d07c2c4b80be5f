import { guideTab } from './guide-tab.ts';
import type { TabInput } from './page-types.ts';
import { linksFor } from './paths.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

const hikingBoots = guideTab(1021, 'hikingBoots', {
  fi: {
    title: 'Vaelluskenkien valinta',
    content: `<h2 id="varren-korkeus">Varren korkeus ja jäykkyys</h2>
<p>Matalat kengät sopivat poluille ja päiväretkille kevyellä repulla. Nilkkaa tukeva varsi on turvallisempi kivikossa ja raskaan rinkan kanssa. Mitä kivisempää maasto ja painavampi kuorma, sitä jäykempi pohja säästää jalkoja.</p>
<h2 id="kalvo-ja-pohja">Kalvo ja pohja</h2>
<p>Gore-Tex-kalvo pitää jalat kuivina märässä maastossa ja lumessa, mutta kesähelteellä kalvoton kenkä hengittää paremmin. Pohjan kuviointi ja kumiseos ratkaisevat pidon: esimerkiksi Vibram-pohjat pitävät hyvin märällä kalliolla. Kuluneen pohjan voi usein vaihtaa <a href="${fi.repairService}">korjauspalvelussamme</a>.</p>
<h2 id="sovitus">Sovitus</h2>
<ul>
<li>Sovita iltapäivällä, kun jalat ovat turvonneet, ja käytä vaellussukkia.</li>
<li>Varpaiden eteen jää peukalonleveyden verran tilaa, ettei varpaat osu alamäessä kärkeen.</li>
<li>Kantapää ei saa nousta askeleessa.</li>
<li>Käytä uusia kenkiä muutamilla lyhyillä lenkeillä ennen pitkää vaellusta.</li>
</ul>`,
  },
  en: {
    title: 'Choosing hiking boots',
    content: `<h2 id="height-and-stiffness">Cuff height and stiffness</h2>
<p>Low shoes suit trails and day hikes with a light pack. A cuff that supports the ankle is safer on rocky ground and with a heavy backpack. The rockier the terrain and the heavier the load, the more a stiff sole saves your feet.</p>
<h2 id="membrane-and-sole">Membrane and sole</h2>
<p>A Gore-Tex membrane keeps your feet dry in wet terrain and snow, but in summer heat a boot without a membrane breathes better. Grip depends on the tread and rubber compound: Vibram soles, for example, grip well on wet rock. A worn sole can often be replaced by our <a href="${en.repairService}">repair service</a>.</p>
<h2 id="fitting">Fitting</h2>
<ul>
<li>Try boots on in the afternoon when your feet have swollen, and wear hiking socks.</li>
<li>Leave a thumb's width in front of your toes so they do not hit the front on descents.</li>
<li>Your heel should not lift when you walk.</li>
<li>Wear new boots on a few short walks before a long trek.</li>
</ul>`,
  },
  sv: {
    title: 'Välja vandringskängor',
    content: `<h2 id="skafthojd">Skafthöjd och styvhet</h2>
<p>Låga skor passar stigar och dagsturer med lätt packning. Ett skaft som stöder fotleden är säkrare i stenig terräng och med tung ryggsäck. Ju stenigare terräng och tyngre packning, desto mer skonar en styv sula fötterna.</p>
<h2 id="membran-och-sula">Membran och sula</h2>
<p>Ett Gore-Tex-membran håller fötterna torra i blöt terräng och snö, men i sommarvärme andas en sko utan membran bättre. Greppet avgörs av sulans mönster och gummiblandning – Vibram-sulor greppar till exempel bra på våta hällar. En sliten sula kan ofta bytas hos vår <a href="${sv.repairService}">reparationsservice</a>.</p>
<h2 id="provning">Provning</h2>
<ul>
<li>Prova på eftermiddagen när fötterna har svullnat, och använd vandringsstrumpor.</li>
<li>Lämna en tumbredd framför tårna så att de inte slår i nedför.</li>
<li>Hälen ska inte lyfta när du går.</li>
<li>Gå in nya kängor på några korta turer före en lång vandring.</li>
</ul>`,
  },
  de: {
    title: 'Wanderschuhe richtig auswählen',
    content: `<h2 id="schafthoehe">Schafthöhe und Steifigkeit</h2>
<p>Halbschuhe passen zu Wegen und Tagestouren mit leichtem Gepäck. Ein knöchelhoher Schaft gibt im Blockgelände und mit schwerem Rucksack mehr Sicherheit. Je felsiger das Gelände und je schwerer die Last, desto mehr schont eine steife Sohle die Füße.</p>
<h2 id="membran-und-sohle">Membran und Sohle</h2>
<p>Eine Gore-Tex-Membran hält die Füße in nassem Gelände und Schnee trocken; bei Sommerhitze atmet ein Schuh ohne Membran besser. Den Grip bestimmen Profil und Gummimischung – Vibram-Sohlen etwa haften gut auf nassem Fels. Eine abgelaufene Sohle kann unser <a href="${de.repairService}">Reparaturservice</a> oft ersetzen.</p>
<h2 id="anprobe">Anprobe</h2>
<ul>
<li>Probieren Sie nachmittags, wenn die Füße angeschwollen sind, und mit Wandersocken.</li>
<li>Vor den Zehen sollte eine Daumenbreite Platz bleiben, damit sie bergab nicht anstoßen.</li>
<li>Die Ferse darf beim Gehen nicht rutschen.</li>
<li>Laufen Sie neue Schuhe auf ein paar kurzen Touren ein, bevor es auf die große Wanderung geht.</li>
</ul>`,
  },
  fr: {
    title: 'Choisir ses chaussures de randonnée',
    content: `<h2 id="hauteur-et-rigidite">Hauteur de tige et rigidité</h2>
<p>Les chaussures basses conviennent aux sentiers et aux sorties à la journée avec un sac léger. Une tige montante qui maintient la cheville est plus sûre dans les pierriers et avec un gros sac. Plus le terrain est rocailleux et la charge lourde, plus une semelle rigide ménage vos pieds.</p>
<h2 id="membrane-et-semelle">Membrane et semelle</h2>
<p>Une membrane Gore-Tex garde les pieds au sec sur terrain humide et dans la neige, mais en plein été une chaussure sans membrane respire mieux. L'adhérence dépend des crampons et de la gomme : les semelles Vibram, par exemple, accrochent bien sur rocher mouillé. Une semelle usée peut souvent être remplacée par notre <a href="${fr.repairService}">service de réparation</a>.</p>
<h2 id="essayage">Essayage</h2>
<ul>
<li>Essayez en fin de journée, quand le pied a gonflé, avec des chaussettes de randonnée.</li>
<li>Gardez un pouce d'espace devant les orteils pour qu'ils ne butent pas en descente.</li>
<li>Le talon ne doit pas se soulever à la marche.</li>
<li>Faites quelques courtes sorties avec des chaussures neuves avant un long trek.</li>
</ul>`,
  },
  ru: {
    title: 'Как выбрать треккинговую обувь',
    content: `<h2 id="vysota-i-zhestkost">Высота и жёсткость</h2>
<p>Низкие кроссовки подходят для троп и однодневных походов с лёгким рюкзаком. Высокое голенище, поддерживающее голеностоп, надёжнее на камнях и с тяжёлым рюкзаком. Чем каменистее рельеф и тяжелее груз, тем больше жёсткая подошва бережёт ноги.</p>
<h2 id="membrana-i-podoshva">Мембрана и подошва</h2>
<p>Мембрана Gore-Tex сохраняет ноги сухими на мокрой местности и в снегу, но в летнюю жару обувь без мембраны дышит лучше. Сцепление зависит от протектора и резины: подошвы Vibram, например, хорошо держат на мокрых скалах. Изношенную подошву часто можно заменить в нашем <a href="${ru.repairService}">сервисе</a>.</p>
<h2 id="primerka">Примерка</h2>
<ul>
<li>Примеряйте обувь во второй половине дня, когда ноги отекают, и в треккинговых носках.</li>
<li>Перед пальцами должен оставаться запас шириной с большой палец, чтобы на спусках они не упирались.</li>
<li>Пятка при ходьбе не должна подниматься.</li>
<li>Разносите новую обувь на нескольких коротких прогулках перед долгим походом.</li>
</ul>`,
  },
});

const packing = guideTab(1022, 'packing', {
  fi: {
    title: 'Rinkan pakkaaminen',
    content: `<h2 id="koko">Oikea koko</h2>
<p>Päiväretkelle riittää 20–30 litran reppu, yön yli -retkelle 40–55 litraa ja viikon vaellukselle 60–80 litraa. Kuorma ei saisi ylittää neljäsosaa omasta painostasi.</p>
<h2 id="jarjestys">Pakkausjärjestys</h2>
<ul>
<li>Pohjalle kevyt ja iltaan asti tarpeeton: makuupussi ja yövaatteet.</li>
<li>Keskelle, lapaluiden korkeudelle ja lähelle selkää raskaimmat tavarat: ruoka, keitin ja vesi.</li>
<li>Ylös ja kansitaskuun päivän aikana tarvittavat: sadetakki, välipalat, kartta ja ensiapu.</li>
<li>Pakkaa kaikki vesitiiviisiin pusseihin ja ota mukaan sadesuoja.</li>
</ul>
<h2 id="saato">Rinkan säätö</h2>
<p>Säädä ensin lantiovyö lantioluiden päälle – sen kuuluu kantaa noin neljä viidesosaa painosta. Kiristä sitten olkaimet ja lopuksi kuormansäätöhihnat noin 45 asteen kulmaan. Rinkan voi myös vuokrata <a href="${fi.rental}">vuokraamosta</a> ennen kuin ostat omaa.</p>`,
  },
  en: {
    title: 'Packing a backpack',
    content: `<h2 id="size">The right size</h2>
<p>A day hike needs a 20–30 litre pack, an overnight trip 40–55 litres and a week-long trek 60–80 litres. The load should not exceed a quarter of your body weight.</p>
<h2 id="order">What goes where</h2>
<ul>
<li>At the bottom, light things you only need in the evening: sleeping bag and sleepwear.</li>
<li>In the middle, at shoulder-blade height and close to your back, the heaviest items: food, stove and water.</li>
<li>At the top and in the lid, what you need during the day: rain jacket, snacks, map and first aid.</li>
<li>Pack everything in waterproof bags and bring a rain cover.</li>
</ul>
<h2 id="adjusting">Adjusting the pack</h2>
<p>First fasten the hip belt over your hip bones – it should carry about four fifths of the weight. Then tighten the shoulder straps and finally the load lifters to about 45 degrees. You can also hire a backpack from our <a href="${en.rental}">rental</a> before buying your own.</p>`,
  },
  sv: {
    title: 'Packa ryggsäcken',
    content: `<h2 id="storlek">Rätt storlek</h2>
<p>Till en dagstur räcker 20–30 liter, till en övernattning 40–55 liter och till en veckas vandring 60–80 liter. Packningen bör inte väga mer än en fjärdedel av din kroppsvikt.</p>
<h2 id="ordning">Vad ska var?</h2>
<ul>
<li>Längst ner lätta saker du behöver först på kvällen: sovsäck och sovkläder.</li>
<li>I mitten, i höjd med skulderbladen och nära ryggen, det tyngsta: mat, kök och vatten.</li>
<li>Överst och i locket det du behöver under dagen: regnjacka, mellanmål, karta och första hjälpen.</li>
<li>Packa allt i vattentäta påsar och ta med ett regnskydd.</li>
</ul>
<h2 id="justering">Justera ryggsäcken</h2>
<p>Spänn först höftbältet över höftbenen – det ska bära ungefär fyra femtedelar av vikten. Dra sedan åt axelremmarna och sist lastjusteringsremmarna till cirka 45 grader. Du kan också hyra en ryggsäck via vår <a href="${sv.rental}">uthyrning</a> innan du köper en egen.</p>`,
  },
  de: {
    title: 'Rucksack richtig packen',
    content: `<h2 id="groesse">Die richtige Größe</h2>
<p>Für Tagestouren genügen 20–30 Liter, für eine Übernachtung 40–55 Liter und für eine Woche Trekking 60–80 Liter. Das Gepäck sollte nicht mehr als ein Viertel Ihres Körpergewichts wiegen.</p>
<h2 id="packreihenfolge">Was kommt wohin?</h2>
<ul>
<li>Nach unten Leichtes, das Sie erst abends brauchen: Schlafsack und Schlafkleidung.</li>
<li>In die Mitte, auf Höhe der Schulterblätter und nah am Rücken, das Schwerste: Essen, Kocher und Wasser.</li>
<li>Nach oben und ins Deckelfach, was Sie unterwegs brauchen: Regenjacke, Snacks, Karte und Erste Hilfe.</li>
<li>Packen Sie alles in wasserdichte Beutel und nehmen Sie einen Regenschutz mit.</li>
</ul>
<h2 id="einstellen">Rucksack einstellen</h2>
<p>Schließen Sie zuerst den Hüftgurt über den Beckenknochen – er soll etwa vier Fünftel des Gewichts tragen. Ziehen Sie dann die Schultergurte und zuletzt die Lageverstellriemen auf etwa 45 Grad an. Bevor Sie kaufen, können Sie einen Rucksack auch in unserem <a href="${de.rental}">Verleih</a> ausleihen.</p>`,
  },
  fr: {
    title: 'Bien préparer son sac à dos',
    content: `<h2 id="volume">Le bon volume</h2>
<p>Pour la journée, 20 à 30 litres suffisent ; pour une nuit dehors, 40 à 55 litres ; pour une semaine de trek, 60 à 80 litres. La charge ne devrait pas dépasser le quart de votre poids.</p>
<h2 id="rangement">Où ranger quoi ?</h2>
<ul>
<li>Au fond, le léger dont vous n'aurez besoin que le soir : sac de couchage et vêtements de nuit.</li>
<li>Au milieu, à hauteur des omoplates et près du dos, le plus lourd : nourriture, réchaud et eau.</li>
<li>En haut et dans le rabat, ce qui sert dans la journée : veste de pluie, en-cas, carte et trousse de secours.</li>
<li>Rangez tout dans des sacs étanches et prévoyez une housse de pluie.</li>
</ul>
<h2 id="reglages">Régler son sac</h2>
<p>Serrez d'abord la ceinture sur les os du bassin : elle doit porter environ les quatre cinquièmes du poids. Ajustez ensuite les bretelles, puis les rappels de charge à environ 45 degrés. Vous pouvez aussi louer un sac via notre <a href="${fr.rental}">service de location</a> avant d'acheter le vôtre.</p>`,
  },
  ru: {
    title: 'Как упаковать рюкзак',
    content: `<h2 id="obem">Подходящий объём</h2>
<p>Для однодневного похода хватит рюкзака на 20–30 литров, для похода с ночёвкой — 40–55 литров, для недельного маршрута — 60–80 литров. Груз не должен превышать четверти вашего веса.</p>
<h2 id="poryadok">Что куда класть</h2>
<ul>
<li>На дно — лёгкие вещи, которые понадобятся только вечером: спальник и одежда для сна.</li>
<li>В середину, на уровне лопаток и ближе к спине, — самое тяжёлое: еда, горелка и вода.</li>
<li>Наверх и в клапан — то, что нужно в течение дня: дождевик, перекус, карта и аптечка.</li>
<li>Упакуйте всё в герметичные мешки и возьмите накидку от дождя.</li>
</ul>
<h2 id="regulirovka">Регулировка рюкзака</h2>
<p>Сначала застегните поясной ремень на тазовых костях — он должен нести около четырёх пятых веса. Затем подтяните плечевые лямки и в конце — стяжки под углом около 45 градусов. Рюкзак можно взять в нашем <a href="${ru.rental}">прокате</a>, прежде чем покупать свой.</p>`,
  },
});

const everymansRight = guideTab(1023, 'everymansRight', {
  fi: {
    title: 'Jokamiehenoikeudet',
    content: `<h2 id="saat">Mitä saat tehdä</h2>
<p>Suomessa saat liikkua luonnossa jalan, hiihtäen ja pyöräillen myös toisen maalla, kunhan et aiheuta haittaa. Saat leiriytyä tilapäisesti riittävän kaukana asumuksista sekä poimia marjoja, sieniä ja kukkia.</p>
<h2 id="et-saa">Mitä et saa tehdä</h2>
<ul>
<li>Tehdä tulta toisen maalle ilman maanomistajan lupaa – metsäpalovaroituksen aikana avotuli on kielletty kokonaan.</li>
<li>Kaataa tai vahingoittaa puita tai ottaa sammalta ja jäkälää.</li>
<li>Häiritä lintujen pesiä tai poikasia.</li>
<li>Liikkua pihoilla, viljelyksillä tai taimikoissa.</li>
<li>Ajaa moottoriajoneuvolla maastossa ilman lupaa.</li>
</ul>
<h2 id="kansallispuistot">Kansallispuistoissa</h2>
<p>Luonnonsuojelualueilla on omat sääntönsä: leiriydy ja tee tulet vain merkityillä paikoilla. Ajantasaiset tiedot löydät <a href="https://www.luontoon.fi/" target="_blank">Luontoon.fi</a>-palvelusta. Muista myös roskaton retkeily: mitä viet mukanasi, tuot myös takaisin.</p>`,
  },
  en: {
    title: "Everyman's right",
    content: `<h2 id="you-may">What you may do</h2>
<p>In Finland you may walk, ski and cycle in nature, on other people's land too, as long as you cause no harm. You may camp temporarily at a reasonable distance from homes, and pick berries, mushrooms and flowers.</p>
<h2 id="you-may-not">What you may not do</h2>
<ul>
<li>Light a fire on someone else's land without the landowner's permission – during a forest fire warning open fires are banned altogether.</li>
<li>Fell or damage trees or take moss and lichen.</li>
<li>Disturb birds' nests or their young.</li>
<li>Walk through yards, cultivated fields or seedling stands.</li>
<li>Drive motor vehicles off-road without permission.</li>
</ul>
<h2 id="national-parks">In national parks</h2>
<p>Protected areas have their own rules: camp and make fires only at marked sites. Up-to-date information is on <a href="https://www.nationalparks.fi/" target="_blank">Nationalparks.fi</a>. And remember to leave no trace: whatever you carry in, you carry out.</p>`,
  },
  sv: {
    title: 'Allemansrätten',
    content: `<h2 id="du-far">Det här får du</h2>
<p>I Finland får du röra dig i naturen till fots, på skidor och på cykel, även på annans mark, så länge du inte orsakar skada. Du får tälta tillfälligt på tillräckligt avstånd från bostäder och plocka bär, svamp och blommor.</p>
<h2 id="du-far-inte">Det här får du inte</h2>
<ul>
<li>Göra upp eld på annans mark utan markägarens tillstånd – vid varning för skogsbrand är öppen eld helt förbjuden.</li>
<li>Fälla eller skada träd eller ta mossa och lav.</li>
<li>Störa fåglarnas bon eller ungar.</li>
<li>Gå över gårdsplaner, odlingar eller plantskog.</li>
<li>Köra motorfordon i terrängen utan tillstånd.</li>
</ul>
<h2 id="nationalparker">I nationalparker</h2>
<p>Naturskyddsområden har egna regler: tälta och gör upp eld bara på märkta platser. Aktuell information finns på <a href="https://www.utinaturen.fi/" target="_blank">Utinaturen.fi</a>. Kom också ihåg att inte lämna skräp efter dig: det du bär in, bär du också ut.</p>`,
  },
  de: {
    title: 'Jedermannsrecht',
    content: `<h2 id="erlaubt">Was erlaubt ist</h2>
<p>In Finnland dürfen Sie sich zu Fuß, auf Ski und mit dem Rad frei in der Natur bewegen, auch auf fremdem Grund, solange Sie keinen Schaden anrichten. Sie dürfen in angemessenem Abstand zu Wohnhäusern vorübergehend zelten sowie Beeren, Pilze und Blumen sammeln.</p>
<h2 id="verboten">Was verboten ist</h2>
<ul>
<li>Feuer auf fremdem Grund ohne Erlaubnis des Eigentümers – bei Waldbrandwarnung ist offenes Feuer ganz verboten.</li>
<li>Bäume fällen oder beschädigen, Moos und Flechten mitnehmen.</li>
<li>Vogelnester oder Jungvögel stören.</li>
<li>Über Hofgrundstücke, Felder oder Schonungen gehen.</li>
<li>Ohne Genehmigung mit Motorfahrzeugen ins Gelände fahren.</li>
</ul>
<h2 id="nationalparks">In Nationalparks</h2>
<p>In Schutzgebieten gelten eigene Regeln: Zelten und Feuer nur an ausgewiesenen Plätzen. Aktuelle Informationen bietet <a href="https://www.nationalparks.fi/" target="_blank">Nationalparks.fi</a>. Und denken Sie daran: Was Sie hineintragen, tragen Sie auch wieder hinaus.</p>`,
  },
  fr: {
    title: 'Le droit d’accès à la nature',
    content: `<h2 id="autorise">Ce qui est permis</h2>
<p>En Finlande, le « droit de chacun » vous permet de marcher, skier et pédaler dans la nature, y compris sur un terrain privé, tant que vous ne causez aucun dommage. Vous pouvez camper temporairement à bonne distance des habitations et cueillir baies, champignons et fleurs.</p>
<h2 id="interdit">Ce qui est interdit</h2>
<ul>
<li>Faire du feu sur le terrain d'autrui sans l'accord du propriétaire ; en cas d'alerte incendie, tout feu à l'air libre est interdit.</li>
<li>Abattre ou abîmer des arbres, prélever mousse et lichen.</li>
<li>Déranger les nids ou les oisillons.</li>
<li>Traverser cours, cultures ou jeunes plantations.</li>
<li>Circuler en véhicule à moteur hors des routes sans autorisation.</li>
</ul>
<h2 id="parcs-nationaux">Dans les parcs nationaux</h2>
<p>Les espaces protégés ont leurs propres règles : camping et feux uniquement aux emplacements balisés. Informations à jour sur <a href="https://www.nationalparks.fi/" target="_blank">Nationalparks.fi</a>. Et pensez « zéro trace » : tout ce que vous apportez repart avec vous.</p>`,
  },
  ru: {
    title: 'Право свободного доступа к природе',
    content: `<h2 id="mozhno">Что можно</h2>
<p>В Финляндии можно свободно передвигаться по природе пешком, на лыжах и на велосипеде, в том числе по чужой земле, если вы не причиняете вреда. Можно временно ставить палатку на достаточном расстоянии от жилья, собирать ягоды, грибы и цветы.</p>
<h2 id="nelzya">Чего нельзя</h2>
<ul>
<li>Разводить огонь на чужой земле без разрешения владельца; при предупреждении о лесных пожарах открытый огонь запрещён полностью.</li>
<li>Рубить или повреждать деревья, собирать мох и лишайник.</li>
<li>Беспокоить гнёзда и птенцов.</li>
<li>Ходить по дворам, посевам и молодым посадкам.</li>
<li>Ездить на моторной технике по бездорожью без разрешения.</li>
</ul>
<h2 id="natsionalnye-parki">В национальных парках</h2>
<p>На охраняемых территориях действуют свои правила: палатку ставьте и костёр разводите только в отмеченных местах. Актуальная информация — на сайте <a href="https://www.nationalparks.fi/" target="_blank">Nationalparks.fi</a>. И помните: всё, что принесли с собой, уносите обратно.</p>`,
  },
});

/** Hiking: the top tab and its three nested guides. */
export const hikingTab: TabInput = guideTab(1002, 'hiking', {
  fi: { title: 'Retkeily', content: '<p>Hyvät kengät, oikein pakattu rinkka ja luonnon pelisääntöjen tuntemus tekevät retkestä turvallisen ja mukavan.</p>' },
  en: { title: 'Hiking', content: '<p>Good boots, a well-packed backpack and knowing the rules of the countryside make a hike safe and enjoyable.</p>' },
  sv: { title: 'Vandring', content: '<p>Bra kängor, en välpackad ryggsäck och kunskap om naturens spelregler gör turen trygg och trevlig.</p>' },
  de: { title: 'Wandern', content: '<p>Gute Schuhe, ein gut gepackter Rucksack und die Regeln der Natur machen jede Tour sicher und angenehm.</p>' },
  fr: { title: 'Randonnée', content: '<p>De bonnes chaussures, un sac bien préparé et le respect des règles de la nature rendent chaque randonnée sûre et agréable.</p>' },
  ru: { title: 'Походы', content: '<p>Хорошая обувь, правильно собранный рюкзак и знание правил поведения на природе делают поход безопасным и приятным.</p>' },
}, [hikingBoots, packing, everymansRight]);
