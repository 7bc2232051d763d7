import type { Site } from '../../domain/sites.ts';
import type { LoginBoxSite } from './LoginBox.tsx';

/** The messages the login box shows, picked for the page that carries it. */
export const LOGIN_MESSAGES = [
  'login',
  'ui.areaCode',
  'ui.captcha',
  'ui.close',
  'e00',
  'e01',
  'phone',
  'x02',
  'error.network',
  'error.unauthorized',
  'error.tooManyRequests',
  'error.CZSSO030014',
  'error.CZWEB000010',
  'error.CZWEB000011',
  'error.CZSNS000006',
  'error.CZSNS000009',
  'error.CZSNS000010',
  'sns.channel',
  'sns.start.title',
  'sns.popupBlocked',
  'xxx',
];

/** What the login box needs of a site. */
export function loginBoxSite(site: Site): LoginBoxSite {
  return {
    code: site.code,
    noGDPR: site.flags.noGDPR,
    hideFindPassword: site.flags.hideFindPassword,
    areaCode: site.defaults.contactAreaCode,
    region: site.defaults.nationality,
  };
}
