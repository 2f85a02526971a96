import operator

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


async def compute(request):
    body = await request.json()
    op = OPS.get(str(body.get("op")))
    if op is None:
        return JSONResponse({"error": "unknown op"}, status_code=400)
    try:
        a, b = float(body["a"]), float(body["b"])
        result = op(a, b)
    except (KeyError, TypeError, ValueError, ZeroDivisionError):
        return JSONResponse({"error": "invalid operands"}, status_code=400)
    return JSONResponse({"result": result})


app = Starlette(routes=[Route("/compute", compute, methods=["POST"])])
