/** At most this many extra checked bags per passenger and flight (the funnel's stored choices hold to it as the order does). */
export const MAX_EXTRA_BAGS = 3;
