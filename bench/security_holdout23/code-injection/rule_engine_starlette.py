from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

ORDER_FIELDS = ("total", "country", "items", "coupon")


async def check_rule(request: Request) -> JSONResponse:
    body = await request.json()
    condition = str(body.get("condition", "False"))
    order = {name: body.get("order", {}).get(name) for name in ORDER_FIELDS}
    namespace = {"order": order}
    source = f"matched = bool({condition})"
    exec(compile(source, "<rule>", "exec"), namespace)
    return JSONResponse({"matched": namespace["matched"]})


app = Starlette(routes=[Route("/rules/check", check_rule, methods=["POST"])])
