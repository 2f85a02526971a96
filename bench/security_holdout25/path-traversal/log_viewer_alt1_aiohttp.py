from pathlib import Path

from aiohttp import web

LOG_ROOT = Path("/var/log/services").resolve()


def resolve_log(service: str, name: str) -> Path:
    candidate = (LOG_ROOT / service / name).resolve()
    if not candidate.is_relative_to(LOG_ROOT) or candidate.suffix != ".log":
        raise web.HTTPNotFound()
    return candidate


async def tail_log(request: web.Request) -> web.Response:
    path = resolve_log(request.match_info["service"], request.query.get("file", "current.log"))
    lines = int(request.query.get("lines", "200"))
    with path.open("r", errors="replace") as fh:
        content = fh.readlines()[-lines:]
    return web.Response(text="".join(content))


app = web.Application()
app.router.add_get("/logs/{service}", tail_log)

if __name__ == "__main__":
    web.run_app(app)
