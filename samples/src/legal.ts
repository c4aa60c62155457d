/**
 * The sample legal texts in the five languages (docs/decisions/0163-legal-pages.md), in the shape
 * `GET /api/legal` answers: the seed writes them into the panel's rich text, the SPA's tests
 * answer them. Like the other samples, plain data that imports nothing.
 */
type Block = { kind: 'heading' | 'paragraph' | 'item'; text: string }
type Texts = {
  privacy: { title: string; blocks: Block[] }
  terms: { title: string; blocks: Block[] }
  priceNote: string
}

const heading = (text: string): Block => ({ kind: 'heading', text })
const paragraph = (text: string): Block => ({ kind: 'paragraph', text })
const item = (text: string): Block => ({ kind: 'item', text })

const CONTROLLER = 'SOG Firearms Sp. z o.o., ul. Przemysłowa 12, 61-541 Poznań'
const EMAIL = 'kontakt@sog-firearms.pl'
const PHONE = '+48 61 222 33 44'

export const SAMPLE_LEGAL_TEXTS: Record<'en' | 'pl' | 'it' | 'de' | 'fr', Texts> = {
  en: {
    privacy: {
      title: 'Privacy policy',
      blocks: [
        heading('Who is responsible for your data'),
        paragraph(
          `The controller of your personal data is ${CONTROLLER}, Poland (KRS 0000712345). You can reach us at ${EMAIL} or ${PHONE}.`,
        ),
        heading('What we store'),
        item('Contact form: your name, e-mail address, subject and message.'),
        item(
          'Price and availability requests: your name, e-mail address, phone number if you give it, your message, the firearm concerned, the dealer you wrote to, your country and language.',
        ),
        item(
          'Your language, country, favourites, comparison list and the place you last measured dealers’ distances from stay in your browser (cookies and local storage). Your browser sends the cookies with each request to this site: the language and country so that pages open in them, and a town you named in the dealer directory so that dealers are listed nearest first; we do not keep them. Your device’s position is never sent.',
        ),
        heading('Why and on what basis'),
        paragraph(
          'We use these data only to answer your message or request and to pass a request to the authorized dealer you chose (Art. 6(1)(b) and (f) GDPR). We do not use them for marketing and never sell them.',
        ),
        heading('How long we keep them'),
        paragraph(
          'Requests are deleted automatically 24 months after they were sent. Contact messages are kept as long as needed to deal with your enquiry and then deleted.',
        ),
        heading('Who receives them'),
        paragraph(
          'The authorized dealer you addressed a request to, and our hosting and e-mail providers, who process the data on our behalf within the European Economic Area.',
        ),
        heading('Your rights'),
        paragraph(
          `You have the right to access your data, to have them corrected or erased, to restrict or object to their processing and to data portability. Write to ${EMAIL}. You may also lodge a complaint with the supervisory authority, in Poland the President of the Personal Data Protection Office (UODO), ul. Stawki 2, 00-193 Warszawa.`,
        ),
      ],
    },
    terms: {
      title: 'Terms of use',
      blocks: [
        heading('The catalogue'),
        paragraph(
          'This website presents the firearms made by SOG Firearms Sp. z o.o. and the authorized dealers who sell them. It is a catalogue: nothing can be bought or reserved on it.',
        ),
        heading('Prices'),
        paragraph(
          'Prices shown are suggested retail prices including VAT. Prices in other currencies are converted at the rates we set and are approximate. The final price is set by the dealer.',
        ),
        heading('Sale through authorized dealers'),
        item(
          'Firearms are sold only by our authorized dealers, in their shops and under the law of their country.',
        ),
        item('Buying a firearm may require a permit; the dealer checks it before the sale.'),
        item('We do not sell firearms, ammunition or parts online or by mail order.'),
        heading('Requests'),
        paragraph(
          'A price or availability request goes to the company or the dealer you chose. It is not an order and binds neither side.',
        ),
        heading('Content'),
        paragraph(
          'Descriptions, images and specifications are for information and may change without notice. The texts and images of this site may not be reused without our written permission.',
        ),
        heading('Contact'),
        paragraph(`Questions about these terms: ${EMAIL}.`),
      ],
    },
    priceNote:
      'Suggested retail price incl. VAT. Sold only through authorized dealers; a permit may be required.',
  },
  pl: {
    privacy: {
      title: 'Polityka prywatności',
      blocks: [
        heading('Kto odpowiada za Twoje dane'),
        paragraph(
          `Administratorem Twoich danych osobowych jest ${CONTROLLER} (KRS 0000712345). Możesz skontaktować się z nami pod adresem ${EMAIL} lub telefonicznie: ${PHONE}.`,
        ),
        heading('Jakie dane przechowujemy'),
        item('Formularz kontaktowy: imię i nazwisko, adres e-mail, temat i treść wiadomości.'),
        item(
          'Zapytania o cenę i dostępność: imię i nazwisko, adres e-mail, numer telefonu (jeśli go podasz), treść wiadomości, broń, której dotyczy zapytanie, wybrany dealer, Twój kraj i język.',
        ),
        item(
          'Twój język, kraj, ulubione, lista porównania i miejsce, od którego ostatnio mierzono odległość do dealerów, pozostają w Twojej przeglądarce (pliki cookie i pamięć lokalna). Przeglądarka wysyła pliki cookie z każdym żądaniem do tej witryny: język i kraj, aby strony otwierały się zgodnie z nimi, oraz miejscowość wpisaną w katalogu dealerów, aby dealerzy byli wymienieni od najbliższego; nie przechowujemy ich. Położenie Twojego urządzenia nigdy nie jest wysyłane.',
        ),
        heading('W jakim celu i na jakiej podstawie'),
        paragraph(
          'Dane wykorzystujemy wyłącznie, aby odpowiedzieć na Twoją wiadomość lub zapytanie oraz przekazać zapytanie wybranemu autoryzowanemu dealerowi (art. 6 ust. 1 lit. b i f RODO). Nie używamy ich do marketingu i nigdy ich nie sprzedajemy.',
        ),
        heading('Jak długo je przechowujemy'),
        paragraph(
          'Zapytania są usuwane automatycznie po 24 miesiącach od ich wysłania. Wiadomości z formularza kontaktowego przechowujemy tak długo, jak to potrzebne do załatwienia sprawy, a następnie je usuwamy.',
        ),
        heading('Kto je otrzymuje'),
        paragraph(
          'Autoryzowany dealer, do którego skierowano zapytanie, oraz nasi dostawcy hostingu i poczty elektronicznej, którzy przetwarzają dane w naszym imieniu na terenie Europejskiego Obszaru Gospodarczego.',
        ),
        heading('Twoje prawa'),
        paragraph(
          `Masz prawo dostępu do swoich danych, ich sprostowania lub usunięcia, ograniczenia przetwarzania, wniesienia sprzeciwu oraz przenoszenia danych. Napisz do nas: ${EMAIL}. Przysługuje Ci także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa.`,
        ),
      ],
    },
    terms: {
      title: 'Regulamin serwisu',
      blocks: [
        heading('Katalog'),
        paragraph(
          'Ten serwis prezentuje broń produkowaną przez SOG Firearms Sp. z o.o. oraz autoryzowanych dealerów, którzy ją sprzedają. Jest katalogiem: nie można w nim niczego kupić ani zarezerwować.',
        ),
        heading('Ceny'),
        paragraph(
          'Podane ceny są sugerowanymi cenami detalicznymi brutto (z VAT). Ceny w innych walutach są przeliczane po ustalonych przez nas kursach i mają charakter orientacyjny. Ostateczną cenę ustala dealer.',
        ),
        heading('Sprzedaż przez autoryzowanych dealerów'),
        item(
          'Broń sprzedają wyłącznie nasi autoryzowani dealerzy, w swoich sklepach i zgodnie z prawem swojego kraju.',
        ),
        item('Zakup broni może wymagać pozwolenia; dealer sprawdza je przed sprzedażą.'),
        item('Nie prowadzimy sprzedaży broni, amunicji ani części przez internet ani wysyłkowo.'),
        heading('Zapytania'),
        paragraph(
          'Zapytanie o cenę lub dostępność trafia do firmy lub wybranego dealera. Nie jest zamówieniem i nie zobowiązuje żadnej ze stron.',
        ),
        heading('Treści'),
        paragraph(
          'Opisy, zdjęcia i dane techniczne mają charakter informacyjny i mogą ulec zmianie bez uprzedzenia. Teksty i zdjęcia z tego serwisu nie mogą być wykorzystywane bez naszej pisemnej zgody.',
        ),
        heading('Kontakt'),
        paragraph(`Pytania dotyczące regulaminu: ${EMAIL}.`),
      ],
    },
    priceNote:
      'Sugerowana cena detaliczna brutto (z VAT). Sprzedaż wyłącznie przez autoryzowanych dealerów; zakup może wymagać pozwolenia.',
  },
  it: {
    privacy: {
      title: 'Informativa sulla privacy',
      blocks: [
        heading('Chi è responsabile dei tuoi dati'),
        paragraph(
          `Il titolare del trattamento dei tuoi dati personali è ${CONTROLLER}, Polonia (KRS 0000712345). Puoi contattarci all'indirizzo ${EMAIL} o al numero ${PHONE}.`,
        ),
        heading('Quali dati conserviamo'),
        item('Modulo di contatto: nome, indirizzo e-mail, oggetto e messaggio.'),
        item(
          "Richieste di prezzo e disponibilità: nome, indirizzo e-mail, numero di telefono se lo indichi, messaggio, l'arma interessata, il rivenditore a cui hai scritto, il tuo paese e la tua lingua.",
        ),
        item(
          'La lingua, il paese, i preferiti, la lista di confronto e il luogo da cui hai misurato l’ultima volta la distanza dai rivenditori restano nel tuo browser (cookie e memoria locale). Il browser invia i cookie a ogni richiesta a questo sito: la lingua e il paese perché le pagine si aprano secondo le tue scelte, e la località indicata nell’elenco dei rivenditori perché i rivenditori siano elencati dal più vicino; non li conserviamo. La posizione del tuo dispositivo non viene mai inviata.',
        ),
        heading('Perché e su quale base'),
        paragraph(
          'Usiamo questi dati solo per rispondere al tuo messaggio o alla tua richiesta e per inoltrare la richiesta al rivenditore autorizzato che hai scelto (art. 6, par. 1, lett. b e f del GDPR). Non li usiamo per il marketing e non li vendiamo mai.',
        ),
        heading('Per quanto tempo li conserviamo'),
        paragraph(
          "Le richieste vengono cancellate automaticamente 24 mesi dopo l'invio. I messaggi di contatto sono conservati per il tempo necessario a gestire la tua domanda e poi cancellati.",
        ),
        heading('Chi li riceve'),
        paragraph(
          "Il rivenditore autorizzato a cui hai indirizzato una richiesta e i nostri fornitori di hosting e di posta elettronica, che trattano i dati per nostro conto all'interno dello Spazio economico europeo.",
        ),
        heading('I tuoi diritti'),
        paragraph(
          `Hai il diritto di accedere ai tuoi dati, di ottenerne la rettifica o la cancellazione, di limitarne il trattamento o di opporti ad esso e alla portabilità dei dati. Scrivi a ${EMAIL}. Puoi anche proporre reclamo all'autorità di controllo, in Polonia il Presidente dell'Ufficio per la protezione dei dati personali (UODO), ul. Stawki 2, 00-193 Varsavia.`,
        ),
      ],
    },
    terms: {
      title: "Condizioni d'uso",
      blocks: [
        heading('Il catalogo'),
        paragraph(
          'Questo sito presenta le armi prodotte da SOG Firearms Sp. z o.o. e i rivenditori autorizzati che le vendono. È un catalogo: non vi si può acquistare né prenotare nulla.',
        ),
        heading('Prezzi'),
        paragraph(
          'I prezzi indicati sono prezzi di vendita consigliati IVA inclusa. I prezzi in altre valute sono convertiti ai tassi da noi stabiliti e sono indicativi. Il prezzo finale è stabilito dal rivenditore.',
        ),
        heading('Vendita tramite rivenditori autorizzati'),
        item(
          'Le armi sono vendute solo dai nostri rivenditori autorizzati, nei loro negozi e secondo la legge del loro paese.',
        ),
        item(
          "L'acquisto di un'arma può richiedere un permesso; il rivenditore lo verifica prima della vendita.",
        ),
        item('Non vendiamo armi, munizioni o parti online né per corrispondenza.'),
        heading('Richieste'),
        paragraph(
          "Una richiesta di prezzo o disponibilità va all'azienda o al rivenditore che hai scelto. Non è un ordine e non vincola nessuna delle parti.",
        ),
        heading('Contenuti'),
        paragraph(
          'Descrizioni, immagini e dati tecnici hanno scopo informativo e possono cambiare senza preavviso. I testi e le immagini di questo sito non possono essere riutilizzati senza il nostro permesso scritto.',
        ),
        heading('Contatti'),
        paragraph(`Domande su queste condizioni: ${EMAIL}.`),
      ],
    },
    priceNote:
      'Prezzo di vendita consigliato IVA inclusa. Venduto solo tramite rivenditori autorizzati; può essere richiesto un permesso.',
  },
  de: {
    privacy: {
      title: 'Datenschutzerklärung',
      blocks: [
        heading('Wer für Ihre Daten verantwortlich ist'),
        paragraph(
          `Verantwortlicher für Ihre personenbezogenen Daten ist die ${CONTROLLER}, Polen (KRS 0000712345). Sie erreichen uns unter ${EMAIL} oder ${PHONE}.`,
        ),
        heading('Welche Daten wir speichern'),
        item('Kontaktformular: Ihr Name, Ihre E-Mail-Adresse, Betreff und Nachricht.'),
        item(
          'Preis- und Verfügbarkeitsanfragen: Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer, falls Sie sie angeben, Ihre Nachricht, die betreffende Waffe, der angeschriebene Händler, Ihr Land und Ihre Sprache.',
        ),
        item(
          'Ihre Sprache, Ihr Land, Ihre Favoriten, Ihre Vergleichsliste und der Ort, von dem aus Sie zuletzt die Entfernung zu Händlern gemessen haben, bleiben in Ihrem Browser (Cookies und lokaler Speicher). Ihr Browser sendet die Cookies mit jeder Anfrage an diese Website: Sprache und Land, damit sich die Seiten entsprechend öffnen, und einen im Händlerverzeichnis genannten Ort, damit die nächstgelegenen Händler zuerst erscheinen; wir speichern sie nicht. Der Standort Ihres Geräts wird nie übermittelt.',
        ),
        heading('Zweck und Rechtsgrundlage'),
        paragraph(
          'Wir verwenden diese Daten nur, um Ihre Nachricht oder Anfrage zu beantworten und eine Anfrage an den von Ihnen gewählten autorisierten Händler weiterzugeben (Art. 6 Abs. 1 lit. b und f DSGVO). Wir nutzen sie nicht für Werbung und verkaufen sie nie.',
        ),
        heading('Wie lange wir sie speichern'),
        paragraph(
          'Anfragen werden 24 Monate nach ihrem Versand automatisch gelöscht. Nachrichten aus dem Kontaktformular bewahren wir so lange auf, wie es zur Bearbeitung Ihres Anliegens nötig ist, und löschen sie dann.',
        ),
        heading('Wer sie erhält'),
        paragraph(
          'Der autorisierte Händler, an den Sie eine Anfrage gerichtet haben, sowie unsere Hosting- und E-Mail-Dienstleister, die die Daten in unserem Auftrag im Europäischen Wirtschaftsraum verarbeiten.',
        ),
        heading('Ihre Rechte'),
        paragraph(
          `Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit. Schreiben Sie an ${EMAIL}. Sie können sich außerdem bei einer Aufsichtsbehörde beschweren, in Polen beim Präsidenten des Amtes für den Schutz personenbezogener Daten (UODO), ul. Stawki 2, 00-193 Warschau.`,
        ),
      ],
    },
    terms: {
      title: 'Nutzungsbedingungen',
      blocks: [
        heading('Der Katalog'),
        paragraph(
          'Diese Website zeigt die Waffen der SOG Firearms Sp. z o.o. und die autorisierten Händler, die sie verkaufen. Sie ist ein Katalog: Hier kann nichts gekauft oder reserviert werden.',
        ),
        heading('Preise'),
        paragraph(
          'Die angegebenen Preise sind unverbindliche Preisempfehlungen inklusive Mehrwertsteuer. Preise in anderen Währungen werden zu den von uns festgelegten Kursen umgerechnet und sind Richtwerte. Den endgültigen Preis bestimmt der Händler.',
        ),
        heading('Verkauf über autorisierte Händler'),
        item(
          'Waffen werden ausschließlich von unseren autorisierten Händlern verkauft, in ihren Geschäften und nach dem Recht ihres Landes.',
        ),
        item(
          'Für den Kauf einer Waffe kann eine Erlaubnis erforderlich sein; der Händler prüft sie vor dem Verkauf.',
        ),
        item('Wir verkaufen keine Waffen, Munition oder Teile online oder im Versandhandel.'),
        heading('Anfragen'),
        paragraph(
          'Eine Preis- oder Verfügbarkeitsanfrage geht an das Unternehmen oder an den von Ihnen gewählten Händler. Sie ist keine Bestellung und verpflichtet keine Seite.',
        ),
        heading('Inhalte'),
        paragraph(
          'Beschreibungen, Bilder und technische Daten dienen der Information und können sich ohne Ankündigung ändern. Texte und Bilder dieser Website dürfen ohne unsere schriftliche Zustimmung nicht weiterverwendet werden.',
        ),
        heading('Kontakt'),
        paragraph(`Fragen zu diesen Bedingungen: ${EMAIL}.`),
      ],
    },
    priceNote:
      'Unverbindliche Preisempfehlung inkl. MwSt. Verkauf nur über autorisierte Händler; eine Erlaubnis kann erforderlich sein.',
  },
  fr: {
    privacy: {
      title: 'Politique de confidentialité',
      blocks: [
        heading('Qui est responsable de vos données'),
        paragraph(
          `Le responsable du traitement de vos données personnelles est ${CONTROLLER}, Pologne (KRS 0000712345). Vous pouvez nous joindre à ${EMAIL} ou au ${PHONE}.`,
        ),
        heading('Quelles données nous conservons'),
        item('Formulaire de contact : votre nom, votre adresse e-mail, l’objet et le message.'),
        item(
          'Demandes de prix et de disponibilité : votre nom, votre adresse e-mail, votre numéro de téléphone si vous le donnez, votre message, l’arme concernée, le revendeur auquel vous avez écrit, votre pays et votre langue.',
        ),
        item(
          'Votre langue, votre pays, vos favoris, votre liste de comparaison et le lieu depuis lequel vous avez mesuré pour la dernière fois la distance aux revendeurs restent dans votre navigateur (cookies et stockage local). Votre navigateur envoie les cookies avec chaque requête à ce site : la langue et le pays pour que les pages s’ouvrent selon ces choix, et une ville indiquée dans l’annuaire des revendeurs pour que les revendeurs les plus proches apparaissent en premier ; nous ne les conservons pas. La position de votre appareil n’est jamais transmise.',
        ),
        heading('Pourquoi et sur quelle base'),
        paragraph(
          'Nous utilisons ces données uniquement pour répondre à votre message ou à votre demande et pour transmettre une demande au revendeur agréé que vous avez choisi (art. 6, par. 1, points b et f du RGPD). Nous ne les utilisons pas à des fins de marketing et ne les vendons jamais.',
        ),
        heading('Combien de temps nous les conservons'),
        paragraph(
          'Les demandes sont supprimées automatiquement 24 mois après leur envoi. Les messages de contact sont conservés le temps nécessaire au traitement de votre demande, puis supprimés.',
        ),
        heading('Qui les reçoit'),
        paragraph(
          'Le revendeur agréé auquel vous avez adressé une demande, ainsi que nos prestataires d’hébergement et de messagerie, qui traitent les données pour notre compte dans l’Espace économique européen.',
        ),
        heading('Vos droits'),
        paragraph(
          `Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit à la limitation du traitement, d’un droit d’opposition et d’un droit à la portabilité. Écrivez à ${EMAIL}. Vous pouvez aussi introduire une réclamation auprès d’une autorité de contrôle, en Pologne le Président de l’Office de protection des données personnelles (UODO), ul. Stawki 2, 00-193 Varsovie.`,
        ),
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      blocks: [
        heading('Le catalogue'),
        paragraph(
          'Ce site présente les armes fabriquées par SOG Firearms Sp. z o.o. et les revendeurs agréés qui les vendent. C’est un catalogue : rien ne peut y être acheté ni réservé.',
        ),
        heading('Prix'),
        paragraph(
          'Les prix affichés sont des prix de vente conseillés TTC. Les prix dans d’autres devises sont convertis aux taux que nous fixons et sont indicatifs. Le prix final est fixé par le revendeur.',
        ),
        heading('Vente par des revendeurs agréés'),
        item(
          'Les armes sont vendues uniquement par nos revendeurs agréés, dans leurs magasins et selon la loi de leur pays.',
        ),
        item(
          'L’achat d’une arme peut nécessiter une autorisation ; le revendeur la vérifie avant la vente.',
        ),
        item('Nous ne vendons ni armes, ni munitions, ni pièces en ligne ou par correspondance.'),
        heading('Demandes'),
        paragraph(
          'Une demande de prix ou de disponibilité est adressée à l’entreprise ou au revendeur que vous avez choisi. Ce n’est pas une commande et elle n’engage aucune des parties.',
        ),
        heading('Contenus'),
        paragraph(
          'Les descriptions, images et caractéristiques techniques sont fournies à titre d’information et peuvent changer sans préavis. Les textes et images de ce site ne peuvent être réutilisés sans notre autorisation écrite.',
        ),
        heading('Contact'),
        paragraph(`Questions sur ces conditions : ${EMAIL}.`),
      ],
    },
    priceNote:
      'Prix de vente conseillé TTC. Vendu uniquement par des revendeurs agréés ; une autorisation peut être nécessaire.',
  },
}
