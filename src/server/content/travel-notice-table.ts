import type { Localized } from './localized.ts';

/** A city or airport of the trip, with the city and country it belongs to when the network knows it. */
export interface Place {
  readonly code: string;
  readonly city: string;
  readonly country?: string;
}

/** The trip a travel notice is asked for: leg i goes from dep[i] to arr[i]. */
export interface Trip {
  readonly dep: readonly Place[];
  readonly arr: readonly Place[];
}

export interface TravelNoticeEntry {
  readonly key: string;
  readonly appliesTo: (trip: Trip) => boolean;
  readonly title: Localized;
  readonly content: Localized;
}

/** The city code of Beijing, which stands for either of its airports. */
const BEIJING = 'BJS';
const DAXING = 'PKX';
const MAINLAND_CHINA = 'CN';

const touchesDaxing = (trip: Trip) => [...trip.dep, ...trip.arr].some((place) => place.code === DAXING || place.code === BEIJING);

// Hong Kong, Macao and Taiwan keep their own borders, so a leg from them into the mainland is an entry too.
const entersMainland = (trip: Trip) => trip.arr.some((place, leg) => place.country === MAINLAND_CHINA && trip.dep[leg]?.country !== MAINLAND_CHINA);

/** The travel notices, in display order. */
export const TRAVEL_NOTICE_TABLE: readonly TravelNoticeEntry[] = [
  {
    key: 'beijingDaxing',
    appliesTo: touchesDaxing,
    title: {
      zh: '北京大兴国际机场',
      en: 'Beijing Daxing International Airport',
      de: 'Flughafen Peking-Daxing',
      fr: 'Aéroport international de Pékin-Daxing',
      ru: 'Международный аэропорт Пекин Дасин',
      ko: '베이징 다싱 국제공항',
      ja: '北京大興国際空港',
      tc: '北京大興國際機場',
      es: 'Aeropuerto Internacional de Pekín-Daxing',
      it: 'Aeroporto internazionale di Pechino-Daxing',
    },
    content: {
      zh: '北京有首都（PEK）和大兴（PKX）两座国际机场，相距较远。请确认您的航班使用哪座机场，并预留充足时间前往位于城市南部的大兴机场。',
      en: 'Beijing has two international airports far apart, Capital (PEK) and Daxing (PKX). Check which one your flight uses, and allow enough time to reach Daxing in the south of the city.',
      de: 'Peking hat zwei weit voneinander entfernte internationale Flughäfen, Hauptstadt (PEK) und Daxing (PKX). Prüfen Sie, welchen Ihr Flug nutzt, und planen Sie genügend Zeit für die Anreise nach Daxing im Süden der Stadt ein.',
      fr: 'Pékin compte deux aéroports internationaux éloignés l’un de l’autre, Capitale (PEK) et Daxing (PKX). Vérifiez celui de votre vol et prévoyez assez de temps pour rejoindre Daxing, au sud de la ville.',
      ru: 'В Пекине два международных аэропорта, расположенных далеко друг от друга: Шоуду (PEK) и Дасин (PKX). Уточните, какой аэропорт обслуживает ваш рейс, и заложите достаточно времени на дорогу до Дасина на юге города.',
      ko: '베이징에는 서로 멀리 떨어진 서우두(PEK)와 다싱(PKX) 두 국제공항이 있습니다. 항공편이 이용하는 공항을 확인하시고, 도시 남쪽에 있는 다싱 공항까지 이동 시간을 충분히 확보하세요.',
      ja: '北京には首都（PEK）と大興（PKX）の2つの国際空港があり、互いに離れています。ご利用便の空港をご確認のうえ、市の南部にある大興空港へは時間に余裕をもってお越しください。',
      tc: '北京有首都（PEK）和大興（PKX）兩座國際機場，相距較遠。請確認您的航班使用哪座機場，並預留充足時間前往位於城市南部的大興機場。',
      es: 'Pekín tiene dos aeropuertos internacionales alejados entre sí, Capital (PEK) y Daxing (PKX). Compruebe cuál utiliza su vuelo y reserve tiempo suficiente para llegar a Daxing, al sur de la ciudad.',
      it: 'Pechino ha due aeroporti internazionali lontani tra loro, Capitale (PEK) e Daxing (PKX). Verifica quale utilizza il tuo volo e calcola il tempo necessario per raggiungere Daxing, a sud della città.',
    },
  },
  {
    key: 'chinaEntry',
    appliesTo: entersMainland,
    title: {
      zh: '入境中国内地须知',
      en: 'Entering mainland China',
      de: 'Einreise nach Festlandchina',
      fr: 'Entrée en Chine continentale',
      ru: 'Въезд в материковый Китай',
      ko: '중국 본토 입국 안내',
      ja: '中国本土への入国について',
      tc: '入境中國內地須知',
      es: 'Entrada en China continental',
      it: 'Ingresso nella Cina continentale',
    },
    content: {
      zh: '出行前请了解入境规定：确认您是否需要签证，或是否符合免签入境或过境免签政策，并确保护照在停留期间有效。',
      en: 'Check the entry rules before you travel: whether you need a visa or can enter or transit without one, and that your passport is valid for your whole stay.',
      de: 'Informieren Sie sich vor der Reise über die Einreisebestimmungen: ob Sie ein Visum benötigen oder visumfrei einreisen oder durchreisen können und ob Ihr Reisepass für den gesamten Aufenthalt gültig ist.',
      fr: 'Avant de partir, vérifiez les conditions d’entrée : si vous avez besoin d’un visa ou pouvez entrer ou transiter sans visa, et si votre passeport est valable pour toute la durée du séjour.',
      ru: 'Перед поездкой проверьте правила въезда: нужна ли вам виза или можно въехать либо проследовать транзитом без визы, а также действителен ли ваш паспорт на весь срок пребывания.',
      ko: '출발 전에 입국 규정을 확인하세요. 비자가 필요한지, 무비자 입국이나 무비자 환승이 가능한지, 여권이 체류 기간 내내 유효한지 확인하시기 바랍니다.',
      ja: 'ご出発前に入国規定をご確認ください。ビザが必要か、ビザなしでの入国や乗り継ぎが可能か、またパスポートが滞在期間中有効かをご確認ください。',
      tc: '出行前請了解入境規定：確認您是否需要簽證，或是否符合免簽入境或過境免簽政策，並確保護照在停留期間有效。',
      es: 'Antes de viajar, consulte los requisitos de entrada: si necesita visado o puede entrar o hacer tránsito sin él, y si su pasaporte es válido durante toda la estancia.',
      it: 'Prima di partire verifica le norme d’ingresso: se ti serve un visto o puoi entrare o transitare senza, e se il passaporto è valido per tutta la durata del soggiorno.',
    },
  },
  {
    key: 'general',
    appliesTo: () => true,
    title: {
      zh: '出行提示',
      en: 'Before you fly',
      de: 'Vor Ihrem Flug',
      fr: 'Avant votre vol',
      ru: 'Перед полётом',
      ko: '출발 전 확인 사항',
      ja: 'ご出発前に',
      tc: '出行提示',
      es: 'Antes de volar',
      it: 'Prima del volo',
    },
    content: {
      zh: '请确认护照或身份证件在整个行程中有效，查看机票的行李额度，并预留充足时间前往机场。',
      en: 'Make sure your passport or ID is valid for the whole trip, check the baggage allowance of your ticket and arrive at the airport in good time.',
      de: 'Achten Sie darauf, dass Ihr Reisepass oder Ausweis für die gesamte Reise gültig ist, prüfen Sie die Freigepäckmenge Ihres Tickets und seien Sie rechtzeitig am Flughafen.',
      fr: 'Vérifiez que votre passeport ou votre pièce d’identité est valable pour tout le voyage, consultez la franchise bagages de votre billet et arrivez à l’aéroport en avance.',
      ru: 'Убедитесь, что паспорт или удостоверение личности действительны на всё время поездки, проверьте норму багажа по вашему билету и приезжайте в аэропорт заранее.',
      ko: '여권이나 신분증이 여행 기간 내내 유효한지 확인하고, 항공권의 수하물 허용량을 확인한 뒤 공항에 여유 있게 도착하세요.',
      ja: 'パスポートまたは身分証明書が旅行期間中有効であること、航空券の手荷物許容量をご確認のうえ、時間に余裕をもって空港へお越しください。',
      tc: '請確認護照或身分證件在整個行程中有效，查看機票的行李限額，並預留充足時間前往機場。',
      es: 'Compruebe que su pasaporte o documento de identidad es válido durante todo el viaje, consulte la franquicia de equipaje de su billete y llegue al aeropuerto con antelación.',
      it: 'Verifica che il passaporto o il documento d’identità sia valido per tutto il viaggio, controlla la franchigia bagaglio del biglietto e arriva in aeroporto con anticipo.',
    },
  },
];
