import type { Site } from '../../domain/sites.ts';
import { type ContentLink, externalPage, type Localized } from './localized.ts';

/** A marketing text of the shop; `link` leads to a storefront route or a configured external page. */
export interface MarketTextEntry {
  readonly key: string;
  readonly text: Localized;
  readonly link?: ContentLink;
  /** Shown only on the sites this accepts; on every site when absent. */
  readonly onSite?: (site: Site) => boolean;
}

/** appMarketLanguage: the app-download banner of the shop. */
export const APP_MARKET_TEXTS: readonly MarketTextEntry[] = [
  {
    key: 'appTitle',
    text: {
      zh: '下载App，出行更便捷',
      en: 'Travel smarter with our app',
      de: 'Mit unserer App entspannter reisen',
      fr: 'Voyagez plus simplement avec notre application',
      ru: 'Путешествуйте удобнее с нашим приложением',
      ko: '앱으로 더 편리하게 여행하세요',
      ja: 'アプリで、もっと快適な旅を',
      tc: '下載App，出行更便捷',
      es: 'Viaje más fácil con nuestra aplicación',
      it: 'Viaggia più comodamente con la nostra app',
    },
  },
  {
    key: 'appText',
    text: {
      zh: '在手机上订票、值机、选座，随时掌握行程动态。',
      en: 'Book flights, check in, choose your seat and follow your trip from your phone.',
      de: 'Flüge buchen, einchecken, Sitzplatz wählen und die Reise verfolgen – alles auf dem Smartphone.',
      fr: 'Réservez vos vols, enregistrez-vous, choisissez votre siège et suivez votre voyage depuis votre téléphone.',
      ru: 'Бронируйте билеты, регистрируйтесь на рейс, выбирайте место и следите за поездкой в телефоне.',
      ko: '휴대폰으로 항공권 예약, 체크인, 좌석 선택과 여정 확인까지 한 번에 하세요.',
      ja: '航空券の予約、チェックイン、座席指定からフライト情報の確認までスマートフォンで。',
      tc: '在手機上訂票、辦理登機、選座，隨時掌握行程動態。',
      es: 'Reserve vuelos, haga el check-in, elija su asiento y siga su viaje desde el móvil.',
      it: 'Prenota voli, fai il check-in, scegli il posto e segui il tuo viaggio dallo smartphone.',
    },
  },
  {
    key: 'appDownload',
    link: externalPage('app'),
    text: {
      zh: '立即下载',
      en: 'Download the app',
      de: 'App herunterladen',
      fr: 'Télécharger l’application',
      ru: 'Скачать приложение',
      ko: '앱 다운로드',
      ja: 'アプリをダウンロード',
      tc: '立即下載',
      es: 'Descargar la aplicación',
      it: 'Scarica l’app',
    },
  },
];

/** appMarketLanguageCommon: the tips beside every price of the shop. `{currency}` is the site's currency. */
export const COMMON_MARKET_TEXTS: readonly MarketTextEntry[] = [
  {
    key: 'taxIncluded',
    text: {
      zh: '价格已含税费。',
      en: 'Prices include taxes and fees.',
      de: 'Die Preise enthalten Steuern und Gebühren.',
      fr: 'Les prix incluent les taxes et frais.',
      ru: 'Цены указаны с учётом налогов и сборов.',
      ko: '표시된 가격에는 세금과 수수료가 포함되어 있습니다.',
      ja: '表示価格には税金・諸費用が含まれています。',
      tc: '價格已含稅費。',
      es: 'Los precios incluyen tasas e impuestos.',
      it: 'I prezzi includono tasse e oneri.',
    },
  },
  {
    key: 'currency',
    text: {
      zh: '价格以{currency}显示。',
      en: 'Prices are shown in {currency}.',
      de: 'Alle Preise in {currency}.',
      fr: 'Les prix sont indiqués en {currency}.',
      ru: 'Цены указаны в {currency}.',
      ko: '가격은 {currency}(으)로 표시됩니다.',
      ja: '価格は{currency}で表示しています。',
      tc: '價格以{currency}顯示。',
      es: 'Los precios se muestran en {currency}.',
      it: 'I prezzi sono indicati in {currency}.',
    },
  },
  {
    key: 'paymentGuarantee',
    text: {
      zh: '完成支付后方可确保票价和座位。',
      en: 'Fares and seats are guaranteed only once payment is complete.',
      de: 'Preise und Plätze sind erst nach abgeschlossener Zahlung garantiert.',
      fr: 'Les tarifs et les places ne sont garantis qu’une fois le paiement effectué.',
      ru: 'Тарифы и места гарантируются только после оплаты.',
      ko: '운임과 좌석은 결제가 완료된 후에만 확정됩니다.',
      ja: '運賃と座席は、お支払いの完了後に確定します。',
      tc: '完成付款後方可確保票價及座位。',
      es: 'Las tarifas y los asientos solo se garantizan una vez completado el pago.',
      it: 'Tariffe e posti sono garantiti solo a pagamento completato.',
    },
  },
  {
    key: 'localTime',
    text: {
      zh: '所有时间均为机场当地时间。',
      en: 'All times are local times at the airport.',
      de: 'Alle Zeiten sind Ortszeiten des jeweiligen Flughafens.',
      fr: 'Tous les horaires sont indiqués en heure locale de l’aéroport.',
      ru: 'Указано местное время аэропорта.',
      ko: '모든 시간은 해당 공항의 현지 시간입니다.',
      ja: '時刻はすべて各空港の現地時間です。',
      tc: '所有時間均為機場當地時間。',
      es: 'Todas las horas son locales del aeropuerto.',
      it: 'Tutti gli orari sono espressi nell’ora locale dell’aeroporto.',
    },
  },
  {
    key: 'carrierSurcharge',
    onSite: (site) => site.flags.carrierSurcharge,
    text: {
      zh: '价格明细中单独列出航空公司附加费。',
      en: 'The carrier-imposed surcharge is shown as a separate line of the price.',
      de: 'Der Carrier-Zuschlag wird im Preis gesondert ausgewiesen.',
      fr: 'La surcharge transporteur est indiquée séparément dans le détail du prix.',
      ru: 'Сбор перевозчика указан в цене отдельной строкой.',
      ko: '항공사 부과 할증료는 가격 내역에 별도로 표시됩니다.',
      ja: '航空会社が課す付加運賃は、料金内訳に別途表示されます。',
      tc: '價格明細中單獨列出航空公司附加費。',
      es: 'El recargo de la aerolínea se muestra por separado en el desglose del precio.',
      it: 'Il supplemento del vettore è indicato separatamente nel dettaglio del prezzo.',
    },
  },
];
