import { useRevalidator } from '@remix-run/react';
import { officeText } from '~/i18n/pt-BR-admin-office';
import { Button } from '~/ui/button';
import * as o from './office.css';

/** A tab's data could not be loaded: the spec's message and 'Tentar novamente' (loads the tab again). */
export function ReportFailure({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <div className={o.failure} role="alert">
      <span>{message}</span>
      <Button size="sm" variant="secondary" isDisabled={revalidator.state !== 'idle'} onPress={() => revalidator.revalidate()}>
        {officeText.finance.retry}
      </Button>
    </div>
  );
}
