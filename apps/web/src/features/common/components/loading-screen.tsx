import { Center, Loader } from '@mantine/core';

export function LoadingScreen() {
  return (
    <Center mih={240} data-testid="loading">
      <Loader />
    </Center>
  );
}
