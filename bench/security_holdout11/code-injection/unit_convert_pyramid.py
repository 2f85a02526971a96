from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

CONVERSIONS = {
    "c_to_f": "x * 9 / 5 + 32",
    "f_to_c": "(x - 32) * 5 / 9",
    "kg_to_lb": "x * 2.20462",
}


@view_config(route_name="convert", renderer="json")
def convert(request):
    kind = request.params.get("kind", "")
    formula = CONVERSIONS.get(kind)
    if formula is None:
        raise HTTPBadRequest("unknown conversion")
    try:
        x = float(request.params.get("value", "0"))
    except ValueError:
        raise HTTPBadRequest("value must be numeric")
    result = eval(formula, {"__builtins__": {}}, {"x": x})
    return {"kind": kind, "result": result}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("convert", "/convert")
        config.scan()
        return config.make_wsgi_app()
