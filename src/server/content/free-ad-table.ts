import { type ContentLink, externalPage, type Localized, storefrontPage } from './localized.ts';

/** A free promotional banner; `link` leads to a storefront route or a configured external page. */
export interface FreeAdEntry {
  readonly id: string;
  readonly orderNo: number;
  readonly link: ContentLink;
  readonly title: Localized;
  readonly text: Localized;
}

/** getFreeAdCommon: the banners every site shows, leading to the storefront's own features where it has them. */
export const FREE_AD_TABLE: readonly FreeAdEntry[] = [
  {
    id: 'lowFareAlert',
    orderNo: 1,
    link: storefrontPage('my.subscribelowprice'),
    title: {
      zh: '低价提醒',
      en: 'Low-fare alerts',
      de: 'Tiefpreis-Alarm',
      fr: 'Alertes petits prix',
      ru: 'Уведомления о низких ценах',
      ko: '최저가 알림',
      ja: '最安値アラート',
      tc: '低價提醒',
      es: 'Alertas de tarifas bajas',
      it: 'Avvisi tariffe basse',
    },
    text: {
      zh: '选择航线，票价下降时我们会通过电子邮件通知您。',
      en: 'Choose a route and we will e-mail you when the fare drops.',
      de: 'Wählen Sie eine Strecke – wir benachrichtigen Sie per E-Mail, sobald der Preis sinkt.',
      fr: 'Choisissez un trajet : nous vous prévenons par e-mail dès que le prix baisse.',
      ru: 'Выберите маршрут — мы сообщим по электронной почте, когда цена снизится.',
      ko: '노선을 선택하시면 운임이 내려갈 때 이메일로 알려 드립니다.',
      ja: '路線を選ぶと、運賃が下がったときにメールでお知らせします。',
      tc: '選擇航線，票價下降時我們會以電郵通知您。',
      es: 'Elija una ruta y le avisaremos por correo electrónico cuando baje la tarifa.',
      it: 'Scegli una tratta e ti avviseremo via e-mail quando la tariffa scende.',
    },
  },
  {
    id: 'awardFlights',
    orderNo: 2,
    link: storefrontPage('mileage.search'),
    title: {
      zh: '里程兑换机票',
      en: 'Fly with your miles',
      de: 'Mit Meilen fliegen',
      fr: 'Voyagez avec vos miles',
      ru: 'Летайте за мили',
      ko: '마일리지로 떠나는 여행',
      ja: 'マイルで特典航空券',
      tc: '里程兌換機票',
      es: 'Vuele con sus millas',
      it: 'Vola con le tue miglia',
    },
    text: {
      zh: '会员可使用里程兑换奖励机票。',
      en: 'Members can book award flights with their miles.',
      de: 'Mitglieder buchen Prämienflüge mit ihren Meilen.',
      fr: 'Les membres réservent des billets primes avec leurs miles.',
      ru: 'Участники программы могут оформить премиальные билеты за мили.',
      ko: '회원은 마일리지로 보너스 항공권을 예약할 수 있습니다.',
      ja: '会員の方はマイルで特典航空券を予約できます。',
      tc: '會員可使用里程兌換獎勵機票。',
      es: 'Los socios pueden reservar vuelos de premio con sus millas.',
      it: 'I soci possono prenotare voli premio con le loro miglia.',
    },
  },
  {
    id: 'findBooking',
    orderNo: 3,
    link: storefrontPage('my.order.find'),
    title: {
      zh: '查询订单',
      en: 'Find your booking',
      de: 'Buchung finden',
      fr: 'Retrouver votre réservation',
      ru: 'Найти бронирование',
      ko: '예약 조회',
      ja: 'ご予約の確認',
      tc: '查詢訂單',
      es: 'Buscar su reserva',
      it: 'Trova la tua prenotazione',
    },
    text: {
      zh: '未登录时预订？输入订单号和电子邮箱即可查询订单。',
      en: 'Booked as a guest? Find your order with its number and your e-mail address.',
      de: 'Als Gast gebucht? Finden Sie Ihre Buchung mit Buchungsnummer und E-Mail-Adresse.',
      fr: 'Vous avez réservé sans compte ? Retrouvez votre commande avec son numéro et votre adresse e-mail.',
      ru: 'Бронировали без входа в аккаунт? Найдите заказ по номеру и адресу электронной почты.',
      ko: '비회원으로 예약하셨나요? 주문 번호와 이메일 주소로 예약을 조회하세요.',
      ja: 'ゲストとしてご予約の方は、注文番号とメールアドレスでご予約を確認できます。',
      tc: '未登入時預訂？輸入訂單號碼及電郵地址即可查詢訂單。',
      es: '¿Reservó como invitado? Encuentre su pedido con su número y su dirección de correo electrónico.',
      it: 'Hai prenotato come ospite? Trova il tuo ordine con il numero e il tuo indirizzo e-mail.',
    },
  },
  {
    id: 'app',
    orderNo: 4,
    link: externalPage('app'),
    title: {
      zh: '下载手机App',
      en: 'Get our app',
      de: 'Unsere App',
      fr: 'Notre application',
      ru: 'Наше приложение',
      ko: '모바일 앱',
      ja: '公式アプリ',
      tc: '下載手機App',
      es: 'Nuestra aplicación',
      it: 'La nostra app',
    },
    text: {
      zh: '在手机上办理值机，领取电子登机牌。',
      en: 'Check in and get your boarding pass on your phone.',
      de: 'Einchecken und die Bordkarte aufs Smartphone holen.',
      fr: 'Enregistrez-vous et recevez votre carte d’embarquement sur votre téléphone.',
      ru: 'Регистрируйтесь на рейс и получайте посадочный талон в телефоне.',
      ko: '휴대폰으로 체크인하고 탑승권을 받으세요.',
      ja: 'スマートフォンでチェックインし、搭乗券を受け取れます。',
      tc: '在手機上辦理登機手續，領取電子登機證。',
      es: 'Haga el check-in y obtenga su tarjeta de embarque en el móvil.',
      it: 'Fai il check-in e ricevi la carta d’imbarco sullo smartphone.',
    },
  },
];
