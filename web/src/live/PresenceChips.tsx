import { Badge, Group, Text } from '@mantine/core';
import { presenceLine } from '../../../domain/live/notes.ts';
import { usePresence } from './usePresence.ts';

type Props = {
  propertyId: string;
  viewerId: string | undefined;
  /** On a form: its number, and the section the viewer is in (its key). */
  questionnaireId?: number;
  section?: string;
  /** Section names by key, to say where on this form the others are. */
  sectionNames?: Readonly<Record<string, string>>;
  /** Form names by number (1 to 6), to say which form the others have open. */
  formNames?: Readonly<Record<number, string>>;
};

/**
 * Who else has the property open now, one chip each, saying where (this form and its section,
 * another form, or the property's dashboard). Nothing when nobody else is there.
 */
export function PresenceChips({ propertyId, viewerId, questionnaireId, section, sectionNames, formNames }: Props) {
  const people = usePresence(propertyId, { questionnaireId, section });
  const others = (people ?? []).filter((person) => person.id !== viewerId);
  if (others.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Also here now" role="group" data-testid="presence">
      <Text size="sm" c="gray.7">
        Also here now:
      </Text>
      {others.map((person) => {
        const thisForm = questionnaireId !== undefined && person.questionnaireId === questionnaireId;
        const line = presenceLine(person, {
          thisForm,
          sectionName: thisForm && person.section ? (sectionNames?.[person.section] ?? undefined) : undefined,
          formName: person.questionnaireId !== null ? formNames?.[person.questionnaireId] : undefined,
        });
        return (
          <Badge
            key={person.id}
            variant="default"
            size="lg"
            radius="sm"
            tt="none"
            fw={500}
            styles={{ label: { whiteSpace: 'normal' } }}
            h="auto"
            py={4}
            data-testid="presence-chip"
          >
            {line}
          </Badge>
        );
      })}
    </Group>
  );
}
