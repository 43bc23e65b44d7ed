/** The window events (`openLogin`, `openRegister`) that open the login and register modals from anywhere. */
export const OPEN_LOGIN = 'openLogin';
export const OPEN_REGISTER = 'openRegister';

export function openLogin() {
  window.dispatchEvent(new CustomEvent(OPEN_LOGIN));
}

export function openRegister() {
  window.dispatchEvent(new CustomEvent(OPEN_REGISTER));
}
