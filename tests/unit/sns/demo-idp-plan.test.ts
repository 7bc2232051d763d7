import { describe, expect, it } from 'vitest';
import { SNS_CHANNELS } from '../../../src/domain/member/sns-channels.ts';
import { loadConfig } from '../../../src/server/config/config.ts';
import { demoIdpPlan } from '../../../src/server/member/sns/demo-identity-provider.ts';

const SERVED = { served: true, clientSecret: 'process-secret' };
const google = { issuer: 'https://accounts.example.com', clientId: 'id', clientSecret: 'secret' };

describe('the demo identity provider of social login', () => {
  it('stands in for every channel with the demo data on by default, at /api/demo-idp of the public origin', () => {
    const plan = demoIdpPlan(loadConfig({}), SERVED);
    expect(plan).toEqual({
      on: true,
      issuer: 'http://localhost:4321/api/demo-idp',
      providers: SNS_CHANNELS.map((channel) => ({
        channel,
        issuer: 'http://localhost:4321/api/demo-idp',
        clientId: 'storefront-demo',
        clientSecret: 'process-secret',
      })),
    });
    expect(demoIdpPlan(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }), SERVED)).toMatchObject({
      on: true,
      issuer: 'https://shop.example.com/api/demo-idp',
    });
  });

  it('is off with DEMO_DATA=off, so social login is off with no provider named', () => {
    const config = loadConfig({ DEMO_DATA: 'off' });
    expect(demoIdpPlan(config, SERVED)).toEqual({ on: false, why: 'no demo data' });
    expect(config.SNS_PROVIDERS).toEqual([]);
  });

  it('is off as soon as SNS_PROVIDERS names a provider, which then stands alone', () => {
    const config = loadConfig({ SNS_PROVIDERS: JSON.stringify({ google }) });
    expect(demoIdpPlan(config, SERVED)).toEqual({ on: false, why: 'real providers configured' });
    expect(config.SNS_PROVIDERS.map((p) => p.channel)).toEqual(['google']);
  });

  it('is off where no server routes to it, and behind a public origin of plain HTTP off this machine', () => {
    expect(demoIdpPlan(loadConfig({}), { ...SERVED, served: false })).toEqual({ on: false, why: 'not served here' });
    expect(demoIdpPlan(loadConfig({ PUBLIC_URL: 'http://shop.example.com' }), SERVED)).toEqual({ on: false, why: 'public origin not https' });
  });
});
