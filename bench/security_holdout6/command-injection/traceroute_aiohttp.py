import asyncio
import ipaddress
import logging

from aiohttp import web

log = logging.getLogger(__name__)

TRACEROUTE = "/usr/sbin/traceroute"
MAX_HOPS = 20
TIMEOUT_SECONDS = 45


class TraceError(Exception):
    pass


def parse_target(raw):
    try:
        addr = ipaddress.ip_address(raw.strip())
    except ValueError as exc:
        raise TraceError("target must be an IP address") from exc
    if addr.is_private or addr.is_loopback or addr.is_multicast:
        raise TraceError("target not routable")
    return str(addr)


async def run_traceroute(target, max_hops):
    proc = await asyncio.create_subprocess_exec(
        TRACEROUTE,
        "-n",
        "-m",
        str(max_hops),
        target,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        stdout, _ = await asyncio.wait_for(proc.communicate(), timeout=TIMEOUT_SECONDS)
    except asyncio.TimeoutError:
        proc.kill()
        raise TraceError("timed out")
    return stdout.decode(errors="replace").splitlines()


async def traceroute_handler(request):
    data = await request.json()
    try:
        target = parse_target(str(data.get("target", "")))
        hops = max(1, min(MAX_HOPS, int(data.get("max_hops", MAX_HOPS))))
    except (TraceError, ValueError) as exc:
        return web.json_response({"error": str(exc)}, status=400)
    log.info("traceroute to %s (%d hops)", target, hops)
    try:
        lines = await run_traceroute(target, hops)
    except TraceError as exc:
        return web.json_response({"error": str(exc)}, status=504)
    return web.json_response({"target": target, "hops": lines[1:]})


def create_app():
    app = web.Application()
    app.router.add_post("/net/traceroute", traceroute_handler)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
