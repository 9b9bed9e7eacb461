import { Button, Group, Stack, Text } from '@mantine/core';
import { ChoiceList } from './ChoiceList.tsx';
import { SampleDataNote } from './SampleDataNote.tsx';
import { titleLabel, type TitleResult } from './wizardFlow.ts';

type Props = {
  results: TitleResult[];
  sample: boolean;
  adding: string | null;
  onChoose: (title: TitleResult) => void;
  onAlternative: () => void;
  onSearchAgain: () => void;
};

/** Step 3: the Land Registry titles at the address; choosing one adds the property (spec 02 §4.5). */
export function TitleResultsStep({ results, sample, adding, onChoose, onAlternative, onSearchAgain }: Props) {
  return (
    <Stack gap="sm">
      {results.length > 0 ? (
        <>
          <Text>Choose the title of the property to add it.</Text>
          <ChoiceList
            label="Land Registry titles"
            choices={results.map((title) => ({
              key: title.titleNumber,
              label: (
                <>
                  <Text span fw={500}>
                    {titleLabel(title)}
                  </Text>
                  <Text span size="sm" c="gray.7">
                    {' '}
                    · {title.titleNumber}
                  </Text>
                </>
              ),
            }))}
            onChoose={(titleNumber) => onChoose(results.find((title) => title.titleNumber === titleNumber)!)}
            busyKey={adding}
          />
        </>
      ) : (
        <Text>No Land Registry titles were found at this address.</Text>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={onAlternative}>
          Alternative search form
        </Button>
        <Button variant="default" onClick={onSearchAgain}>
          Search again
        </Button>
      </Group>
      {sample ? <SampleDataNote what="Land Registry titles" /> : null}
    </Stack>
  );
}
