import { COUNTRIES, isLanguage, type Language, type RequestKind } from '@sog/contract'

/**
 * The mails a price or availability request sends (docs/product.md, "Requests"), in five
 * languages: to its recipient (the dealer, or the company), and a confirmation to the visitor
 * in the visitor's language. A dealer reads its mail in its country's language where the site
 * has it, else in English; the company in English.
 */
type Texts = {
  kind: Record<RequestKind, string>
  noticeSubject: (kind: string, firearm: string) => string
  noticeIntro: (name: string, email: string, kind: string, firearm: string) => string
  reassigned: string
  phone: string
  country: string
  language: string
  message: string
  replyHint: (name: string) => string
  portal: (url: string) => string
  company: string
  confirmSubject: (firearm: string) => string
  confirmGreeting: (name: string) => string
  confirmBody: (kind: string, firearm: string, recipient: string, email: string) => string
  retention: (months: number) => string
  privacy: (url: string) => string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    kind: { price: 'price', availability: 'availability' },
    noticeSubject: (kind, firearm) => `Request about the ${kind} of ${firearm}`,
    noticeIntro: (name, email, kind, firearm) =>
      `${name} <${email}> asks about the ${kind} of ${firearm}.`,
    reassigned: 'An administrator passed this request on to you.',
    phone: 'Phone',
    country: 'Country',
    language: 'Language',
    message: 'Message',
    replyHint: (name) => `Reply to this e-mail to answer ${name} directly.`,
    portal: (url) => `Mark it answered or closed in your portal: ${url}`,
    company: 'SOG Firearms',
    confirmSubject: (firearm) => `We received your request about ${firearm}`,
    confirmGreeting: (name) => `Hello ${name},`,
    confirmBody: (kind, firearm, recipient, email) =>
      `thank you for your request about the ${kind} of ${firearm}. ${recipient} has received it and will answer you by e-mail at ${email}.`,
    retention: (months) =>
      `We keep your request for ${months} months to answer it, then delete it.`,
    privacy: (url) => `Privacy policy: ${url}`,
  },
  pl: {
    kind: { price: 'cenę', availability: 'dostępność' },
    noticeSubject: (kind, firearm) => `Zapytanie o ${kind}: ${firearm}`,
    noticeIntro: (name, email, kind, firearm) =>
      `${name} <${email}> pyta o ${kind} produktu ${firearm}.`,
    reassigned: 'Administrator przekazał to zapytanie do Państwa.',
    phone: 'Telefon',
    country: 'Kraj',
    language: 'Język',
    message: 'Wiadomość',
    replyHint: (name) => `Aby odpowiedzieć bezpośrednio (${name}), odpowiedz na tę wiadomość.`,
    portal: (url) => `Oznacz je jako odpowiedziane lub zamknięte w portalu: ${url}`,
    company: 'SOG Firearms',
    confirmSubject: (firearm) => `Otrzymaliśmy Twoje zapytanie: ${firearm}`,
    confirmGreeting: (name) => `Dzień dobry ${name},`,
    confirmBody: (kind, firearm, recipient, email) =>
      `dziękujemy za zapytanie o ${kind} produktu ${firearm}. Przekazaliśmy je do: ${recipient}. Odpowiedź otrzymasz e-mailem na adres ${email}.`,
    retention: (months) =>
      `Przechowujemy Twoje zapytanie przez ${months} mies., aby na nie odpowiedzieć, a potem je usuwamy.`,
    privacy: (url) => `Polityka prywatności: ${url}`,
  },
  it: {
    kind: { price: 'il prezzo', availability: 'la disponibilità' },
    noticeSubject: (kind, firearm) => `Richiesta su ${kind} di ${firearm}`,
    noticeIntro: (name, email, kind, firearm) => `${name} <${email}> chiede ${kind} di ${firearm}.`,
    reassigned: 'Un amministratore vi ha inoltrato questa richiesta.',
    phone: 'Telefono',
    country: 'Paese',
    language: 'Lingua',
    message: 'Messaggio',
    replyHint: (name) => `Rispondete a questa e-mail per rispondere direttamente a ${name}.`,
    portal: (url) => `Segnatela come risposta o chiusa nel vostro portale: ${url}`,
    company: 'SOG Firearms',
    confirmSubject: (firearm) => `Abbiamo ricevuto la tua richiesta su ${firearm}`,
    confirmGreeting: (name) => `Buongiorno ${name},`,
    confirmBody: (kind, firearm, recipient, email) =>
      `grazie per la tua richiesta su ${kind} di ${firearm}. ${recipient} l'ha ricevuta e ti risponderà via e-mail all'indirizzo ${email}.`,
    retention: (months) =>
      `Conserviamo la tua richiesta per ${months} mesi per risponderti, poi la cancelliamo.`,
    privacy: (url) => `Informativa sulla privacy: ${url}`,
  },
  de: {
    kind: { price: 'den Preis', availability: 'die Verfügbarkeit' },
    noticeSubject: (kind, firearm) => `Anfrage zu ${kind}: ${firearm}`,
    noticeIntro: (name, email, kind, firearm) =>
      `${name} <${email}> fragt nach ${kind} von ${firearm}.`,
    reassigned: 'Ein Administrator hat diese Anfrage an Sie weitergeleitet.',
    phone: 'Telefon',
    country: 'Land',
    language: 'Sprache',
    message: 'Nachricht',
    replyHint: (name) => `Antworten Sie auf diese E-Mail, um ${name} direkt zu antworten.`,
    portal: (url) => `Markieren Sie sie in Ihrem Portal als beantwortet oder erledigt: ${url}`,
    company: 'SOG Firearms',
    confirmSubject: (firearm) => `Wir haben Ihre Anfrage zu ${firearm} erhalten`,
    confirmGreeting: (name) => `Guten Tag ${name},`,
    confirmBody: (kind, firearm, recipient, email) =>
      `vielen Dank für Ihre Anfrage zu ${kind} von ${firearm}. ${recipient} hat sie erhalten und antwortet Ihnen per E-Mail an ${email}.`,
    retention: (months) =>
      `Wir bewahren Ihre Anfrage ${months} Monate auf, um sie zu beantworten, und löschen sie dann.`,
    privacy: (url) => `Datenschutzerklärung: ${url}`,
  },
  fr: {
    kind: { price: 'le prix', availability: 'la disponibilité' },
    noticeSubject: (kind, firearm) => `Demande sur ${kind} de ${firearm}`,
    noticeIntro: (name, email, kind, firearm) =>
      `${name} <${email}> demande ${kind} de ${firearm}.`,
    reassigned: 'Un administrateur vous a transmis cette demande.',
    phone: 'Téléphone',
    country: 'Pays',
    language: 'Langue',
    message: 'Message',
    replyHint: (name) => `Répondez à cet e-mail pour répondre directement à ${name}.`,
    portal: (url) => `Marquez-la comme répondue ou close dans votre portail : ${url}`,
    company: 'SOG Firearms',
    confirmSubject: (firearm) => `Nous avons reçu votre demande sur ${firearm}`,
    confirmGreeting: (name) => `Bonjour ${name},`,
    confirmBody: (kind, firearm, recipient, email) =>
      `merci pour votre demande sur ${kind} de ${firearm}. ${recipient} l'a reçue et vous répondra par e-mail à l'adresse ${email}.`,
    retention: (months) =>
      `Nous conservons votre demande ${months} mois pour y répondre, puis nous la supprimons.`,
    privacy: (url) => `Politique de confidentialité : ${url}`,
  },
}

/** The language a dealer in `country` reads its mail in: its country's, where the site has it. */
const COUNTRY_LANGUAGES: Record<string, Language> = {
  PL: 'pl',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  IT: 'it',
  SM: 'it',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
}

export const languageOfCountry = (country: string | null | undefined): Language =>
  COUNTRY_LANGUAGES[country ?? ''] ?? 'en'

const textsOf = (language: string): Texts => TEXTS[isLanguage(language) ? language : 'en']

export type MailRequest = {
  kind: RequestKind
  firearmName: string
  name: string
  email: string
  phone?: string | null
  message?: string | null
  country: string
  language: string
}

const countryName = (code: string, language: Language) =>
  COUNTRIES.find((country) => country.code === code)?.name[language] ?? code

/** To the recipient: who asks what, how to reach them, and where to mark it done. */
export function recipientMail(
  request: MailRequest,
  {
    language,
    portalUrl,
    reassigned,
  }: { language: Language; portalUrl: string; reassigned: boolean },
) {
  const t = textsOf(language)
  const kind = t.kind[request.kind]
  const lines = [
    ...(reassigned ? [t.reassigned, ''] : []),
    t.noticeIntro(request.name, request.email, kind, request.firearmName),
    '',
    ...(request.phone ? [`${t.phone}: ${request.phone}`] : []),
    `${t.country}: ${countryName(request.country, language)}`,
    `${t.language}: ${request.language}`,
    ...(request.message ? ['', `${t.message}:`, request.message] : []),
    '',
    t.replyHint(request.name),
    t.portal(portalUrl),
  ]
  return { subject: t.noticeSubject(kind, request.firearmName), text: `${lines.join('\n')}\n` }
}

/** To the visitor, in the visitor's language: received, by whom, and how long it is kept. */
export function confirmationMail(
  request: MailRequest,
  {
    recipient,
    retentionMonths,
    privacyUrl,
  }: { recipient: string | null; retentionMonths: number; privacyUrl: string },
) {
  const t = textsOf(request.language)
  const language = isLanguage(request.language) ? request.language : 'en'
  const kind = t.kind[request.kind]
  const lines = [
    t.confirmGreeting(request.name),
    '',
    t.confirmBody(kind, request.firearmName, recipient ?? t.company, request.email),
    ...(request.message ? ['', `${t.message}:`, request.message] : []),
    '',
    t.retention(retentionMonths),
    t.privacy(privacyUrl),
    '',
    t.company,
  ]
  return {
    subject: t.confirmSubject(request.firearmName),
    text: `${lines.join('\n')}\n`,
    language,
  }
}
