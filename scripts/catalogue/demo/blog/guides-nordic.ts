import { linksFor } from '../content/pages/paths.ts';
import type { DemoPost } from './types.ts';

const fi = linksFor('fi');
const en = linksFor('en');
const sv = linksFor('sv');
const de = linksFor('de');
const fr = linksFor('fr');
const ru = linksFor('ru');

/** Jussi's cross-country guides: classic or skate, grip, boots. */
export const NORDIC_GUIDES: DemoPost[] = [
  {
    id: 7, key: 'chooseNordicSkis', category: 'guides', blogger: 'jussi', published: '2025-11-25', theme: 'snowy-slope',
    models: { guide: 'chooseNordicSkis' },
    texts: {
      fi: {
        title: 'Perinteinen vai luistelu? Näin valitset murtomaasukset',
        excerpt: 'Perinteinen on helppo aloittaa, luistelu vaatii tekniikkaa mutta palkitsee vauhdilla. Näin valitset tyylin ja oikean jäykkyyden.',
        heroAlt: 'Latu kulkee lumisen metsän läpi',
        body: `<p>Jos olet vasta aloittamassa, valitse perinteinen hiihtotapa. Se on luonteva liike, toimii kapeillakin laduilla ja sopii retkille. Luistelu on nopeampaa ja kovempaa treeniä, mutta se vaatii leveän, hyvin tampatun ladun ja jonkin verran tekniikkaa.</p>
<h2 id="jaykkyys">Jäykkyys painon mukaan</h2>
<p>Murtomaasukset valitaan pituuden lisäksi painon mukaan. Perinteisen suksen pitoalue saa koskettaa lunta vasta, kun siirrät painon yhdelle suksella – muuten suksi jarruttaa. Siksi punnitsemme ja mittaamme sukset myymälässä ennen kuin suosittelemme paria.</p>
<p>Perinteisen hiihdon suksi on yleensä 20–30 cm pituuttasi pidempi, luistelusuksi 10–15 cm. Katso myös <a href="${fi.guide('skiing', 'nordicSkis')}">murtomaasuksen valintaopas</a>.</p>`,
      },
      en: {
        title: 'Classic or skate? How to choose cross-country skis',
        excerpt: 'Classic is easy to start, skating takes technique but rewards you with speed. How to choose your style and the right stiffness.',
        heroAlt: 'A ski track running through a snowy forest',
        body: `<p>If you are just starting out, choose classic. It is a natural movement, works on narrow tracks and suits longer trips. Skating is faster and harder training, but it needs a wide, well-groomed track and some technique.</p>
<h2 id="stiffness">Stiffness by weight</h2>
<p>Cross-country skis are chosen by weight as well as height. The grip zone of a classic ski should only touch the snow when you put your weight on one ski – otherwise the ski brakes. That is why we weigh you and measure the skis in the store before we recommend a pair.</p>
<p>A classic ski is usually 20–30 cm longer than you are tall, a skate ski 10–15 cm. See also our <a href="${en.guide('skiing', 'nordicSkis')}">guide to cross-country skis</a>.</p>`,
      },
      sv: {
        title: 'Klassiskt eller skate? Så väljer du längdskidor',
        excerpt: 'Klassiskt är lätt att börja med, skate kräver teknik men belönar med fart. Så väljer du stil och rätt styvhet.',
        heroAlt: 'Ett skidspår genom en snöig skog',
        body: `<p>Är du nybörjare, välj klassisk stil. Rörelsen är naturlig, fungerar i smala spår och passar på turer. Skate är snabbare och tuffare träning, men kräver ett brett, välpreparerat spår och en del teknik.</p>
<h2 id="styvhet">Styvhet efter vikt</h2>
<p>Längdskidor väljs efter vikt och inte bara längd. Den klassiska skidans fästzon ska nudda snön först när du lägger hela vikten på en skida – annars bromsar den. Därför väger vi dig och mäter skidorna i butiken innan vi rekommenderar ett par.</p>
<p>En klassisk skida är oftast 20–30 cm längre än du, en skateskida 10–15 cm. Se också vår <a href="${sv.guide('skiing', 'nordicSkis')}">guide till längdskidor</a>.</p>`,
      },
      de: {
        title: 'Klassisch oder Skating? So wählen Sie Langlaufski',
        excerpt: 'Klassisch ist leicht zu lernen, Skating verlangt Technik, belohnt aber mit Tempo. So finden Sie Stil und passende Härte.',
        heroAlt: 'Eine Loipe führt durch einen verschneiten Wald',
        body: `<p>Wenn Sie gerade erst anfangen, wählen Sie den klassischen Stil. Die Bewegung ist natürlich, funktioniert auch in schmalen Spuren und eignet sich für Touren. Skating ist schneller und fordernder, braucht aber eine breite, gut präparierte Loipe und etwas Technik.</p>
<h2 id="haerte">Die Härte nach Gewicht</h2>
<p>Langlaufski werden nicht nur nach Größe, sondern auch nach Gewicht gewählt. Die Steigzone eines klassischen Ski darf den Schnee erst berühren, wenn Sie Ihr Gewicht auf einen Ski verlagern – sonst bremst er. Deshalb wiegen wir Sie und vermessen die Ski in der Filiale, bevor wir ein Paar empfehlen.</p>
<p>Ein klassischer Ski ist meist 20–30 cm länger als Ihre Körpergröße, ein Skatingski 10–15 cm. Lesen Sie auch unseren <a href="${de.guide('skiing', 'nordicSkis')}">Ratgeber zu Langlaufski</a>.</p>`,
      },
      fr: {
        title: 'Classique ou skating ? Choisir ses skis de fond',
        excerpt: 'Le classique s’apprend facilement, le skating demande de la technique mais récompense par la vitesse. Comment choisir son style et la bonne rigidité.',
        heroAlt: 'Une piste de ski de fond traverse une forêt enneigée',
        body: `<p>Si vous débutez, choisissez le classique. Le geste est naturel, fonctionne sur des traces étroites et convient aux randonnées. Le skating est plus rapide et plus exigeant, mais il demande une piste large et bien damée et un peu de technique.</p>
<h2 id="rigidite">La rigidité selon le poids</h2>
<p>On choisit des skis de fond selon le poids autant que selon la taille. La zone de retenue d’un ski classique ne doit toucher la neige que lorsque vous mettez tout votre poids sur un ski, sinon il freine. C’est pourquoi nous vous pesons et mesurons les skis en magasin avant de recommander une paire.</p>
<p>Un ski classique mesure en général 20 à 30 cm de plus que vous, un ski de skating 10 à 15 cm. Voir aussi notre <a href="${fr.guide('skiing', 'nordicSkis')}">guide des skis de fond</a>.</p>`,
      },
      ru: {
        title: 'Классика или конёк? Как выбрать беговые лыжи',
        excerpt: 'Классический ход легко освоить, конёк требует техники, но награждает скоростью. Как выбрать стиль и нужную жёсткость.',
        heroAlt: 'Лыжня проходит через заснеженный лес',
        body: `<p>Если вы только начинаете, выбирайте классический ход. Движение естественное, подходит для узкой лыжни и длинных прогулок. Конёк быстрее и тяжелее как тренировка, но требует широкой, хорошо подготовленной трассы и некоторой техники.</p>
<h2 id="zhestkost">Жёсткость по весу</h2>
<p>Беговые лыжи подбирают не только по росту, но и по весу. Колодка классической лыжи должна касаться снега, только когда вы переносите вес на одну лыжу, иначе лыжа тормозит. Поэтому в магазине мы взвешиваем вас и измеряем лыжи, прежде чем что-то рекомендовать.</p>
<p>Классическая лыжа обычно на 20–30 см длиннее вашего роста, коньковая — на 10–15 см. Смотрите также наше <a href="${ru.guide('skiing', 'nordicSkis')}">руководство по выбору беговых лыж</a>.</p>`,
      },
    },
  },
  {
    id: 8, key: 'gripWax', category: 'guides', blogger: 'jussi', published: '2026-01-27', theme: 'forest-lake',
    models: { guide: 'gripWax' },
    texts: {
      fi: {
        title: 'Pitovoide vai karvapohja?',
        excerpt: 'Pitovoide on nopein, karvapohja helpoin. Kokeilin talven aikana molempia – tässä, milloin valitsen kumman.',
        heroAlt: 'Jäätynyt järvi ja metsä talvipäivänä',
        body: `<p>Perinteisen suksen pito syntyy joko pitovoiteesta tai pitoalueen mohairkarvoista. Pitovoiteella voideltu suksi on oikealla voiteella nopein, mutta voide pitää valita lumen ja lämpötilan mukaan. Karvapohja pitää lähes kelillä kuin kelillä ilman voitelua.</p>
<h2 id="milloin">Milloin kumpikin</h2>
<ul>
<li><strong>Pakkaskelit −5 °C:sta alaspäin:</strong> pitovoide on helppo ja nopea.</li>
<li><strong>Nollakelit ja vaihtelevat olosuhteet:</strong> karvapohja säästää klisterin sotkuilta.</li>
<li><strong>Retkihiihto ja tunturit:</strong> karvapohja, koska keli vaihtuu päivän mittaan.</li>
</ul>
<p>Karvapohjaa kannattaa hoitaa: harjaa karvat kuiviksi ja käytä karvoille tarkoitettua suojaa muutaman hiihtokerran välein. Voiteluohjeet löydät <a href="${fi.guide('skiing', 'waxing')}">voiteluoppaasta</a>.</p>`,
      },
      en: {
        title: 'Grip wax or skin skis?',
        excerpt: 'Grip wax is fastest, skins are easiest. I tried both all winter – here is when I choose which.',
        heroAlt: 'A frozen lake and forest on a winter day',
        body: `<p>A classic ski grips either with grip wax or with mohair skins in the grip zone. With the right wax, a waxed ski is the fastest, but you have to choose the wax for the snow and the temperature. Skins grip in almost any conditions without waxing.</p>
<h2 id="when">When to use which</h2>
<ul>
<li><strong>Cold days from −5 °C down:</strong> grip wax is easy and fast.</li>
<li><strong>Around zero and changing conditions:</strong> skins save you from sticky klister.</li>
<li><strong>Touring and the fells:</strong> skins, as conditions change during the day.</li>
</ul>
<p>Skins need a little care: brush them dry and treat them with a skin protector every few outings. Waxing instructions are in our <a href="${en.guide('skiing', 'waxing')}">waxing guide</a>.</p>`,
      },
      sv: {
        title: 'Fästvalla eller skinn?',
        excerpt: 'Fästvalla är snabbast, skinn enklast. Jag provade båda hela vintern – här är när jag väljer vilket.',
        heroAlt: 'En frusen sjö och skog en vinterdag',
        body: `<p>En klassisk skida får fäste antingen av fästvalla eller av mohairskinn i fästzonen. Med rätt valla är en vallad skida snabbast, men vallan ska väljas efter snö och temperatur. Skinn ger fäste i nästan alla förhållanden utan vallning.</p>
<h2 id="nar">När väljer man vad</h2>
<ul>
<li><strong>Kalla dagar från −5 °C och neråt:</strong> fästvalla är enkelt och snabbt.</li>
<li><strong>Runt noll och skiftande före:</strong> skinn besparar dig kladdig klister.</li>
<li><strong>Turåkning och fjäll:</strong> skinn, eftersom föret ändras under dagen.</li>
</ul>
<p>Skinnen behöver lite omsorg: borsta dem torra och behandla dem med skinnskydd med några turers mellanrum. Vallningsinstruktioner finns i vår <a href="${sv.guide('skiing', 'waxing')}">vallningsguide</a>.</p>`,
      },
      de: {
        title: 'Steigwachs oder Fellski?',
        excerpt: 'Steigwachs ist am schnellsten, Felle am einfachsten. Ich habe beides den ganzen Winter getestet – wann ich was wähle.',
        heroAlt: 'Ein zugefrorener See und Wald an einem Wintertag',
        body: `<p>Ein klassischer Ski bekommt seinen Halt entweder durch Steigwachs oder durch Mohairfelle in der Steigzone. Mit dem richtigen Wachs ist ein gewachster Ski am schnellsten, doch das Wachs muss zu Schnee und Temperatur passen. Felle greifen ohne Wachsen bei fast jedem Wetter.</p>
<h2 id="wann">Wann was</h2>
<ul>
<li><strong>Kalte Tage ab −5 °C abwärts:</strong> Steigwachs ist einfach und schnell.</li>
<li><strong>Um den Gefrierpunkt und bei wechselnden Bedingungen:</strong> Felle ersparen Ihnen klebrigen Klister.</li>
<li><strong>Touren und Fjells:</strong> Felle, weil sich die Bedingungen im Tagesverlauf ändern.</li>
</ul>
<p>Felle brauchen etwas Pflege: Bürsten Sie sie trocken und behandeln Sie sie alle paar Touren mit einem Fellschutz. Anleitungen zum Wachsen finden Sie in unserem <a href="${de.guide('skiing', 'waxing')}">Ratgeber zum Wachsen</a>.</p>`,
      },
      fr: {
        title: 'Fart de retenue ou skis à peaux ?',
        excerpt: 'Le fart de retenue est le plus rapide, les peaux les plus simples. J’ai essayé les deux tout l’hiver : voici quand je choisis l’un ou l’autre.',
        heroAlt: 'Un lac gelé et une forêt par une journée d’hiver',
        body: `<p>Un ski classique accroche soit grâce au fart de retenue, soit grâce aux peaux de mohair de la zone de retenue. Avec le bon fart, un ski farté est le plus rapide, mais il faut choisir le fart selon la neige et la température. Les peaux accrochent par presque tous les temps, sans fartage.</p>
<h2 id="quand">Quand choisir quoi</h2>
<ul>
<li><strong>Par grand froid, à partir de −5 °C :</strong> le fart de retenue est simple et rapide.</li>
<li><strong>Autour de zéro et par conditions changeantes :</strong> les peaux vous évitent le klister collant.</li>
<li><strong>Randonnée et collines lapones :</strong> les peaux, car la neige change au fil de la journée.</li>
</ul>
<p>Les peaux demandent un peu d’entretien : brossez-les à sec et traitez-les avec un protecteur toutes les quelques sorties. Les instructions de fartage sont dans notre <a href="${fr.guide('skiing', 'waxing')}">guide du fartage</a>.</p>`,
      },
      ru: {
        title: 'Мазь держания или камус?',
        excerpt: 'Мазь держания быстрее, камус проще. Всю зиму я пробовал и то и другое — рассказываю, когда что выбираю.',
        heroAlt: 'Замёрзшее озеро и лес зимним днём',
        body: `<p>Классическая лыжа держит за счёт мази держания или камуса из мохера в зоне колодки. С правильной мазью смазанная лыжа быстрее всех, но мазь нужно подбирать под снег и температуру. Камус держит почти в любую погоду без смазки.</p>
<h2 id="kogda">Когда что</h2>
<ul>
<li><strong>Морозные дни от −5 °C и ниже:</strong> мазь держания — просто и быстро.</li>
<li><strong>Около нуля и переменчивая погода:</strong> камус избавит от липкого клистера.</li>
<li><strong>Походы и сопки:</strong> камус, ведь условия меняются в течение дня.</li>
</ul>
<p>За камусом нужно ухаживать: вычёсывайте его насухо и раз в несколько выходов обрабатывайте защитным средством. Инструкции по смазке — в нашем <a href="${ru.guide('skiing', 'waxing')}">руководстве по смазке</a>.</p>`,
      },
    },
  },
  {
    id: 9, key: 'fitXcBoots', category: 'guides', blogger: 'jussi', published: '2025-12-09', theme: 'snowy-slope',
    models: { guide: 'fitXcBoots' },
    texts: {
      fi: {
        title: 'Hiihtokenkien valinta ja sovitus',
        excerpt: 'Hyvä hiihtokenkä tukee nilkkaa, taipuu oikeasta kohdasta ja sopii siteisiin. Näin valitset oikean parin.',
        heroAlt: 'Auringonvalo siivilöityy lumisten puiden läpi ladulla',
        body: `<p>Hiihtokenkä on suksen ja hiihtäjän välinen yhteys, ja huonosti istuva kenkä hukkaa voimaa joka potkussa. Perinteisen kengän pohja taipuu helposti päkiän kohdalta, luistelukengässä on jäykkä pohja ja korkea varsi nilkan tueksi. Yhdistelmäkenkä sopii molempiin, jos hiihdät kumpaakin tyyliä.</p>
<h2 id="sovitus">Sovittaessa</h2>
<ul>
<li>Käytä samoja sukkia, joilla hiihdät.</li>
<li>Varpaille pitää jäädä hieman tilaa, mutta kantapää ei saa nousta.</li>
<li>Tarkista, että kengän pohja sopii siteisiisi (NNN, Prolink, Turnamic ja SNS eivät kaikki ole keskenään yhteensopivia).</li>
</ul>
<p>Jos suksesi ja siteesi ovat jo valmiina, ota ne mukaan myymälään, niin tarkistamme yhteensopivuuden. Lue myös <a href="${fi.guide('skiing', 'nordicSkis')}">murtomaasuksen valintaopas</a>.</p>`,
      },
      en: {
        title: 'Choosing and fitting cross-country boots',
        excerpt: 'A good cross-country boot supports the ankle, flexes in the right place and fits your bindings. How to choose the right pair.',
        heroAlt: 'Sunlight filtering through snowy trees along a ski track',
        body: `<p>The boot connects you to the ski, and a poorly fitting boot wastes energy in every kick. A classic boot flexes easily at the ball of the foot; a skate boot has a stiff sole and a high cuff to support the ankle. A combi boot suits both, if you ski both styles.</p>
<h2 id="fitting">When you try them on</h2>
<ul>
<li>Wear the socks you ski in.</li>
<li>Leave a little room for your toes, but your heel must not lift.</li>
<li>Check that the sole fits your bindings (NNN, Prolink, Turnamic and SNS are not all compatible with each other).</li>
</ul>
<p>If you already have skis and bindings, bring them to the store and we will check they work together. Read also our <a href="${en.guide('skiing', 'nordicSkis')}">guide to cross-country skis</a>.</p>`,
      },
      sv: {
        title: 'Välja och prova längdpjäxor',
        excerpt: 'En bra längdpjäxa stöder fotleden, böjer sig på rätt ställe och passar bindningarna. Så väljer du rätt par.',
        heroAlt: 'Solljus silar genom snöiga träd längs ett skidspår',
        body: `<p>Pjäxan är länken mellan dig och skidan, och en pjäxa som sitter dåligt slösar kraft i varje frånskjut. En klassisk pjäxa böjer sig lätt vid trampdynan, en skatepjäxa har styv sula och högt skaft som stöder fotleden. En kombipjäxa passar båda om du åker båda stilarna.</p>
<h2 id="provning">När du provar</h2>
<ul>
<li>Använd strumporna du åker i.</li>
<li>Lämna lite plats för tårna, men hälen får inte lyfta.</li>
<li>Kontrollera att sulan passar dina bindningar (NNN, Prolink, Turnamic och SNS är inte alla kompatibla med varandra).</li>
</ul>
<p>Har du redan skidor och bindningar, ta med dem till butiken så kontrollerar vi att allt passar ihop. Läs också vår <a href="${sv.guide('skiing', 'nordicSkis')}">guide till längdskidor</a>.</p>`,
      },
      de: {
        title: 'Langlaufschuhe auswählen und anpassen',
        excerpt: 'Ein guter Langlaufschuh stützt den Knöchel, knickt an der richtigen Stelle und passt zur Bindung. So finden Sie das richtige Paar.',
        heroAlt: 'Sonnenlicht fällt durch verschneite Bäume auf eine Loipe',
        body: `<p>Der Schuh verbindet Sie mit dem Ski, und ein schlecht sitzender Schuh verschenkt bei jedem Abstoß Kraft. Ein klassischer Schuh knickt leicht am Fußballen, ein Skatingschuh hat eine steife Sohle und einen hohen Schaft, der den Knöchel stützt. Ein Kombischuh passt zu beidem, wenn Sie beide Stile laufen.</p>
<h2 id="anprobe">Bei der Anprobe</h2>
<ul>
<li>Tragen Sie die Socken, in denen Sie laufen.</li>
<li>Lassen Sie den Zehen etwas Platz, aber die Ferse darf sich nicht heben.</li>
<li>Prüfen Sie, ob die Sohle zu Ihrer Bindung passt (NNN, Prolink, Turnamic und SNS sind nicht alle miteinander kompatibel).</li>
</ul>
<p>Haben Sie Ski und Bindung schon, bringen Sie sie mit in die Filiale – wir prüfen, ob alles zusammenpasst. Lesen Sie auch unseren <a href="${de.guide('skiing', 'nordicSkis')}">Ratgeber zu Langlaufski</a>.</p>`,
      },
      fr: {
        title: 'Choisir et ajuster ses chaussures de ski de fond',
        excerpt: 'Une bonne chaussure de fond soutient la cheville, plie au bon endroit et s’adapte à vos fixations. Comment choisir la bonne paire.',
        heroAlt: 'La lumière du soleil filtre à travers des arbres enneigés le long d’une piste',
        body: `<p>La chaussure vous relie au ski, et une chaussure mal ajustée gaspille de l’énergie à chaque poussée. Une chaussure de classique plie facilement au niveau de l’avant-pied ; une chaussure de skating a une semelle rigide et une tige haute qui soutient la cheville. Une chaussure combi convient aux deux si vous pratiquez les deux styles.</p>
<h2 id="essayage">À l’essayage</h2>
<ul>
<li>Portez les chaussettes avec lesquelles vous skiez.</li>
<li>Laissez un peu de place aux orteils, mais le talon ne doit pas se soulever.</li>
<li>Vérifiez que la semelle correspond à vos fixations (NNN, Prolink, Turnamic et SNS ne sont pas tous compatibles entre eux).</li>
</ul>
<p>Si vous avez déjà vos skis et vos fixations, apportez-les en magasin : nous vérifierons que tout est compatible. Lisez aussi notre <a href="${fr.guide('skiing', 'nordicSkis')}">guide des skis de fond</a>.</p>`,
      },
      ru: {
        title: 'Выбор и примерка лыжных ботинок',
        excerpt: 'Хороший лыжный ботинок поддерживает голеностоп, сгибается в нужном месте и подходит к креплениям. Как выбрать свою пару.',
        heroAlt: 'Солнечный свет пробивается сквозь заснеженные деревья вдоль лыжни',
        body: `<p>Ботинок связывает вас с лыжей, и плохо сидящий ботинок теряет силу при каждом толчке. Классический ботинок легко сгибается в районе подушечки стопы, коньковый имеет жёсткую подошву и высокое голенище для поддержки голеностопа. Комбинированный ботинок подойдёт, если вы катаетесь обоими стилями.</p>
<h2 id="primerka">При примерке</h2>
<ul>
<li>Надевайте те носки, в которых катаетесь.</li>
<li>Оставьте немного места для пальцев, но пятка не должна подниматься.</li>
<li>Проверьте, подходит ли подошва к вашим креплениям (NNN, Prolink, Turnamic и SNS не все совместимы между собой).</li>
</ul>
<p>Если лыжи и крепления у вас уже есть, приносите их в магазин — проверим совместимость. Прочитайте также наше <a href="${ru.guide('skiing', 'nordicSkis')}">руководство по выбору беговых лыж</a>.</p>`,
      },
    },
  },
];
