/** The code every captcha of the server under browser test shows (its CAPTCHA_FIXED_CODE). */
export const E2E_CAPTCHA = 'T3ST42';
