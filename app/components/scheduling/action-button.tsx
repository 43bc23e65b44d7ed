import { scheduleText } from '~/i18n/pt-BR-schedules';
import { Button, type ButtonVariant } from '~/ui/button';

/** A row's small action button on a schedule or a template: it shows the action, and its name says what it acts on. */
export function ActionButton({
  action,
  target,
  variant,
  onPress,
}: {
  action: string;
  target: string;
  variant?: ButtonVariant;
  onPress: () => void;
}) {
  return (
    <Button size="sm" variant={variant} onPress={onPress} aria-label={scheduleText.actionOn(action, target)}>
      {action}
    </Button>
  );
}
