import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler, type RecordedRequest } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';

const PAGE_HEIGHT = 3000;
const WINDOW_HEIGHT = 800;

/** jsdom has no layout: give the page a height and scroll the window to `y`. */
function scrollTo(y: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE_HEIGHT });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: WINDOW_HEIGHT });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Reflect.deleteProperty(window, 'scrollY');
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 768 });
});

function cards() {
  return Array.from(screen.getByRole('list').querySelectorAll(':scope > li'));
}

describe('properties infinite scroll', () => {
  it('loads the next page when scrolled to within 20 px of the page bottom', async () => {
    const requests: RecordedRequest[] = [];
    server.use(viewerHandler(makeViewer()), propertiesHandler(makeProperties(1, 35), requests));
    renderApp('/properties');
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(requests.map((request) => request.variables.page)).toEqual([1]);
    expect(requests[0].variables.pageSize).toBe(30);

    // 21 px above the bottom: not yet. A scroll starts loading at once (the Show more button turns
    // to its loading state within the event), so this is seen without waiting.
    const showMore = screen.getByRole('button', { name: 'Show more properties' });
    scrollTo(PAGE_HEIGHT - WINDOW_HEIGHT - 21);
    expect(showMore).not.toHaveAttribute('data-loading');

    // 20 px above the bottom: the next page loads once, however many scroll events arrive.
    scrollTo(PAGE_HEIGHT - WINDOW_HEIGHT - 20);
    expect(showMore).toHaveAttribute('data-loading');
    scrollTo(PAGE_HEIGHT - WINDOW_HEIGHT - 10);
    scrollTo(PAGE_HEIGHT - WINDOW_HEIGHT);

    await waitFor(() => expect(cards()).toHaveLength(35));
    expect(requests.map((request) => request.variables.page)).toEqual([1, 2]);
    expect(screen.getByRole('heading', { name: '35 Harbour Road' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 Harbour Road' })).toBeInTheDocument();
  });

  it('stops when there is no next page', async () => {
    const requests: RecordedRequest[] = [];
    server.use(viewerHandler(makeViewer()), propertiesHandler(makeProperties(1, 12), requests));
    renderApp('/properties');
    await waitFor(() => expect(cards()).toHaveLength(12));

    scrollTo(PAGE_HEIGHT - WINDOW_HEIGHT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more properties' })).not.toBeInTheDocument();
  });

  it('offers a Show more button for pages that do not fill the screen', async () => {
    const requests: RecordedRequest[] = [];
    server.use(viewerHandler(makeViewer()), propertiesHandler(makeProperties(1, 31), requests));
    const app = renderApp('/properties');
    await waitFor(() => expect(cards()).toHaveLength(30));

    await app.user.click(screen.getByRole('button', { name: 'Show more properties' }));

    await waitFor(() => expect(cards()).toHaveLength(31));
    expect(requests.map((request) => request.variables.page)).toEqual([1, 2]);
  });
});
