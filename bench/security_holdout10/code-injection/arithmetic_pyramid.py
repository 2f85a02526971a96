import operator

from pyramid.config import Configurator
from pyramid.view import view_config

OPS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "div": operator.truediv,
}


@view_config(route_name="compute", renderer="json")
def compute(request):
    op_name = request.params.get("op", "add")
    a = float(request.params.get("a", 0))
    b = float(request.params.get("b", 0))
    func = OPS.get(op_name)
    if func is None or (func is operator.truediv and b == 0):
        return {"error": "unsupported operation"}
    return {"result": func(a, b)}


def main():
    config = Configurator()
    config.add_route("compute", "/compute")
    config.scan()
    return config.make_wsgi_app()
