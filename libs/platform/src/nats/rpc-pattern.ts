import { MessagePattern } from '@nestjs/microservices';
import type { BusPattern, RpcHandlerFn } from '@streaming/contracts';

/**
 * `@MessagePattern(pattern)`, checked against the bus map (libs/contracts bus.ts): the method must
 * accept `RpcRequest<RpcMap[P]['request']>` (or take no argument) and answer
 * `RpcMap[P]['response']` or a promise of it. A handler whose parameter or answer disagrees with
 * what callers of the pattern send and expect does not compile.
 */
export function RpcPattern<P extends BusPattern>(pattern: P) {
  const decorate = MessagePattern(pattern);
  return <M extends RpcHandlerFn<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    decorate(target, key, descriptor);
  };
}
