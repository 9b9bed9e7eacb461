import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { attributeDefinition } from '../../../../../domain/attributes/catalogue.ts';
import {
  approvalRate,
  COMPLEXITY_GAUGE,
  flagRate,
  fraudRiskProfile,
  TIMESCALE_GAUGE,
} from '../../../../../domain/attributes/report-view.ts';
import { portfolioTimesavings } from '../../../../../domain/attributes/rules/timescale.ts';
import { TERMS } from '../../../../../domain/labels.ts';
import { ReportFailure } from '../ReportFailure.tsx';
import { ReportLoader } from '../ReportLoader.tsx';
import { useAttributeSummaryReportQuery } from '../../../gql/reports.ts';
import type { SummaryAttribute } from '../AttributeRows.tsx';
import { ReportFiltersBar } from '../ReportFiltersBar.tsx';
import { useReportScope } from '../useAllFields.ts';
import { useReportFilters } from '../useReportFilters.ts';
import { ExamplesModal, type ExampleTarget } from './ExamplesModal.tsx';
import { Gauge } from './Gauge.tsx';
import { SourceTable } from './SourceTable.tsx';

const ALERT_CIRCLES = [
  'restrictive_covenants',
  'restrictions',
  'building_works',
  'short_lease',
  'onerous_ground_rent',
  'freehold_unavoidable_costs',
];
const MORTGAGE_CHECKS = [
  'mortgage_check_title',
  'mortgage_check_previous_mortgage',
  'mortgage_check_due_diligence',
  'mortgage_combined',
];
const TIMESAVINGS_GAUGE = { min: 0, max: 16, breaks: [6, 9] } as const;

/** An attribute's report name, from the catalogue when the summary lists no such attribute (no property in range has it). */
const nameOf = (key: string, attribute: SummaryAttribute | undefined) =>
  attribute?.name ?? attributeDefinition(key)?.name ?? key;

/**
 * `/admin/portfolio-insights` (spec 02 §9.1): milestones, legal alerts, mortgage pre-approval and
 * fraud risk of a brand's or owner's properties, and every attribute by source, all from one
 * attribute summary request. A count opens the properties behind it.
 */
export default function PortfolioInsightsScreen() {
  const scope = useReportScope();
  const filters = useReportFilters(scope);
  const [showTotals, setShowTotals] = useState(true);
  const [examples, setExamples] = useState<ExampleTarget | null>(null);
  const { data, previousData, error, loading, refetch } = useAttributeSummaryReportQuery({
    variables: { filter: filters.filter },
    skip: !scope.ready,
  });
  const summary = (data ?? previousData)?.attributeSummary;
  const byKey = new Map((summary?.attributes ?? []).map((attribute) => [attribute.key, attribute]));
  const sources = [
    ...new Map((summary?.attributes ?? []).map((attribute) => [attribute.source.name, attribute.source])).values(),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Portfolio insights</Title>
        <Button variant="light" onClick={() => setShowTotals((value) => !value)} aria-pressed={showTotals}>
          {showTotals ? 'Hide Totals' : 'Show Totals'}
        </Button>
      </Group>
      <ReportFiltersBar
        filters={filters}
        options={summary?.filterOptions}
        names={['brand', 'owner']}
        withSearch={false}
      />
      {error ? <ReportFailure error={error} onRetry={() => void refetch()} /> : null}
      {!summary && loading ? <ReportLoader label="Loading insights" /> : null}
      {summary ? (
        <>
          <Milestones metadata={summary.metadata} showTotals={showTotals} />
          <LegalAlerts byKey={byKey} />
          <Mortgage byKey={byKey} />
          <FraudRisk attributes={summary.attributes} />
          <Stack gap="md" component="section" aria-labelledby="attributes-heading">
            <Title order={2} size="h3" id="attributes-heading">
              Attributes
            </Title>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {sources.map((source) => (
                <SourceTable
                  key={source.name}
                  title={source.title}
                  attributes={summary.attributes.filter((attribute) => attribute.source.name === source.name)}
                  showTotals={showTotals}
                  onOpen={setExamples}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </>
      ) : null}
      <ExamplesModal target={examples} filter={filters.filter} onClose={() => setExamples(null)} />
    </Stack>
  );
}

type Metadata = NonNullable<ReturnType<typeof useAttributeSummaryReportQuery>['data']>['attributeSummary']['metadata'];

function Milestones({ metadata, showTotals }: { metadata: Metadata; showTotals: boolean }) {
  const total = metadata.totalProperties;
  const items = [
    ['Total HOPs', total, 'Properties in this report'],
    ['Sellers Invited', metadata.sellersInvited, TERMS.sellersInvited],
    ['Market Ready', metadata.achievedMarketReady, TERMS.marketReady],
    ['Contract Ready', metadata.achievedContractReady, TERMS.contractReady],
    ['Exchange Ready', metadata.achievedExchangeReady, TERMS.exchangeReady],
    ['Lawyer Instructed', metadata.lawyerInstructed, TERMS.lawyerInstructed],
  ] as const;
  return (
    <Stack gap="xs" component="section" aria-labelledby="milestones-heading">
      <Title order={2} size="h3" id="milestones-heading">
        HOP Milestones
      </Title>
      <Text size="sm" c="gray.7">
        {TERMS.HOP}.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {items.map(([label, count, meaning]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="sm" c="gray.7">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {label === 'Total HOPs' || showTotals ? count : `${total ? Math.round((count * 1000) / total) / 10 : 0}%`}
            </Text>
            {showTotals && label !== 'Total HOPs' ? (
              <Text size="xs" c="gray.7">
                {total ? Math.round((count * 1000) / total) / 10 : 0}% of {total}
              </Text>
            ) : null}
            <Text size="xs" c="gray.7" mt={4}>
              {meaning}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function LegalAlerts({ byKey }: { byKey: Map<string, SummaryAttribute> }) {
  // null when no property in the report has the measure: the gauge says so rather than show 0.
  const complexity = byKey.get('complexity')?.metrics.average ?? null;
  const weeks = byKey.get('predicted_weeks')?.metrics.average ?? null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="alerts-heading">
      <Title order={2} size="h3" id="alerts-heading">
        Legal Alerts
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Card withBorder>
          <Gauge title="Complexity rating" value={complexity} unit="%" scale={COMPLEXITY_GAUGE} />
        </Card>
        <Card withBorder>
          <Gauge title="Predicted conveyancing timescale" value={weeks} unit="weeks" scale={TIMESCALE_GAUGE} />
        </Card>
        <Card withBorder>
          <Gauge
            title="Potential timesavings"
            value={weeks === null ? null : portfolioTimesavings(weeks)}
            unit="weeks"
            scale={TIMESAVINGS_GAUGE}
          />
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {ALERT_CIRCLES.map((key) => {
          const attribute = byKey.get(key);
          const rate = flagRate(attribute);
          return (
            <Card key={key} withBorder padding="xs">
              <Stack gap={0} align="center">
                <RingProgress
                  size={96}
                  thickness={9}
                  sections={[{ value: rate, color: 'red.6' }]}
                  label={
                    <Text ta="center" fw={700} size="sm">
                      {rate}%
                    </Text>
                  }
                />
                <Text size="sm" ta="center">
                  {nameOf(key, attribute)}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function Mortgage({ byKey }: { byKey: Map<string, SummaryAttribute> }) {
  const rows = MORTGAGE_CHECKS.map((key) => ({
    label: nameOf(key, byKey.get(key)),
    percent: approvalRate(byKey.get(key)),
  }));
  return (
    <Card withBorder component="section" aria-labelledby="mortgage-heading">
      <Title order={2} size="h3" id="mortgage-heading" mb="xs">
        Mortgage Pre-Approval Rate
      </Title>
      <PercentBars h={220} rows={rows} seriesLabel="Green or amber" color="teal.6" />
    </Card>
  );
}

function FraudRisk({ attributes }: { attributes: readonly SummaryAttribute[] }) {
  const fraud = attributes.filter((attribute) => attribute.key.startsWith('fraud_risk'));
  const rows = fraud.map((attribute) => ({ label: attribute.name, percent: flagRate(attribute) }));
  return (
    <Card withBorder component="section" aria-labelledby="fraud-heading">
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap">
        <Title order={2} size="h3" id="fraud-heading">
          Transaction Fraud Risk Profile
        </Title>
        <Text>
          Risk score <strong>{fraudRiskProfile(attributes)}</strong>
        </Text>
      </Group>
      <PercentBars h={200} rows={rows} seriesLabel="Properties flagged" color="red.6" />
    </Card>
  );
}

/**
 * Horizontal bars on a 0–100 % scale, then the same figures as text: the chart is decoration for
 * sighted users (aria-hidden), the text is what a screen reader and a narrow phone read.
 */
function PercentBars({
  rows,
  h,
  seriesLabel,
  color,
}: {
  rows: Array<{ label: string; percent: number }>;
  h: number;
  seriesLabel: string;
  color: string;
}) {
  return (
    <>
      <BarChart
        h={h}
        data={rows}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'percent', label: seriesLabel, color }]}
        yAxisProps={{ width: 110 }}
        xAxisProps={{ domain: [0, 100], tickFormatter: (value: number) => `${value}%` }}
        valueFormatter={(value) => `${value}%`}
        withBarValueLabel
        // Room on the right for a full bar's value label ('100%').
        // No keyboard layer: the chart is hidden from assistive technology, so it must not take focus either.
        barChartProps={{ margin: { top: 0, right: 48, bottom: 0, left: 0 }, accessibilityLayer: false }}
        gridAxis="none"
        aria-hidden
      />
      <Group gap="md" mt="xs" wrap="wrap">
        {rows.map((row) => (
          <Text key={row.label} size="sm">
            {row.label}: <strong>{row.percent}%</strong>
          </Text>
        ))}
      </Group>
    </>
  );
}
