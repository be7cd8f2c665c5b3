import { sharedAntdLoaders } from './provideSharedAntd';
import { sharedUiLoaders } from './provideSharedUi';
import { sharedApiClientsLoaders } from './provideSharedApiClients';

/** The three provider lists in one chunk, which nothing ever loads: see main.tsx. */
export const sharedProviders = { antd: sharedAntdLoaders, sharedUi: sharedUiLoaders, apiClients: sharedApiClientsLoaders };
