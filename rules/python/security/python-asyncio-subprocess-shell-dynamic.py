import asyncio
import shlex
from asyncio import create_subprocess_shell


async def ping(host: str) -> int:
    # ruleid: python-asyncio-subprocess-shell-dynamic
    proc = await asyncio.create_subprocess_shell(f"ping -c 1 {host}")
    return await proc.wait()


async def run(cmd: str) -> int:
    # ruleid: python-asyncio-subprocess-shell-dynamic
    proc = await create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE)
    return await proc.wait()


async def ping_safe(host: str) -> int:
    # ok: python-asyncio-subprocess-shell-dynamic
    proc = await asyncio.create_subprocess_exec("ping", "-c", "1", host)
    return await proc.wait()


async def constant() -> int:
    # ok: python-asyncio-subprocess-shell-dynamic
    proc = await asyncio.create_subprocess_shell("ls -l | wc -l")
    return await proc.wait()


async def quoted(host: str) -> int:
    # ok: python-asyncio-subprocess-shell-dynamic
    proc = await asyncio.create_subprocess_shell(shlex.join(["ping", "-c", "1", host]))
    return await proc.wait()


async def archive_quoted(folder):
    command = "tar czf backup.tgz " + shlex.quote(folder)
    # ok: python-asyncio-subprocess-shell-dynamic
    return await asyncio.create_subprocess_shell(command)


async def head_lines(count):
    # ok: python-asyncio-subprocess-shell-dynamic
    return await asyncio.create_subprocess_shell(f"head -n {int(count)} app.log")


async def nice(level):
    # ok: python-asyncio-subprocess-shell-dynamic
    return await asyncio.create_subprocess_shell(f"nice -n {float(level)} make")


LEVELS = {"info", "debug"}


async def journal(unit_level: str, lines: int) -> int:
    if unit_level not in LEVELS:
        raise ValueError(unit_level)
    # ok: python-asyncio-subprocess-shell-dynamic
    proc = await asyncio.create_subprocess_shell(f"journalctl -p {unit_level} -n {lines} | tail")
    return await proc.wait()


REPORTS = {"disk": "df -h | sort", "load": "uptime | cut -d, -f3-"}


async def report(kind: str) -> int:
    # ok: python-asyncio-subprocess-shell-dynamic
    proc = await asyncio.create_subprocess_shell(REPORTS.get(kind, "true"))
    return await proc.wait()


PENDING_JOBS = {"nightly": "backup --all", "hourly": "backup --changed"}


async def run_pending(name: str) -> int:
    # a command the module queued, taken out by name
    command = PENDING_JOBS.pop(name, "true")
    # ok: python-asyncio-subprocess-shell-dynamic
    proc = await asyncio.create_subprocess_shell(command)
    return await proc.wait()


SORT_KEYS = {"name": "-k1", "size": "-k2n"}


class ListingJob:
    def sort_key(self, raw: str) -> str:
        key = SORT_KEYS.get(raw)
        if key is None:
            raise KeyError(raw)
        return key

    async def run(self, raw: str) -> int:
        # a method that looks the value up in a constant table, called on self
        # ok: python-asyncio-subprocess-shell-dynamic
        proc = await asyncio.create_subprocess_shell("ls -l | sort " + self.sort_key(raw))
        return await proc.wait()
