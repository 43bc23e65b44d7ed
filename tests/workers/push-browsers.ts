/**
 * The tests' browsers for Web Push: each makes its own P-256 key pair and auth secret (tests/support/push-browser.ts),
 * subscribes through the API at an endpoint of the tests' push service (tests/support/push-service.ts), and
 * reads back what that push service received: the VAPID header checked (signature, aud, exp) and the body decrypted.
 */
import { expect } from 'vitest';
import { fromBase64url } from '~/domain/base64url';
import type { PushPayload } from '../../workers/durable/user-inbox/push-outbox';
import { makeBrowserSubscription, verifyVapid, type BrowserSubscription } from '../support/push-browser';
import type { ReceivedPush } from '../support/push-service';
import { call } from './fixtures';
import { TEST_PUSH_ORIGIN, TEST_PUSH_VARS } from './push-vars';

export const ORIGIN = 'http://arremate.test';
export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export interface TestBrowser extends BrowserSubscription {
  box: string;
}

/** A new browser whose endpoint is a fresh box of the tests' push service. */
export async function newBrowser(): Promise<TestBrowser> {
  const box = crypto.randomUUID();
  return { box, ...(await makeBrowserSubscription(`${TEST_PUSH_ORIGIN}/push/${box}`)) };
}

/** POST /api/push/devices with the browser session's cookie, as the profile page does. */
export function subscribeBrowser(member: { cookie: string }, body: unknown, userAgent = CHROME_ANDROID) {
  return call('/api/push/devices', { method: 'POST', cookie: member.cookie, body, headers: { Origin: ORIGIN, 'User-Agent': userAgent } });
}

/** A browser subscribed for the member; its device id. */
export async function subscribedBrowser(member: { cookie: string }): Promise<TestBrowser & { deviceId: number }> {
  const browser = await newBrowser();
  const res = await subscribeBrowser(member, browser.subscription);
  expect(res.status, res.text).toBe(201);
  return { ...browser, deviceId: res.json.data.id as number };
}

export async function receivedBy(box: string): Promise<ReceivedPush[]> {
  return (await fetch(`${TEST_PUSH_ORIGIN}/_push/${box}`)).json<ReceivedPush[]>();
}

/** The push service's next answers for this box (one per push, then 201). */
export async function scriptAnswers(box: string, answers: { status: number; retry_after?: string; delay_ms?: number }[]): Promise<void> {
  await fetch(`${TEST_PUSH_ORIGIN}/_push/${box}/script`, { method: 'PUT', body: JSON.stringify(answers) });
}

/** The most pushes the box held unanswered at once (its scripted answers' delays). */
export async function mostInFlight(box: string): Promise<number> {
  return (await (await fetch(`${TEST_PUSH_ORIGIN}/_push/${box}/in-flight`)).json<{ most: number }>()).most;
}

/** What the browser shows of a received push: the VAPID header verified as a push service does, the body decrypted. */
export async function openPush(browser: TestBrowser, push: ReceivedPush) {
  const claims = await verifyVapid(push.headers.authorization ?? '', {
    audience: TEST_PUSH_ORIGIN,
    publicKey: TEST_PUSH_VARS.VAPID_PUBLIC_KEY,
  });
  const plaintext = await browser.decrypt(fromBase64url(push.body)!);
  const payload = JSON.parse(new TextDecoder().decode(plaintext)) as PushPayload;
  return { claims, payload };
}
