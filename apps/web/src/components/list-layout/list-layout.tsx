import { Grid } from '@mantine/core';
import type { TProfile } from '@portale/contract/profiles';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { ProfileColumn } from './profile-column';

interface Props {
  title: string;
  isAdmin: boolean;
  ownProfiles: TProfile[];
  selectedProfile: string | null;
  onSelectProfile: (profile: string) => void;
  children: ReactNode;
}

/** The one layout of the document lists (spec §2): agent codes on the left, filters and results on the right. */
export function ListLayout({ title, isAdmin, ownProfiles, selectedProfile, onSelectProfile, children }: Props) {
  return (
    <>
      <PageHeader title={title} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ProfileColumn isAdmin={isAdmin} ownProfiles={ownProfiles} selected={selectedProfile} onSelect={onSelectProfile} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }} miw={0}>
          {children}
        </Grid.Col>
      </Grid>
    </>
  );
}
