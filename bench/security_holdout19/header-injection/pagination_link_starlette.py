from urllib.parse import unquote

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route


async def list_items(request: Request):
    raw_query = unquote(request.url.query)
    next_link = "; ".join(["</items?" + raw_query + "&page=2>", 'rel="next"'])
    response = JSONResponse({"items": []})
    response.headers["Link"] = next_link
    return response


app = Starlette(routes=[Route("/items", list_items)])
