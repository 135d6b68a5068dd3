import { createTestContext, type TestContext, type TestContextOptions } from '../../../test/harness';
import { channelProvider, registerChannelProvider } from './channel-provider';
import { sinkEmailProvider } from './test-sink-provider';

// A test context (one file's database) whose email channel is the sink provider, pointed at
// the context's SMTP sink; closing it puts the previous provider back.
export async function createSinkEmailContext(options: TestContextOptions = {}): Promise<TestContext> {
  const ctx = await createTestContext(options);
  const previous = channelProvider('email');
  registerChannelProvider(sinkEmailProvider(ctx.mail.url));
  return {
    ...ctx,
    async close() {
      if (previous) registerChannelProvider(previous);
      await ctx.close();
    },
  };
}
