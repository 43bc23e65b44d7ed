import { useEffect, useState } from 'react';
import { FormMessage } from '~/ui/form-message';

const EVENT = 'admin-banner';

/** Shows `message` in the red banner above the admin panel's tabs (null clears it). */
export function showAdminBanner(message: string | null) {
  window.dispatchEvent(new CustomEvent<string | null>(EVENT, { detail: message }));
}

/**
 * The red banner above the admin panel's tabs, where failures of creating an auction show. Any tab
 * fills it with `showAdminBanner`; it clears when another tab opens.
 */
export function AdminBanner({ tab }: { tab: string }) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const listener = (event: Event) => setMessage((event as CustomEvent<string | null>).detail);
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
  useEffect(() => setMessage(null), [tab]);
  return <FormMessage message={message} />;
}
