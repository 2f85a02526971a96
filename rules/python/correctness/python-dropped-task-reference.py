import asyncio
from asyncio import create_task, ensure_future

background_tasks: set[asyncio.Task] = set()


async def send_email(address: str) -> None:
    await asyncio.sleep(0.1)


async def signup(address: str) -> None:
    # ruleid: python-dropped-task-reference
    asyncio.create_task(send_email(address))
    # ruleid: python-dropped-task-reference
    create_task(send_email(address), name="welcome")
    # ruleid: python-dropped-task-reference
    ensure_future(send_email(address))


async def on_event(address: str) -> None:
    loop = asyncio.get_running_loop()
    # ruleid: python-dropped-task-reference
    loop.create_task(send_email(address))


async def signup_safely(address: str) -> None:
    # ok: python-dropped-task-reference
    task = asyncio.create_task(send_email(address))
    background_tasks.add(task)
    task.add_done_callback(background_tasks.discard)
    # ok: python-dropped-task-reference
    background_tasks.add(asyncio.create_task(send_email(address)))
    # ok: python-dropped-task-reference
    await asyncio.create_task(send_email(address))


async def fan_out(addresses: list[str]) -> None:
    # ok: python-dropped-task-reference
    tasks = [asyncio.create_task(send_email(a)) for a in addresses]
    await asyncio.gather(*tasks)
    async with asyncio.TaskGroup() as group:
        for address in addresses:
            # ok: python-dropped-task-reference
            group.create_task(send_email(address))


def schedule(address: str) -> asyncio.Task:
    # ok: python-dropped-task-reference
    return asyncio.ensure_future(send_email(address))
