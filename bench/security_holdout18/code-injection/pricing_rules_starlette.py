from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

RULES: dict[str, dict] = {}


class Rule:
    def __init__(self, name: str, condition: str, percent: float):
        self.name = name
        self.condition = condition
        self.percent = percent

    def applies(self, cart: dict) -> bool:
        scope = {"cart": cart, "total": cart.get("total", 0), "items": cart.get("items", [])}
        code = compile(f"matched = bool({self.condition})", f"<rule {self.name}>", "exec")
        exec(code, scope)
        return scope["matched"]


async def create_rule(request: Request) -> JSONResponse:
    data = await request.json()
    name = str(data.get("name", "")).strip()
    if not name:
        return JSONResponse({"error": "name required"}, status_code=400)
    RULES[name] = {
        "condition": str(data.get("condition", "False")),
        "percent": float(data.get("percent", 0)),
    }
    return JSONResponse({"created": name}, status_code=201)


async def list_rules(request: Request) -> JSONResponse:
    return JSONResponse(RULES)


async def quote(request: Request) -> JSONResponse:
    cart = await request.json()
    total = float(cart.get("total", 0))
    discount = 0.0
    for name, spec in RULES.items():
        rule = Rule(name, spec["condition"], spec["percent"])
        if rule.applies(cart):
            discount = max(discount, rule.percent)
    due = round(total * (1 - discount / 100), 2)
    return JSONResponse({"total": total, "discount": discount, "due": due})


async def delete_rule(request: Request) -> Response:
    RULES.pop(request.path_params["name"], None)
    return Response(status_code=204)


app = Starlette(
    routes=[
        Route("/rules", create_rule, methods=["POST"]),
        Route("/rules", list_rules, methods=["GET"]),
        Route("/rules/{name}", delete_rule, methods=["DELETE"]),
        Route("/quote", quote, methods=["POST"]),
    ]
)
