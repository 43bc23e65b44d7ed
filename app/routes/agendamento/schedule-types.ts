import type { ScheduleDto } from '~/server/schedules/schedules.server';

/** A schedule as the page receives it (the API's shape). */
export type Schedule = ScheduleDto;
