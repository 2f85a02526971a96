import asyncio

from shop.jobs import sync_inventory


async def refresh() -> None:
    await sync_inventory()


def main() -> None:
    # ruleid: python-get-event-loop-outside-async
    loop = asyncio.get_event_loop()
    loop.run_until_complete(refresh())


class Scheduler:
    def __init__(self) -> None:
        # ruleid: python-get-event-loop-outside-async
        self.loop = asyncio.get_event_loop()


# ruleid: python-get-event-loop-outside-async
LOOP = asyncio.get_event_loop()


def run() -> None:
    # ok: python-get-event-loop-outside-async
    asyncio.run(refresh())


async def offload(func) -> None:
    # ok: python-get-event-loop-outside-async
    loop = asyncio.get_event_loop()
    await loop.run_in_executor(None, func)


async def offload_running(func) -> None:
    # ok: python-get-event-loop-outside-async
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, func)


def with_own_loop() -> None:
    asyncio.set_event_loop(asyncio.new_event_loop())
    # ok: python-get-event-loop-outside-async
    loop = asyncio.get_event_loop()
    loop.run_until_complete(refresh())
