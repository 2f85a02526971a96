from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import PlainTextResponse
from starlette.routing import Route

LOG_ROOT = Path("/var/log/myapp").resolve()


def locate_log(name):
    candidate = (LOG_ROOT / name).resolve()
    if not candidate.is_relative_to(LOG_ROOT) or not candidate.is_file():
        raise HTTPException(status_code=404)
    return candidate


async def tail_log(request):
    name = request.query_params.get("file", "app.log")
    lines = int(request.query_params.get("lines", "100"))
    path = locate_log(name)
    content = path.read_text(errors="replace").splitlines()[-lines:]
    return PlainTextResponse("\n".join(content))


app = Starlette(routes=[Route("/logs/tail", tail_log)])
