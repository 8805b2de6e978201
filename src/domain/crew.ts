import { badField } from './errors';
import { text } from './messages';

/**
 * A game's on-ice and off-ice officials (the "crew"): referees, linesmen and the off-ice officials
 * the game sheet names. Rulebooks leave the crew's size to the league ("the referee(s)",
 * docs/rulebooks/004_52536eff465526ad.txt:58), so Faceoff keeps whom the office names, within
 * plain limits, and refuses what cannot be a crew.
 */
export const CrewRole = { REFEREE: 'REFEREE', LINESMAN: 'LINESMAN', OFF_ICE: 'OFF_ICE' } as const;
export type CrewRole = (typeof CrewRole)[keyof typeof CrewRole];

export interface CrewMember {
  role: CrewRole;
  name: string;
}

/** IIHF's four-official system is two referees and two linesmen; off-ice officials add up to four more. */
export const CREW_MAX = 8;
export const CREW_NAME_MAX = 80;

const ROLE_ORDER: Record<CrewRole, number> = { REFEREE: 0, LINESMAN: 1, OFF_ICE: 2 };

/** The crew as stored: names trimmed, referees first; refuses an empty name, a name twice, or more than CREW_MAX. */
export function normalizeCrew(members: readonly CrewMember[]): CrewMember[] {
  if (members.length > CREW_MAX) throw badField('crew', text('errors.BAD_USER_INPUT.crewAtMost', { max: CREW_MAX }));
  const seen = new Set<string>();
  const crew = members.map((member, index) => {
    const name = member.name.replace(/\s+/g, ' ').trim();
    if (!name) throw badField(`crew.${index}.name`, text('errors.BAD_USER_INPUT.officialName'));
    if (name.length > CREW_NAME_MAX) throw badField(`crew.${index}.name`, text('errors.BAD_USER_INPUT.nameAtMost', { max: CREW_NAME_MAX }));
    if (!(member.role in ROLE_ORDER)) throw badField(`crew.${index}.role`, text('errors.BAD_USER_INPUT.notACrewRole'));
    const key = name.toLocaleLowerCase('en');
    if (seen.has(key)) throw badField(`crew.${index}.name`, text('errors.BAD_USER_INPUT.namedTwice', { name }));
    seen.add(key);
    return { role: member.role, name };
  });
  return crew.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

/** Whether the official named `name` (any case, any spacing) is in the crew. */
export function inCrew(crew: readonly CrewMember[] | null | undefined, name: string): boolean {
  const wanted = name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
  return !!wanted && (crew ?? []).some((member) => member.name.toLocaleLowerCase('en') === wanted);
}
