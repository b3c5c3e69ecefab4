import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow card every sign-in, registration and recovery form sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="md">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text ta="center" size="sm" mt="md" c="dimmed">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}
