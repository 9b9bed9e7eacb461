import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import type { Action } from '../../../domain/permissions.ts';

/** What every screen of the route table receives: its own row, for titles and placeholder text. */
export type ScreenProps = { route: AppRoute };

export type ScreenComponent = ComponentType<ScreenProps>;

/** Loads a screen's own chunk (a dynamic import), so the first screen does not carry it. */
export type ScreenLoader = () => Promise<{ default: ScreenComponent }>;

/**
 * One row of the route table (spec 01 §2). `anyOf` lists the permissions of which the viewer needs
 * one; a signed-in route without it is open to every signed-in user. Type-only, so the table,
 * the guard and the layout can all name it without importing each other.
 */
export type AppRoute = {
  /** The route's name in the spec's route table. */
  name: string;
  /** react-router path pattern. */
  path: string;
  /** Page name: the document title and the Coming soon heading. */
  title: string;
  /** Reachable without signing in; a signed-in user is sent on to the properties screen. */
  public?: true;
  /** Reachable by anyone, signed in or not, and never forwarded (the sign-in callback, the terms). */
  alwaysOpen?: true;
  anyOf?: readonly Action[];
  /** What the `:id` parameter must look like; anything else is an unknown path. */
  idKind?: 'number' | 'string';
  /** Under /properties/:id: the property must exist for this user before the screen shows. */
  propertyPage?: true;
  /** A screen in the first bundle (the first screens a user sees) … */
  screen?: ScreenComponent;
  /** … or one loaded on demand, in its own chunk. */
  load?: ScreenLoader;
  /**
   * A property page's own query, started with the viewer's and the property's, so the screen's data
   * is on its way before the guard and the gate have their answers (the screen's query then reads
   * it from the cache, or joins the request in flight).
   */
  prefetch?: (client: ApolloClient, propertyId: string) => Promise<unknown>;
  /**
   * The page's code (its screen's chunk, its query's module), fetched as the app starts when the
   * page is the one opened, beside the sign-in's restore (routing/preloadPage.ts); `load` where
   * the screen's chunk is all of it.
   */
  preload?: () => Promise<unknown>;
  /**
   * Drawn with its heading (its title, under Back to dashboard) while its property, its code and its
   * data arrive, where the loaded screen has it: a form opened from a link shows its name as soon as
   * the viewer is known, not after the form's code has come over a slow connection.
   */
  headingFirst?: true;
  /** Body of the Coming soon screen, when it is not the default. */
  comingSoonText?: string;
};
