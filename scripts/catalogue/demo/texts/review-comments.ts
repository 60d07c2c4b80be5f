import type { Language } from '../../../../shared/languages.ts';
import type { Family } from '../kinds/kind.ts';

interface CommentPool {
  positive: string[];
  mixed: string[];
  negative: string[];
  family: Record<Family, string[]>;
  closers: string[];
}

/** Reviews are written in the reviewer's language: sentences a shopper would plausibly write, combined per review. */
export const REVIEW_COMMENTS: Record<Language, CommentPool> = {
  fi: {
    positive: ['Erinomainen ostos, olen todella tyytyväinen.', 'Juuri sitä mitä hain.', 'Laatu yllätti positiivisesti.', 'Hinta-laatusuhde on kohdallaan.', 'Toinen tällainen jo hankittu, eikä pettymystä tullut nytkään.'],
    mixed: ['Ihan hyvä, mutta odotin hieman enemmän.', 'Toimii, vaikka muutama yksityiskohta voisi olla paremmin.', 'Perusvarma valinta, ei mitään erikoista.'],
    negative: ['Valitettavasti ei vastannut odotuksia.', 'Laatu ei ollut hinnan arvoinen.', 'Palautin, koska ei sopinut minulle.'],
    family: {
      apparel: ['Koko vastasi taulukkoa hyvin.', 'Istuu hyvin myös välikerroksen kanssa.', 'Pysyin kuivana koko sateisen vaelluksen ajan.', 'Hihat voisivat olla hieman pidemmät.'],
      footwear: ['Mukavat heti ensimmäisestä lenkistä.', 'Pito märällä kalliolla on hyvä.', 'Kannattaa ottaa puoli numeroa isompi.', 'Jalat pysyivät kuivina loskassakin.'],
      snow: ['Toimii hienosti kovalla rinteellä.', 'Käytin koko viime kauden Levillä ilman ongelmia.', 'Kevyt kantaa ja helppo käsitellä.', 'Paras hankintani tälle talvelle.'],
      gear: ['Kesti viikon vaelluksen Sarekissa ilman ongelmia.', 'Kevyt ja pieni, mahtuu hyvin reppuun.', 'Toimi luotettavasti myös pakkasella.', 'Käytössä nyt kolmatta kesää.'],
    },
    closers: ['Suosittelen!', 'Ostaisin uudelleen.', 'Nopea toimitus Kairalta.'],
  },
  en: {
    positive: ['Excellent purchase, really happy with it.', 'Exactly what I was looking for.', 'The quality surprised me in a good way.', 'Great value for money.', 'My second one of these and still not disappointed.'],
    mixed: ['Fine, but I expected a bit more.', 'Does the job, though a few details could be better.', 'A solid choice, nothing special.'],
    negative: ['Unfortunately it did not live up to my expectations.', 'Not worth the price in my opinion.', 'Sent it back because it did not suit me.'],
    family: {
      apparel: ['The size matched the chart well.', 'Fits well with a mid layer underneath.', 'Kept me dry through a whole rainy hike.', 'The sleeves could be a little longer.'],
      footwear: ['Comfortable right from the first walk.', 'Good grip on wet rock.', 'I would take half a size up.', 'Feet stayed dry in slush.'],
      snow: ['Works brilliantly on hard pistes.', 'Used it all last season in Levi without any problems.', 'Light to carry and easy to handle.', 'Best buy for this winter.'],
      gear: ['Survived a week-long trek in Sarek without issues.', 'Light and compact, fits easily in the pack.', 'Worked reliably below freezing too.', 'Now in its third summer of use.'],
    },
    closers: ['Recommended!', 'Would buy again.', 'Fast delivery from Kaira.'],
  },
  sv: {
    positive: ['Utmärkt köp, jag är riktigt nöjd.', 'Precis vad jag letade efter.', 'Kvaliteten överraskade positivt.', 'Mycket prisvärd.', 'Min andra av den här sorten och fortfarande inte besviken.'],
    mixed: ['Helt okej, men jag hade förväntat mig lite mer.', 'Fungerar, även om några detaljer kunde vara bättre.', 'Ett stabilt val, inget märkvärdigt.'],
    negative: ['Tyvärr motsvarade den inte mina förväntningar.', 'Inte värd priset enligt mig.', 'Skickade tillbaka eftersom den inte passade mig.'],
    family: {
      apparel: ['Storleken stämde bra med tabellen.', 'Sitter bra även med ett mellanlager under.', 'Höll mig torr under en hel regnig vandring.', 'Ärmarna kunde vara lite längre.'],
      footwear: ['Bekväma redan från första promenaden.', 'Bra grepp på våt klippa.', 'Jag skulle ta en halv storlek större.', 'Fötterna höll sig torra i snömodd.'],
      snow: ['Fungerar utmärkt i hårda backar.', 'Använde den hela förra säsongen i Åre utan problem.', 'Lätt att bära och lätt att hantera.', 'Vinterns bästa köp.'],
      gear: ['Klarade en veckas vandring i Sarek utan problem.', 'Lätt och kompakt, får lätt plats i ryggsäcken.', 'Fungerade pålitligt även på minusgrader.', 'Används nu för tredje sommaren.'],
    },
    closers: ['Rekommenderas!', 'Skulle köpa igen.', 'Snabb leverans från Kaira.'],
  },
  de: {
    positive: ['Hervorragender Kauf, ich bin wirklich zufrieden.', 'Genau das, was ich gesucht habe.', 'Die Qualität hat mich positiv überrascht.', 'Preis und Leistung stimmen.', 'Schon mein zweites Exemplar und wieder nicht enttäuscht.'],
    mixed: ['Ganz gut, aber ich hatte etwas mehr erwartet.', 'Erfüllt seinen Zweck, ein paar Details könnten besser sein.', 'Solide Wahl, nichts Besonderes.'],
    negative: ['Leider hat es meine Erwartungen nicht erfüllt.', 'Meiner Meinung nach den Preis nicht wert.', 'Zurückgeschickt, weil es nicht zu mir gepasst hat.'],
    family: {
      apparel: ['Die Größe entsprach gut der Tabelle.', 'Sitzt auch mit Midlayer darunter gut.', 'Hat mich eine ganze Regenwanderung lang trocken gehalten.', 'Die Ärmel könnten etwas länger sein.'],
      footwear: ['Schon beim ersten Spaziergang bequem.', 'Guter Grip auf nassem Fels.', 'Ich würde eine halbe Nummer größer nehmen.', 'Die Füße blieben im Schneematsch trocken.'],
      snow: ['Funktioniert hervorragend auf harter Piste.', 'Die ganze letzte Saison in den Alpen ohne Probleme genutzt.', 'Leicht zu tragen und einfach zu handhaben.', 'Mein bester Kauf für diesen Winter.'],
      gear: ['Hat eine Woche Trekking in Lappland problemlos überstanden.', 'Leicht und kompakt, passt gut in den Rucksack.', 'Funktionierte auch bei Minusgraden zuverlässig.', 'Jetzt schon den dritten Sommer im Einsatz.'],
    },
    closers: ['Empfehlenswert!', 'Würde ich wieder kaufen.', 'Schnelle Lieferung von Kaira.'],
  },
  fr: {
    positive: ["Excellent achat, j'en suis vraiment content.", 'Exactement ce que je cherchais.', "La qualité m'a agréablement surpris.", 'Très bon rapport qualité-prix.', "C'est mon deuxième et toujours aucune déception."],
    mixed: ["Correct, mais je m'attendais à un peu mieux.", 'Fait le travail, même si quelques détails pourraient être améliorés.', 'Un choix solide, sans plus.'],
    negative: ["Malheureusement, cela n'a pas été à la hauteur de mes attentes.", 'Pas à la hauteur du prix selon moi.', 'Retour effectué : cela ne me convenait pas.'],
    family: {
      apparel: ['La taille correspond bien au guide.', 'Se porte bien avec une couche intermédiaire.', "M'a gardé au sec pendant toute une randonnée sous la pluie.", 'Les manches pourraient être un peu plus longues.'],
      footwear: ['Confortables dès la première sortie.', 'Bonne accroche sur le rocher mouillé.', 'Je conseille de prendre une demi-pointure au-dessus.', 'Les pieds sont restés au sec dans la neige fondue.'],
      snow: ['Fonctionne très bien sur piste dure.', 'Utilisé toute la saison dernière dans les Alpes sans souci.', 'Facile à porter et à manier.', "Mon meilleur achat de l'hiver."],
      gear: ['A tenu une semaine de trek en Laponie sans problème.', 'Léger et compact, se range facilement dans le sac.', 'Fiable même par températures négatives.', 'Utilisé depuis trois étés maintenant.'],
    },
    closers: ['Je recommande !', 'Je le rachèterais.', 'Livraison rapide par Kaira.'],
  },
  ru: {
    positive: ['Отличная покупка, очень доволен.', 'Именно то, что я искал.', 'Качество приятно удивило.', 'Отличное соотношение цены и качества.', 'Беру уже второй раз и снова не разочарован.'],
    mixed: ['Неплохо, но ожидал немного большего.', 'Свою задачу выполняет, хотя некоторые детали можно было бы доработать.', 'Надёжный выбор, ничего особенного.'],
    negative: ['К сожалению, ожидания не оправдались.', 'На мой взгляд, не стоит своих денег.', 'Пришлось вернуть – не подошло.'],
    family: {
      apparel: ['Размер полностью соответствует таблице.', 'Хорошо сидит и со средним слоем.', 'Не промок за весь дождливый поход.', 'Рукава могли бы быть чуть длиннее.'],
      footwear: ['Удобные с первой прогулки.', 'Хорошее сцепление на мокрых камнях.', 'Советую брать на полразмера больше.', 'Ноги остались сухими даже в слякоть.'],
      snow: ['Отлично работает на жёсткой трассе.', 'Катался весь прошлый сезон в Леви без проблем.', 'Легко носить и удобно пользоваться.', 'Лучшая покупка этой зимы.'],
      gear: ['Недельный поход по Лапландии прошёл без единой проблемы.', 'Мало весит и занимает немного места в рюкзаке.', 'Не подводит и в мороз.', 'Пользуюсь уже третье лето.'],
    },
    closers: ['Рекомендую!', 'Купил бы снова.', 'Быстрая доставка от Kaira.'],
  },
};

export const REVIEWER_NAMES: Record<Language, { first: string[]; initials: string }> = {
  fi: { first: ['Mikko', 'Anna', 'Juha', 'Laura', 'Timo', 'Sanna', 'Jukka', 'Elina', 'Petri', 'Heidi', 'Antti', 'Katja', 'Ville', 'Riikka', 'Olli', 'Noora'], initials: 'AHJKLMNPRSTV' },
  en: { first: ['James', 'Emily', 'Tom', 'Sarah', 'Daniel', 'Laura', 'Chris', 'Hannah', 'Mark', 'Sophie'], initials: 'BCDGHJMPRSTW' },
  sv: { first: ['Erik', 'Anna', 'Lars', 'Karin', 'Johan', 'Sara', 'Anders', 'Emma', 'Per', 'Maria'], initials: 'ABEGHJKLNPS' },
  de: { first: ['Lukas', 'Anna', 'Stefan', 'Julia', 'Thomas', 'Katrin', 'Michael', 'Lena', 'Florian', 'Sabine'], initials: 'BFHKMRSTWZ' },
  fr: { first: ['Julien', 'Camille', 'Thomas', 'Claire', 'Nicolas', 'Marie', 'Antoine', 'Julie', 'Pierre', 'Léa'], initials: 'BDFGLMPRV' },
  ru: { first: ['Алексей', 'Мария', 'Дмитрий', 'Анна', 'Сергей', 'Ольга', 'Иван', 'Екатерина', 'Андрей', 'Наталья'], initials: 'АБВГДКМНПС' },
};
