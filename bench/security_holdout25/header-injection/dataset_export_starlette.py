from starlette.applications import Starlette
from starlette.responses import Response
from starlette.routing import Route

from .exports import build_export


def disposition(name, inline=False):
    kind = "inline" if inline else "attachment"
    return f'{kind}; filename="{name}"'


async def export_csv(request):
    name = request.query_params.get("name", "export") + ".csv"
    body = await build_export(request.path_params["dataset"])
    response = Response(body, media_type="text/csv")
    response.headers["Content-Disposition"] = disposition(name, request.query_params.get("view") == "1")
    return response


app = Starlette(routes=[Route("/datasets/{dataset}/export", export_csv)])
