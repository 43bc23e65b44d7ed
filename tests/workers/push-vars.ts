/**
 * The Workers tests' Web Push settings: a VAPID key pair of their own (published here: production never takes a
 * key from this repository's tests) and the switch that lets the tests' push service, on this machine over http.
 */
export const TEST_PUSH_HOST = 'localhost:4999';
export const TEST_PUSH_ORIGIN = `http://${TEST_PUSH_HOST}`;

export const TEST_PUSH_VARS = {
  VAPID_PUBLIC_KEY: 'BDYglOZw1kvk82YxkKe_zut_tYIOFZ8WPO10Q1RHShDXJgLS2GmIWslg792wOvv9oDICoJOxOH7eM8Bc5jZN__s',
  VAPID_PRIVATE_KEY: 'ZgJkY4JQYBxU8AZdIcQRXPiBitb91Xs6GXiQIlxVeQ4',
  VAPID_SUBJECT: 'mailto:suporte@arremate.com.br',
  PUSH_LOCAL_ENDPOINTS: 'on',
};
