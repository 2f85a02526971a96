from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

SCORING_FORMULAS = {
    "linear": "base + bonus",
    "weighted": "base * 0.7 + bonus * 0.3",
    "capped": "min(base + bonus, 100)",
}


@view_config(route_name="score", renderer="json", request_method="GET")
def compute_score(request):
    formula_name = request.params.get("formula", "linear")
    if formula_name not in SCORING_FORMULAS:
        raise HTTPBadRequest("unknown formula")
    try:
        base = float(request.params.get("base", "0"))
        bonus = float(request.params.get("bonus", "0"))
    except ValueError:
        raise HTTPBadRequest("numeric values required")
    expression = SCORING_FORMULAS[formula_name]
    score = eval(expression, {"__builtins__": {"min": min}}, {"base": base, "bonus": bonus})
    return {"formula": formula_name, "score": score}


def includeme(config: Configurator):
    config.add_route("score", "/score")
    config.scan(__name__)
