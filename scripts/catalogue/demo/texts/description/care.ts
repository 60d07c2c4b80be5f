import { t, type Texts } from '../localised.ts';

/**
 * Care advice by kind of product: two ways to start (how to clean or dry) and
 * two ways to go on (how to keep it working), joined into one sentence. Every
 * part is an instruction that needs no word for the product itself, so it fits
 * all kinds of a class whatever their grammatical gender; the second parts start
 * with a word that stays lower case in the middle of a sentence (German included).
 */
export interface CareClass { first: readonly [Texts, Texts]; then: readonly [Texts, Texts] }

const care = (first: [Texts, Texts], then: [Texts, Texts]): CareClass => ({ first, then });

export const CARE: Record<string, CareClass> = {
  shell: care([
    t('Pese 40 asteessa teknisellä pesuaineella ilman huuhteluainetta', 'Wash at 40 °C with a technical detergent and no fabric softener', 'Tvätta i 40 grader med ett tekniskt tvättmedel utan sköljmedel', 'Bei 40 °C mit einem Funktionswaschmittel und ohne Weichspüler waschen', 'Lavez à 40 °C avec une lessive technique, sans adoucissant', 'Стирайте при 40 °C специальным средством без кондиционера'),
    t('Sulje vetoketjut ja pese nurin päin hienopesuohjelmalla', 'Close the zips and wash inside out on a gentle cycle', 'Stäng dragkedjorna och tvätta ut och in på skonprogram', 'Vor dem Waschen alle Reißverschlüsse schließen und auf links im Schonwaschgang waschen', 'Fermez les zips et lavez à l’envers en cycle délicat', 'Застегните молнии и стирайте наизнанку в деликатном режиме'),
  ], [
    t('lyhyt kuivausrumpu miedolla lämmöllä elvyttää DWR-käsittelyn', 'a short spin in the dryer on low heat revives the DWR finish', 'en kort stund i torktumlaren på låg värme återställer DWR-behandlingen', 'ein kurzer Trocknergang bei niedriger Temperatur frischt die DWR-Imprägnierung auf', 'un passage au sèche-linge à basse température réactive le traitement DWR', 'короткая сушка в барабане при низкой температуре восстановит пропитку DWR'),
    t('kuivaa ripustettuna ja kyllästä kangas uudelleen, kun vesi ei enää helmeile', 'hang to dry and reproof the fabric once water stops beading', 'låt torka hängande och impregnera tyget när vattnet slutar pärla', 'zum Trocknen aufhängen und neu imprägnieren, sobald Wasser nicht mehr abperlt', 'faites sécher suspendu et réimperméabilisez quand l’eau ne perle plus', 'сушите в расправленном виде и обновляйте пропитку, когда вода перестанет скатываться'),
  ]),
  down: care([
    t('Pese 30 asteessa untuvapesuaineella', 'Wash at 30 °C with a down detergent', 'Tvätta i 30 grader med duntvättmedel', 'Bei 30 °C mit Daunenwaschmittel waschen', 'Lavez à 30 °C avec une lessive spéciale duvet', 'Стирайте при 30 °C средством для пуха'),
    t('Pese vain tarvittaessa ja aina erikseen', 'Wash only when needed and always on its own', 'Tvätta bara vid behov och alltid separat', 'Nur bei Bedarf und immer separat waschen', 'Lavez uniquement si nécessaire, toujours séparément', 'Стирайте только при необходимости и всегда отдельно'),
  ], [
    t('kuivaa kuivausrummussa parin tennispallon kanssa, kunnes untuva on täysin kuiva', 'tumble dry with a couple of tennis balls until the down is completely dry', 'torktumla med ett par tennisbollar tills dunet är helt torrt', 'mit zwei Tennisbällen im Trockner trocknen, bis die Daune ganz trocken ist', 'séchez au sèche-linge avec deux balles de tennis jusqu’à ce que le duvet soit parfaitement sec', 'сушите в барабане с парой теннисных мячей, пока пух полностью не высохнет'),
    t('säilytä väljästi, ei kompressiopussissa', 'store it loosely rather than in a compression sack', 'förvara löst, inte i en kompressionspåse', 'locker lagern, nicht im Kompressionsbeutel', 'stockez sans comprimer, jamais dans un sac de compression', 'храните в расправленном виде, а не в компрессионном мешке'),
  ]),
  synthetic: care([
    t('Pese 30 asteessa nurin päin', 'Wash inside out at 30 °C', 'Tvätta ut och in i 30 grader', 'Auf links bei 30 °C waschen', 'Lavez à l’envers à 30 °C', 'Стирайте наизнанку при 30 °C'),
    t('Pese 40 asteessa samanväristen kanssa', 'Wash at 40 °C with similar colours', 'Tvätta i 40 grader med liknande färger', 'Bei 40 °C mit ähnlichen Farben waschen', 'Lavez à 40 °C avec des couleurs similaires', 'Стирайте при 40 °C с вещами похожих цветов'),
  ], [
    t('jätä huuhteluaine pois, jotta kuidut hengittävät', 'skip the fabric softener so the fibres keep breathing', 'hoppa över sköljmedlet så att fibrerna fortsätter att andas', 'auf Weichspüler verzichten, damit die Fasern atmungsaktiv bleiben', 'évitez l’adoucissant pour que les fibres restent respirantes', 'не используйте кондиционер, чтобы волокна продолжали дышать'),
    t('kuivaa ripustettuna poissa suorasta lämmöstä', 'hang to dry away from direct heat', 'låt torka hängande, på avstånd från direkt värme', 'hängend und fern von direkter Hitze trocknen', 'faites sécher suspendu, loin d’une source de chaleur', 'сушите в подвешенном виде вдали от источников тепла'),
  ]),
  wool: care([
    t('Tuuleta käyttökertojen välillä ja pese villaohjelmalla vasta tarvittaessa', 'Air between uses and wash on a wool cycle only when needed', 'Vädra mellan användningarna och tvätta på ullprogram bara vid behov', 'Zwischen den Einsätzen lüften und nur bei Bedarf im Wollwaschgang waschen', 'Aérez entre deux utilisations et lavez en programme laine seulement si nécessaire', 'Проветривайте между носками и стирайте в режиме для шерсти только при необходимости'),
    t('Pese 30 asteessa villapesuaineella', 'Wash at 30 °C with a wool detergent', 'Tvätta i 30 grader med ulltvättmedel', 'Bei 30 °C mit Wollwaschmittel waschen', 'Lavez à 30 °C avec une lessive pour la laine', 'Стирайте при 30 °C средством для шерсти'),
  ], [
    t('kuivaa tasaisella alustalla, jotta muoto säilyy', 'dry flat so it keeps its shape', 'torka plant så att formen behålls', 'liegend trocknen, damit die Form erhalten bleibt', 'séchez à plat pour préserver la forme', 'сушите на горизонтальной поверхности, чтобы сохранить форму'),
    t('vältä kuivausrumpua ja valkaisuaineita', 'avoid the tumble dryer and bleach', 'undvik torktumlare och blekmedel', 'auf Trockner und Bleichmittel verzichten', 'évitez le sèche-linge et l’eau de Javel', 'избегайте сушильной машины и отбеливателей'),
  ]),
  glove: care([
    t('Kuivaa huoneenlämmössä, ei koskaan patterin päällä', 'Dry at room temperature, never on a radiator', 'Torka i rumstemperatur, aldrig på elementet', 'Bei Raumtemperatur trocknen, nie auf der Heizung', 'Faites sécher à température ambiante, jamais sur un radiateur', 'Сушите при комнатной температуре, не на батарее'),
    t('Pese käsin haaleassa vedessä', 'Hand wash in lukewarm water', 'Handtvätta i ljummet vatten', 'Von Hand in lauwarmem Wasser waschen', 'Lavez à la main à l’eau tiède', 'Стирайте вручную в тёплой воде'),
  ], [
    t('kyllästä ulkopinta suihkeella, kun vesi ei enää helmeile', 'reproof the outer with a spray once water stops beading', 'impregnera ytan med spray när vattnet slutar pärla', 'die Außenseite mit Spray nachimprägnieren, sobald Wasser nicht mehr abperlt', 'réimperméabilisez l’extérieur avec un spray quand l’eau ne perle plus', 'обновляйте пропитку спреем, когда вода перестаёт скатываться'),
    t('anna kuivua sormet suorina, jotta vuori pysyy paikallaan', 'let them dry with the fingers straight so the lining stays in place', 'låt dem torka med fingrarna utsträckta så att fodret sitter kvar', 'mit gestreckten Fingern trocknen lassen, damit das Futter an seinem Platz bleibt', 'laissez sécher doigts dépliés pour que la doublure reste en place', 'сушите с расправленными пальцами, чтобы подкладка не сбилась'),
  ]),
  boot: care([
    t('Harjaa lika pois ja anna kuivua huoneenlämmössä', 'Brush off dirt and let them dry at room temperature', 'Borsta bort smuts och låt dem torka i rumstemperatur', 'Nach der Tour den Schmutz abbürsten und bei Raumtemperatur trocknen lassen', 'Brossez la boue et laissez sécher à température ambiante', 'Счистите грязь щёткой и сушите при комнатной температуре'),
    t('Irrota pohjalliset ja kuivaa ne erikseen', 'Take out the insoles and dry them separately', 'Ta ur sulorna och torka dem separat', 'Zum Trocknen die Einlegesohlen herausnehmen', 'Retirez les semelles intérieures et faites-les sécher à part', 'Выньте стельки и просушите их отдельно'),
  ], [
    t('hoida päällinen vahalla tai kyllästeellä muutaman retken välein', 'treat the upper with wax or proofing every few trips', 'behandla ovandelen med vax eller impregnering efter några turer', 'alle paar Touren das Obermaterial mit Wachs oder Imprägnierung pflegen', 'entretenez la tige avec de la cire ou un imperméabilisant toutes les deux ou trois sorties', 'каждые несколько походов обрабатывайте верх воском или пропиткой'),
    t('pidä poissa patterin ja nuotion läheltä', 'keep them away from radiators and campfires', 'håll dem borta från element och lägereldar', 'von Heizkörpern und Lagerfeuern fernhalten', 'tenez-les à l’écart des radiateurs et des feux de camp', 'держите подальше от батарей и костра'),
  ]),
  shoe: care([
    t('Huuhtele lika pois haalealla vedellä', 'Rinse off mud with lukewarm water', 'Skölj av smuts med ljummet vatten', 'Mit lauwarmem Wasser abspülen', 'Rincez la boue à l’eau tiède', 'Смывайте грязь тёплой водой'),
    t('Puhdista pehmeällä harjalla jokaisen mutaisen retken jälkeen', 'Clean with a soft brush after every muddy outing', 'Rengör med en mjuk borste efter varje lerig tur', 'Nach jeder schlammigen Tour mit einer weichen Bürste reinigen', 'Nettoyez avec une brosse douce après chaque sortie boueuse', 'Очищайте мягкой щёткой после каждой грязной прогулки'),
  ], [
    t('täytä sanomalehdellä ja anna kuivua hitaasti', 'stuff with newspaper and let them dry slowly', 'fyll med tidningspapper och låt torka långsamt', 'mit Zeitungspapier ausstopfen und langsam trocknen lassen', 'garnissez de papier journal et laissez sécher lentement', 'набейте газетой и дайте медленно высохнуть'),
    t('älä pese koneessa, sillä se heikentää liimauksia', 'skip the washing machine, which weakens the glued seams', 'undvik tvättmaskinen, som försvagar limningarna', 'nicht in die Waschmaschine geben, sie schwächt die Klebenähte', 'évitez la machine à laver, qui fragilise les collages', 'не стирайте в машине: это ослабляет проклейку'),
  ]),
  'ski-boot': care([
    t('Avaa kokonaan kuivumaan jokaisen lumipäivän jälkeen', 'Open them fully to dry after every day on the snow', 'Öppna dem helt och låt dem torka efter varje dag i snön', 'Nach jedem Schneetag ganz öffnen und trocknen lassen', 'Ouvrez-les entièrement pour qu’elles sèchent après chaque journée sur la neige', 'После каждого дня на снегу полностью расстёгивайте и просушивайте'),
    t('Kuivaa huoneenlämmössä, ei koskaan saunassa', 'Dry at room temperature, never in the sauna', 'Torka i rumstemperatur, aldrig i bastun', 'Bei Raumtemperatur trocknen, niemals in der Sauna', 'Faites sécher à température ambiante, jamais au sauna', 'Сушите при комнатной температуре, но не в сауне'),
  ], [
    t('säilytä suljettuina, jotta kuori pysyy muodossaan', 'store them closed so the shell keeps its shape', 'förvara dem stängda så att skalet behåller formen', 'geschlossen lagern, damit die Schale ihre Form behält', 'rangez-les fermées pour que la coque garde sa forme', 'храните застёгнутыми, чтобы оболочка сохраняла форму'),
    t('tarkista pohjien kuluminen ennen jokaista kautta', 'check the soles for wear before each season', 'kontrollera sulorna inför varje säsong', 'vor jeder Saison die Sohlen auf Abnutzung prüfen', 'vérifiez l’usure des semelles avant chaque saison', 'перед каждым сезоном проверяйте износ подошвы'),
  ]),
  'alpine-ski': care([
    t('Vahaa pohjat säännöllisesti', 'Wax the bases regularly', 'Valla sulorna regelbundet', 'Die Beläge regelmäßig wachsen', 'Fartez les semelles régulièrement', 'Регулярно смазывайте скользящую поверхность'),
    t('Pyyhi kantit kuiviksi jokaisen laskupäivän jälkeen', 'Wipe the edges dry after every day on the slopes', 'Torka kanterna torra efter varje dag i backen', 'Nach jedem Skitag die Kanten trocken wischen', 'Essuyez les carres après chaque journée sur les pistes', 'После каждого дня катания вытирайте канты насухо'),
  ], [
    t('huoltomme teroittaa kantit ja hioo pohjat ennen kautta', 'our service shop sharpens the edges and grinds the bases before the season', 'vår verkstad slipar kanter och sulor inför säsongen', 'unsere Werkstatt schleift Kanten und Beläge vor der Saison', 'notre atelier affûte les carres et rectifie les semelles avant la saison', 'наша мастерская заточит канты и отшлифует скользяк перед сезоном'),
    t('säilytä kesän yli paksun vahakerroksen alla', 'store them over summer under a thick layer of wax', 'förvara dem över sommaren under ett tjockt lager valla', 'über den Sommer unter einer dicken Wachsschicht lagern', 'stockez-les l’été sous une épaisse couche de fart', 'на лето храните под толстым слоем парафина'),
  ]),
  'xc-ski': care([
    t('Vahaa luistopinnat säännöllisesti', 'Wax the glide zones regularly', 'Valla glidzonerna regelbundet', 'Die Gleitzonen regelmäßig wachsen', 'Fartez régulièrement les zones de glisse', 'Регулярно смазывайте зоны скольжения'),
    t('Harjaa pohjat vahauksen jälkeen, niin luisto paranee', 'Brush the bases after waxing for a faster glide', 'Borsta sulorna efter vallningen för bättre glid', 'Nach dem Wachsen die Beläge ausbürsten, das verbessert den Gleit', 'Brossez les semelles après le fartage pour une meilleure glisse', 'После нанесения парафина пройдитесь щёткой по скользящей поверхности'),
  ], [
    t('huoltomme kivihioo pohjat lumeesi sopivalla struktuurilla', 'our service shop can stone-grind the bases with a structure for your snow', 'vår verkstad kan stenslipa sulorna med en struktur för din snö', 'unsere Werkstatt kann die Beläge mit einer passenden Struktur steinschleifen', 'notre atelier peut rectifier les semelles avec une structure adaptée à votre neige', 'наша мастерская сделает шлифовку скользящей поверхности со структурой под ваш снег'),
    t('säilytä kesän yli vahattuina ja yhteen sidottuina', 'store them waxed and strapped together over summer', 'förvara dem vallade och ihopbundna över sommaren', 'über den Sommer gewachst und zusammengebunden lagern', 'stockez-les fartés et attachés ensemble pendant l’été', 'на лето храните смазанными и связанными вместе'),
  ]),
  binding: care([
    t('Pidä siteet puhtaina jäästä ja hiekasta', 'Keep the binding free of ice and grit', 'Håll bindningen fri från is och grus', 'Die Bindung frei von Eis und Schmutz halten', 'Gardez la fixation propre, sans glace ni gravillons', 'Очищайте крепление ото льда и песка'),
    t('Huuhtele tarvittaessa makealla vedellä ja anna kuivua', 'Rinse with fresh water when needed and let it dry', 'Skölj med sötvatten vid behov och låt torka', 'Bei Bedarf mit klarem Wasser abspülen und trocknen lassen', 'Rincez à l’eau claire si besoin et laissez sécher', 'При необходимости промойте пресной водой и просушите'),
  ], [
    t('huoltomme asentaa ja säätää siteet valmiiksi', 'our service shop mounts and adjusts it for you', 'vår verkstad monterar och justerar den åt dig', 'unsere Werkstatt montiert sie und stellt sie für dich ein', 'notre atelier la monte et la règle pour vous', 'наша мастерская установит и отрегулирует его'),
    t('tarkistuta kiinnitysruuvit ennen jokaista kautta', 'have the mounting screws checked before each season', 'låt kontrollera skruvarna före varje säsong', 'vor jeder Saison die Befestigungsschrauben prüfen lassen', 'faites vérifier les vis de montage avant chaque saison', 'перед каждым сезоном проверяйте крепёжные винты'),
  ]),
  pole: care([
    t('Huuhtele ja anna kuivua ennen varastointia', 'Rinse and let them dry before storing', 'Skölj och låt dem torka före förvaring', 'Vor dem Lagern abspülen und trocknen lassen', 'Rincez-les et laissez-les sécher avant de les ranger', 'Перед хранением промойте и просушите'),
    t('Tarkista kärjet ja sompat ennen jokaista retkeä', 'Check the tips and baskets before each trip', 'Kontrollera spetsar och trissor före varje tur', 'Vor jeder Tour Spitzen und Teller prüfen', 'Vérifiez les pointes et les rondelles avant chaque sortie', 'Перед каждым выходом проверяйте наконечники и кольца'),
  ], [
    t('vaihtokärkiä ja -sompia saa myymälöistämme', 'spare tips and baskets are available in our stores', 'reservspetsar och trissor finns i våra butiker', 'in unseren Filialen gibt es Ersatzspitzen und Teller', 'pointes et rondelles de rechange sont disponibles en magasin', 'запасные наконечники и кольца есть в наших магазинах'),
    t('puhdista hiekka kahvasta ja rannelenkistä', 'clean grit out of the grip and strap', 'rensa grus ur handtaget och remmen', 'aus Griff und Schlaufe den Sand entfernen', 'retirez le sable de la poignée et de la dragonne', 'очищайте рукоятку и темляк от песка'),
  ]),
  paddle: care([
    t('Huuhtele makealla vedellä jokaisen retken jälkeen', 'Rinse with fresh water after every trip', 'Skölj med sötvatten efter varje tur', 'Nach jeder Tour mit Süßwasser abspülen', 'Rincez à l’eau douce après chaque sortie', 'После каждого выхода промывайте пресной водой'),
    t('Irrota varren osat toisistaan ja anna niiden kuivua', 'Separate the shaft sections and let them dry', 'Ta isär skaftet och låt delarna torka', 'Die Schaftteile trennen und trocknen lassen', 'Séparez les sections du manche et laissez-les sécher', 'Разберите цевьё и просушите части'),
  ], [
    t('säilytä varjossa, sillä UV-valo haurastuttaa lapoja', 'store it out of the sun, as UV light weakens the blades', 'förvara i skugga, eftersom UV-ljus försvagar bladen', 'im Schatten lagern, denn UV-Licht schwächt die Blätter', 'rangez-la à l’ombre, car les UV fragilisent les pales', 'храните в тени: ультрафиолет ослабляет лопасти'),
    t('tarkista lapojen reunat kolhujen varalta', 'check the blade edges for chips', 'kontrollera bladkanterna efter skador', 'die Blattkanten auf Macken prüfen', 'vérifiez que le bord des pales n’est pas ébréché', 'проверяйте кромки лопастей на сколы'),
  ]),
  pack: care([
    t('Tyhjennä taskut ja harjaa lika pois', 'Empty the pockets and brush off dirt', 'Töm fickorna och borsta bort smuts', 'Die Taschen leeren und Schmutz abbürsten', 'Videz les poches et brossez la saleté', 'Опустошите карманы и счистите грязь щёткой'),
    t('Pyyhi tahrat haalealla vedellä ja miedolla saippualla', 'Wipe off stains with lukewarm water and mild soap', 'Torka av fläckar med ljummet vatten och mild tvål', 'Mit lauwarmem Wasser und milder Seife Flecken abwischen', 'Nettoyez les taches à l’eau tiède et au savon doux', 'Удаляйте пятна тёплой водой с мягким мылом'),
  ], [
    t('anna kuivua avattuna ennen varastointia', 'let it dry open before storing', 'låt torka med alla fack öppna före förvaring', 'vor dem Verstauen offen trocknen lassen', 'laissez sécher ouvert avant de ranger', 'перед хранением просушите в открытом виде'),
    t('älä pese koneessa, jotta pinnoite säilyy', 'skip the washing machine to protect the coating', 'undvik tvättmaskinen så att beläggningen skyddas', 'nicht in der Maschine waschen, damit die Beschichtung erhalten bleibt', 'évitez la machine à laver pour préserver l’enduction', 'не стирайте в машине, чтобы сохранить покрытие'),
  ]),
  tent: care([
    t('Kuivaa aina ennen varastointia', 'Always dry the tent before storing it', 'Torka alltid tältet före förvaring', 'Das Zelt vor dem Einlagern immer trocknen', 'Faites toujours sécher la tente avant de la ranger', 'Всегда просушивайте палатку перед хранением'),
    t('Ravista hiekka ja neulaset pois ennen pakkaamista', 'Shake out sand and needles before packing', 'Skaka ur sand och barr innan du packar', 'Vor dem Packen Sand und Nadeln ausschütteln', 'Secouez le sable et les aiguilles avant de plier', 'Перед упаковкой вытряхните песок и хвою'),
  ], [
    t('säilytä väljästi, ei tiukasti pakattuna', 'store it loosely rather than tightly packed', 'förvara det löst, inte hårt packat', 'locker statt eng gepackt lagern', 'stockez-la sans la comprimer', 'храните свободно сложенной, а не туго упакованной'),
    t('huoltomme paikkaa repeämät ja vaihtaa vetoketjut', 'our service shop repairs tears and replaces zips', 'vår verkstad lagar revor och byter dragkedjor', 'unsere Werkstatt flickt Risse und tauscht Reißverschlüsse', 'notre atelier répare les déchirures et remplace les fermetures', 'наша мастерская зашьёт разрывы и заменит молнии'),
  ]),
  bag: care([
    t('Tuuleta makuupussi joka aamu retkellä', 'Air the bag every morning on the trip', 'Vädra sovsäcken varje morgon under turen', 'Den Schlafsack auf Tour jeden Morgen auslüften', 'Aérez le sac chaque matin pendant la sortie', 'Проветривайте спальник каждое утро в походе'),
    t('Pese harvoin ja vain täytteelle sopivalla pesuaineella', 'Wash rarely, with a detergent made for its fill', 'Tvätta sällan, med ett tvättmedel för fyllningen', 'Selten und nur mit passendem Waschmittel für die Füllung waschen', 'Lavez rarement, avec une lessive adaptée au garnissage', 'Стирайте редко и средством, подходящим для наполнителя'),
  ], [
    t('säilytä väljässä säilytyspussissa, ei kompressiopussissa', 'store it in the loose storage sack, not compressed', 'förvara den i den luftiga förvaringspåsen, inte komprimerad', 'im lockeren Aufbewahrungssack lagern, nicht komprimiert', 'rangez-le dans sa housse de stockage, sans le comprimer', 'храните в просторном мешке, а не в компрессионном'),
    t('käytä sisälakanaa, niin pussi pysyy pitkään puhtaana', 'use a liner to keep it clean for longer', 'använd ett lakan inuti så håller den sig ren längre', 'ein Inlett nutzen, dann bleibt er länger sauber', 'utilisez un drap de sac pour le garder propre plus longtemps', 'используйте вкладыш, чтобы спальник дольше оставался чистым'),
  ]),
  mat: care([
    t('Pyyhi puhtaaksi ja kuivaksi käytön jälkeen', 'Wipe it clean and dry after use', 'Torka av underlaget efter användning', 'Nach dem Gebrauch sauber und trocken wischen', 'Essuyez-le après usage', 'После использования протирайте насухо'),
    t('Suojaa teräviltä kiviltä ja kipinöiltä', 'Keep it away from sharp stones and sparks', 'Skydda underlaget mot vassa stenar och gnistor', 'Vor spitzen Steinen und Funken schützen', 'Protégez-le des pierres coupantes et des étincelles', 'Берегите от острых камней и искр'),
  ], [
    t('säilytä suorana tai väljästi rullattuna', 'store it flat or loosely rolled', 'förvara det plant eller löst rullat', 'flach oder locker gerollt lagern', 'stockez-le à plat ou roulé sans serrer', 'храните расправленным или свободно скрученным'),
    t('korjaussarjalla paikkaat pienet reiät maastossa', 'a repair kit fixes small holes out in the field', 'med en lagningssats lagar du små hål ute i fält', 'mit einem Reparaturset lassen sich kleine Löcher unterwegs flicken', 'un kit de réparation suffit pour les petits trous en pleine nature', 'ремкомплект поможет заклеить небольшие проколы в походе'),
  ]),
  stove: care([
    t('Anna jäähtyä ennen pakkaamista', 'Let it cool before packing', 'Låt köket svalna innan du packar det', 'Vor dem Einpacken abkühlen lassen', 'Laissez-le refroidir avant de le ranger', 'Перед упаковкой дайте горелке остыть'),
    t('Puhdista poltin ja suutin säännöllisesti', 'Clean the burner and jet regularly', 'Rengör brännaren och munstycket regelbundet', 'Regelmäßig Brenner und Düse reinigen', 'Nettoyez régulièrement le brûleur et le gicleur', 'Регулярно чистите горелку и жиклёр'),
  ], [
    t('tarkista tiivisteet ennen jokaista retkeä', 'check the seals before each trip', 'kontrollera tätningarna före varje tur', 'vor jeder Tour die Dichtungen prüfen', 'vérifiez les joints avant chaque sortie', 'перед каждым походом проверяйте уплотнители'),
    t('käytä vain valmistajan suosittelemaa polttoainetta', 'use only the fuel the maker recommends', 'använd bara det bränsle tillverkaren rekommenderar', 'nur den vom Hersteller empfohlenen Brennstoff verwenden', 'utilisez uniquement le combustible recommandé par le fabricant', 'используйте только рекомендованное производителем топливо'),
  ]),
  bottle: care([
    t('Pese käsin lämpimällä vedellä', 'Wash by hand in warm water', 'Diska för hand i varmt vatten', 'Von Hand in warmem Wasser spülen', 'Lavez à la main à l’eau chaude', 'Мойте вручную тёплой водой'),
    t('Huuhtele heti urheilujuoman jälkeen', 'Rinse straight after sports drinks', 'Skölj direkt efter sportdryck', 'Nach Sportgetränken sofort ausspülen', 'Rincez aussitôt après une boisson sportive', 'Сразу промывайте после спортивных напитков'),
  ], [
    t('anna kuivua korkki auki, ettei hajua jää', 'let it dry with the cap off so no odour lingers', 'låt torka med korken av så att ingen lukt stannar kvar', 'mit offenem Deckel trocknen lassen, damit kein Geruch bleibt', 'laissez sécher bouchon ouvert pour éviter les odeurs', 'сушите с открытой крышкой, чтобы не оставался запах'),
    t('ruokasooda ja lämmin vesi poistavat kahvin maun', 'baking soda and warm water remove any coffee taste', 'bikarbonat och varmt vatten tar bort kaffesmak', 'mit Natron und warmem Wasser verschwindet Kaffeegeschmack', 'bicarbonate et eau chaude éliminent le goût de café', 'пищевая сода и тёплая вода уберут привкус кофе'),
  ]),
  knife: care([
    t('Kuivaa terä käytön jälkeen', 'Dry the blade after use', 'Torka bladet efter användning', 'Die Klinge nach Gebrauch abtrocknen', 'Séchez la lame après usage', 'Вытирайте клинок насухо после использования'),
    t('Teroita terä hiomakivellä säännöllisesti', 'Hone the edge on a whetstone regularly', 'Bryn eggen på en slipsten regelbundet', 'Die Schneide regelmäßig am Wetzstein schärfen', 'Affûtez régulièrement le fil sur une pierre', 'Регулярно правьте лезвие на точильном камне'),
  ], [
    t('öljyä hiiliteräksinen terä ohuesti ennen varastointia', 'oil a carbon steel blade lightly before storing', 'olja ett blad av kolstål lätt före förvaring', 'eine Klinge aus Karbonstahl vor dem Lagern leicht ölen', 'huilez légèrement une lame en acier au carbone avant de la ranger', 'перед хранением слегка смазывайте клинок из углеродистой стали маслом'),
    t('älä pese astianpesukoneessa', 'keep it out of the dishwasher', 'diska den aldrig i diskmaskin', 'nie in die Spülmaschine geben', 'ne le passez jamais au lave-vaisselle', 'не мойте в посудомоечной машине'),
  ]),
  lamp: care([
    t('Lataa akku täyteen ennen pitkää säilytystä', 'Charge the battery fully before long storage', 'Ladda batteriet fullt före lång förvaring', 'Vor längerer Lagerung den Akku voll laden', 'Chargez complètement la batterie avant un long stockage', 'Перед долгим хранением полностью заряжайте аккумулятор'),
    t('Pyyhi kuivaksi sateisen retken jälkeen', 'Wipe it dry after a rainy trip', 'Torka av den efter en regnig tur', 'Nach einer Regentour trocken wischen', 'Essuyez-la après une sortie sous la pluie', 'После дождливого похода протрите насухо'),
  ], [
    t('säilytä huoneenlämmössä, sillä pakkanen kuluttaa akkua', 'store it at room temperature, as frost drains the battery', 'förvara den i rumstemperatur, eftersom kyla tömmer batteriet', 'bei Raumtemperatur lagern, denn Frost leert den Akku', 'stockez-la à température ambiante, car le froid vide la batterie', 'храните при комнатной температуре: мороз разряжает аккумулятор'),
    t('vaihda otsanauha, kun kuminauha löystyy', 'swap the headband once the elastic slackens', 'byt pannbandet när resåren blir slapp', 'das Stirnband tauschen, sobald das Gummi nachlässt', 'changez le bandeau quand l’élastique se détend', 'меняйте ремешок, когда резинка растянется'),
  ]),
  helmet: care([
    t('Puhdista haalealla vedellä ja miedolla saippualla', 'Clean with lukewarm water and mild soap', 'Rengör med ljummet vatten och mild tvål', 'Mit lauwarmem Wasser und milder Seife reinigen', 'Nettoyez à l’eau tiède et au savon doux', 'Очищайте тёплой водой с мягким мылом'),
    t('Irrota pehmusteet ja pese ne erikseen', 'Take out the pads and wash them separately', 'Ta ut kuddarna och tvätta dem separat', 'Die Polster herausnehmen und separat waschen', 'Retirez les mousses et lavez-les à part', 'Выньте подкладки и стирайте их отдельно'),
  ], [
    t('vaihda uuteen aina kovan iskun jälkeen', 'replace it after any hard impact', 'byt ut den efter varje hårt slag', 'nach jedem harten Aufprall ersetzen', 'remplacez-le après tout choc violent', 'меняйте шлем после любого сильного удара'),
    t('säilytä kuivassa, poissa suorasta auringosta', 'store it dry and out of direct sun', 'förvara den torrt och skyddad från direkt sol', 'trocken und vor direkter Sonne geschützt lagern', 'stockez-le au sec, à l’abri du soleil', 'храните в сухом месте вдали от прямого солнца'),
  ]),
  goggles: care([
    t('Anna linssin kuivua itsestään, äläkä pyyhi sisäpintaa', 'Let the lens air-dry and never wipe the inside', 'Låt linsen lufttorka och torka aldrig insidan', 'Die Scheibe an der Luft trocknen lassen und innen nie wischen', 'Laissez l’écran sécher à l’air sans jamais essuyer l’intérieur', 'Давайте линзе высохнуть самой и не протирайте её изнутри'),
    t('Puhdista linssi vain mukana tulevalla mikrokuitupussilla', 'Clean the lens only with the supplied microfibre bag', 'Rengör linsen bara med den medföljande mikrofiberpåsen', 'Die Scheibe nur mit dem beiliegenden Mikrofaserbeutel reinigen', 'Nettoyez l’écran uniquement avec la housse microfibre fournie', 'Очищайте линзу только прилагаемым мешочком из микрофибры'),
  ], [
    t('säilytä suojapussissa naarmujen välttämiseksi', 'store them in the bag to avoid scratches', 'förvara dem i påsen för att undvika repor', 'zum Schutz vor Kratzern im Beutel aufbewahren', 'rangez-le dans sa housse pour éviter les rayures', 'храните в чехле, чтобы избежать царапин'),
    t('vaihtolinssejä saa myymälöistämme', 'spare lenses are available in our stores', 'reservlinser finns i våra butiker', 'in unseren Filialen gibt es Ersatzscheiben', 'des écrans de rechange sont disponibles en magasin', 'запасные линзы есть в наших магазинах'),
  ]),
  snowshoe: care([
    t('Kopista lumi ja jää pois käytön jälkeen', 'Knock off snow and ice after use', 'Knacka bort snö och is efter användning', 'Nach dem Gebrauch Schnee und Eis abklopfen', 'Retirez la neige et la glace après usage', 'После использования сбивайте снег и лёд'),
    t('Kuivaa siteet huoneenlämmössä', 'Dry the bindings at room temperature', 'Torka bindningarna i rumstemperatur', 'Die Bindungen bei Raumtemperatur trocknen', 'Séchez les fixations à température ambiante', 'Сушите крепления при комнатной температуре'),
  ], [
    t('tarkista piikkien kiinnitys ennen jokaista retkeä', 'check the crampons are tight before each trip', 'kontrollera att broddarna sitter fast före varje tur', 'vor jeder Tour den festen Sitz der Krallen prüfen', 'vérifiez le serrage des crampons avant chaque sortie', 'перед каждым выходом проверяйте крепление кошек'),
    t('säilytä kuivassa kesän yli', 'store them dry over summer', 'förvara dem torrt över sommaren', 'über den Sommer trocken lagern', 'stockez-les au sec pendant l’été', 'на лето убирайте в сухое место'),
  ]),
};

/** Which care advice a kind gets. */
export const CARE_CLASS_OF: Readonly<Record<string, keyof typeof CARE>> = {
  'shell-jacket': 'shell', 'shell-trousers': 'shell', 'ski-jacket': 'shell', 'ski-trousers': 'shell',
  'down-jacket': 'down', 'insulated-jacket': 'synthetic', 'hiking-trousers': 'synthetic', fleece: 'synthetic',
  'base-top': 'wool', 'base-bottom': 'wool', sock: 'wool', beanie: 'wool', glove: 'glove',
  'hiking-boot': 'boot', 'winter-boot': 'boot', 'trail-shoe': 'shoe', sandal: 'shoe',
  'alpine-boot': 'ski-boot', 'xc-boot': 'ski-boot',
  'piste-ski': 'alpine-ski', 'freeride-ski': 'alpine-ski', 'touring-ski': 'alpine-ski', 'kids-ski': 'alpine-ski',
  'classic-ski': 'xc-ski', 'skate-ski': 'xc-ski', binding: 'binding', 'xc-binding': 'binding',
  'alpine-pole': 'pole', 'xc-pole': 'pole', 'trekking-pole': 'pole', paddle: 'paddle',
  daypack: 'pack', 'trekking-pack': 'pack', 'dry-bag': 'pack', tent: 'tent', 'sleeping-bag': 'bag', 'sleeping-mat': 'mat',
  stove: 'stove', 'water-bottle': 'bottle', knife: 'knife', headlamp: 'lamp', helmet: 'helmet', goggles: 'goggles', snowshoe: 'snowshoe',
};
