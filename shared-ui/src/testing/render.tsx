import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../components/app-providers';

/** Renders inside the theme and the toast provider, as every app does. */
export const renderWithProviders = (ui: ReactElement, options?: RenderOptions) =>
  render(ui, { wrapper: AppProviders, ...options });
