from urllib.parse import quote, unquote

from starlette.requests import Request
from starlette.responses import JSONResponse


async def list_items(request: Request):
    raw_query = unquote(request.url.query)
    next_link = "; ".join(["</items?" + raw_query + "&page=2>", 'rel="next"'])
    response = JSONResponse({"items": []})
    # ruleid: python-header-injection-taint
    response.headers["Link"] = next_link
    return response


async def list_orders(request: Request):
    next_link = f"</orders?{quote(request.url.query, safe='=&')}&page=2>; rel=\"next\""
    response = JSONResponse({"orders": []})
    # ok: python-header-injection-taint
    response.headers["Link"] = next_link
    return response
