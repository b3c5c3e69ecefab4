import { RouteError } from '../../features/errors';
import { RuleBookEditor } from '../../features/rules';
import { RulesSourceDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { httpError } from '../../platform/httpError';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/rules-edit';

const load = async ({ context }: Route.LoaderArgs | Route.ClientLoaderArgs) => {
  const { rulesSource } = await preloadQuery(context, { query: RulesSourceDocument });
  if (!rulesSource) httpError(404);
  // Plain values without Apollo's __typename, so they can be sent back as the mutation's input.
  const text = ({ ru, en }: { ru: string; en: string }) => ({ ru, en });
  return {
    sections: rulesSource.sections.map((section) => ({
      title: text(section.title),
      rules: section.rules.map((rule) => ({
        text: text(rule.text),
        note: text(rule.note),
        punishmentType: rule.punishmentType,
        durationMinutes: rule.durationMinutes ?? null,
      })),
    })),
  };
};

export const loader = (args: Route.LoaderArgs) => load(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => load(args);

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'rules-edit');

export default function RulesEditScreen({ loaderData }: Route.ComponentProps) {
  return <RuleBookEditor initial={loaderData} />;
}

export const ErrorBoundary = RouteError;
