import asyncio
from asyncio import sleep

import httpx


async def fetch_user(client: httpx.AsyncClient, user_id: int) -> dict:
    response = await client.get(f"/users/{user_id}")
    return response.json()


async def refresh(client: httpx.AsyncClient, ids: list[int]) -> None:
    for user_id in ids:
        # ruleid: python-unawaited-coroutine
        fetch_user(client, user_id)
        # ruleid: python-unawaited-coroutine
        asyncio.sleep(0.1)


async def backoff(attempt: int) -> None:
    # ruleid: python-unawaited-coroutine
    sleep(2**attempt)


class Publisher:
    def __init__(self, queue: asyncio.Queue) -> None:
        self.queue = queue

    async def run(self) -> None:
        while True:
            # ruleid: python-unawaited-coroutine
            self.publish("tick")
            await asyncio.sleep(1)

    async def publish(self, message: str) -> None:
        await self.queue.put(message)

    async def run_safely(self) -> None:
        # ok: python-unawaited-coroutine
        await self.publish("tick")


async def refresh_safely(client: httpx.AsyncClient, ids: list[int]) -> list[dict]:
    # ok: python-unawaited-coroutine
    users = [await fetch_user(client, user_id) for user_id in ids]
    # ok: python-unawaited-coroutine
    more = await asyncio.gather(*(fetch_user(client, user_id) for user_id in ids))
    # ok: python-unawaited-coroutine
    task = asyncio.create_task(fetch_user(client, 1))
    # ok: python-unawaited-coroutine
    await asyncio.sleep(0.1)
    # ok: python-unawaited-coroutine
    pending = fetch_user(client, 2)
    await pending
    await task
    return users + list(more)


def start(client: httpx.AsyncClient) -> dict:
    # ok: python-unawaited-coroutine
    return asyncio.run(fetch_user(client, 1))


def sync_helper(value: int) -> int:
    return value + 1


async def uses_sync() -> int:
    # ok: python-unawaited-coroutine
    sync_helper(1)
    # ok: python-unawaited-coroutine
    return await asyncio.wait_for(fetch_user(httpx.AsyncClient(), 3), timeout=5)


async def stream_users(client: httpx.AsyncClient):
    for user_id in range(3):
        yield await fetch_user(client, user_id)


async def consume(client: httpx.AsyncClient) -> None:
    # ok: python-unawaited-coroutine
    async for user in stream_users(client):
        print(user)


from contextlib import asynccontextmanager


@asynccontextmanager
async def transaction(conn):
    await conn.begin()
    yield conn
    await conn.commit()


async def save(conn, row) -> None:
    # ok: python-unawaited-coroutine
    async with transaction(conn) as tx:
        await tx.insert(row)


async def shutdown(conn) -> None:
    # ruleid: python-unawaited-coroutine
    close_later(conn)
    # ok: python-unawaited-coroutine
    await close_later(conn)
    # ok: python-unawaited-coroutine
    print("close_later(conn) is awaited above")


async def close_later(conn) -> None:
    await conn.close()


def tick() -> int:
    return 1


def poll() -> int:
    # ok: python-unawaited-coroutine
    return tick() + tick()


def poll_quietly() -> None:
    # ok: python-unawaited-coroutine
    tick()


class Clock:
    async def tick(self) -> None:
        await asyncio.sleep(1)
