import { type Acknowledgement, type BookingKind, type NoticeKey, PROTOCOL_TYPE, type ProtocolType } from '../../domain/content/booking-notices.ts';
import { allSites } from '../../domain/site-lookup.ts';
import { type ContentLink, externalPage, type Localized } from './localized.ts';

/** One notice a traveller reads or accepts before booking, and when it is shown. */
export interface NoticeEntry {
  readonly key: NoticeKey;
  readonly type: ProtocolType;
  readonly orderNo: number;
  /** The page the notice's name links to: a configured external page, so that the configuration decides every host. */
  readonly link: ContentLink;
  /** Whether the traveller must accept it with a box of its own, or only acknowledge it with the other notices. */
  readonly acknowledgement: Acknowledgement;
  readonly sites: 'all' | readonly string[];
  /** Shown only for this kind of booking; both when absent. */
  readonly kind?: BookingKind;
  /** Shown only when the trip crosses a border (intl=1). */
  readonly intlOnly?: true;
  /** Shown only when the trip touches one of these airports or cities (IATA codes), or when its airports are not told. */
  readonly airports?: readonly string[];
  readonly names: Localized;
}

/** The sites under GDPR rules of their own (flag noGDPR). */
const GDPR_SITES = allSites()
  .filter((site) => site.flags.noGDPR)
  .map((site) => site.code);

/** Daxing, and Beijing's city code, which may stand for it. */
const DAXING = ['PKX', 'BJS'];

export const NOTICE_TABLE: readonly NoticeEntry[] = [
  {
    // The contract of carriage itself: the booking makes it, so it is accepted, not only read.
    key: 'GCCPB',
    type: PROTOCOL_TYPE.basic,
    orderNo: 10,
    sites: 'all',
    link: externalPage('terms'),
    acknowledgement: 'consent',
    names: {
      zh: '旅客、行李运输总条件',
      en: 'General Conditions of Carriage for Passengers and Baggage',
      de: 'Allgemeine Beförderungsbedingungen für Fluggäste und Gepäck',
      fr: 'Conditions générales de transport des passagers et des bagages',
      ru: 'Общие условия перевозки пассажиров и багажа',
      ko: '여객 및 수하물 운송 일반 약관',
      ja: '旅客および手荷物の一般運送約款',
      tc: '旅客、行李運輸總條件',
      es: 'Condiciones generales de transporte de pasajeros y equipaje',
      it: 'Condizioni generali di trasporto dei passeggeri e dei bagagli',
    },
  },
  {
    // The terms of the online sale, part of the same contract.
    key: 'BR',
    type: PROTOCOL_TYPE.basic,
    orderNo: 20,
    sites: 'all',
    link: externalPage('bookingTerms'),
    acknowledgement: 'consent',
    names: {
      zh: '网上购票条款',
      en: 'Online booking terms',
      de: 'Bedingungen für Online-Buchungen',
      fr: 'Conditions de réservation en ligne',
      ru: 'Условия онлайн-бронирования',
      ko: '온라인 예약 약관',
      ja: 'オンライン予約規約',
      tc: '網上購票條款',
      es: 'Condiciones de reserva en línea',
      it: 'Condizioni di prenotazione online',
    },
  },
  {
    // A privacy notice informs (GDPR art. 13); the processing rests on the contract, not on a consent.
    key: 'PNP',
    type: PROTOCOL_TYPE.basic,
    orderNo: 30,
    sites: 'all',
    link: externalPage('privacy'),
    acknowledgement: 'information',
    names: {
      zh: '隐私声明',
      en: 'Privacy notice',
      de: 'Datenschutzhinweise',
      fr: 'Avis de confidentialité',
      ru: 'Уведомление о конфиденциальности',
      ko: '개인정보 처리방침',
      ja: 'プライバシーポリシー',
      tc: '隱私聲明',
      es: 'Aviso de privacidad',
      it: 'Informativa sulla privacy',
    },
  },
  {
    // Passenger data goes to the carrier's systems and authorities outside the EEA; without an adequacy decision that
    // transfer rests on the traveller's explicit consent (GDPR art. 49(1)(a)), so it is asked for on its own.
    key: 'GDPR',
    type: PROTOCOL_TYPE.basic,
    orderNo: 40,
    sites: GDPR_SITES,
    link: externalPage('gdpr'),
    acknowledgement: 'consent',
    names: {
      zh: '《通用数据保护条例》（GDPR）数据保护说明',
      en: 'Data protection notice under the GDPR',
      de: 'Datenschutzhinweise nach der DSGVO',
      fr: 'Information sur la protection des données (RGPD)',
      ru: 'Уведомление о защите данных в соответствии с GDPR',
      ko: 'GDPR에 따른 개인정보 보호 고지',
      ja: 'GDPRに基づく個人データ保護に関するお知らせ',
      tc: '《通用資料保護規則》（GDPR）資料保護說明',
      es: 'Aviso de protección de datos conforme al RGPD',
      it: 'Informativa sulla protezione dei dati ai sensi del GDPR',
    },
  },
  {
    // Korea's Personal Information Protection Act asks for a separate consent to each collection and use.
    key: 'KBLY',
    type: PROTOCOL_TYPE.basic,
    orderNo: 45,
    sites: ['kr'],
    link: externalPage('privacyConsent'),
    acknowledgement: 'consent',
    names: {
      zh: '个人信息收集及使用同意书',
      en: 'Consent to the collection and use of personal information',
      de: 'Einwilligung in die Erhebung und Nutzung personenbezogener Daten',
      fr: 'Consentement à la collecte et à l’utilisation des données personnelles',
      ru: 'Согласие на сбор и использование персональных данных',
      ko: '개인정보 수집 및 이용 동의',
      ja: '個人情報の収集および利用に関する同意',
      tc: '個人資料收集及使用同意書',
      es: 'Consentimiento para la recogida y el uso de datos personales',
      it: 'Consenso alla raccolta e all’utilizzo dei dati personali',
    },
  },
  {
    key: 'oq',
    type: PROTOCOL_TYPE.basic,
    orderNo: 50,
    sites: 'all',
    link: externalPage('dangerousGoods'),
    acknowledgement: 'information',
    names: {
      zh: '危险品运输须知',
      en: 'Dangerous goods notice',
      de: 'Hinweise zu gefährlichen Gütern',
      fr: 'Avis sur les marchandises dangereuses',
      ru: 'Информация об опасных грузах',
      ko: '위험물 안내',
      ja: '危険物に関するご案内',
      tc: '危險品運輸須知',
      es: 'Aviso sobre mercancías peligrosas',
      it: 'Avviso sulle merci pericolose',
    },
  },
  {
    key: 'TPLB',
    type: PROTOCOL_TYPE.basic,
    orderNo: 55,
    sites: 'all',
    link: externalPage('lithiumBatteries'),
    acknowledgement: 'information',
    names: {
      zh: '充电宝及锂电池携带须知',
      en: 'Power banks and lithium batteries',
      de: 'Powerbanks und Lithiumbatterien',
      fr: 'Batteries externes et batteries au lithium',
      ru: 'Пауэрбанки и литиевые батареи',
      ko: '보조배터리 및 리튬 배터리 안내',
      ja: 'モバイルバッテリー・リチウム電池の持ち込みについて',
      tc: '行動電源（充電寶）及鋰電池攜帶須知',
      es: 'Baterías externas y baterías de litio',
      it: 'Power bank e batterie al litio',
    },
  },
  {
    key: 'oqtntl',
    type: PROTOCOL_TYPE.basic,
    orderNo: 60,
    sites: 'all',
    intlOnly: true,
    link: externalPage('internationalTravel'),
    acknowledgement: 'information',
    names: {
      zh: '国际旅行须知',
      en: 'International travel notice',
      de: 'Hinweise für internationale Reisen',
      fr: 'Informations pour les voyages internationaux',
      ru: 'Памятка для международных поездок',
      ko: '국제선 여행 안내',
      ja: '国際線ご利用のご案内',
      tc: '國際旅行須知',
      es: 'Aviso para viajes internacionales',
      it: 'Avviso per i viaggi internazionali',
    },
  },
  {
    // Every site sells trips through Daxing, but only a trip that uses it needs its notice.
    key: 'PKX',
    type: PROTOCOL_TYPE.basic,
    orderNo: 70,
    sites: 'all',
    airports: DAXING,
    link: externalPage('beijingDaxing'),
    acknowledgement: 'information',
    names: {
      zh: '北京大兴国际机场旅客须知',
      en: 'Beijing Daxing International Airport notice',
      de: 'Hinweise zum Flughafen Peking-Daxing',
      fr: 'Informations sur l’aéroport international de Pékin-Daxing',
      ru: 'Информация о международном аэропорте Пекин Дасин',
      ko: '베이징 다싱 국제공항 안내',
      ja: '北京大興国際空港のご案内',
      tc: '北京大興國際機場旅客須知',
      es: 'Aviso sobre el Aeropuerto Internacional de Pekín-Daxing',
      it: 'Avviso sull’aeroporto internazionale di Pechino-Daxing',
    },
  },
  {
    // Miles are spent by members, who accept the programme's terms with the booking.
    key: 'member',
    type: PROTOCOL_TYPE.basic,
    orderNo: 80,
    sites: 'all',
    kind: 'mileage',
    link: externalPage('memberTerms'),
    acknowledgement: 'consent',
    names: {
      zh: '常旅客会员条款',
      en: 'Frequent flyer membership terms',
      de: 'Teilnahmebedingungen des Vielfliegerprogramms',
      fr: 'Conditions d’adhésion au programme de fidélité',
      ru: 'Условия участия в программе для часто летающих пассажиров',
      ko: '상용고객 회원 약관',
      ja: 'マイレージ会員規約',
      tc: '常旅客會員條款',
      es: 'Condiciones del programa de viajero frecuente',
      it: 'Regolamento del programma frequent flyer',
    },
  },
  {
    // Choosing a seat of the fare costs nothing: its rules are information.
    key: 'seat',
    type: PROTOCOL_TYPE.addition,
    orderNo: 10,
    sites: 'all',
    link: externalPage('seatSelection'),
    acknowledgement: 'information',
    names: {
      zh: '选座服务条款',
      en: 'Seat selection terms',
      de: 'Bedingungen für die Sitzplatzwahl',
      fr: 'Conditions de sélection des sièges',
      ru: 'Условия выбора места',
      ko: '좌석 선택 약관',
      ja: '座席指定に関する規約',
      tc: '選座服務條款',
      es: 'Condiciones de selección de asiento',
      it: 'Condizioni per la scelta del posto',
    },
  },
  {
    // A paid seat is a purchase of its own, on its own terms.
    key: 'seatP',
    type: PROTOCOL_TYPE.addition,
    orderNo: 20,
    sites: 'all',
    link: externalPage('paidSeats'),
    acknowledgement: 'consent',
    names: {
      zh: '付费选座服务条款',
      en: 'Paid seat selection terms',
      de: 'Bedingungen für kostenpflichtige Sitzplatzreservierungen',
      fr: 'Conditions des sièges payants',
      ru: 'Условия платного выбора места',
      ko: '유료 좌석 선택 약관',
      ja: '有料座席指定に関する規約',
      tc: '付費選座服務條款',
      es: 'Condiciones de los asientos de pago',
      it: 'Condizioni per i posti a pagamento',
    },
  },
  {
    // So is extra baggage.
    key: 'baggage',
    type: PROTOCOL_TYPE.addition,
    orderNo: 30,
    sites: 'all',
    link: externalPage('extraBaggage'),
    acknowledgement: 'consent',
    names: {
      zh: '额外行李购买条款',
      en: 'Extra baggage purchase terms',
      de: 'Bedingungen für den Kauf von Zusatzgepäck',
      fr: 'Conditions d’achat de bagages supplémentaires',
      ru: 'Условия покупки дополнительного багажа',
      ko: '추가 수하물 구매 약관',
      ja: '追加手荷物の購入に関する規約',
      tc: '額外行李購買條款',
      es: 'Condiciones de compra de equipaje adicional',
      it: 'Condizioni di acquisto del bagaglio extra',
    },
  },
];
