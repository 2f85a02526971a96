import subprocess

from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

DATA_VOLUME = "/var/lib/app"


async def disk_usage(request):
    output = subprocess.check_output(
        f"df -h {DATA_VOLUME} | tail -n 1", shell=True, text=True
    )
    return PlainTextResponse(output)


app = Starlette(routes=[Route("/ops/disk", disk_usage)])
