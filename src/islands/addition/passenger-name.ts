import type { OrderCreateBody } from '../../domain/booking/order-create.ts';
import { displayedName, namesOfForm } from '../../domain/saved-data/passenger-names.ts';
import type { NameLayout } from '../../domain/sites.ts';

/** A passenger's name as the page shows it, in the site's name layout (surname first on jp, kr, my, sg, tw). */
export function passengerName(passenger: OrderCreateBody['passengers'][number], layout: NameLayout): string {
  return displayedName(namesOfForm(passenger), layout);
}
