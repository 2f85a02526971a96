from starlette.applications import Starlette
from starlette.config import Config
from starlette.responses import JSONResponse
from starlette.routing import Route

config = Config(".env")

FLAG_RULES = {
    "new_checkout": config("FLAG_NEW_CHECKOUT", default="country in ('DE', 'AT') and plan != 'free'"),
    "beta_search": config("FLAG_BETA_SEARCH", default="plan == 'enterprise'"),
}
COMPILED = {name: compile(expr, f"<flag:{name}>", "eval") for name, expr in FLAG_RULES.items()}


async def flags(request):
    context = {
        "country": request.query_params.get("country", "").upper()[:2],
        "plan": request.query_params.get("plan", "free"),
    }
    enabled = {name: bool(eval(code, {"__builtins__": {}}, context)) for name, code in COMPILED.items()}
    return JSONResponse({"flags": enabled})


app = Starlette(routes=[Route("/flags", flags)])
