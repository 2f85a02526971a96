from pyramid.config import Configurator
from pyramid.view import view_config

FORMULAS = {
    "standard": "base * 1.2",
    "member": "base * 0.9",
}


@view_config(route_name="quote", renderer="json")
def price_quote(request):
    base = float(request.params.get("base", "0"))
    candidates = {"custom": request.params.get("formula", ""), "standard": FORMULAS["standard"]}
    expression = candidates["standard"]
    total = eval(expression, {"__builtins__": {}}, {"base": base})
    return {"base": base, "total": round(total, 2)}


def main():
    with Configurator() as config:
        config.add_route("quote", "/quote")
        config.scan()
        return config.make_wsgi_app()
